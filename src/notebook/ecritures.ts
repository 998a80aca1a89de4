/**
 * Regarder une résolution travailler sans rien savoir de son code : on lui
 * passe une grille dont chaque ligne note les écritures qu'elle reçoit. Une
 * écriture d'un chiffre est un pas en avant (la case reçoit une valeur), une
 * écriture de 0 un pas en arrière (la case est vidée) : c'est la trace que
 * rejoue la visionneuse (`montrerRecherche`), tirée de la fonction de
 * l'élève elle-même.
 *
 * Chaque lecture de `M[i][j]` passe par un `Proxy` : la fonction observée
 * tourne bien plus lentement que d'habitude. C'est fait pour une grille
 * comme l'annexe, pas pour mesurer une durée.
 */
import type { Etape } from "../td/resolution";

/** Ce qu'on a vu d'une résolution observée. */
export interface Ecritures<T> {
  /** Ce que la fonction a rendu (absent si elle a été arrêtée). */
  resultat?: T;
  /** La grille après l'appel. */
  grille: number[][];
  /** Chaque écriture dans la grille, dans l'ordre. */
  trace: Etape[];
  /** Vrai si la fonction a dépassé le nombre d'écritures permis et a été arrêtée. */
  arretee: boolean;
}

/** Levée dans la fonction observée quand elle dépasse son nombre d'écritures. */
class TropDEcritures extends Error {
  override name = "TropDEcritures";
}

/**
 * Appelle `resolution` sur une copie de `M` et note chaque écriture
 * `M[i][j] = valeur`. Au-delà de `maximum` écritures, la fonction est
 * arrêtée (une résolution fausse peut ne jamais finir).
 */
export function suivreEcritures<T>(
  resolution: (M: number[][]) => T,
  M: readonly (readonly number[])[],
  maximum = 1_000_000,
): Ecritures<T> {
  const trace: Etape[] = [];
  const lignes = M.map((ligne, i) => new Proxy([...ligne], noterLesEcritures(i, trace, maximum)));
  const grille = () => lignes.map((ligne) => [...ligne]);
  try {
    return { resultat: resolution(lignes), grille: grille(), trace, arretee: false };
  } catch (erreur) {
    if (erreur instanceof TropDEcritures) return { grille: grille(), trace, arretee: true };
    throw erreur;
  }
}

/** Le gestionnaire du `Proxy` de la ligne `i` : il laisse tout passer, et note les cases écrites. */
function noterLesEcritures(i: number, trace: Etape[], maximum: number): ProxyHandler<number[]> {
  return {
    set(ligne, cle, valeur: unknown) {
      const j = typeof cle === "string" && /^\d+$/.test(cle) ? Number(cle) : undefined;
      if (j !== undefined && typeof valeur === "number") {
        if (trace.length >= maximum) throw new TropDEcritures(`plus de ${maximum} écritures`);
        trace.push({ i, j, valeur, sens: valeur !== 0 });
      }
      return Reflect.set(ligne, cle, valeur);
    },
  };
}
