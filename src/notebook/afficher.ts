/**
 * Montrer une grille ou une recherche dans un carnet. Ces fonctions
 * n'ont de sens que dans le noyau du cours (tslab) : ailleurs, utilisez
 * `versHTML` ou `versTexte`.
 */
import * as tslab from "tslab";
import { Grille } from "../grille/grille";
import { versHTML, type OptionsHTML } from "../grille/affichage-html";
import type { Etape } from "../td/resolution";
import { htmlVisionneuse, type OptionsVisionneuse } from "./visionneuse";

export interface OptionsMontrer extends OptionsHTML {
  /** La matrice de l'énoncé, pour distinguer les données des chiffres trouvés. */
  enonce?: number[][];
}

/** Affiche une grille (ou une matrice `M` du TD) sous la cellule. */
export function montrer(grille: Grille | number[][], options: OptionsMontrer = {}): void {
  tslab.display.html(versHTML(enGrille(grille, options.enonce), options));
}

/** Affiche la visionneuse pas à pas d'une résolution (voir `visionneuse.ts`). */
export function montrerRecherche(
  enonce: number[][],
  trace: readonly Etape[],
  options: OptionsVisionneuse = {},
): void {
  tslab.display.html(htmlVisionneuse(enonce, trace, options));
}

function enGrille(grille: Grille | number[][], enonce?: number[][]): Grille {
  if (grille instanceof Grille) return grille;
  const g = Grille.depuisMatrice(grille);
  if (!enonce) return g;
  return Grille.depuisMatrice(enonce).avecValeurs(g.valeurs);
}
