/**
 * Questions 1 à 4 : test_ligne, test_colonne, test_carre et test. Les cas
 * portent sur la grille de l'annexe ; chacun vise au moins une erreur
 * typique, pour que le rapport puisse la nommer.
 */
import { test, test_carre, test_colonne, test_ligne } from "../td/contraintes";
import { ecrireRangee } from "./affichage";
import { memeBooleen } from "./comparaison";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { ANNEXE } from "./grilles";
import { avecDesCasesVides, casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

const PARAMETRES = ["i", "j", "nombre", "M"];
const GRILLE = "M = grille de l'annexe";

/** Ce qu'ont en commun les quatre tests. */
const COMMUN = {
  parametres: PARAMETRES,
  obligatoires: 4,
  indiceMatrice: 3,
  lectureSeule: true,
  delai: 1000,
  memeValeur: memeBooleen,
};

/** Un cas (i, j, nombre) sur la grille de l'annexe. */
function cas(description: string, i: number, j: number, nombre: number, zoom: string): Cas {
  return { description, arguments: [i, j, nombre, ANNEXE], contexte: `${GRILLE} ; ${zoom}` };
}

/** Ce que l'on montre d'une grille autour de la case (i, j) : sa ligne, sa colonne ou son carré. */
type Zoom = (M: number[][], i: number, j: number) => string;

/** Un nombre des cas tirés à la correction, pour chacun des quatre tests. */
const CAS_TIRES = 4;

/** Les autres cases de l'unité (ou des unités) qu'un test regarde autour de (i, j). */
type Voisines = (i: number, j: number) => [number, number][];

const neuf = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const dansLaLigne: Voisines = (i, j) =>
  neuf.filter((k) => k !== j).map((k): [number, number] => [i, k]);
const dansLaColonne: Voisines = (i, j) =>
  neuf.filter((k) => k !== i).map((k): [number, number] => [k, j]);
const dansLeCarre: Voisines = (i, j) => {
  const [a, b] = [3 * Math.floor(i / 3), 3 * Math.floor(j / 3)];
  return neuf
    .map((k): [number, number] => [a + Math.floor(k / 3), b + (k % 3)])
    .filter(([x, y]) => x !== i || y !== j);
};
const dansLesTrois: Voisines = (i, j) => [
  ...dansLaLigne(i, j),
  ...dansLaColonne(i, j),
  ...dansLeCarre(i, j),
];

/**
 * Les cas tirés d'un test : une autre grille, une case et un nombre au
 * hasard. Les deux premiers fixent la réponse, pour qu'aucune réponse par
 * défaut ne passe : le premier tend le piège de la case (i, j) elle-même
 * (une case vide reçoit le chiffre de la solution, qui n'est nulle part
 * ailleurs dans ses unités : la réponse est vrai, une version qui compte la
 * case répond faux), le second prend un nombre déjà présent ailleurs dans
 * l'unité regardée (la réponse est faux). Ensuite, une fois sur trois, la
 * case contient déjà le nombre tiré.
 */
function tirerDesTests(hasard: Hasard, zoom: Zoom, voisines: Voisines): Cas[] {
  return casTires(CAS_TIRES, (k) => {
    const solution = grillePleineTiree(hasard);
    const M = avecDesCasesVides(hasard, solution, entre(hasard, 25, 55));
    let [i, j, nombre] = [hasard.entier(9), hasard.entier(9), entre(hasard, 1, 9)];
    if (k === 0) {
      const vides = M.flatMap((ligne, a) =>
        ligne.flatMap((v, b): number[][] => (v ? [] : [[a, b]])),
      );
      [i, j] = hasard.choisir(vides);
      nombre = solution[i][j];
      M[i][j] = nombre;
    } else if (k === 1) {
      // Une voisine remplie (au besoin, on remplit l'une d'elles avec le chiffre de la solution).
      const remplies = voisines(i, j).filter(([a, b]) => M[a][b] !== 0);
      const [a, b] = hasard.choisir(remplies.length > 0 ? remplies : voisines(i, j));
      M[a][b] = solution[a][b];
      nombre = M[a][b];
    } else if (hasard.entier(3) === 0) M[i][j] = nombre;
    return {
      description: `le nombre ${nombre} en (${i}, ${j}), sur une autre grille`,
      arguments: [i, j, nombre, M],
      contexte: `M = ${grilleEnTexte(M)} (ligne par ligne) ; ${zoom(M, i, j)}`,
    };
  });
}

// ——— test_ligne ———

const zoomLigne: Zoom = (M, i, j) => `ligne ${i} : ${ecrireRangee(M[i], j)}`;

function casLigne(description: string, i: number, j: number, nombre: number): Cas {
  return cas(description, i, j, nombre, zoomLigne(ANNEXE, i, j));
}

const erreursLigne: ErreurTypique[] = [
  {
    code: "ligne-case-comptee",
    titre: "la colonne j n'est pas exclue",
    explication:
      "La boucle regarde aussi la case (i, j) elle-même. Si elle contient déjà le nombre, " +
      "la fonction répond false alors que rien d'autre dans la ligne ne le gêne. " +
      "Sautez la colonne j : if (k !== j && M[i][k] === nombre).",
    fonction: (i: number, _j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (M[i][k] === nombre) return false;
      return true;
    },
  },
  {
    code: "ligne-indices-echanges",
    titre: "lignes et colonnes échangées",
    explication:
      "La fonction lit M[k][i], c'est-à-dire la colonne i, au lieu de la ligne i. " +
      "Le premier indice de M est la ligne : la ligne i, c'est M[i][0], M[i][1], …, M[i][8].",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (k !== j && M[k][i] === nombre) return false;
      return true;
    },
  },
  {
    code: "ligne-reponse-inversee",
    titre: "la réponse est inversée",
    explication:
      "La fonction renvoie true quand le nombre est déjà dans la ligne. Elle doit répondre à " +
      "« peut-on écrire nombre ici ? » : false s'il y est déjà, true sinon.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (k !== j && M[i][k] === nombre) return true;
      return false;
    },
  },
  {
    code: "ligne-derniere-colonne-oubliee",
    titre: "la boucle s'arrête une case trop tôt",
    explication:
      "La dernière colonne (8) n'est jamais regardée, par exemple avec k < 8 au lieu de k < 9. " +
      "Les colonnes vont de 0 à 8 : la condition est k < 9.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 8; k++) if (k !== j && M[i][k] === nombre) return false;
      return true;
    },
  },
  {
    code: "ligne-premiere-colonne-oubliee",
    titre: "la boucle commence à 1",
    explication:
      "La première colonne (0) n'est jamais regardée. Les indices commencent à 0 : let k = 0.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 1; k < 9; k++) if (k !== j && M[i][k] === nombre) return false;
      return true;
    },
  },
];

export const exerciceTestLigne: Exercice = {
  ...COMMUN,
  nom: "test_ligne",
  reference: test_ligne,
  appelle: [],
  erreurs: erreursLigne,
  tirer: (hasard) => tirerDesTests(hasard, zoomLigne, dansLaLigne),
  cas: [
    casLigne("le nombre n'est pas dans la ligne", 0, 0, 3),
    casLigne("le nombre est déjà dans la ligne", 0, 0, 2),
    casLigne("le nombre n'est que dans la case (i, j) elle-même", 0, 3, 1),
    casLigne("le nombre est dans la dernière colonne", 1, 0, 2),
    casLigne("le nombre est dans la première colonne", 1, 3, 7),
    casLigne("le nombre est dans la colonne i, mais pas dans la ligne i", 0, 5, 7),
    casLigne("le nombre est dans la ligne i, mais pas dans la colonne i", 1, 1, 5),
    casLigne("la ligne est vide", 4, 4, 9),
    casLigne("le nombre est dans la dernière ligne de la grille", 8, 0, 5),
  ],
};

// ——— test_colonne ———

const zoomColonne: Zoom = (M, i, j) =>
  `colonne ${j}, de haut en bas : ${ecrireRangee(
    M.map((ligne) => ligne[j]),
    i,
  )}`;

function casColonne(description: string, i: number, j: number, nombre: number): Cas {
  return cas(description, i, j, nombre, zoomColonne(ANNEXE, i, j));
}

const erreursColonne: ErreurTypique[] = [
  {
    code: "colonne-case-comptee",
    titre: "la ligne i n'est pas exclue",
    explication:
      "La boucle regarde aussi la case (i, j) elle-même. Si elle contient déjà le nombre, " +
      "la fonction répond false alors que rien d'autre dans la colonne ne le gêne. " +
      "Sautez la ligne i : if (k !== i && M[k][j] === nombre).",
    fonction: (_i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (M[k][j] === nombre) return false;
      return true;
    },
  },
  {
    code: "colonne-indices-echanges",
    titre: "lignes et colonnes échangées",
    explication:
      "La fonction lit M[j][k], c'est-à-dire la ligne j, au lieu de la colonne j. " +
      "Le second indice de M est la colonne : la colonne j, c'est M[0][j], M[1][j], …, M[8][j].",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (k !== i && M[j][k] === nombre) return false;
      return true;
    },
  },
  {
    code: "colonne-reponse-inversee",
    titre: "la réponse est inversée",
    explication:
      "La fonction renvoie true quand le nombre est déjà dans la colonne. Elle doit répondre à " +
      "« peut-on écrire nombre ici ? » : false s'il y est déjà, true sinon.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 9; k++) if (k !== i && M[k][j] === nombre) return true;
      return false;
    },
  },
  {
    code: "colonne-derniere-ligne-oubliee",
    titre: "la boucle s'arrête une case trop tôt",
    explication:
      "La dernière ligne (8) n'est jamais regardée, par exemple avec k < 8 au lieu de k < 9. " +
      "Les lignes vont de 0 à 8 : la condition est k < 9.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 0; k < 8; k++) if (k !== i && M[k][j] === nombre) return false;
      return true;
    },
  },
  {
    code: "colonne-premiere-ligne-oubliee",
    titre: "la boucle commence à 1",
    explication:
      "La première ligne (0) n'est jamais regardée. Les indices commencent à 0 : let k = 0.",
    fonction: (i: number, j: number, nombre: number, M: number[][]) => {
      for (let k = 1; k < 9; k++) if (k !== i && M[k][j] === nombre) return false;
      return true;
    },
  },
];

export const exerciceTestColonne: Exercice = {
  ...COMMUN,
  nom: "test_colonne",
  reference: test_colonne,
  appelle: [],
  erreurs: erreursColonne,
  tirer: (hasard) => tirerDesTests(hasard, zoomColonne, dansLaColonne),
  cas: [
    casColonne("le nombre n'est pas dans la colonne", 0, 0, 3),
    casColonne("le nombre est déjà dans la colonne", 0, 0, 2),
    casColonne("le nombre n'est que dans la case (i, j) elle-même", 0, 3, 1),
    casColonne("le nombre est dans la dernière ligne", 0, 4, 5),
    casColonne("le nombre est dans la première ligne", 3, 4, 2),
    casColonne("le nombre est dans la ligne j, mais pas dans la colonne j", 4, 1, 5),
    casColonne("le nombre est dans la colonne j, mais pas dans la ligne j", 1, 0, 9),
    casColonne("la colonne est presque vide", 4, 7, 3),
    casColonne("le nombre est dans la dernière colonne de la grille", 8, 8, 1),
  ],
};

// ——— test_carre ———

/** Les trois lignes du carré de (i, j), la case (i, j) entre crochets : « 000 / 7[0]0 / 200 ». */
function ecrireCarre(i: number, j: number, M: number[][] = ANNEXE): string {
  const [i0, j0] = [3 * Math.floor(i / 3), 3 * Math.floor(j / 3)];
  const lignes = [i0, i0 + 1, i0 + 2].map((a) => {
    const morceau = M[a].slice(j0, j0 + 3);
    return morceau.map((v, k) => (a === i && j0 + k === j ? `[${v}]` : String(v))).join("");
  });
  return lignes.join(" / ");
}

const zoomCarre: Zoom = (M, i, j) => `carré de la case (${i}, ${j}) : ${ecrireCarre(i, j, M)}`;

function casCarre(description: string, i: number, j: number, nombre: number): Cas {
  return cas(description, i, j, nombre, zoomCarre(ANNEXE, i, j));
}

/** Un test de carré dont on choisit le coin haut-gauche et la case laissée de côté. */
function carreFaux(
  coin: (x: number) => number,
  laisse: (a: number, b: number, i: number, j: number) => boolean,
) {
  return (i: number, j: number, nombre: number, M: number[][]): boolean => {
    for (let a = coin(i); a < coin(i) + 3; a++) {
      for (let b = coin(j); b < coin(j) + 3; b++) {
        if (!laisse(a, b, i, j) && M[a][b] === nombre) return false;
      }
    }
    return true;
  };
}

const coinJuste = (x: number) => 3 * Math.floor(x / 3);
const laisseLaCase = (a: number, b: number, i: number, j: number) => a === i && b === j;

const erreursCarre: ErreurTypique[] = [
  {
    code: "carre-coin-en-i",
    titre: "le carré commence à la case (i, j)",
    explication:
      "La fonction parcourt les lignes i à i + 2 et les colonnes j à j + 2, qui ne forment pas " +
      "un carré du Sudoku (et sortent de la grille près du bord). Le carré commence en ligne " +
      "3 * Math.floor(i / 3) et en colonne 3 * Math.floor(j / 3).",
    fonction: carreFaux((x) => x, laisseLaCase),
  },
  {
    code: "carre-coin-sans-fois-3",
    titre: "le coin du carré est Math.floor(i / 3), sans multiplier par 3",
    explication:
      "Math.floor(i / 3) est le numéro du carré (0, 1 ou 2), pas sa première ligne. " +
      "Le carré commence en ligne 3 * Math.floor(i / 3) : 0, 3 ou 6.",
    fonction: carreFaux((x) => Math.floor(x / 3), laisseLaCase),
  },
  {
    code: "carre-coin-modulo",
    titre: "le coin du carré est i % 3",
    explication:
      "i % 3 est la position de la case dans son carré, pas la première ligne du carré. " +
      "Le carré commence en ligne i - i % 3, soit 3 * Math.floor(i / 3).",
    fonction: carreFaux((x) => x % 3, laisseLaCase),
  },
  {
    code: "carre-case-comptee",
    titre: "la case (i, j) n'est pas exclue",
    explication:
      "La boucle regarde aussi la case (i, j) elle-même. Si elle contient déjà le nombre, " +
      "la fonction répond false alors que rien d'autre dans le carré ne le gêne. " +
      "Sautez seulement cette case : if (!(a === i && b === j) && M[a][b] === nombre).",
    fonction: carreFaux(coinJuste, () => false),
  },
  {
    code: "carre-ligne-et-colonne-exclues",
    titre: "toute la ligne i et toute la colonne j du carré sont exclues",
    explication:
      "La condition a !== i && b !== j saute toutes les cases de la ligne i et de la colonne j, " +
      "pas seulement la case (i, j). Il faut sauter une seule case : !(a === i && b === j), " +
      "c'est-à-dire a !== i || b !== j.",
    fonction: carreFaux(coinJuste, (a, b, i, j) => a === i || b === j),
  },
];

export const exerciceTestCarre: Exercice = {
  ...COMMUN,
  nom: "test_carre",
  reference: test_carre,
  appelle: [],
  erreurs: erreursCarre,
  tirer: (hasard) => tirerDesTests(hasard, zoomCarre, dansLeCarre),
  cas: [
    casCarre("le nombre n'est pas dans le carré", 0, 0, 3),
    casCarre("le nombre est dans le carré, ni dans la ligne i ni dans la colonne j", 0, 1, 7),
    casCarre("le nombre est dans le carré, dans la colonne j", 0, 0, 7),
    casCarre("le nombre est dans le carré, dans la ligne i", 1, 1, 7),
    casCarre("le nombre n'est que dans la case (i, j) elle-même", 0, 3, 1),
    casCarre("le carré du centre contient le nombre", 4, 4, 6),
    casCarre("le carré du milieu à gauche contient le nombre", 3, 1, 8),
    casCarre("le carré du milieu à droite ne contient pas le nombre", 5, 6, 5),
    casCarre("le carré en bas à droite contient le nombre", 8, 8, 5),
  ],
};

// ——— test ———

/** Un test qui n'appelle que certains des trois tests, combinés par « et » ou par « ou ». */
function testFaux(
  tests: ((i: number, j: number, nombre: number, M: number[][]) => boolean)[],
  ou = false,
) {
  return (i: number, j: number, nombre: number, M: number[][]): boolean => {
    const reponses = tests.map((t) => t(i, j, nombre, M));
    return ou ? reponses.some(Boolean) : reponses.every(Boolean);
  };
}

const zoomTest: Zoom = (M, i, j) =>
  [
    `ligne ${i} : ${ecrireRangee(M[i], j)}`,
    `colonne ${j} : ${ecrireRangee(
      M.map((ligne) => ligne[j]),
      i,
    )}`,
    `carré : ${ecrireCarre(i, j, M)}`,
  ].join(" ; ");

function casTest(description: string, i: number, j: number, nombre: number): Cas {
  return cas(description, i, j, nombre, zoomTest(ANNEXE, i, j));
}

const TOUS = "test_ligne(…) && test_colonne(…) && test_carre(…)";

function oubli(nom: string, unite: string): string {
  return (
    `test n'appelle pas ${nom} : un nombre déjà présent dans ${unite} est accepté. ` +
    `Il faut que les trois tests soient vrais : ${TOUS}.`
  );
}

const erreursTest: ErreurTypique[] = [
  {
    code: "test-sans-ligne",
    titre: "test_ligne est oublié",
    explication: oubli("test_ligne", "la ligne"),
    fonction: testFaux([test_colonne, test_carre]),
  },
  {
    code: "test-sans-colonne",
    titre: "test_colonne est oublié",
    explication: oubli("test_colonne", "la colonne"),
    fonction: testFaux([test_ligne, test_carre]),
  },
  {
    code: "test-sans-carre",
    titre: "test_carre est oublié",
    explication: oubli("test_carre", "le carré"),
    fonction: testFaux([test_ligne, test_colonne]),
  },
  {
    code: "test-ou",
    titre: "|| au lieu de &&",
    explication:
      "Avec ||, il suffit qu'un seul des trois tests soit vrai. Le nombre ne doit être ni dans " +
      `la ligne, ni dans la colonne, ni dans le carré : ${TOUS}.`,
    fonction: testFaux([test_ligne, test_colonne, test_carre], true),
  },
];

export const exerciceTest: Exercice = {
  ...COMMUN,
  nom: "test",
  reference: test,
  appelle: ["test_ligne", "test_colonne", "test_carre"],
  erreurs: erreursTest,
  tirer: (hasard) => tirerDesTests(hasard, zoomTest, dansLesTrois),
  cas: [
    casTest("le nombre n'est ni dans la ligne, ni dans la colonne, ni dans le carré", 0, 0, 3),
    casTest("le nombre n'est que dans la ligne", 0, 1, 1),
    casTest("le nombre n'est que dans la colonne", 0, 0, 8),
    casTest("le nombre n'est que dans le carré", 0, 1, 7),
    casTest("le nombre est dans la ligne, la colonne et le carré", 1, 1, 7),
  ],
};
