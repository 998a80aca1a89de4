/**
 * Questions 1 à 4 du TD : peut-on écrire `nombre` dans la case (i, j) ?
 * Chaque test regarde une unité (ligne, colonne, carré) en laissant de côté
 * la case (i, j) elle-même, qui contient peut-être déjà une valeur.
 *
 * `M` est la matrice de la grille (0 pour une case vide), de taille 9 dans le
 * TD ; ces fonctions acceptent aussi 4, 16 ou 25.
 */

/** Question 1 : vrai si `nombre` n'est pas dans la ligne i, en dehors de la colonne j. */
export function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let colonne = 0; colonne < M.length; colonne++) {
    if (colonne !== j && M[i][colonne] === nombre) return false;
  }
  return true;
}

/** Question 2 : vrai si `nombre` n'est pas dans la colonne j, en dehors de la ligne i. */
export function test_colonne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let ligne = 0; ligne < M.length; ligne++) {
    if (ligne !== i && M[ligne][j] === nombre) return false;
  }
  return true;
}

/**
 * Question 3 : vrai si `nombre` n'est pas dans le carré de la case (i, j),
 * en dehors de cette case. Le carré commence en ligne 3·⌊i/3⌋ et en
 * colonne 3·⌊j/3⌋ (pour une grille 9×9).
 */
export function test_carre(i: number, j: number, nombre: number, M: number[][]): boolean {
  const cote = Math.round(Math.sqrt(M.length));
  const i0 = cote * Math.floor(i / cote);
  const j0 = cote * Math.floor(j / cote);
  for (let ligne = i0; ligne < i0 + cote; ligne++) {
    for (let colonne = j0; colonne < j0 + cote; colonne++) {
      const memeCase = ligne === i && colonne === j;
      if (!memeCase && M[ligne][colonne] === nombre) return false;
    }
  }
  return true;
}

/** Question 4 : vrai si `nombre` respecte la ligne, la colonne et le carré de (i, j). */
export function test(i: number, j: number, nombre: number, M: number[][]): boolean {
  return (
    test_ligne(i, j, nombre, M) && test_colonne(i, j, nombre, M) && test_carre(i, j, nombre, M)
  );
}
