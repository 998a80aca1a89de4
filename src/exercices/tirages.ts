/**
 * Les cas tirés à la correction : des grilles et des appels tirés au hasard
 * d'une graine que la copie ne peut pas connaître d'avance (voir
 * `Exercice.tirer`). Le noyau de l'élève et le juge les tirent de la même
 * graine avec ce même code : ils obtiennent les mêmes cas.
 *
 * Rien ici n'appelle une fonction d'exercice : pendant la correction, la
 * version du cours d'un exercice noté ne répond pas.
 */
import type { Hasard } from "../hasard/hasard";
import type { Cas } from "./exercice";

/** Un entier de [a, b], bornes comprises. */
export function entre(hasard: Hasard, a: number, b: number): number {
  return a + hasard.entier(b - a + 1);
}

/** Une permutation de 0, 1, …, n - 1. */
function permutation(hasard: Hasard, n: number): number[] {
  return hasard.melanger(Array.from({ length: n }, (_, k) => k));
}

/**
 * Un ordre des 9 lignes (ou colonnes) qui garde les bandes : les bandes
 * échangées entre elles, et les lignes d'une bande entre elles.
 */
function ordreParBandes(hasard: Hasard): number[] {
  const bandes = permutation(hasard, 3);
  return bandes.flatMap((b) => permutation(hasard, 3).map((k) => 3 * b + k));
}

/**
 * Une grille pleine 9×9 tirée au hasard : une solution fixe, dont on
 * renomme les chiffres et dont on mélange les lignes et les colonnes en
 * gardant les bandes, puis que l'on transpose une fois sur deux. Chacune de
 * ces transformations garde une solution.
 */
export function grillePleineTiree(hasard: Hasard): number[][] {
  const chiffres = [0, ...permutation(hasard, 9).map((k) => k + 1)];
  const lignes = ordreParBandes(hasard);
  const colonnes = ordreParBandes(hasard);
  const base = (i: number, j: number) => ((3 * (i % 3) + Math.floor(i / 3) + j) % 9) + 1;
  const M = lignes.map((i) => colonnes.map((j) => chiffres[base(i, j)]));
  return hasard.entier(2) === 0 ? M : M[0].map((_, j) => M.map((ligne) => ligne[j]));
}

/** Une copie de la grille pleine `solution` dont `vides` cases, tirées au hasard, ont été vidées. */
export function avecDesCasesVides(hasard: Hasard, solution: number[][], vides: number): number[][] {
  const M = solution.map((ligne) => [...ligne]);
  for (const k of permutation(hasard, 81).slice(0, vides)) M[Math.floor(k / 9)][k % 9] = 0;
  return M;
}

/** Une grille tirée au hasard dont `vides` cases, tirées elles aussi, ont été vidées. */
export function grilleTiree(hasard: Hasard, vides: number): number[][] {
  return avecDesCasesVides(hasard, grillePleineTiree(hasard), vides);
}

/** Les cases remplies de M, ligne par ligne (ce que rend `protection`, recalculé ici). */
export function casesRemplies(M: number[][]): [number, number][] {
  return M.flatMap((ligne, i) => ligne.flatMap((v, j): [number, number][] => (v ? [[i, j]] : [])));
}

/** La grille en texte, une ligne de chiffres par rangée (0 pour une case vide), pour le rapport. */
export function grilleEnTexte(M: number[][]): string {
  return M.map((ligne) => ligne.join("")).join(" ");
}

/**
 * `n` cas tirés par `tirer`, numérotés « cas tiré n° k : … » dans leur
 * description. Les accesseurs du cas restent des accesseurs : des arguments
 * fabriqués à neuf à chaque lecture (`casObjets`, pour les PSC) ne sont pas
 * figés en un seul jeu d'objets, que le premier appel modifierait pour les autres.
 */
export function casTires(n: number, tirer: (k: number) => Cas): Cas[] {
  return Array.from({ length: n }, (_, k) => {
    const cas = tirer(k);
    const description = `cas tiré à la correction n° ${k + 1} : ${cas.description}`;
    return Object.defineProperties(
      {},
      {
        ...Object.getOwnPropertyDescriptors(cas),
        description: { value: description, enumerable: true, writable: true, configurable: true },
      },
    ) as Cas;
  });
}

/**
 * Une grille 4×4 tirée, `vides` cases vidées : une solution fixe dont on
 * renomme les chiffres et mélange les lignes et les colonnes en gardant les
 * bandes (ce qui garde une solution), puis que l'on transpose une fois sur deux.
 */
export function grille4x4Tiree(hasard: Hasard, vides: number): number[][] {
  const chiffres = [0, ...hasard.melanger([1, 2, 3, 4])];
  const ordre = () =>
    hasard.melanger([0, 1]).flatMap((b) => hasard.melanger([0, 1]).map((k) => 2 * b + k));
  const [lignes, colonnes] = [ordre(), ordre()];
  const base = (i: number, j: number) => ((2 * (i % 2) + Math.floor(i / 2) + j) % 4) + 1;
  let M = lignes.map((i) => colonnes.map((j) => chiffres[base(i, j)]));
  if (hasard.entier(2) === 0) M = M[0].map((_, j) => M.map((ligne) => ligne[j]));
  for (const c of permutation(hasard, 16).slice(0, vides)) M[Math.floor(c / 4)][c % 4] = 0;
  return M;
}
