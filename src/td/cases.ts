/**
 * Questions 7 et 8 du TD : le parcours des cases, ligne par ligne, de
 * gauche à droite. `taille` vaut 9 dans le TD (et par défaut).
 */

/** Question 7 : la case suivante, (i, j+1), ou (i+1, 0) en fin de ligne. */
export function avance_case(i: number, j: number, taille = 9): [number, number] {
  return j === taille - 1 ? [i + 1, 0] : [i, j + 1];
}

/** Question 8 : la case précédente, (i, j-1), ou (i-1, 8) en début de ligne. */
export function recule_case(i: number, j: number, taille = 9): [number, number] {
  return j === 0 ? [i - 1, taille - 1] : [i, j - 1];
}
