/**
 * Leçon 4, formulation de Lewis : le coût `cout(M)` d'une grille pleine et
 * le mouvement `echanger(M, fixes, i1, j1, i2, j2)`. Les versions de
 * référence passent par la bibliothèque (`coutLewis`, `ConfigurationLewis`).
 */
import { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";
import { ConfigurationLewis, coutLewis } from "../recherche/lewis";
import { memeBooleen } from "./comparaison";
import type { Cas, Exercice } from "./exercice";
import { ANNEXE, SOLUTION, avec, casMatrice } from "./grilles";
import { LATIN, LIGNES_CONSTANTES, LIGNES_IDENTIQUES } from "./recherche-grille";
import {
  carresTires,
  casesDuCarre,
  configurationTiree,
  fixesEnTexte,
  fixesTirees,
} from "./recherche-tirages";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

// ——— Les grilles des cas ———

/**
 * L'état initial de Lewis pour l'annexe, sans hasard : chaque carré reçoit
 * dans ses cases vides, lues ligne par ligne, ses valeurs manquantes par
 * ordre croissant.
 */
export const LEWIS_ANNEXE = remplirLesCarres(ANNEXE);

/** Les cases fixes de l'annexe : `true` là où l'énoncé donne une valeur. */
export const FIXES_ANNEXE = ANNEXE.map((ligne) => ligne.map((v) => v !== 0));

/**
 * Des cases fixes pour les cas des boucles de la leçon 4 : toutes, sauf, dans
 * les carrés `carres`, les cases (i, j) où i + j est pair (cinq par carré).
 */
export function fixesHors(carres: number[]): boolean[][] {
  const libre = (i: number, j: number) =>
    carres.includes(3 * Math.floor(i / 3) + Math.floor(j / 3)) && (i + j) % 2 === 0;
  return Array.from({ length: 9 }, (_, i) => Array.from({ length: 9 }, (_, j) => !libre(i, j)));
}

function remplirLesCarres(M: number[][]): number[][] {
  const plein = M.map((ligne) => [...ligne]);
  for (let c = 0; c < 9; c++) {
    const [i0, j0] = [3 * Math.floor(c / 3), 3 * (c % 3)];
    const cases = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => [i0 + Math.floor(r / 3), j0 + (r % 3)]);
    const presentes = new Set(cases.map(([i, j]) => M[i][j]));
    const manquantes = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !presentes.has(v));
    for (const [i, j] of cases.filter(([i, j]) => M[i][j] === 0)) {
      plein[i][j] = manquantes.shift() as number;
    }
  }
  return plein;
}

/** La solution où (0, 0) et (1, 1), du même carré, sont échangées : deux lignes et deux colonnes touchées. */
const ECHANGE_EN_DIAGONALE = avec(SOLUTION, [
  [0, 0, SOLUTION[1][1]],
  [1, 1, SOLUTION[0][0]],
]);

/** Une ligne qui répète trois fois la même valeur : 2 valeurs manquantes, mais 3 paires égales. */
const TROIS_FOIS_LE_MEME = avec(SOLUTION, [
  [0, 1, SOLUTION[0][0]],
  [0, 2, SOLUTION[0][0]],
]);

// ——— cout ———

/** Les unités (lignes, colonnes, carrés) d'une matrice 9×9, chacune comme liste de valeurs. */
function unites(M: number[][], sorte: "lignes" | "colonnes" | "carres"): number[][] {
  return Array.from({ length: 9 }, (_, u) => {
    if (sorte === "lignes") return M[u];
    if (sorte === "colonnes") return M.map((ligne) => ligne[u]);
    const [i0, j0] = [3 * Math.floor(u / 3), 3 * (u % 3)];
    return [0, 1, 2].flatMap((a) => M[i0 + a].slice(j0, j0 + 3));
  });
}

const manquantes = (valeurs: number[]) => 9 - new Set(valeurs).size;

/** Les paires de cases égales d'une unité (au lieu des valeurs manquantes). */
function paires(valeurs: number[]): number {
  let n = 0;
  for (let a = 0; a < 9; a++) for (let b = a + 1; b < 9; b++) if (valeurs[a] === valeurs[b]) n++;
  return n;
}

function coutFaux(sortes: ("lignes" | "colonnes" | "carres")[], compter: (u: number[]) => number) {
  return (M: number[][]): number =>
    sortes.reduce((s, sorte) => s + unites(M, sorte).reduce((t, u) => t + compter(u), 0), 0);
}

/**
 * Les cas tirés : une configuration de Lewis tirée (carrés complets), une
 * grille pleine de valeurs tirées une à une (ses carrés ne le sont pas), et
 * une solution tirée dont une ligne reçoit trois fois la même valeur.
 */
function tirerDesCouts(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const S = grillePleineTiree(hasard);
    let M: number[][];
    let quoi: string;
    if (k === 0) {
      const fixes = fixesTirees(hasard, carresTires(hasard, entre(hasard, 5, 9)), 2, 9);
      M = configurationTiree(hasard, S, fixes);
      quoi = "une configuration de Lewis tirée (chaque carré complet)";
    } else if (k === 1) {
      M = S.map((ligne) => ligne.map(() => entre(hasard, 1, 9)));
      quoi =
        "une grille pleine de valeurs tirées une à une (ni lignes, ni colonnes, ni carrés complets)";
    } else {
      const i = hasard.entier(9);
      const [j1, j2, j3] = hasard.melanger([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      M = S;
      M[i][j2] = M[i][j1];
      M[i][j3] = M[i][j1];
      quoi = `une solution tirée où (${i}, ${j2}) et (${i}, ${j3}) reçoivent la valeur de (${i}, ${j1})`;
    }
    return casMatrice(quoi, M, `${grilleEnTexte(M)} (ligne par ligne)`);
  });
}

export const exerciceCout: Exercice = {
  nom: "cout",
  parametres: ["M"],
  obligatoires: 1,
  reference: (M: number[][]) => coutLewis(Grille.depuisMatrice(M)),
  // Le coût de la bibliothèque, pour une grille : cout(M) en une ligne.
  equivalents: [coutLewis],
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  memeValeur: (attendue, obtenue) => attendue === obtenue,
  tirer: tirerDesCouts,
  cas: [
    casMatrice("une grille résolue : coût 0", SOLUTION, "solution de l'annexe"),
    casMatrice(
      "l'état initial de Lewis pour l'annexe",
      LEWIS_ANNEXE,
      "l'annexe dont chaque carré est complété par ses valeurs manquantes, dans l'ordre",
    ),
    casMatrice(
      "deux cases d'un même carré échangées, en diagonale",
      ECHANGE_EN_DIAGONALE,
      "solution de l'annexe où (0, 0) et (1, 1) sont échangées",
    ),
    casMatrice(
      "un carré latin : les carrés ne comptent pas dans ce coût",
      LATIN,
      "M[i][j] = (i + j) % 9 + 1",
    ),
    casMatrice(
      "chaque colonne est constante",
      LIGNES_IDENTIQUES,
      "chaque ligne vaut 1 2 3 4 5 6 7 8 9",
    ),
    casMatrice(
      "chaque ligne est constante",
      LIGNES_CONSTANTES,
      "la ligne i ne contient que des i + 1",
    ),
    casMatrice(
      "une valeur trois fois dans une ligne",
      TROIS_FOIS_LE_MEME,
      "solution de l'annexe où M[0][1] et M[0][2] reçoivent M[0][0]",
    ),
  ],
  erreurs: [
    {
      code: "cout-lignes-seulement",
      titre: "seules les lignes sont comptées",
      explication:
        "Le coût de Lewis additionne les valeurs manquantes de chaque ligne et de chaque " +
        "colonne. (Les carrés, eux, sont toujours complets : inutile de les compter.)",
      fonction: coutFaux(["lignes"], manquantes),
    },
    {
      code: "cout-avec-carres",
      titre: "les carrés sont comptés aussi",
      explication:
        "Dans la formulation de Lewis, chaque carré contient toujours une fois chaque valeur : " +
        "le coût ne regarde que les lignes et les colonnes. Les compter ne change rien aux états " +
        "de Lewis, mais donne un autre nombre pour une grille quelconque.",
      fonction: coutFaux(["lignes", "colonnes", "carres"], manquantes),
    },
    {
      code: "cout-paires",
      titre: "le coût compte les paires de cases égales",
      explication:
        "On compte les valeurs manquantes : une ligne où une valeur apparaît trois fois a " +
        "deux valeurs manquantes, mais trois paires de cases égales. Comptez les valeurs de 1 à 9 " +
        "absentes (ou 9 moins le nombre de valeurs différentes).",
      fonction: coutFaux(["lignes", "colonnes"], paires),
    },
    {
      code: "cout-presentes",
      titre: "le coût compte les valeurs présentes au lieu des manquantes",
      explication:
        "Une grille résolue doit coûter 0. Pour chaque ligne et chaque colonne, comptez les " +
        "valeurs de 1 à 9 qui n'y sont pas.",
      fonction: coutFaux(["lignes", "colonnes"], (u) => new Set(u).size),
    },
  ],
};

// ——— echanger ———

type Echange = (M: number[][], fixes: boolean[][], ...cases: number[]) => boolean;

/** La référence : refuse sans toucher M, ou échange et renvoie true. */
const echangerReference: Echange = (M, fixes, i1, j1, i2, j2) => {
  const config = new ConfigurationLewis(M.flat(), fixes.flat());
  if (!config.echangePermis(i1 * 9 + j1, i2 * 9 + j2)) return false;
  [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
  return true;
};

/** Une version fausse : quelles conditions elle vérifie, et comment elle échange. */
function echangeFaux(choix: {
  fixe1?: boolean;
  fixe2?: boolean;
  memeCarre: (i1: number, j1: number, i2: number, j2: number) => boolean;
  sansTemporaire?: boolean;
}): Echange {
  return (M, fixes, i1, j1, i2, j2) => {
    if (choix.fixe1 !== false && fixes[i1][j1]) return false;
    if (choix.fixe2 !== false && fixes[i2][j2]) return false;
    if (!choix.memeCarre(i1, j1, i2, j2)) return false;
    if (choix.sansTemporaire) {
      M[i1][j1] = M[i2][j2];
      M[i2][j2] = M[i1][j1];
    } else {
      [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
    }
    return true;
  };
}

const carre = (i: number, j: number) => 3 * Math.floor(i / 3) + Math.floor(j / 3);
const memeCarre = (i1: number, j1: number, i2: number, j2: number) =>
  carre(i1, j1) === carre(i2, j2) && (i1 !== i2 || j1 !== j2);

function casEchange(description: string, i1: number, j1: number, i2: number, j2: number): Cas {
  const f = (i: number, j: number) => `(${i}, ${j}) ${FIXES_ANNEXE[i][j] ? "fixe" : "libre"}`;
  return {
    description,
    arguments: [LEWIS_ANNEXE, FIXES_ANNEXE, i1, j1, i2, j2],
    contexte:
      "M = état initial de Lewis pour l'annexe (carrés complétés dans l'ordre), " +
      `fixes = les indices de l'annexe ; ${f(i1, j1)}, ${f(i2, j2)}`,
  };
}

/**
 * Les cas tirés, chacun sur une autre configuration de Lewis (de 2 à 7
 * cases libres dans 4 à 9 carrés) : deux cases libres d'un même carré, une
 * case fixe et une libre d'un même carré (dans un ordre tiré), deux cases
 * libres de deux carrés d'une même bande, et deux cases libres de deux
 * carrés d'une même colonne de carrés.
 */
function tirerDesEchanges(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const carres = carresTires(hasard, entre(hasard, 4, 9));
    const fixes = fixesTirees(hasard, carres, 2, 7);
    const M = configurationTiree(hasard, grillePleineTiree(hasard), fixes);
    const libres = (c: number) => casesDuCarre(c).filter(([i, j]) => !fixes[i][j]);
    let a: [number, number];
    let b: [number, number];
    let quoi: string;
    if (k === 0) {
      [a, b] = hasard.melanger(libres(hasard.choisir(carres))).slice(0, 2);
      quoi = "deux cases libres d'un même carré";
    } else if (k === 1) {
      const c = hasard.choisir(carres);
      [a, b] = [
        hasard.choisir(casesDuCarre(c).filter(([i, j]) => fixes[i][j])),
        hasard.choisir(libres(c)),
      ];
      if (hasard.entier(2) === 0) [a, b] = [b, a];
      quoi = "une case fixe et une case libre d'un même carré";
    } else {
      // Deux carrés de la même bande (k = 2) ou de la même colonne de carrés (k = 3).
      const voisins = (c: number, d: number) =>
        k === 2 ? Math.floor(c / 3) === Math.floor(d / 3) : c % 3 === d % 3;
      const paires = carres.flatMap((c) =>
        carres.filter((d) => d !== c && voisins(c, d)).map((d) => [c, d]),
      );
      const [c, d] = paires.length > 0 ? hasard.choisir(paires) : [carres[0], carres[1]];
      [a, b] = [hasard.choisir(libres(c)), hasard.choisir(libres(d))];
      const ou = paires.length === 0 ? "" : k === 2 ? ", d'une même bande" : ", l'un sous l'autre";
      quoi = `deux cases libres de deux carrés différents${ou}`;
    }
    const f = ([i, j]: [number, number]) => `(${i}, ${j}) ${fixes[i][j] ? "fixe" : "libre"}`;
    return {
      description: `${quoi}, sur une autre configuration`,
      arguments: [M, fixes, ...a, ...b],
      contexte: `M = ${grilleEnTexte(M)} (ligne par ligne) ; ${fixesEnTexte(fixes)} ; ${f(a)}, ${f(b)}`,
    };
  });
}

export const exerciceEchanger: Exercice = {
  nom: "echanger",
  parametres: ["M", "fixes", "i1", "j1", "i2", "j2"],
  obligatoires: 6,
  reference: echangerReference,
  indiceMatrice: 0,
  delai: 1000,
  appelle: [],
  memeValeur: memeBooleen,
  tirer: tirerDesEchanges,
  cas: [
    casEchange("deux cases libres d'un même carré, en diagonale", 0, 0, 1, 1),
    casEchange("deux cases libres d'un même carré, sur une même ligne", 0, 0, 0, 1),
    casEchange("la première case est fixe", 0, 3, 1, 3),
    casEchange("la seconde case est fixe", 1, 3, 0, 3),
    casEchange("même ligne, deux carrés voisins", 0, 2, 0, 5),
    casEchange("même colonne, deux carrés l'un sous l'autre", 1, 1, 4, 1),
    casEchange("même bande de carrés, colonnes éloignées", 0, 1, 1, 7),
    casEchange("deux cases libres du carré central", 3, 4, 4, 5),
  ],
  erreurs: [
    {
      code: "echange-sans-temporaire",
      titre: "la première valeur est écrasée avant d'être recopiée",
      explication:
        "Après M[i1][j1] = M[i2][j2], l'ancienne valeur de (i1, j1) est perdue : les deux cases " +
        "finissent égales. Gardez-la d'abord : const t = M[i1][j1]; M[i1][j1] = M[i2][j2]; M[i2][j2] = t;",
      fonction: echangeFaux({ memeCarre, sansTemporaire: true }),
    },
    {
      code: "echange-cases-fixes",
      titre: "les cases fixes sont échangées",
      explication:
        "Les indices de l'énoncé ne bougent jamais : si l'une des deux cases est fixe " +
        "(fixes[i][j] vaut true), refusez l'échange et renvoyez false.",
      fonction: echangeFaux({ memeCarre, fixe1: false, fixe2: false }),
    },
    {
      code: "echange-seconde-case-fixe",
      titre: "seule la première case est testée : la seconde peut être fixe",
      explication: "Les deux cases doivent être libres : testez fixes[i1][j1] et fixes[i2][j2].",
      fonction: echangeFaux({ memeCarre, fixe2: false }),
    },
    {
      code: "echange-sans-carre",
      titre: "deux cases de carrés différents sont échangées",
      explication:
        "Un mouvement de Lewis reste dans un carré : c'est ce qui garde chaque carré complet. " +
        "Vérifiez que 3·⌊i1/3⌋ + ⌊j1/3⌋ vaut 3·⌊i2/3⌋ + ⌊j2/3⌋.",
      fonction: echangeFaux({ memeCarre: (i1, j1, i2, j2) => i1 !== i2 || j1 !== j2 }),
    },
    {
      code: "echange-bande-seulement",
      titre: "seules les lignes des carrés sont comparées",
      explication:
        "Deux cases de la même bande (Math.floor(i / 3) égaux) peuvent être dans des carrés " +
        "différents : comparez aussi Math.floor(j / 3).",
      fonction: echangeFaux({
        memeCarre: (i1, j1, i2, j2) =>
          Math.floor(i1 / 3) === Math.floor(i2 / 3) && (i1 !== i2 || j1 !== j2),
      }),
    },
  ],
};
