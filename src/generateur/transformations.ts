/**
 * Le générateur « par transformations » du rapport 8INF846
 * (8INF846, UQAC, partie III.B), gardé comme point de comparaison :
 *
 * 1. partir d'une grille de base valide, toujours la même ;
 * 2. la transposer (le rapport dit « la faire tourner ») de 0 à 3 fois ;
 * 3. de 5 à 15 fois, échanger deux chiffres partout (tous les 2 deviennent
 *    des 9 et tous les 9 des 2) ; le rapport les tire parmi 1 à 8 ;
 * 4. vider des cases au hasard jusqu'à garder `indices` données (50 par défaut).
 *
 * Chaque étape garde une grille valide, et c'est rapide. Mais :
 * - il y a peu de grilles pleines possibles : transposer deux fois revient à
 *   ne rien faire, et les échanges ne font que renommer les chiffres (le 9 ne
 *   bouge jamais). 2 × 8! = 80 640 grilles pleines, toutes différentes et
 *   toutes atteignables (la leçon 3 bis les énumère ; le rapport en annonce
 *   environ 10 000), sur les 6,7 × 10²¹ qui existent ; et toutes ont
 *   la structure de la grille de base : dans chaque bande, chaque ligne est la
 *   précédente décalée de trois cases (`aLaStructureDeBase`) ;
 * - rien ne garantit l'unicité de la solution : les cases sont vidées sans
 *   rien vérifier, et avec peu d'indices la plupart des énoncés ont plusieurs
 *   solutions (le rapport le reconnaît : ses solveurs échouent alors).
 * Le générateur du cours (`generateur.ts`) corrige les deux défauts.
 */
import { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";

/** La grille de base du rapport : la ligne i est 1 2 … 9 décalée de 3 (i mod 3) + ⌊i / 3⌋ cases. */
export function grilleDeBase(): number[][] {
  return Array.from({ length: 9 }, (_, i) =>
    Array.from({ length: 9 }, (_, j) => ((3 * (i % 3) + Math.floor(i / 3) + j) % 9) + 1),
  );
}

/** Un entier de [a, b], bornes comprises, comme `random.randint` en Python. */
function entre(hasard: Hasard, a: number, b: number): number {
  return a + hasard.entier(b - a + 1);
}

/** Une grille pleine par transformations (étapes 1 à 3). */
export function grillePleineParTransformations(hasard: Hasard): number[][] {
  let M = grilleDeBase();
  const transpositions = entre(hasard, 0, 3);
  for (let k = 0; k < transpositions; k++) M = M[0].map((_, j) => M.map((ligne) => ligne[j]));
  const echanges = entre(hasard, 5, 15);
  for (let k = 0; k < echanges; k++) {
    // Comme le rapport : deux chiffres distincts parmi 1 à 8.
    const a = entre(hasard, 1, 8);
    let b = entre(hasard, 1, 8);
    while (b === a) b = entre(hasard, 1, 8);
    M = M.map((ligne) => ligne.map((v) => (v === a ? b : v === b ? a : v)));
  }
  return M;
}

/** Un énoncé par transformations : la grille pleine, puis des cases vidées au hasard (étape 4). */
export function genererParTransformations(hasard: Hasard, indices = 50): Grille {
  if (!Number.isInteger(indices) || indices < 0 || indices > 81) {
    throw new RangeError(
      `genererParTransformations : indices doit être un entier de 0 à 81, et non ${indices}`,
    );
  }
  const M = grillePleineParTransformations(hasard);
  for (let k = 0; k < 81 - indices; k++) {
    // Comme le rapport : tirer une case jusqu'à en trouver une encore remplie.
    let r = hasard.entier(81);
    while (M[Math.floor(r / 9)][r % 9] === 0) r = hasard.entier(81);
    M[Math.floor(r / 9)][r % 9] = 0;
  }
  return Grille.depuisMatrice(M);
}

/**
 * Vrai si la grille pleine a la structure de la grille de base (ou de sa
 * transposée) : dans chaque bande, chaque ligne est la précédente décalée de
 * trois cases vers la gauche. Une grille tirée au hasard ne l'a presque jamais.
 */
export function aLaStructureDeBase(M: readonly (readonly number[])[]): boolean {
  const decalees = (L: readonly (readonly number[])[]) =>
    [0, 3, 6].every((b) =>
      [1, 2].every((r) => L[b + r].every((v, j) => v === L[b + r - 1][(j + 3) % 9])),
    );
  const T = M[0].map((_, j) => M.map((ligne) => ligne[j]));
  return decalees(M) || decalees(T);
}
