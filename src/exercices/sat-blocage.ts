/**
 * Leçon 5 : `clauseDeBlocage(enonce, solution)`, la clause qui empêche le
 * solveur de retrouver une solution déjà vue. Elle dit « au moins une case
 * vide de l'énoncé change de valeur » : la disjonction des ¬x(i, j, solution[i][j])
 * sur les cases vides de l'énoncé. Une clause est un ensemble de littéraux :
 * on la compare sans tenir compte de l'ordre.
 */
import type { Hasard } from "../hasard/hasard";
import { clauseDeBlocage as clauseDeBlocageDuCours, varSudoku } from "../sat/codage-sudoku";
import { ecrireLitteral, type Clause } from "../sat/formules";
import { egales } from "./comparaison";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { ANNEXE, SOLUTION, matrice } from "./grilles";
import { nommageDesCas } from "./sat-comparaison";
import { casTires, entre, grille4x4Tiree, grilleEnTexte, grillePleineTiree } from "./tirages";

type Blocage = (enonce: number[][], solution: number[][]) => unknown;

/** Une clause pour chaque case (i, j) que `garder` retient, de littéral `litteral(i, j)`. */
function parCase(
  enonce: number[][],
  garder: (i: number, j: number) => boolean,
  litteral: (i: number, j: number) => number,
): Clause {
  const clause: Clause = [];
  enonce.forEach((ligne, i) =>
    ligne.forEach((_, j) => {
      if (garder(i, j)) clause.push(litteral(i, j));
    }),
  );
  return clause;
}

const clauseDeBlocage: Blocage = (enonce, solution) =>
  parCase(
    enonce,
    (i, j) => enonce[i][j] === 0,
    (i, j) => -varSudoku(enonce.length, i, j, solution[i][j]),
  );

/** Un ensemble de littéraux, trié, ou `undefined` si ce n'est pas une clause. */
function ensemble(valeur: unknown): number[] | undefined {
  if (!Array.isArray(valeur) || !valeur.every((l) => typeof l === "number")) return undefined;
  return [...new Set(valeur as number[])].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
}

/** La même clause, à l'ordre près ; ce qui n'est pas une clause se compare tel quel. */
function memeClause(attendue: unknown, obtenue: unknown): boolean {
  const a = ensemble(attendue);
  const o = ensemble(obtenue);
  if (a === undefined || o === undefined) return egales(attendue, obtenue);
  return a.length === o.length && a.every((l, k) => l === o[k]);
}

function differenceDeClause(attendue: unknown, obtenue: unknown): string | undefined {
  const a = ensemble(attendue);
  if (a === undefined) return undefined;
  const o = ensemble(obtenue);
  if (o === undefined) {
    return "on attend une seule clause : un tableau de littéraux (des nombres), pas un tableau de clauses";
  }
  const nom = nommageDesCas([a]);
  const citer = (ls: number[]) =>
    ls
      .slice(0, 4)
      .map((l) => ecrireLitteral(l, nom))
      .join(", ") + (ls.length > 4 ? ", …" : "");
  const enTrop = o.filter((l) => !a.includes(l));
  const manquants = a.filter((l) => !o.includes(l));
  const morceaux: string[] = [];
  if (enTrop.length > 0) morceaux.push(`littéraux en trop (${enTrop.length}) : ${citer(enTrop)}`);
  if (manquants.length > 0)
    morceaux.push(`littéraux manquants (${manquants.length}) : ${citer(manquants)}`);
  return morceaux.join(" ; ") || undefined;
}

// Une petite grille 4×4, sa solution, et des énoncés tirés de cette solution.
const SOLUTION_4X4 = matrice(["1234", "3412", "2143", "4321"]);
const ENONCE_4X4 = matrice(["1000", "0402", "2000", "0301"]);
const UNE_CASE_VIDE = matrice(["1234", "3412", "2103", "4321"]);
const VIDE_4X4 = matrice(["0000", "0000", "0000", "0000"]);

function casBlocage(
  description: string,
  enonce: number[][],
  solution: number[][],
  zoom: string,
): Cas {
  const N = enonce.length;
  return {
    description,
    arguments: [enonce, solution],
    contexte: `${zoom} ; x(i, j, k) = varSudoku(${N}, i, j, k)`,
  };
}

/** Des énoncés tirés, 4×4 ou 9×9, et leur solution : la grille pleine d'où on les a tirés. */
function tirerDesBlocages(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const solution = k === 1 ? grillePleineTiree(hasard) : grille4x4Tiree(hasard, 0);
    const N = solution.length;
    const enonce = solution.map((ligne) => [...ligne]);
    const vides = hasard.melanger(Array.from({ length: N * N }, (_, c) => c));
    for (const c of vides.slice(0, entre(hasard, 1, N * N - 1)))
      enonce[Math.floor(c / N)][c % N] = 0;
    return casBlocage(
      `un énoncé ${N}×${N} tiré et sa solution`,
      enonce,
      solution,
      `énoncé ${grilleEnTexte(enonce)}, solution ${grilleEnTexte(solution)} (ligne par ligne)`,
    );
  });
}

const erreurs: ErreurTypique[] = [
  {
    code: "blocage-avec-les-donnees",
    titre: "les indices sont dans la clause",
    explication:
      "Un indice a la même valeur dans toutes les solutions : son littéral ¬x(i, j, v) est " +
      "toujours faux et n'apporte rien, sinon une clause plus longue. Pire : si l'énoncé " +
      "n'est pas imposé par des clauses du même solveur (mais par des hypothèses, ou pas du " +
      "tout), la clause ne bloque plus la solution. Ne gardez que les cases vides de l'énoncé.",
    fonction: (enonce: number[][], solution: number[][]) =>
      parCase(
        enonce,
        () => true,
        (i, j) => -varSudoku(enonce.length, i, j, solution[i][j]),
      ),
  },
  {
    code: "blocage-sans-negation",
    titre: "les littéraux ne sont pas niés",
    explication:
      "x(i, j, v) ∨ … dit « au moins une case garde sa valeur » : la même solution reste " +
      "permise. Pour l'interdire, au moins une case doit changer : ¬x(i, j, v), soit -varSudoku(…).",
    fonction: (enonce: number[][], solution: number[][]) =>
      parCase(
        enonce,
        (i, j) => enonce[i][j] === 0,
        (i, j) => varSudoku(enonce.length, i, j, solution[i][j]),
      ),
  },
  {
    code: "blocage-une-clause-par-case",
    titre: "une clause par case au lieu d'une seule clause",
    explication:
      "[[¬a], [¬b], …] exige que *toutes* les cases changent, ce qui interdit aussi d'autres " +
      "solutions (celles qui partagent une valeur avec celle-ci). Il faut une seule clause, " +
      "la disjonction : [¬a, ¬b, …] — au moins une case change.",
    fonction: (enonce: number[][], solution: number[][]) =>
      (clauseDeBlocage(enonce, solution) as Clause).map((l) => [l]),
  },
  {
    code: "blocage-valeur-de-l-enonce",
    titre: "la valeur est lue dans l'énoncé au lieu de la solution",
    explication:
      "Dans l'énoncé, une case vide vaut 0 : varSudoku(N, i, j, 0) n'est pas la variable de la " +
      "valeur trouvée. Le littéral à nier est celui de la solution : x(i, j, solution[i][j]).",
    fonction: (enonce: number[][]) =>
      parCase(
        enonce,
        (i, j) => enonce[i][j] === 0,
        (i, j) => -varSudoku(enonce.length, i, j, enonce[i][j]),
      ),
  },
];

export const exerciceClauseDeBlocage: Exercice = {
  nom: "clauseDeBlocage",
  parametres: ["enonce", "solution"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  reference: clauseDeBlocage,
  // La fonction de la bibliothèque qui porte ce nom : verifier la refuse comme la référence.
  equivalents: [clauseDeBlocageDuCours],
  erreurs,
  memeValeur: memeClause,
  difference: differenceDeClause,
  tirer: tirerDesBlocages,
  cas: [
    casBlocage(
      "une grille 4×4 avec six indices",
      ENONCE_4X4,
      SOLUTION_4X4,
      "énoncé 1000/0402/2000/0301, solution 1234/3412/2143/4321",
    ),
    casBlocage(
      "une seule case vide : un seul littéral",
      UNE_CASE_VIDE,
      SOLUTION_4X4,
      "énoncé 1234/3412/2103/4321 : seule la case (2, 2) est vide",
    ),
    casBlocage(
      "un énoncé vide : toutes les cases",
      VIDE_4X4,
      SOLUTION_4X4,
      "énoncé vide, solution 1234/3412/2143/4321",
    ),
    casBlocage(
      "la grille de l'annexe du TD et sa solution",
      ANNEXE,
      SOLUTION,
      "enonce = l'annexe du TD, solution = sa solution",
    ),
  ],
};
