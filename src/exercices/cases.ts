/**
 * Questions 7 et 8 : avance_case et recule_case. Les cas insistent sur les
 * bords de ligne, où se cachent presque toutes les erreurs, et sur les deux
 * bouts de la grille, qui arrêtent la résolution : (8, 8) avance en (9, 0),
 * (0, 0) recule en (-1, 8).
 */
import { avance_case, recule_case } from "../td/cases";
import { memeCase } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, Exercice } from "./exercice";
import { casTires } from "./tirages";

type Deplacement = (i: number, j: number) => [number, number];

/** Ce qu'ont en commun les deux déplacements. */
const COMMUN = {
  parametres: ["i", "j"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  memeValeur: memeCase,
};

function cas(description: string, i: number, j: number): Cas {
  return { description, arguments: [i, j] };
}

/** Des cases tirées au hasard, dont une au bord d'une ligne. */
function tirerDesCases(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const [i, j] = [hasard.entier(9), k === 0 ? 8 * hasard.entier(2) : hasard.entier(9)];
    return cas(`la case (${i}, ${j})`, i, j);
  });
}

/** Un déplacement juste au milieu des lignes, et `auBord` en fin (ou début) de ligne. */
function avanceFausse(auBord: Deplacement): Deplacement {
  return (i, j) => (j === 8 ? auBord(i, j) : [i, j + 1]);
}

function reculeFausse(auBord: Deplacement): Deplacement {
  return (i, j) => (j === 0 ? auBord(i, j) : [i, j - 1]);
}

export const exerciceAvanceCase: Exercice = {
  ...COMMUN,
  nom: "avance_case",
  reference: avance_case,
  tirer: tirerDesCases,
  cas: [
    cas("début de la grille", 0, 0),
    cas("milieu d'une ligne", 4, 5),
    cas("fin de la première ligne", 0, 8),
    cas("fin de l'avant-dernière ligne", 7, 8),
    cas("avant-dernière case de la grille", 8, 7),
    cas("dernière case : on sort de la grille par la ligne 9", 8, 8),
  ],
  erreurs: [
    {
      code: "avance-sans-changer-de-ligne",
      titre: "en fin de ligne, la fonction ne passe pas à la ligne suivante",
      explication:
        "Pour j = 8, elle renvoie (i, 9), une colonne qui n'existe pas (test oublié, ou " +
        "j === 9 au lieu de j === 8). Après la dernière colonne vient la case (i + 1, 0).",
      fonction: (i: number, j: number) => [i, j + 1],
    },
    {
      code: "avance-meme-colonne",
      titre: "en fin de ligne, la fonction descend en (i + 1, j)",
      explication:
        "Pour j = 8, elle renvoie (i + 1, 8) : la colonne reste la dernière, et les cases " +
        "0 à 7 de la ligne suivante sont sautées. Il faut revenir en colonne 0 : (i + 1, 0).",
      fonction: avanceFausse((i, j) => [i + 1, j]),
    },
    {
      code: "avance-colonne-1",
      titre: "en fin de ligne, la fonction va en (i + 1, 1)",
      explication:
        "La case (i + 1, 0) est sautée : les colonnes commencent à 0. " +
        "Après (i, 8) vient (i + 1, 0).",
      fonction: avanceFausse((i) => [i + 1, 1]),
    },
    {
      code: "avance-par-colonnes",
      titre: "la fonction descend au lieu d'avancer dans la ligne",
      explication:
        "Elle renvoie (i + 1, j), comme si l'on parcourait la grille colonne par colonne : " +
        "i et j sont échangés. Dans une ligne, on avance en augmentant j : (i, j + 1).",
      fonction: (i: number, j: number) => (i === 8 ? [0, j + 1] : [i + 1, j]),
    },
  ],
};

export const exerciceReculeCase: Exercice = {
  ...COMMUN,
  nom: "recule_case",
  reference: recule_case,
  tirer: tirerDesCases,
  cas: [
    cas("milieu d'une ligne", 0, 5),
    cas("deuxième case d'une ligne", 3, 1),
    cas("début d'une ligne", 3, 0),
    cas("début de la deuxième ligne", 1, 0),
    cas("première case : on sort de la grille par la ligne -1", 0, 0),
    cas("dernière case de la grille", 8, 8),
  ],
  erreurs: [
    {
      code: "recule-sans-changer-de-ligne",
      titre: "en début de ligne, la fonction ne remonte pas à la ligne précédente",
      explication:
        "Pour j = 0, elle renvoie (i, -1), une colonne qui n'existe pas. " +
        "Avant la colonne 0 vient la dernière case de la ligne du dessus : (i - 1, 8).",
      fonction: (i: number, j: number) => [i, j - 1],
    },
    {
      code: "recule-colonne-0",
      titre: "en début de ligne, la fonction va en (i - 1, 0)",
      explication:
        "Elle revient au début de la ligne du dessus au lieu de sa fin, et saute ainsi " +
        "les cases 1 à 8. Avant (i, 0) vient (i - 1, 8).",
      fonction: reculeFausse((i) => [i - 1, 0]),
    },
    {
      code: "recule-ligne-suivante",
      titre: "en début de ligne, la fonction descend en (i + 1, 8)",
      explication:
        "Reculer, c'est remonter d'une ligne : i - 1, pas i + 1 (reste d'un copier-coller " +
        "de avance_case ?). Avant (i, 0) vient (i - 1, 8).",
      fonction: reculeFausse((i) => [i + 1, 8]),
    },
    {
      code: "recule-colonne-9",
      titre: "en début de ligne, la fonction va en (i - 1, 9)",
      explication:
        "La dernière colonne est la 8 : les colonnes vont de 0 à 8. Avant (i, 0) vient (i - 1, 8).",
      fonction: reculeFausse((i) => [i - 1, 9]),
    },
  ],
};
