/**
 * Leçon 5 : les contraintes de la grille, en clauses sur les variables
 * x(i, j, k) = varSudoku(N, i, j, k) :
 * - `contraintesCase(N, i, j)` : la case (i, j) a exactement une valeur ;
 * - `contraintesLigne(N, i)` : chaque valeur au plus une fois dans la ligne i ;
 * - `contraintesSousGrille(N, i0, j0)` : chaque valeur au plus une fois dans la
 *   sous-grille dont la case en haut à gauche est (i0, j0) (la G_{i0, j0} du
 *   carnet SAT). Le carnet y écrit « et » là où une fonction juste à elle
 *   seule demande « ou » : ses clauses de ligne et de colonne comparent les
 *   autres cases, ce qui lui évite des clauses en double. Ici, la fonction
 *   est jugée seule : l'erreur typique correspondante est reconnue.
 */
import type { Hasard } from "../hasard/hasard";
import { auMoinsUn, auPlusUn, exactementUn } from "../sat/cardinalite";
import { varSudoku } from "../sat/codage-sudoku";
import type { Clause } from "../sat/formules";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { clausesEquivalentes, ecartDeClauses, nommageDesCas } from "./sat-comparaison";
import { casTires } from "./tirages";

const COMMUN = {
  delai: 1000,
  memeValeur: clausesEquivalentes,
  difference: (attendue: unknown, obtenue: unknown) =>
    ecartDeClauses(attendue, obtenue, nommageDesCas),
};

/** 1 … N */
const valeurs = (N: number) => Array.from({ length: N }, (_, k) => k + 1);

function contexte(N: number): string {
  const n = Math.round(Math.sqrt(N));
  return `grille ${N}×${N}, sous-grilles ${n}×${n} ; x(i, j, k) = varSudoku(${N}, i, j, k)`;
}

// ——— contraintesCase ———

/** Les variables x(i, j, 1) … x(i, j, N) de la case, `k` parcourant les valeurs données. */
function variablesDeLaCase(N: number, i: number, j: number, ks = valeurs(N)): number[] {
  return ks.map((k) => varSudoku(N, i, j, k));
}

function contraintesCase(N: number, i: number, j: number): Clause[] {
  const xs = variablesDeLaCase(N, i, j);
  return [...auMoinsUn(xs), ...auPlusUn(xs)];
}

function casCase(description: string, N: number, i: number, j: number): Cas {
  return { description, arguments: [N, i, j], contexte: contexte(N) };
}

const erreursCase: ErreurTypique[] = [
  {
    code: "case-sans-au-plus-un",
    titre: "« au plus une valeur » est oublié",
    explication:
      "Avec la seule clause x(i,j,1) ∨ … ∨ x(i,j,N), la case peut recevoir deux valeurs à la " +
      "fois. « Exactement une », c'est « au moins une » et « au plus une » : les deux listes de clauses.",
    fonction: (N: number, i: number, j: number) => auMoinsUn(variablesDeLaCase(N, i, j)),
  },
  {
    code: "case-sans-au-moins-un",
    titre: "« au moins une valeur » est oublié",
    explication:
      "Les clauses de paires ¬a ∨ ¬b laissent la case sans aucune valeur. Ajoutez la clause " +
      "qui contient toutes ses variables : x(i,j,1) ∨ … ∨ x(i,j,N).",
    fonction: (N: number, i: number, j: number) => auPlusUn(variablesDeLaCase(N, i, j)),
  },
  {
    code: "case-valeurs-de-0",
    titre: "les valeurs vont de 0 à N − 1",
    explication:
      "Dans la bibliothèque, les valeurs vont de 1 à N (comme dans la grille) : x(i, j, 0) " +
      "n'existe pas, varSudoku(N, i, j, 0) est la dernière variable de la case précédente. " +
      "Parcourez k de 1 à N inclus.",
    fonction: (N: number, i: number, j: number) => {
      const xs = variablesDeLaCase(
        N,
        i,
        j,
        valeurs(N).map((k) => k - 1),
      );
      return [...auMoinsUn(xs), ...auPlusUn(xs)];
    },
  },
  {
    code: "case-i-j-echanges",
    titre: "i et j sont échangés",
    explication:
      "varSudoku(N, j, i, k) est la variable de la case (j, i). L'ordre est ligne, colonne, " +
      "valeur : varSudoku(N, i, j, k).",
    fonction: (N: number, i: number, j: number) => contraintesCase(N, j, i),
  },
];

/** La taille des grilles tirées : 4×4 aux cas pairs, 9×9 aux autres. */
const tailleTiree = (k: number) => (k % 2 === 0 ? 4 : 9);

/** Des cases tirées, hors de la diagonale (i et j échangés donneraient la même case). */
function tirerDesCases(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const N = tailleTiree(k);
    const i = hasard.entier(N);
    const j = (i + 1 + hasard.entier(N - 1)) % N;
    return casCase(`la case (${i}, ${j}) d'une grille ${N}×${N}`, N, i, j);
  });
}

export const exerciceContraintesCase: Exercice = {
  ...COMMUN,
  nom: "contraintesCase",
  parametres: ["N", "i", "j"],
  obligatoires: 3,
  appelle: ["auMoinsUn", "auPlusUn"],
  reference: contraintesCase,
  erreurs: erreursCase,
  tirer: tirerDesCases,
  // exactementUn fait ce travail, sur les variables de la case.
  equivalents: [exactementUn],
  cas: [
    casCase("la case (0, 0) d'une grille 4×4", 4, 0, 0),
    casCase("une case hors de la diagonale, (3, 1)", 4, 3, 1),
    casCase("la case (1, 2)", 4, 1, 2),
    casCase("le centre d'une grille 9×9", 9, 4, 4),
    casCase("la dernière case d'une grille 9×9", 9, 8, 8),
  ],
};

// ——— contraintesLigne ———

/** « Au plus une fois » pour chaque valeur, sur les cases données par `place(c)` pour c = 0 … N − 1. */
function auPlusUneFois(
  N: number,
  place: (c: number) => [number, number],
  ks = valeurs(N),
): Clause[] {
  return ks.flatMap((k) =>
    auPlusUn(
      Array.from({ length: N }, (_, c) => {
        const [i, j] = place(c);
        return varSudoku(N, i, j, k);
      }),
    ),
  );
}

function contraintesLigne(N: number, i: number): Clause[] {
  return auPlusUneFois(N, (j) => [i, j]);
}

function casLigne(description: string, N: number, i: number): Cas {
  return { description, arguments: [N, i], contexte: contexte(N) };
}

const erreursLigne: ErreurTypique[] = [
  {
    code: "ligne-est-une-colonne",
    titre: "ce sont les cases d'une colonne",
    explication:
      "varSudoku(N, j, i, k) parcourt la colonne i quand j varie. La ligne i, ce sont les " +
      "cases (i, 0), (i, 1), …, (i, N − 1) : varSudoku(N, i, j, k).",
    fonction: (N: number, i: number) => auPlusUneFois(N, (j) => [j, i]),
  },
  {
    code: "ligne-toutes-valeurs-confondues",
    titre: "« au plus un » sur toutes les variables de la ligne à la fois",
    explication:
      "Une seule contrainte sur les N × N variables de la ligne interdit d'y placer deux " +
      "valeurs différentes. Il en faut une par valeur k : parmi x(i,0,k), …, x(i,N−1,k), au plus une vraie.",
    fonction: (N: number, i: number) =>
      auPlusUn(
        valeurs(N).flatMap((k) => Array.from({ length: N }, (_, j) => varSudoku(N, i, j, k))),
      ),
  },
  {
    code: "ligne-au-moins-un",
    titre: "« au moins une fois » au lieu de « au plus une fois »",
    explication:
      "La clause x(i,0,k) ∨ … ∨ x(i,N−1,k) oblige la valeur k à être dans la ligne, mais ne " +
      "l'empêche pas d'y être deux fois. Il faut les clauses de paires de auPlusUn.",
    fonction: (N: number, i: number) =>
      valeurs(N).flatMap((k) =>
        auMoinsUn(Array.from({ length: N }, (_, j) => varSudoku(N, i, j, k))),
      ),
  },
  {
    code: "ligne-derniere-valeur-oubliee",
    titre: "la valeur N est oubliée",
    explication:
      "La boucle sur les valeurs s'arrête à N − 1 (k < N) : les valeurs vont de 1 à N inclus, k <= N.",
    fonction: (N: number, i: number) => auPlusUneFois(N, (j) => [i, j], valeurs(N - 1)),
  },
];

function tirerDesLignes(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const N = tailleTiree(k);
    const i = hasard.entier(N);
    return casLigne(`la ligne ${i} d'une grille ${N}×${N}`, N, i);
  });
}

export const exerciceContraintesLigne: Exercice = {
  ...COMMUN,
  nom: "contraintesLigne",
  parametres: ["N", "i"],
  obligatoires: 2,
  appelle: ["auPlusUn"],
  reference: contraintesLigne,
  erreurs: erreursLigne,
  tirer: tirerDesLignes,
  cas: [
    casLigne("la première ligne d'une grille 4×4", 4, 0),
    casLigne("la ligne 2 d'une grille 4×4", 4, 2),
    casLigne("la dernière ligne d'une grille 4×4", 4, 3),
    casLigne("la ligne 5 d'une grille 9×9", 9, 5),
  ],
};

// ——— contraintesSousGrille ———

/** Les cases d'un carré de côté `cote` dont le coin en haut à gauche est (i0, j0). */
function casesDuCarre(i0: number, j0: number, cote: number): [number, number][] {
  const cases: [number, number][] = [];
  for (let a = i0; a < i0 + cote; a++) for (let b = j0; b < j0 + cote; b++) cases.push([a, b]);
  return cases;
}

/** « Au plus une fois » dans le carré, pour les valeurs `ks`. */
function auPlusUneFoisDans(N: number, cases: [number, number][], ks = valeurs(N)): Clause[] {
  return ks.flatMap((k) => auPlusUn(cases.map(([i, j]) => varSudoku(N, i, j, k))));
}

function contraintesSousGrille(N: number, i0: number, j0: number): Clause[] {
  return auPlusUneFoisDans(N, casesDuCarre(i0, j0, Math.round(Math.sqrt(N))));
}

function casSousGrille(description: string, N: number, i0: number, j0: number): Cas {
  return { description, arguments: [N, i0, j0], contexte: contexte(N) };
}

const erreursSousGrille: ErreurTypique[] = [
  {
    code: "sous-grille-et-au-lieu-de-ou",
    titre:
      "« et » au lieu de « ou » : deux cases de la même ligne (ou colonne) du carré ne sont pas comparées",
    explication:
      "C'est la condition du carnet SAT : (i2 != i3 and j2 != j3) ne garde que les cases qui " +
      "diffèrent à la fois par la ligne ET par la colonne. Dans le carnet, les clauses de ligne " +
      "et de colonne comparent les autres, et son codage entier est juste ; mais cette fonction " +
      "doit dire seule « au plus une fois dans le carré » : avec cette condition, deux cases de " +
      "la même ligne du carré peuvent porter la même valeur. Une autre case du carré, c'est une " +
      "case différente : (i2 != i3 or j2 != j3), en TypeScript a !== c || b !== d.",
    fonction: (N: number, i0: number, j0: number) => {
      const cases = casesDuCarre(i0, j0, Math.round(Math.sqrt(N)));
      const clauses: Clause[] = [];
      for (const k of valeurs(N)) {
        for (const [a, b] of cases) {
          for (const [c, d] of cases) {
            if (a !== c && b !== d) clauses.push([-varSudoku(N, a, b, k), -varSudoku(N, c, d, k)]);
          }
        }
      }
      return clauses;
    },
  },
  {
    code: "sous-grille-numero-au-lieu-du-coin",
    titre: "(i0, j0) est pris pour le numéro du carré, pas pour sa case en haut à gauche",
    explication:
      "La sous-grille G(i0, j0) commence à la case (i0, j0) elle-même : pour une 9×9, G(3, 6) " +
      "va des lignes 3 à 5 et des colonnes 6 à 8. Ne multipliez pas i0 et j0 par n.",
    fonction: (N: number, i0: number, j0: number) => {
      const n = Math.round(Math.sqrt(N));
      return auPlusUneFoisDans(N, casesDuCarre(i0 * n, j0 * n, n));
    },
  },
  {
    code: "sous-grille-cote-N",
    titre: "le carré a N cases de côté au lieu de n = √N",
    explication:
      "Une sous-grille d'une grille N×N a n = √N cases de côté (3 pour une 9×9, 2 pour une " +
      "4×4) : Math.sqrt(N), pas N.",
    fonction: (N: number, i0: number, j0: number) => auPlusUneFoisDans(N, casesDuCarre(i0, j0, N)),
  },
  {
    code: "sous-grille-derniere-valeur-oubliee",
    titre: "la valeur N est oubliée",
    explication:
      "La boucle sur les valeurs s'arrête à N − 1 (k < N) : les valeurs vont de 1 à N inclus, k <= N.",
    fonction: (N: number, i0: number, j0: number) =>
      auPlusUneFoisDans(N, casesDuCarre(i0, j0, Math.round(Math.sqrt(N))), valeurs(N - 1)),
  },
];

/** Des sous-grilles tirées, ailleurs qu'en haut à gauche (où un numéro et un coin se confondent). */
function tirerDesSousGrilles(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const N = tailleTiree(k);
    const n = Math.round(Math.sqrt(N));
    const numero = 1 + hasard.entier(N - 1);
    const [i0, j0] = [n * Math.floor(numero / n), n * (numero % n)];
    return casSousGrille(`la sous-grille G(${i0}, ${j0}) d'une grille ${N}×${N}`, N, i0, j0);
  });
}

export const exerciceContraintesSousGrille: Exercice = {
  ...COMMUN,
  nom: "contraintesSousGrille",
  parametres: ["N", "i0", "j0"],
  obligatoires: 3,
  appelle: ["auPlusUn"],
  reference: contraintesSousGrille,
  erreurs: erreursSousGrille,
  tirer: tirerDesSousGrilles,
  cas: [
    casSousGrille("la sous-grille en haut à gauche d'une 4×4", 4, 0, 0),
    casSousGrille("la sous-grille en bas à droite d'une 4×4", 4, 2, 2),
    casSousGrille("la sous-grille en haut à droite d'une 4×4", 4, 0, 2),
    casSousGrille("la sous-grille G(3, 6) du carnet SAT, dans une 9×9", 9, 3, 6),
    casSousGrille("la sous-grille en bas à gauche d'une 9×9", 9, 6, 0),
  ],
};
