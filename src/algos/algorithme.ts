import type { Grille } from "../grille/grille";
import type { OptionsAlgorithme, ResultatAlgorithme } from "../grille/resultat";

export type { OptionsAlgorithme, ResultatAlgorithme, Statut } from "../grille/resultat";

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
