import type { Algorithme } from "./algorithme";
import { algoTD } from "./td";
import { algoRapide } from "./rapide";
import { algoTriades } from "./triades";
import { ALGOS_PSC } from "./psc";
import { ALGOS_RECHERCHE } from "./recherche";
import { ALGOS_SAT } from "./sat";

/**
 * Tous les algorithmes du cours, dans l'ordre où les leçons les présentent.
 * Chaque nouvel algorithme s'ajoute ici et devient disponible pour
 * `sudoku algos` et `sudoku resoudre --algo NOM`.
 */
export const ALGORITHMES: readonly Algorithme[] = [
  algoTD,
  ...ALGOS_PSC,
  algoRapide,
  algoTriades,
  ...ALGOS_RECHERCHE,
  ...ALGOS_SAT,
];

/** L'algorithme de ce nom, ou `undefined`. */
export function trouverAlgorithme(nom: string): Algorithme | undefined {
  return ALGORITHMES.find((a) => a.nom === nom);
}
