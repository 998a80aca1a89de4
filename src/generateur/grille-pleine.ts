/**
 * Une grille pleine (une solution complète) tirée au hasard, de n'importe
 * quelle taille : le solveur rapide part d'une grille vide et, à chaque
 * essai, suppose une valeur tirée au hasard parmi les candidats de la case.
 *
 * Les grilles obtenues sont variées mais pas exactement équiprobables (il y
 * en a environ 6,7 × 10²¹ en 9×9 ; les tirer uniformément est un autre
 * problème). Pour les grandes grilles, une recherche malchanceuse peut
 * s'enliser : on la borne (`essaisParTentative`) et l'on recommence avec
 * d'autres tirages, ce qui coûte bien moins que de s'obstiner.
 */
import { Grille } from "../grille/grille";
import { TAILLES } from "../grille/symboles";
import type { Hasard } from "../hasard/hasard";
import { resoudreRapide } from "../rapide/rapide";

export interface OptionsGrillePleine {
  /** Essais permis à chaque tentative avant de recommencer (1 000 par défaut). */
  essaisParTentative?: number;
  /** Nombre de tentatives avant d'abandonner (100 par défaut). */
  tentatives?: number;
}

/** Une grille pleine de taille `taille` (4, 9, 16 ou 25), tirée avec `hasard`. */
export function grillePleine(
  taille: number,
  hasard: Hasard,
  options: OptionsGrillePleine = {},
): Grille {
  const { essaisParTentative = 1_000, tentatives = 100 } = options;
  if (!TAILLES.includes(taille)) {
    throw new RangeError(`grillePleine : taille ${taille} impossible ; attendu 4, 9, 16 ou 25`);
  }
  const vide = new Array<number>(taille * taille).fill(0);
  for (let k = 0; k < tentatives; k++) {
    const r = resoudreRapide(vide, { hasard, budget: essaisParTentative });
    if (r.solution) return new Grille(r.solution, new Array<boolean>(vide.length).fill(true));
  }
  throw new Error(`grillePleine : aucune grille ${taille}×${taille} en ${tentatives} tentatives`);
}
