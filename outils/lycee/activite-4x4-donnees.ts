/**
 * Ce que la fiche de l'activité débranchée montre : les grilles tirées et la
 * partie jouée par la recherche du TD. activite-4x4.ts les calcule,
 * activite-4x4-page.ts les met en page ; chacun les prend ici, sans que la
 * page remonte vers le script qui l'appelle.
 */
import type { Etape, Grille } from "../../src/index";

/** Une grille de la fiche : son nom sur la page, son énoncé, sa solution unique. */
export interface GrilleActivite {
  nom: string;
  enonce: Grille;
  solution: Grille;
}

/** La partie du jeu du retour en arrière, jouée par la recherche du TD. */
export interface Partie {
  grille: GrilleActivite;
  /** Chaque tour de la boucle du TD : la case, sa valeur après le tour, le sens pris. */
  etapes: Etape[];
  tours: number;
  /** Les tours où l'on recule depuis une case libre (aucun chiffre n'y allait plus). */
  retours: number;
  /** Les cases vides de l'énoncé. */
  vides: number;
}

export interface DonneesActivite {
  /** Les grilles à résoudre de tête, de la plus facile à la plus difficile. */
  grilles: GrilleActivite[];
  partie: Partie;
  /** Le nombre de grilles 4×4 complètes, compté par la recherche du TD. */
  grillesCompletes: number;
}
