/**
 * Les grilles communes aux tests : la grille de l'annexe du TD (énoncé et
 * solution), recopiée du polycopié et non de la bibliothèque, pour que les
 * tests la contrôlent de façon indépendante ; et des grilles modèles de
 * chaque taille.
 */
import { Grille } from "../src/grille/index";

/** L'énoncé de l'annexe du TD, sur une ligne (« . » pour une case vide). */
export const ENONCE =
  "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";

/** Sa solution. */
export const SOLUTION =
  "639125478714938562285647139846573291321894756597216384172389645953461827468752913";

/** L'énoncé au format `test.txt` du cours : 9 lignes de 9 chiffres, 0 pour une case vide. */
export const ENONCE_BLOC = [
  "000120000",
  "700000502",
  "200047009",
  "840500201",
  "000000000",
  "507006084",
  "100380005",
  "903000007",
  "000052000",
];

/** La solution en 9 lignes de 9 chiffres. */
export const SOLUTION_BLOC = SOLUTION.match(/.{9}/g) ?? [];

/** Une matrice `M` neuve à partir de lignes de chiffres (0 pour une case vide). */
export function matrice(lignes: readonly string[]): number[][] {
  return lignes.map((ligne) => [...ligne].map(Number));
}

/** L'énoncé comme l'annexe du TD : des champs séparés par des tabulations, vides pour une case vide. */
export const ENONCE_TABULATIONS = ENONCE_BLOC.map((ligne) =>
  [...ligne].map((c) => (c === "0" ? "" : c)).join("\t"),
);

/**
 * Une grille complète et valide de côté de carré n (4×4, 9×9, 16×16, 25×25),
 * construite par décalages : la ligne i commence à (i·n + ⌊i/n⌋) mod N.
 */
export function solutionModele(n: number): Grille {
  const N = n * n;
  const valeurs = Array.from({ length: N * N }, (_, k) => {
    const [i, j] = [Math.floor(k / N), k % N];
    return ((i * n + Math.floor(i / n) + j) % N) + 1;
  });
  return new Grille(valeurs);
}

/** La grille modèle où environ une case sur trois est vidée : un énoncé de chaque taille. */
export function enonceModele(n: number): Grille {
  const solution = solutionModele(n);
  return new Grille(solution.valeurs.map((v, k) => (k % 3 === 0 ? 0 : v)));
}

/** L'erreur levée par `f` (le test échoue si `f` n'en lève pas). */
export function erreurDe(f: () => unknown): Error {
  try {
    f();
  } catch (erreur) {
    return erreur as Error;
  }
  throw new Error("aucune erreur levée");
}
