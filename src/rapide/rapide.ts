/**
 * Le solveur rapide du cours : la porte d'entrée des deux moteurs.
 *
 * - `bandes.ts` : les grilles 9×9, par planches de bits ;
 * - `wasm.ts` : le même algorithme compilé en WebAssembly (`assembly/bandes.ts`),
 *   le plus rapide, surtout sur un processus neuf ;
 * - `cases.ts` : toutes les tailles, par masques de candidats ;
 * - `triades` : un second moteur 9×9 en WebAssembly (`assembly/triades.ts`),
 *   qui raisonne par configurations de bande et emploie le SIMD ; là où le
 *   WebAssembly n'a pas de SIMD, il cède la place au moteur `wasm`.
 *
 * Pour beaucoup de grilles 9×9 d'un coup, `resoudreLotRapide` (`lot.ts`) les
 * passe au moteur wasm par lots, en un appel pour des centaines de grilles.
 *
 * Il compte les solutions jusqu'à une limite : 1 pour en trouver une, 2 pour
 * prouver qu'une grille a une solution unique (on cherche une deuxième
 * solution et l'on n'en trouve pas), `Infinity` pour toutes les compter.
 */
import type { Statut } from "../grille/resultat";
import { ErreurGrille } from "../socle/erreurs";
import { Grille } from "../grille/grille";
import { TAILLES } from "../grille/symboles";
import type { Hasard } from "../hasard/hasard";
import { chercherBandes } from "./bandes";
import { bilanVide, type BilanMoteur } from "./bilan";
import { MoteurCases } from "./cases";
import { chercherWasm, moduleDisponible } from "./wasm";

/**
 * Le moteur employé : `auto` prend le moteur wasm pour une 9×9 sans hasard,
 * les cases sinon. Le moteur wasm est le plus rapide mesuré (`npm run
 * bench:moteurs`) : à froid, top95 60 µs par grille contre 324 pour `bandes`,
 * magictour_top1465 29 contre 49 ; à chaud, à peu près à égalité (22 contre 25).
 */
export type MoteurRapide = "auto" | "bandes" | "wasm" | "triades" | "cases";

/** Le budget par défaut, en essais : largement assez pour toute grille 9×9 connue. */
export const BUDGET_RAPIDE_PAR_DEFAUT = 10_000_000;

export interface OptionsRapide {
  /** Solutions à chercher avant de s'arrêter : 1 (par défaut), 2 (unicité), `Infinity` (toutes). */
  limite?: number;
  /** Nombre maximal d'essais (`BUDGET_RAPIDE_PAR_DEFAUT` par défaut). */
  budget?: number;
  /** `auto` par défaut. */
  moteur?: MoteurRapide;
  /** Essayer les valeurs dans un ordre tiré au hasard (moteur par cases seulement). */
  hasard?: Hasard;
}

export interface ResultatRapide {
  /** `resolue` : au moins une solution ; `insoluble` : aucune ; `budget-epuise` : arrêt avant la fin. */
  statut: Statut;
  /** Solutions trouvées, au plus `limite` (un minimum si le budget est épuisé). */
  solutions: number;
  /** La première solution trouvée, case par case, ligne par ligne. */
  solution?: number[];
  compteurs: {
    /** Suppositions « la case x vaut v ». */
    essais: number;
    /** Suppositions défaites (impasse, ou solution déjà comptée). */
    retours: number;
  };
}

/** Un moteur par cases et un bilan par taille, gardés d'un appel à l'autre. */
const moteursCases = new Map<number, MoteurCases>();
const bilans = new Map<number, BilanMoteur>();

/**
 * Résout la grille (une `Grille` ou ses valeurs ligne par ligne, 0 pour une
 * case vide) et compte ses solutions jusqu'à `limite`. Des données qui se
 * contredisent donnent simplement `insoluble`.
 */
export function resoudreRapide(
  grille: Grille | ArrayLike<number>,
  options: OptionsRapide = {},
): ResultatRapide {
  const { limite = 1, budget = BUDGET_RAPIDE_PAR_DEFAUT, moteur = "auto", hasard } = options;
  if (!(limite >= 1))
    throw new RangeError(`resoudreRapide : limite doit être ≥ 1, et non ${limite}`);
  if (!(budget >= 0))
    throw new RangeError(`resoudreRapide : budget doit être ≥ 0, et non ${budget}`);
  const valeurs = grille instanceof Grille ? grille.valeurs : grille;
  const taille = verifierValeurs(valeurs);
  const bilan = bilanPour(taille);
  const neuf = taille === 9 && !hasard;
  if ((moteur === "bandes" || moteur === "wasm" || moteur === "triades") && !neuf) {
    throw new RangeError(
      `resoudreRapide : le moteur « ${moteur} » ne fait que les 9×9, et sans hasard`,
    );
  }
  if (moteur === "bandes") chercherBandes(valeurs, limite, budget, bilan);
  else if (moteur === "triades") {
    const module = moduleDisponible("triades") ? "triades" : "bandes";
    chercherWasm(valeurs, limite, budget, bilan, module);
  } else if (neuf && moteur !== "cases") chercherWasm(valeurs, limite, budget, bilan);
  else moteurPour(taille).chercher(valeurs, limite, budget, bilan, hasard);
  const statut: Statut = bilan.budgetEpuise
    ? "budget-epuise"
    : bilan.solutions > 0
      ? "resolue"
      : "insoluble";
  return {
    statut,
    solutions: bilan.solutions,
    solution: bilan.solutions > 0 ? copie(bilan.solution) : undefined,
    compteurs: { essais: bilan.essais, retours: bilan.retours },
  };
}

/** Les options de `resoudreTriades` : celles de `resoudreRapide`, sans moteur ni hasard. */
export type OptionsTriades = Pick<OptionsRapide, "limite" | "budget">;

/**
 * Résout une grille 9×9 avec le moteur par configurations de bande
 * (`assembly/triades.ts`) : même résultat que `resoudreRapide`, mais ses
 * propres compteurs (un essai y donne à un chiffre une configuration de
 * bande, un retour la lui retire). Sans SIMD dans le WebAssembly de la
 * machine (`triadesDisponible()` faux), la grille passe par le moteur `wasm`.
 */
export function resoudreTriades(
  grille: Grille | ArrayLike<number>,
  options: OptionsTriades = {},
): ResultatRapide {
  return resoudreRapide(grille, {
    limite: options.limite,
    budget: options.budget,
    moteur: "triades",
  });
}

/** Vrai si le WebAssembly de cette machine a le SIMD, et donc le moteur `triades`. */
export function triadesDisponible(): boolean {
  return moduleDisponible("triades");
}

/**
 * Le nombre de solutions, compté jusqu'à `limite` (2 par défaut : assez pour
 * savoir si la solution est unique). Un budget épuisé est une erreur. Le
 * compte ne dépend pas du moteur : une 9×9 passe par le plus rapide, le
 * moteur `triades`, là où le WebAssembly de la machine a le SIMD (Node, et
 * tout navigateur récent : le noyau de la page aussi).
 */
export function compterSolutions(grille: Grille | ArrayLike<number>, limite = 2): number {
  const valeurs = grille instanceof Grille ? grille.valeurs : grille;
  const moteur = valeurs.length === 81 && moduleDisponible("triades") ? "triades" : "auto";
  const r = resoudreRapide(valeurs, { limite, moteur });
  if (r.statut === "budget-epuise") {
    throw new RangeError(`compterSolutions : budget de ${BUDGET_RAPIDE_PAR_DEFAUT} essais épuisé`);
  }
  return r.solutions;
}

/**
 * Une copie en tableau ordinaire. (Ces petites fonctions comptent : sur les
 * grilles faciles, vérifier l'entrée et copier la solution avec `includes`,
 * `Array.from` et `Number.isInteger` prenait 2,3 µs, autant que la recherche.)
 */
function copie(valeurs: Uint8Array): number[] {
  const resultat = new Array<number>(valeurs.length);
  for (let k = 0; k < valeurs.length; k++) resultat[k] = valeurs[k];
  return resultat;
}

/** La taille N de la grille, après avoir vérifié ses valeurs (un entier de 0 à N par case). */
function verifierValeurs(valeurs: ArrayLike<number>): number {
  const taille = Math.round(Math.sqrt(valeurs.length));
  if (!TAILLES.includes(taille) || taille * taille !== valeurs.length) {
    throw new ErreurGrille(
      `une grille a 16, 81, 256 ou 625 cases (4×4, 9×9, 16×16 ou 25×25), pas ${valeurs.length}`,
    );
  }
  for (let k = 0; k < valeurs.length; k++) {
    const v = valeurs[k];
    if (!((v | 0) === v && v >= 0 && v <= taille)) {
      const [i, j] = [Math.floor(k / taille), k % taille];
      throw new ErreurGrille(`case (${i}, ${j}) : valeur ${v} impossible ; attendu 0 à ${taille}`);
    }
  }
  return taille;
}

function moteurPour(taille: number): MoteurCases {
  let moteur = moteursCases.get(taille);
  if (!moteur) {
    moteur = new MoteurCases(taille);
    moteursCases.set(taille, moteur);
  }
  return moteur;
}

function bilanPour(taille: number): BilanMoteur {
  let bilan = bilans.get(taille);
  if (!bilan) {
    bilan = bilanVide(taille * taille);
    bilans.set(taille, bilan);
  }
  return bilan;
}
