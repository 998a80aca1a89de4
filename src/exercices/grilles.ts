/**
 * Les grilles des cas de vérification. On les écrit ligne par ligne en
 * chiffres (0 pour une case vide) pour qu'elles restent lisibles ici, et l'on
 * ne les passe jamais telles quelles à une fonction d'élève : chaque appel
 * reçoit sa propre copie.
 */
import type { Cas } from "./exercice";

/** Une matrice à partir de lignes de chiffres : "000120000" devient [0, 0, 0, 1, 2, 0, 0, 0, 0]. */
export function matrice(lignes: string[]): number[][] {
  return lignes.map((ligne) => Array.from(ligne, Number));
}

/** Un cas dont le seul argument est une matrice M, décrite pour l'élève (« M = … »). */
export function casMatrice(description: string, M: number[][], contexte: string): Cas {
  return { description, arguments: [M], contexte: `M = ${contexte}` };
}

/** Une copie de `M` où quelques cases (i, j) reçoivent une nouvelle valeur. */
export function avec(M: number[][], changements: [number, number, number][]): number[][] {
  const copie = M.map((ligne) => [...ligne]);
  for (const [i, j, valeur] of changements) copie[i][j] = valeur;
  return copie;
}

/** La grille donnée en annexe du TD. */
export const ANNEXE = matrice([
  "000120000",
  "700000502",
  "200047009",
  "840500201",
  "000000000",
  "507006084",
  "100380005",
  "903000007",
  "000052000",
]);

/** Sa solution, donnée elle aussi dans l'annexe. */
export const SOLUTION = matrice([
  "639125478",
  "714938562",
  "285647139",
  "846573291",
  "321894756",
  "597216384",
  "172389645",
  "953461827",
  "468752913",
]);

/** Une grille sans aucune case remplie. */
export const VIDE = matrice(Array.from({ length: 9 }, () => "000000000"));

/**
 * La solution où l'on a vidé six cases, dont une dans la dernière ligne :
 * chacune n'a qu'une valeur possible, il n'y a jamais à reculer.
 */
export const PRESQUE_PLEINE = avec(SOLUTION, [
  [0, 2, 0],
  [1, 4, 0],
  [3, 3, 0],
  [4, 8, 0],
  [6, 6, 0],
  [8, 1, 0],
]);

/**
 * Une grille sans solution, et qui le montre tout de suite : la case (0, 0)
 * ne peut recevoir ni 1 à 8 (déjà dans la ligne 0), ni 9 (déjà dans la colonne 0).
 */
export const SANS_SOLUTION = avec(VIDE, [
  [0, 1, 1],
  [0, 2, 2],
  [0, 3, 3],
  [0, 4, 4],
  [0, 5, 5],
  [0, 6, 6],
  [0, 7, 7],
  [0, 8, 8],
  [3, 0, 9],
]);

/**
 * Des indices qui se contredisent dans une grille complète : la solution de
 * l'annexe avec un 3 en (0, 0) (un autre 3 est en (0, 1)). Il n'y a rien à
 * remplir, et la boucle du TD seule déclarerait la grille résolue.
 */
export const INDICES_CONTRADICTOIRES = avec(SOLUTION, [[0, 0, 3]]);

/**
 * Un 9 en (8, 8) au lieu du 3 : deux 9 dans la ligne 8 ((8, 6) et (8, 8)) et
 * dans la colonne 8 ((2, 8) et (8, 8)). Et trois cases vidées loin
 * d'eux, qui n'ont chacune qu'une valeur possible : la boucle du TD seule les
 * remplirait et déclarerait la grille résolue.
 */
export const INDICES_CONTRADICTOIRES_ET_VIDES = avec(SOLUTION, [
  [8, 8, 9],
  [3, 3, 0],
  [4, 4, 0],
  [5, 0, 0],
]);
