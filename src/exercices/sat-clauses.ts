/**
 * Leçon 5, premiers exercices : « au moins un » et « au plus un », les deux
 * briques de tout le codage. La réponse est une liste de clauses ; on la
 * compare à la nôtre par son sens (`clausesEquivalentes`), pas par l'ordre
 * ou la façon d'écrire les clauses.
 */
import { auMoinsUn, auPlusUn } from "../sat/cardinalite";
import { varSudoku } from "../sat/codage-sudoku";
import { nommageParDefaut, type Clause, type Litteral } from "../sat/formules";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { clausesEquivalentes, ecartDeClauses } from "./sat-comparaison";
import { casTires, entre } from "./tirages";

/** Ce que les deux exercices ont en commun. */
const COMMUN = {
  parametres: ["litteraux"],
  obligatoires: 1,
  delai: 1000,
  appelle: [],
  memeValeur: clausesEquivalentes,
  difference: (attendue: unknown, obtenue: unknown) =>
    ecartDeClauses(attendue, obtenue, () => nommageParDefaut),
};

function cas(description: string, litteraux: Litteral[], detail?: string): Cas {
  const valeur = `litteraux = [${litteraux.join(", ")}]`;
  return {
    description,
    arguments: [litteraux],
    contexte: detail ? `${valeur} (${detail})` : valeur,
  };
}

/** Les quatre valeurs de la case (0, 0) d'une grille 4×4 : x(0,0,1) … x(0,0,4) = 1 … 4. */
const CASE_4X4 = [1, 2, 3, 4].map((k) => varSudoku(4, 0, 0, k));
const CONTEXTE_4X4 = "x(0,0,1), …, x(0,0,4) d'une grille 4×4";

/** Les paires {a, b} de littéraux, a avant b, transformées en clauses par `clause`. */
function paires(litteraux: Litteral[], clause: (a: Litteral, b: Litteral) => Clause): Clause[] {
  const clauses: Clause[] = [];
  for (let a = 0; a < litteraux.length; a++) {
    for (let b = a + 1; b < litteraux.length; b++) clauses.push(clause(litteraux[a], litteraux[b]));
  }
  return clauses;
}

/**
 * Des listes tirées de littéraux de variables distinctes parmi 1 … 20, aux
 * signes tirés : aucun littéral puis un seul (les bords), puis de trois à six.
 */
function tirerDesListes(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const n = k < 2 ? k : entre(hasard, 3, 6);
    const variables = hasard.melanger(Array.from({ length: 20 }, (_, v) => v + 1)).slice(0, n);
    const litteraux = variables.map((v) => (hasard.entier(2) === 0 ? v : -v));
    return cas(`une liste tirée de ${n} littéra${n > 1 ? "ux" : "l"}`, litteraux);
  });
}

// ——— auMoinsUn ———

const erreursAuMoinsUn: ErreurTypique[] = [
  {
    code: "au-moins-une-clause-par-litteral",
    titre: "une clause par littéral : tous doivent être vrais",
    explication:
      "[[1], [2], [3]] veut dire x1 ∧ x2 ∧ x3 : tous vrais. « Au moins un » est une seule " +
      "clause qui les contient tous, une disjonction : [[1, 2, 3]], soit x1 ∨ x2 ∨ x3.",
    fonction: (litteraux: Litteral[]) => litteraux.map((l) => [l]),
  },
  {
    code: "au-moins-un-nie",
    titre: "les littéraux sont niés",
    explication:
      "[[-1, -2, -3]] dit « au moins un est faux ». Pour « au moins un est vrai », on garde " +
      "les littéraux tels quels : [[1, 2, 3]].",
    fonction: (litteraux: Litteral[]) => [litteraux.map((l) => -l)],
  },
  {
    code: "au-moins-un-paires",
    titre: "des clauses de paires, comme pour « au plus un »",
    explication:
      "Les clauses ¬a ∨ ¬b disent « pas les deux à la fois » : c'est « au plus un ». " +
      "« Au moins un » n'a besoin que d'une clause, la disjonction de tous les littéraux.",
    fonction: (litteraux: Litteral[]) => paires(litteraux, (a, b) => [-a, -b]),
  },
  {
    code: "au-moins-un-liste-vide",
    titre: "aucune clause quand la liste est vide",
    explication:
      "« Au moins un parmi rien » est impossible : la réponse est la clause vide, [[]], " +
      "toujours fausse. Ne renvoyer aucune clause ([]) dirait au contraire « toujours vrai ». " +
      "Renvoyer [litteraux] marche dans tous les cas.",
    fonction: (litteraux: Litteral[]) => (litteraux.length === 0 ? [] : [[...litteraux]]),
  },
];

export const exerciceAuMoinsUn: Exercice = {
  ...COMMUN,
  nom: "auMoinsUn",
  reference: auMoinsUn,
  erreurs: erreursAuMoinsUn,
  tirer: tirerDesListes,
  cas: [
    cas("trois variables", [1, 2, 3]),
    cas("une seule variable : elle doit être vraie", [5]),
    cas("des littéraux négatifs gardent leur signe", [-4, 7, -9]),
    cas("les quatre valeurs d'une case", CASE_4X4, CONTEXTE_4X4),
    cas("aucun littéral : la contrainte est impossible", []),
  ],
};

// ——— auPlusUn ———

const erreursAuPlusUn: ErreurTypique[] = [
  {
    code: "au-plus-paire-avec-soi-meme",
    titre: "chaque littéral est apparié avec lui-même",
    explication:
      "La boucle intérieure commence à a au lieu de a + 1 : elle produit ¬a ∨ ¬a, c'est-à-dire " +
      "¬a, et interdit à chaque littéral d'être vrai. Ne prenez que les paires de deux littéraux " +
      "différents : for (let b = a + 1; …).",
    fonction: (litteraux: Litteral[]) => {
      const clauses: Clause[] = [];
      for (let a = 0; a < litteraux.length; a++) {
        for (let b = a; b < litteraux.length; b++) clauses.push([-litteraux[a], -litteraux[b]]);
      }
      return clauses;
    },
  },
  {
    code: "au-plus-paires-voisines",
    titre: "seulement les paires de voisins",
    explication:
      "¬x1 ∨ ¬x2 et ¬x2 ∨ ¬x3 n'empêchent pas x1 et x3 d'être vrais ensemble. Il faut " +
      "une clause pour chaque paire, voisins ou non : n(n − 1)/2 clauses.",
    fonction: (litteraux: Litteral[]) => litteraux.slice(1).map((l, k) => [-litteraux[k], -l]),
  },
  {
    code: "au-plus-sans-negation",
    titre: "les littéraux des paires ne sont pas niés",
    explication:
      "La clause a ∨ b dit « au moins un des deux ». Pour « pas les deux à la fois », " +
      "il faut ¬a ∨ ¬b : [-a, -b].",
    fonction: (litteraux: Litteral[]) => paires(litteraux, (a, b) => [a, b]),
  },
  {
    code: "au-plus-signe-perdu",
    titre: "le signe des littéraux négatifs est perdu",
    explication:
      "Avec -Math.abs(l), le littéral ¬x4 devient ¬x4 au lieu de x4 : sa négation est -l, " +
      "quel que soit le signe de l. Écrivez [-a, -b].",
    fonction: (litteraux: Litteral[]) => paires(litteraux, (a, b) => [-Math.abs(a), -Math.abs(b)]),
  },
];

export const exerciceAuPlusUn: Exercice = {
  ...COMMUN,
  nom: "auPlusUn",
  reference: auPlusUn,
  erreurs: erreursAuPlusUn,
  tirer: tirerDesListes,
  cas: [
    cas("trois variables", [1, 2, 3]),
    cas("une seule variable : aucune contrainte", [5]),
    cas("cinq variables : dix paires", [1, 2, 3, 4, 5]),
    cas("les quatre valeurs d'une case", CASE_4X4, CONTEXTE_4X4),
    cas("des littéraux négatifs : leur négation est positive", [-4, 7, -9]),
    cas("aucun littéral : aucune contrainte", []),
  ],
};
