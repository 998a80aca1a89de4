/**
 * Les pièces pour vérifier une étape soi-même (leçon 7) : une étape est
 * justifiée quand ses unités et ses faits, avec la négation de l'étape, sont
 * contradictoires. On l'écrit en SAT :
 *
 * - `variable(i, j, v)` : la variable « le chiffre v en (i, j) », celle du
 *   codage de la leçon 5 (`varSudoku`) ;
 * - `clausesDesUnites(noms)` : les clauses des unités citées, « ligne 0 »
 *   (chaque chiffre exactement une fois), « case (2, 3) » (exactement un
 *   chiffre) ;
 * - `insatisfiable(clauses, hypotheses)` : vrai si aucun modèle ne rend vraies
 *   les clauses et les hypothèses (des littéraux supposés vrais), d'après le
 *   CDCL du cours, ou le DPLL du cours si on le demande.
 *
 * Rien n'est gardé d'un appel à l'autre : chaque question a sa formule neuve.
 * C'est plus lent que le réducteur de la bibliothèque (reduction.ts), qui
 * charge ses clauses une fois, mais chaque appel se lit seul.
 */
import { solveurCDCL } from "../sat/cdcl";
import { varSudoku } from "../sat/codage-sudoku";
import { solveurDPLL } from "../sat/dpll";
import type { Clause, Litteral } from "../sat/formules";
import type { SolveurSAT } from "../sat/solveur";
import { clausesExactementUn } from "./exactement-un";
import { geometrie } from "./geometrie";

/** La variable « le chiffre v dans la case (i, j) » d'une grille N×N (9 par défaut). */
export function variable(i: number, j: number, v: number, taille = 9): number {
  return varSudoku(taille, i, j, v);
}

/**
 * Les clauses des unités nommées : pour une maison (« ligne 3 », « colonne 4 »,
 * « carré 0 »), chaque chiffre y est exactement une fois ; pour une case
 * (« case (2, 3) »), elle a exactement un chiffre. Un nom inconnu lève.
 */
export function clausesDesUnites(unites: readonly string[], taille = 9): Clause[] {
  const g = geometrie(taille);
  const clauses: Clause[] = [];
  for (const nom of unites) {
    const u = g.noms.indexOf(nom);
    if (u < 0)
      throw new RangeError(`unité inconnue : « ${nom} » (attendu « ligne 0 », « case (2, 3) »…)`);
    // Le chiffre v de la case x (x = i·N + j) est la variable x·N + v, comme `variable(i, j, v)`.
    if (u < 3 * taille) {
      // Une maison : chaque chiffre v est dans exactement une de ses cases.
      for (let v = 1; v <= taille; v++)
        clauses.push(...clausesExactementUn(g.casesDe[u].map((x) => x * taille + v)));
    } else {
      // Une case : elle a exactement un de ses chiffres.
      const x = g.casesDe[u][0];
      clauses.push(
        ...clausesExactementUn(Array.from({ length: taille }, (_, k) => x * taille + k + 1)),
      );
    }
  }
  return clauses;
}

export interface OptionsInsatisfiable {
  /** Le solveur du cours qui répond : « cdcl » (par défaut) ou « dpll ». */
  solveur?: "cdcl" | "dpll";
  /** L'effort permis, dans l'unité du solveur (décisions pour DPLL, conflits pour CDCL). */
  budget?: number;
}

const SOLVEURS: Record<"cdcl" | "dpll", SolveurSAT> = { cdcl: solveurCDCL, dpll: solveurDPLL };

/**
 * Vrai si les clauses, avec les hypothèses supposées vraies, n'ont aucun
 * modèle. Une réponse « budget épuisé » lève : on ne sait pas, et ce n'est
 * ni oui ni non.
 */
export function insatisfiable(
  clauses: readonly (readonly Litteral[])[],
  hypotheses: readonly Litteral[],
  options: OptionsInsatisfiable = {},
): boolean {
  const nom = options.solveur ?? "cdcl";
  const solveur = Object.hasOwn(SOLVEURS, nom) ? SOLVEURS[nom] : undefined;
  if (solveur === undefined)
    throw new RangeError(`solveur inconnu : « ${String(nom)} » ; attendu « cdcl » ou « dpll »`);
  let nombreDeVariables = 0;
  for (const c of clauses)
    for (const l of c) nombreDeVariables = Math.max(nombreDeVariables, Math.abs(l));
  for (const l of hypotheses) nombreDeVariables = Math.max(nombreDeVariables, Math.abs(l));
  const { statut } = solveur
    .creer({ nombreDeVariables, clauses })
    .resoudre({ hypotheses, budget: options.budget });
  if (statut === "budget-epuise")
    throw new Error(`insatisfiable : le solveur ${nom} a épuisé son budget sans conclure`);
  return statut === "insatisfiable";
}
