/**
 * Les tirages des cas de la formulation de Lewis (leçon 4) : des cases
 * fixes et des configurations tirées au hasard, pour les cas ajoutés à la
 * correction (`Exercice.tirer`). Comme `tirages.ts`, rien ici n'appelle une
 * fonction d'exercice ni une recherche de la bibliothèque : pendant la
 * correction, elles ne répondent pas.
 */
import type { Hasard } from "../hasard/hasard";
import { entre } from "./tirages";

/** Les 9 cases du carré c, dans l'ordre de lecture. */
export function casesDuCarre(c: number): [number, number][] {
  const [i0, j0] = [3 * Math.floor(c / 3), 3 * (c % 3)];
  return [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => [i0 + Math.floor(r / 3), j0 + (r % 3)]);
}

/** `nombre` carrés différents, tirés parmi les 9, rangés par ordre croissant. */
export function carresTires(hasard: Hasard, nombre: number): number[] {
  return hasard
    .melanger([0, 1, 2, 3, 4, 5, 6, 7, 8])
    .slice(0, nombre)
    .sort((a, b) => a - b);
}

/**
 * Des cases fixes : dans chacun des carrés `carres`, de `min` à `max` cases
 * libres tirées au hasard ; toutes les autres cases sont fixes.
 */
export function fixesTirees(
  hasard: Hasard,
  carres: readonly number[],
  min: number,
  max: number,
): boolean[][] {
  const fixes = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => true));
  for (const c of carres) {
    const libres = hasard.melanger(casesDuCarre(c)).slice(0, entre(hasard, min, max));
    for (const [i, j] of libres) fixes[i][j] = false;
  }
  return fixes;
}

/**
 * Une configuration de Lewis tirée : la grille pleine `S` dont les valeurs
 * des cases libres de chaque carré sont mélangées. Chaque carré reste
 * complet, les cases fixes gardent leur valeur.
 */
export function configurationTiree(hasard: Hasard, S: number[][], fixes: boolean[][]): number[][] {
  const M = S.map((ligne) => [...ligne]);
  for (let c = 0; c < 9; c++) {
    const libres = casesDuCarre(c).filter(([i, j]) => !fixes[i][j]);
    const valeurs = hasard.melanger(libres.map(([i, j]) => S[i][j]));
    libres.forEach(([i, j], r) => (M[i][j] = valeurs[r]));
  }
  return M;
}

/** Les cases fixes, en texte pour le rapport : « fixes = true partout, sauf aux 3 cases libres (0, 1) (0, 4) (2, 2) ». */
export function fixesEnTexte(fixes: boolean[][]): string {
  const libres = fixes.flatMap((ligne, i) =>
    ligne.flatMap((fixe, j) => (fixe ? [] : [`(${i}, ${j})`])),
  );
  return `fixes = true partout, sauf aux ${libres.length} cases libres ${libres.join(" ")}`;
}
