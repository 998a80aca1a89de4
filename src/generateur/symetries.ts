/**
 * Les symétries d'un énoncé : quand on retire une case, on retire aussi ses
 * images, pour que le dessin des données reste symétrique (comme dans les
 * journaux). Les cases se rangent en *orbites* : une orbite est une case et
 * toutes ses images ; on retire ou l'on garde une orbite entière.
 */

/** Les symétries proposées. */
export const SYMETRIES = ["aucune", "centrale", "diagonale", "miroir", "rotation"] as const;
export type Symetrie = (typeof SYMETRIES)[number];

/** Ce que fait chaque symétrie, pour l'aide de la commande et les carnets. */
export const DESCRIPTIONS_SYMETRIES: Record<Symetrie, string> = {
  aucune: "aucune contrainte sur le dessin des indices",
  centrale: "demi-tour autour du centre : (i, j) et (N−1−i, N−1−j)",
  diagonale: "reflet par la diagonale principale : (i, j) et (j, i)",
  miroir: "reflet gauche-droite : (i, j) et (i, N−1−j)",
  rotation: "quart de tour : (i, j), (j, N−1−i), (N−1−i, N−1−j), (N−1−j, i)",
};

/** Vrai si `nom` est une symétrie connue. */
export function estSymetrie(nom: string): nom is Symetrie {
  return (SYMETRIES as readonly string[]).includes(nom);
}

/** Les images de la case (i, j) par la symétrie (la case elle-même comprise). */
function images(symetrie: Symetrie, taille: number, i: number, j: number): [number, number][] {
  const m = taille - 1;
  switch (symetrie) {
    case "aucune":
      return [[i, j]];
    case "centrale":
      return [
        [i, j],
        [m - i, m - j],
      ];
    case "diagonale":
      return [
        [i, j],
        [j, i],
      ];
    case "miroir":
      return [
        [i, j],
        [i, m - j],
      ];
    case "rotation":
      return [
        [i, j],
        [j, m - i],
        [m - i, m - j],
        [m - j, i],
      ];
  }
}

/**
 * Les orbites de la symétrie sur une grille N×N : chaque case (numérotée
 * i × N + j) est dans exactement une orbite, sans doublon.
 */
export function orbites(symetrie: Symetrie, taille: number): number[][] {
  const vue = new Array<boolean>(taille * taille).fill(false);
  const resultat: number[][] = [];
  for (let x = 0; x < taille * taille; x++) {
    if (vue[x]) continue;
    const orbite = [
      ...new Set(
        images(symetrie, taille, Math.floor(x / taille), x % taille).map(
          ([i, j]) => i * taille + j,
        ),
      ),
    ];
    for (const y of orbite) vue[y] = true;
    resultat.push(orbite);
  }
  return resultat;
}
