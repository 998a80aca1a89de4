/**
 * Les solveurs SAT comme algorithmes de Sudoku : la grille est codée en
 * clauses (codage étendu), le solveur cherche un modèle, et les solutions
 * suivantes s'obtiennent par clauses de blocage (pour `limite` > 1).
 */
import type { Grille } from "../grille/grille";
import { solveurCDCL } from "../sat/cdcl";
import { solveurDPLL } from "../sat/dpll";
import { enumererSolutions } from "../sat/enumeration";
import { solveurLogicSolver } from "../sat/minisat";
import type { SolveurSAT } from "../sat/solveur";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/** Un solveur SAT vu comme un algorithme de Sudoku ; le budget est partagé entre les solutions. */
export function algoSAT(solveur: SolveurSAT): Algorithme {
  return {
    nom: solveur.nom,
    description: `SAT, codage étendu ; ${solveur.description}`,
    uniteBudget: solveur.uniteBudget,
    budgetParDefaut: solveur.budgetParDefaut,
    resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
      const { budget = solveur.budgetParDefaut, limite = 1 } = options;
      const e = enumererSolutions(enonce, { solveur, budget, limite });
      const trouvees = e.solutions.length;
      return {
        statut:
          e.statut === "budget-epuise" ? "budget-epuise" : trouvees > 0 ? "resolue" : "insoluble",
        solution: e.solutions[0],
        solutions: trouvees,
        compteurs: e.compteurs,
      };
    },
  };
}

export const algoDPLL = algoSAT(solveurDPLL);
export const algoCDCL = algoSAT(solveurCDCL);
export const algoMiniSat = algoSAT(solveurLogicSolver);

/** Les trois, dans l'ordre de la leçon 5. */
export const ALGOS_SAT: readonly Algorithme[] = [algoDPLL, algoCDCL, algoMiniSat];
