import type { Grille } from "../grille/grille";

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

/** Un algorithme de résolution que la commande `sudoku` et les leçons peuvent choisir par son nom. */
export interface Algorithme {
  /** Nom court, sans espace, pour `sudoku resoudre --algo NOM`. */
  nom: string;
  /** Une phrase en français. */
  description: string;
  /** Ce que compte le budget : « tours », « nœuds »… */
  uniteBudget: string;
  /** Le budget quand l'utilisateur n'en donne pas. */
  budgetParDefaut: number;
  resoudre(enonce: Grille, options?: OptionsAlgorithme): ResultatAlgorithme;
}
