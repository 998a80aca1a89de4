/**
 * Les 27 unités d'une grille 9×9 dans le vocabulaire de la leçon 7 : leur nom
 * tel qu'une étape le cite (« ligne 3 », « colonne 0 », « carré 4 ») et leurs
 * cases [i, j], dans l'ordre de lecture ; et les candidats de chaque case,
 * tels qu'on les lit sur la grille. Les noms et l'ordre sont ceux des étapes
 * de `expliquer` (geometrie.ts) : lignes, puis colonnes, puis carrés.
 */
import { Grille } from "../grille/grille";

/** Une unité : son nom dans les étapes et ses 9 cases [i, j], dans l'ordre de lecture. */
export interface UniteNommee {
  nom: string;
  cases: [number, number][];
}

const NEUF = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Les 27 unités : les lignes 0 à 8, les colonnes 0 à 8, les carrés 0 à 8 (numérotés en lisant). */
export const UNITES: readonly UniteNommee[] = [
  ...NEUF.map((i) => ({ nom: `ligne ${i}`, cases: NEUF.map((j): [number, number] => [i, j]) })),
  ...NEUF.map((j) => ({ nom: `colonne ${j}`, cases: NEUF.map((i): [number, number] => [i, j]) })),
  ...NEUF.map((k) => {
    const [i0, j0] = [3 * Math.floor(k / 3), 3 * (k % 3)];
    const cases = NEUF.map((c): [number, number] => [i0 + Math.floor(c / 3), j0 + (c % 3)]);
    return { nom: `carré ${k}`, cases };
  }),
];

/** « case (2, 3) » : le nom de l'unité « cette case a exactement un chiffre ». */
export function nomDeCase(i: number, j: number): string {
  return `case (${i}, ${j})`;
}

/**
 * Les candidats de chaque case, en matrice 9×9 de listes croissantes : pour
 * une case vide, les chiffres que ni sa ligne, ni sa colonne, ni son carré
 * n'ont déjà ; pour une case remplie, son seul chiffre. Ce sont les candidats
 * qui restent quand chaque chiffre de l'énoncé a fait son élimination directe.
 */
export function candidatsDe(grille: number[][] | Grille): number[][][] {
  const M = grille instanceof Grille ? grille.versMatrice() : grille;
  const carre = (i: number, j: number) => 3 * Math.floor(i / 3) + Math.floor(j / 3);
  return NEUF.map((i) =>
    NEUF.map((j) => {
      if (M[i][j] !== 0) return [M[i][j]];
      const vus = new Set<number>();
      for (const u of [UNITES[i], UNITES[9 + j], UNITES[18 + carre(i, j)]])
        for (const [a, b] of u.cases) vus.add(M[a][b]);
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !vus.has(v));
    }),
  );
}
