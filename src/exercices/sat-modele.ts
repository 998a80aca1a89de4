/**
 * Leçon 5 : `lireModele(N, modele)`, la grille qu'un modèle décrit.
 * `modele[v]` est la valeur de la variable v (la case 0 ne sert pas) ; la
 * case (i, j) vaut k si x(i, j, k) est vraie, 0 si aucune ne l'est.
 */
import type { Hasard } from "../hasard/hasard";
import { varSudoku } from "../sat/codage-sudoku";
import { egales } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { SOLUTION, matrice } from "./grilles";
import { casTires, entre, grille4x4Tiree, grilleEnTexte, grilleTiree } from "./tirages";

type LectureDuModele = (N: number, modele: boolean[]) => number[][];

/** La lecture, avec la variable de (i, j, k) et la valeur écrite au choix. */
function lectureAvec(
  variable: (N: number, i: number, j: number, k: number) => number,
  valeur: (k: number) => number,
  derniere: (N: number) => number = (N) => N,
): LectureDuModele {
  return (N, modele) =>
    Array.from({ length: N }, (_, i) =>
      Array.from({ length: N }, (_, j) => {
        for (let k = 1; k <= derniere(N); k++) if (modele[variable(N, i, j, k)]) return valeur(k);
        return 0;
      }),
    );
}

const lireModele = lectureAvec(varSudoku, (k) => k);

/** Le modèle où x(i, j, M[i][j]) est vraie pour chaque case remplie de M. */
function modeleDe(M: number[][]): boolean[] {
  const N = M.length;
  const modele = new Array<boolean>(N ** 3 + 1).fill(false);
  M.forEach((ligne, i) =>
    ligne.forEach((k, j) => {
      if (k !== 0) modele[varSudoku(N, i, j, k)] = true;
    }),
  );
  return modele;
}

const erreurs: ErreurTypique[] = [
  {
    code: "modele-valeurs-de-0",
    titre: "les valeurs vont de 0 à N − 1",
    explication:
      "C'est ce qu'imprime le carnet SAT (« (0,0): 0 » pour un 1). Ici, les valeurs vont de 1 " +
      "à N comme dans la grille, et 0 veut dire « case vide ».",
    fonction: lectureAvec(varSudoku, (k) => k - 1),
  },
  {
    code: "modele-lignes-colonnes-echangees",
    titre: "la grille est transposée",
    explication:
      "x(i, j, k) parle de la ligne i et de la colonne j : la case lue doit aller dans " +
      "resultat[i][j], pas resultat[j][i].",
    fonction: lectureAvec(
      (N, i, j, k) => varSudoku(N, j, i, k),
      (k) => k,
    ),
  },
  {
    code: "modele-valeur-n-oubliee",
    titre: "la valeur N n'est jamais lue",
    explication: "La boucle sur k doit aller de 1 à N compris (k <= N).",
    fonction: lectureAvec(
      varSudoku,
      (k) => k,
      (N) => N - 1,
    ),
  },
  {
    code: "modele-decalage-d-indice",
    titre: "la variable v est lue en modele[v − 1]",
    explication:
      "Le modèle est rangé par numéro de variable : modele[v] est la valeur de la variable v, " +
      "et la case 0 ne sert pas (il n'y a pas de variable 0).",
    fonction: lectureAvec(
      (N, i, j, k) => varSudoku(N, i, j, k) - 1,
      (k) => k,
    ),
  },
];

function cas(description: string, M: number[][], contexte: string): Cas {
  return { description, arguments: [M.length, modeleDe(M)], contexte };
}

const SOLUTION_4X4 = matrice(["1234", "3412", "2143", "4321"]);

/** Des grilles tirées, 4×4 ou 9×9, plus ou moins remplies : leur modèle. */
function tirerDesModeles(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const M =
      k === 1
        ? grilleTiree(hasard, entre(hasard, 20, 60))
        : grille4x4Tiree(hasard, entre(hasard, 0, 12));
    const N = M.length;
    return cas(
      `le modèle d'une grille ${N}×${N} tirée`,
      M,
      `le modèle de la grille ${grilleEnTexte(M)} (ligne par ligne, 0 : aucune variable vraie)`,
    );
  });
}

export const exerciceLireModele: Exercice = {
  nom: "lireModele",
  parametres: ["N", "modele"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  reference: lireModele,
  erreurs,
  memeValeur: egales,
  tirer: tirerDesModeles,
  cas: [
    cas("une grille 4×4 complète", SOLUTION_4X4, "le modèle de la grille 1234/3412/2143/4321"),
    cas(
      "des cases sans valeur vraie valent 0",
      matrice(["1200", "0000", "0040", "0003"]),
      "seules x(0,0,1), x(0,1,2), x(2,2,4) et x(3,3,3) sont vraies",
    ),
    cas(
      "une seule variable vraie",
      matrice(["0000", "0000", "0000", "0004"]),
      "seule x(3,3,4) est vraie",
    ),
    cas("la solution de l'annexe du TD", SOLUTION, "le modèle de la solution de l'annexe (9×9)"),
  ],
};
