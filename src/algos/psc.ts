/**
 * Les recherches de la programmation par contraintes (leçons 2 et 3), par
 * le moteur rapide de `src/psc/` : retour arrière simple, forward checking,
 * forward checking avec MRV, et MAC (AC-3 maintenu) avec MRV. Le budget
 * compte les nœuds, c'est-à-dire les valeurs essayées.
 */
import type { Grille } from "../grille/grille";
import { resoudreSudokuRapide } from "../psc/sudoku-rapide";
import type { Strategie } from "../psc/strategies";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/** Un algorithme du catalogue pour une stratégie de recherche. */
function algoPSC(nom: string, description: string, strategie: Partial<Strategie>): Algorithme {
  return {
    nom,
    description,
    uniteBudget: "nœuds",
    budgetParDefaut: 10_000_000,
    resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
      const { budget = this.budgetParDefaut, limite = 1 } = options;
      return resoudreSudokuRapide(enonce, { ...strategie, budget, limite });
    },
  };
}

export const algoBacktrack = algoPSC(
  "backtrack",
  "PSC, retour arrière simple : cases vides dans l'ordre, valeurs croissantes, contraintes vérifiées avec les cases déjà remplies",
  {},
);

export const algoFC = algoPSC(
  "fc",
  "PSC, forward checking : chaque valeur choisie est retirée des labels des cases voisines",
  { inference: "fc" },
);

export const algoFCMRV = algoPSC(
  "fc-mrv",
  "PSC, forward checking et MRV : on remplit d'abord la case qui a le moins de valeurs possibles",
  { inference: "fc", choixVariable: "mrv" },
);

export const algoMAC = algoPSC(
  "mac",
  "PSC, MAC et MRV : AC-3 après chaque choix (cohérence d'arc maintenue), case la plus contrainte d'abord",
  { inference: "mac", choixVariable: "mrv" },
);

/** Les quatre, dans l'ordre des leçons. */
export const ALGOS_PSC: readonly Algorithme[] = [algoBacktrack, algoFC, algoFCMRV, algoMAC];
