/**
 * Les pièces de la formulation de Lewis (leçon 4) écrites comme par un élève,
 * pour les tests qui vérifient des boucles d'élève : le coût, l'échange, un pas
 * d'escalade (avec l'échange qu'on lui donne, juste ou fautif) et N, le nombre
 * d'échanges permis.
 */

export function cout(M: number[][]): number {
  let total = 0;
  for (let k = 0; k < 9; k++) {
    total += 9 - new Set(M[k]).size;
    total += 9 - new Set(M.map((ligne) => ligne[k])).size;
  }
  return total;
}

export type Echanger = (M: number[][], i1: number, j1: number, i2: number, j2: number) => void;

export const echanger: Echanger = (M, i1, j1, i2, j2) => {
  [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
};

/** Un pas d'escalade : le meilleur échange de deux cases libres d'un même carré, fait par `ech`. */
export function meilleurEchangeAvec(ech: Echanger) {
  return (M: number[][], fixes: boolean[][]): number[] | null => {
    let meilleur: number[] | null = null;
    let meilleurCout = cout(M);
    for (let c = 0; c < 9; c++) {
      const libres: number[][] = [];
      for (let r = 0; r < 9; r++) {
        const [i, j] = [3 * Math.floor(c / 3) + Math.floor(r / 3), 3 * (c % 3) + (r % 3)];
        if (!fixes[i][j]) libres.push([i, j]);
      }
      for (let r = 0; r < libres.length; r++) {
        for (let s = r + 1; s < libres.length; s++) {
          const [[i1, j1], [i2, j2]] = [libres[r], libres[s]];
          ech(M, i1, j1, i2, j2);
          const apres = cout(M);
          ech(M, i1, j1, i2, j2);
          if (apres < meilleurCout) [meilleur, meilleurCout] = [[i1, j1, i2, j2], apres];
        }
      }
    }
    return meilleur;
  };
}

/** N, les échanges permis : deux cases libres d'un même carré ; chaque pas de plus forte pente les évalue tous. */
export function echangesPermis(fixes: boolean[][]): number {
  let n = 0;
  for (let c = 0; c < 9; c++) {
    let f = 0;
    for (let r = 0; r < 9; r++)
      if (!fixes[3 * Math.floor(c / 3) + Math.floor(r / 3)][3 * (c % 3) + (r % 3)]) f++;
    n += (f * (f - 1)) / 2;
  }
  return n;
}
