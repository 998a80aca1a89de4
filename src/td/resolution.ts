import { avance_case, recule_case } from "./cases";
import { indicesEnConflit } from "./indices";
import { protection, remplissage, type Case } from "./remplissage";

/** Comment s'est terminée la boucle. */
export type StatutResolution = "resolue" | "insoluble" | "budget-epuise";

/** Un tour de boucle : la case traitée, sa valeur après `remplissage`, et le sens pris ensuite. */
export interface Etape {
  i: number;
  j: number;
  valeur: number;
  /** `true` si on a avancé, `false` si on a reculé. */
  sens: boolean;
}

export interface OptionsResolution {
  /** Nombre de tours au plus ; au-delà la boucle s'arrête avec le statut `budget-epuise`. */
  budget?: number;
  /** Garder chaque tour dans `trace` (pour revoir la recherche pas à pas). */
  trace?: boolean;
  /** Nombre de solutions à chercher avant de s'arrêter (1 par défaut). */
  limite?: number;
}

export interface ResultatResolution {
  statut: StatutResolution;
  /** Vrai si au moins une solution a été trouvée. */
  resolue: boolean;
  /** Nombre de tours de la boucle `while tournetourne`. */
  tours: number;
  /** Nombre de solutions trouvées (au plus `limite`). */
  solutions: number;
  /** La première solution trouvée, s'il y en a une. */
  premiere?: number[][];
  /** Les tours, si `trace` a été demandée. */
  trace?: Etape[];
  /** Les cases d'indice dont le chiffre se répète dans leur unité (vide si les indices s'accordent). */
  conflits: Case[];
}

/**
 * Question 9 : la résolution par essais et retours en arrière, avec la
 * boucle du TD. On parcourt les cases dans l'ordre ; `remplissage` donne une
 * valeur possible (on avance) ou vide la case (on recule). Si `i` dépasse la
 * dernière ligne, la grille est résolue ; s'il passe avant la première, elle
 * n'a pas de solution.
 *
 * Avant la boucle, on vérifie les indices : s'ils se contredisent (un chiffre
 * deux fois dans une unité), aucune grille ne les complète, et la réponse est
 * `insoluble` sans un seul tour. La boucle seule ne le verrait pas : elle ne
 * teste jamais une case protégée, et déclarerait « résolue » une grille fausse.
 *
 * `M` est modifiée sur place : elle contient la solution si `resolue`.
 * Avec `limite` > 1, la boucle repart en arrière après chaque solution pour
 * compter les suivantes (M est alors vidée à la fin de la recherche).
 */
export function resolution(M: number[][], options: OptionsResolution = {}): ResultatResolution {
  const { budget = Infinity, limite = 1 } = options;
  const taille = M.length;
  const matrice_originale = M.map((ligne) => [...ligne]);
  const liste_protegee = protection(matrice_originale);
  const trace: Etape[] | undefined = options.trace ? [] : undefined;
  const conflits = indicesEnConflit(M, liste_protegee);
  if (conflits.length > 0) {
    return { statut: "insoluble", resolue: false, tours: 0, solutions: 0, trace, conflits };
  }
  let tournetourne = true;
  let [i, j] = [0, 0];
  let sens = true;
  let tours = 0;
  let solutions = 0;
  let premiere: number[][] | undefined;
  let statut: StatutResolution = "insoluble";

  while (tournetourne) {
    if (tours >= budget) {
      statut = "budget-epuise";
      break;
    }
    tours++;
    const [ci, cj] = [i, j];
    if (remplissage(i, j, M, liste_protegee, sens)) {
      [i, j] = avance_case(i, j, taille);
      sens = true;
    } else {
      [i, j] = recule_case(i, j, taille);
      sens = false;
    }
    trace?.push({ i: ci, j: cj, valeur: M[ci][cj], sens });

    if (i === taille) {
      // On a dépassé la dernière case : M est une solution.
      solutions++;
      premiere ??= M.map((ligne) => [...ligne]);
      if (solutions >= limite) {
        tournetourne = false;
        statut = "resolue";
      } else {
        // Pour la solution suivante, on repart de la dernière case en reculant.
        [i, j] = [taille - 1, taille - 1];
        sens = false;
      }
    } else if (i === -1) {
      // On est revenu avant la première case : plus rien à essayer.
      tournetourne = false;
      statut = solutions > 0 ? "resolue" : "insoluble";
    }
  }
  return { statut, resolue: solutions > 0, tours, solutions, premiere, trace, conflits };
}
