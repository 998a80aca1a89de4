/**
 * Ce que tous les solveurs SAT du cours ont en commun : on crée une
 * *instance* à partir d'une formule en FNC, on peut lui ajouter des clauses,
 * puis la résoudre autant de fois qu'on veut, éventuellement sous
 * *hypothèses* (des littéraux supposés vrais pour cette résolution seulement).
 *
 * Les hypothèses permettent de charger une fois pour toutes les règles du
 * Sudoku, puis de résoudre chaque grille en supposant vraies ses données.
 */
import type { Litteral } from "./formules";
import type { FNC, Modele } from "./probleme";

/**
 * `satisfiable` : un modèle est trouvé ; `insatisfiable` : il n'y en a aucun
 * (sous les hypothèses données) ; `budget-epuise` : le solveur s'est arrêté avant de savoir.
 */
export type StatutSAT = "satisfiable" | "insatisfiable" | "budget-epuise";

export interface ResultatSAT {
  statut: StatutSAT;
  /** Si `satisfiable` : `modele[v]` est la valeur de la variable v (1 à n). */
  modele?: Modele;
  /** Les compteurs propres au solveur : décisions, conflits, propagations… */
  compteurs: Record<string, number>;
}

export interface OptionsSAT {
  /** L'effort maximal de cette résolution, dans l'unité du solveur (`uniteBudget`). */
  budget?: number;
  /** Des littéraux supposés vrais pour cette résolution seulement. */
  hypotheses?: readonly Litteral[];
}

/** Une formule chargée dans un solveur. */
export interface InstanceSAT {
  /** Le nombre de variables connues (1 à n). */
  readonly nombreDeVariables: number;
  /** Une variable neuve (n + 1), par exemple pour activer une clause le temps d'une résolution. */
  nouvelleVariable(): number;
  /** Ajoute une clause, définitivement. */
  ajouterClause(clause: readonly Litteral[]): void;
  resoudre(options?: OptionsSAT): ResultatSAT;
}

/** Un solveur SAT que la commande `sudoku sat` et les leçons choisissent par son nom. */
export interface SolveurSAT {
  nom: string;
  /** Une phrase en français. */
  description: string;
  /** Ce que compte le budget : « décisions », « conflits »… */
  uniteBudget: string;
  budgetParDefaut: number;
  /** Charge la formule (copiée : la modifier ensuite ne change pas l'instance). */
  creer(fnc: FNC): InstanceSAT;
}

/** Résout une formule d'un coup : une instance neuve, une résolution. */
export function resoudreSAT(solveur: SolveurSAT, fnc: FNC, options: OptionsSAT = {}): ResultatSAT {
  return solveur.creer(fnc).resoudre(options);
}

/** Contrôle commun des hypothèses : des littéraux non nuls de variables connues. */
export function verifierHypotheses(
  hypotheses: readonly Litteral[],
  nombreDeVariables: number,
): void {
  for (const l of hypotheses) {
    if (!Number.isInteger(l) || l === 0 || Math.abs(l) > nombreDeVariables) {
      throw new RangeError(
        `hypothèse incorrecte : ${l} ; attendu un littéral non nul d'une variable de 1 à ${nombreDeVariables}`,
      );
    }
  }
}

/** Contrôle commun du budget : un nombre positif (Infinity permis). */
export function lireBudget(budget: number | undefined, parDefaut: number): number {
  const b = budget ?? parDefaut;
  if (!(b > 0)) throw new RangeError(`budget incorrect : ${b} ; attendu un nombre positif`);
  return b;
}
