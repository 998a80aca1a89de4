/**
 * Leçon 6 : `medianeDesDurees(durees)`, la statistique de tous les tableaux
 * de mesures du cours. Deux pièges de JavaScript s'y cachent : `sort()` sans
 * argument range les nombres comme des mots (« 100 » avant « 9 »), et `sort`
 * range le tableau sur place, ce qui abîme les mesures de l'appelant.
 */
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { casTires, entre } from "./tirages";

type Mediane = (durees: number[]) => unknown;

/** La moyenne des deux valeurs du milieu, ou celle du milieu. */
function milieu(triees: number[]): number {
  const n = triees.length;
  return n % 2 === 1 ? triees[(n - 1) / 2] : (triees[n / 2 - 1] + triees[n / 2]) / 2;
}

const medianeDesDurees: Mediane = (durees) => milieu([...durees].sort((a, b) => a - b));

function procheDe(attendue: unknown, obtenue: unknown): boolean {
  return (
    typeof attendue === "number" &&
    typeof obtenue === "number" &&
    Math.abs(attendue - obtenue) <= 1e-9 * Math.max(1, Math.abs(attendue))
  );
}

function difference(_attendue: unknown, obtenue: unknown): string | undefined {
  if (typeof obtenue !== "number") return "la fonction doit renvoyer un nombre";
  if (Number.isNaN(obtenue))
    return "NaN : une case hors du tableau (indice trop grand ?) ou un calcul sur undefined";
  return undefined;
}

function cas(description: string, durees: number[], contexte: string): Cas {
  return {
    description,
    arguments: [durees],
    contexte: `durees = [${durees.join(", ")}] : ${contexte}`,
  };
}

/**
 * D'autres mesures, dans l'ordre où elles arrivent : en millisecondes, de
 * moins de 10 à plusieurs centaines (rangées comme des mots, « 120 » passe
 * avant « 9 »), au centième ; un nombre impair de valeurs, puis pair, puis
 * quelconque, avec une grille très longue une fois sur deux.
 */
function tirerDesDurees(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const n =
      k === 0
        ? 2 * entre(hasard, 1, 6) + 1
        : k === 1
          ? 2 * entre(hasard, 2, 7)
          : entre(hasard, 1, 15);
    const durees = Array.from({ length: n }, () => {
      const chiffres = entre(hasard, 0, 2);
      return Math.round(entre(hasard, 100, 999) * 10 ** chiffres) / 100;
    });
    if (hasard.entier(2) === 0) durees[hasard.entier(n)] = entre(hasard, 5_000, 20_000);
    return cas(`${n} durées tirées`, durees, "dans l'ordre des grilles");
  });
}

const erreurs: ErreurTypique[] = [
  {
    code: "mediane-sans-tri",
    titre: "la liste n'est pas triée",
    explication:
      "La valeur du milieu de la liste telle qu'elle arrive n'est pas la médiane : les durées " +
      "viennent dans l'ordre des grilles, pas dans l'ordre croissant. Triez d'abord une copie.",
    fonction: (durees: number[]) => milieu(durees),
  },
  {
    code: "mediane-tri-alphabetique",
    titre: "sort() sans comparateur range les nombres comme des mots",
    explication:
      "Sans argument, `sort` compare des chaînes : [10, 9, 100] devient [10, 100, 9], car " +
      "« 1 » vient avant « 9 ». Donnez le comparateur des nombres : sort((a, b) => a - b).",
    fonction: (durees: number[]) => milieu([...durees].sort()),
  },
  {
    code: "mediane-tri-sur-place",
    titre: "la liste reçue est triée sur place",
    explication:
      "`durees.sort(…)` range le tableau de l'appelant : ses mesures ne sont plus dans l'ordre " +
      "des grilles, et le tableau suivant les attribue aux mauvaises grilles. Triez une copie : " +
      "[...durees].sort((a, b) => a - b).",
    fonction: (durees: number[]) => milieu(durees.sort((a, b) => a - b)),
  },
  {
    code: "mediane-pair",
    titre: "un nombre pair de valeurs : une seule valeur du milieu",
    explication:
      "Avec 4 valeurs, il y a deux valeurs au milieu (les 2e et 3e) : la médiane est leur moyenne.",
    fonction: (durees: number[]) => {
      const triees = [...durees].sort((a, b) => a - b);
      return triees[Math.floor(triees.length / 2)];
    },
  },
  {
    code: "mediane-moyenne",
    titre: "c'est la moyenne, pas la médiane",
    explication:
      "La moyenne se laisse tirer par une seule grille très longue (un budget épuisé) ; la " +
      "médiane, non : c'est la valeur qui laisse autant de mesures au-dessous qu'au-dessus.",
    fonction: (durees: number[]) => durees.reduce((s, d) => s + d, 0) / durees.length,
  },
];

export const exerciceMedianeDesDurees: Exercice = {
  nom: "medianeDesDurees",
  parametres: ["durees"],
  obligatoires: 1,
  delai: 1000,
  appelle: [],
  reference: medianeDesDurees,
  erreurs,
  memeValeur: procheDe,
  difference,
  tirer: tirerDesDurees,
  etatApres: (args) => [...(args[0] as number[])],
  nomEtat: "la liste durees",
  cas: [
    cas("trois durées dans le désordre", [3, 1, 2], "médiane 2"),
    cas("des nombres qui ne se rangent pas comme des mots", [10, 9, 100], "médiane 10"),
    cas("quatre durées : deux valeurs au milieu", [4, 1, 3, 2], "médiane (2 + 3) / 2 = 2,5"),
    cas("une seule durée", [5], "médiane 5"),
    cas("une grille très longue parmi des courtes", [1, 1, 1, 100], "médiane 1, moyenne 25,75"),
    cas("des durées décimales", [0.5, 0.25, 2, 1, 8, 4], "médiane (1 + 2) / 2 = 1,5"),
  ],
};

/** Les exercices de la leçon 6. */
export const EXERCICES_COMPARAISON: readonly Exercice[] = [exerciceMedianeDesDurees];
