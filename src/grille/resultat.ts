/**
 * Le vocabulaire commun des résultats : comment une recherche s'est
 * terminée, et ce qu'elle rend, quel que soit l'algorithme. Le TD, les
 * contraintes, la recherche locale, SAT et le solveur rapide le parlent tous,
 * comme la commande `sudoku` et la leçon 6 qui les comparent.
 */
import type { Grille } from "./grille";

/** Comment une recherche s'est terminée, quel que soit l'algorithme. */
export type Statut = "resolue" | "insoluble" | "budget-epuise";

export interface OptionsAlgorithme {
  /** Effort maximal, dans l'unité de l'algorithme (`uniteBudget`). */
  budget?: number;
  /** Nombre de solutions à chercher avant de s'arrêter (1 par défaut). */
  limite?: number;
}

/** Le résultat commun à tous les algorithmes, pour les comparer. */
export interface ResultatAlgorithme {
  statut: Statut;
  /** La première solution trouvée (avec les données de l'énoncé). */
  solution?: Grille;
  /**
   * Nombre de solutions trouvées, au plus `limite`. Il est exact si le statut
   * est `resolue` ou `insoluble`, et n'est qu'un minimum si le budget est épuisé.
   */
  solutions: number;
  /** Les compteurs propres à l'algorithme (tours, nœuds, retours…). */
  compteurs: Record<string, number>;
}
