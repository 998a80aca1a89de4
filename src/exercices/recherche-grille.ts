/**
 * Leçon 4, formulation 1 : `actions` et `estBut`, sur des matrices M 9×9
 * (0 pour une case vide). Les versions de référence passent par la
 * bibliothèque (`actionsGrille`, `estButGrille`).
 */
import { Grille } from "../grille/grille";
import { actionsGrille, estButGrille, etatDepuisGrille } from "../recherche/formulation-grille";
import type { Hasard } from "../hasard/hasard";
import { memeBooleen } from "./comparaison";
import type { Cas, Exercice } from "./exercice";
import { ANNEXE, PRESQUE_PLEINE, SANS_SOLUTION, SOLUTION, VIDE, avec, casMatrice } from "./grilles";
import { casTires, entre, grilleEnTexte, grillePleineTiree, grilleTiree } from "./tirages";

type Triplet = [number, number, number];

// ——— Des grilles faites pour piéger ———

/** Un carré latin : lignes et colonnes sans doublon, mais les carrés en ont. */
export const LATIN = Array.from({ length: 9 }, (_, i) =>
  Array.from({ length: 9 }, (_, j) => ((i + j) % 9) + 1),
);

/** Chaque ligne vaut 1 2 … 9 : les lignes sont justes, chaque colonne est constante. */
export const LIGNES_IDENTIQUES = Array.from({ length: 9 }, () =>
  Array.from({ length: 9 }, (_, j) => j + 1),
);

/** La ligne i ne contient que des i + 1 : les colonnes sont justes, pas les lignes. */
export const LIGNES_CONSTANTES = Array.from({ length: 9 }, (_, i) =>
  Array.from({ length: 9 }, () => i + 1),
);

/** La solution de l'annexe où l'on a échangé (0, 0) et (0, 1) : un même carré, une même ligne. */
export const ECHANGE_DANS_LIGNE = avec(SOLUTION, [
  [0, 0, SOLUTION[0][1]],
  [0, 1, SOLUTION[0][0]],
]);

/** La transposée de la solution : une autre grille résolue. */
const TRANSPOSEE = SOLUTION.map((ligne, i) => ligne.map((_, j) => SOLUTION[j][i]));

// ——— actions ———

const etat = (M: number[][]) => etatDepuisGrille(Grille.depuisMatrice(M));

/** Les triplets écrits "i,j,v" ; `undefined` si ce n'est pas une liste de triplets. */
function clesDesTriplets(valeur: unknown): string[] | undefined {
  if (!Array.isArray(valeur)) return undefined;
  const cles: string[] = [];
  for (const t of valeur) {
    if (!Array.isArray(t) || t.length !== 3 || !t.every((x) => typeof x === "number")) {
      return undefined;
    }
    cles.push(t.join(","));
  }
  return cles;
}

/** Les mêmes triplets, dans n'importe quel ordre, chacun une seule fois. */
function memesTriplets(attendue: unknown, obtenue: unknown): boolean {
  const a = clesDesTriplets(attendue);
  const o = clesDesTriplets(obtenue);
  if (a === undefined || o === undefined || a.length !== o.length) return false;
  const attendus = new Set(a);
  return new Set(o).size === o.length && o.every((c) => attendus.has(c));
}

/** « en trop (3) : [0, 0, 6]… ; manquants (1) : … ; en double : … » */
function differenceDeTriplets(attendue: unknown, obtenue: unknown): string | undefined {
  const a = clesDesTriplets(attendue);
  const o = clesDesTriplets(obtenue);
  if (a === undefined) return undefined;
  if (o === undefined) return "on attend une liste de triplets [i, j, v]";
  const [setA, setO] = [new Set(a), new Set(o)];
  const morceaux: string[] = [];
  const enTrop = [...setO].filter((c) => !setA.has(c));
  const manquants = [...setA].filter((c) => !setO.has(c));
  if (enTrop.length > 0) morceaux.push(`en trop (${enTrop.length}) : ${citer(enTrop)}`);
  if (manquants.length > 0) morceaux.push(`manquants (${manquants.length}) : ${citer(manquants)}`);
  if (setO.size < o.length) morceaux.push(`${o.length - setO.size} triplet(s) en double`);
  return morceaux.join(" ; ") || undefined;
}

function citer(cles: string[]): string {
  const montres = cles.slice(0, 4).map((c) => `[${c.split(",").join(", ")}]`);
  return montres.join(", ") + (cles.length > 4 ? "…" : "");
}

/** Une version fausse de `actions` : on choisit quelles cases et quelles valeurs on regarde. */
function actionsFausses(choix: {
  casesRemplies?: boolean;
  sansCarre?: boolean;
  valeurMax?: number;
  premiereCaseSeulement?: boolean;
  sansContrainte?: boolean;
}) {
  return (M: number[][]): Triplet[] => {
    const triplets: Triplet[] = [];
    for (let i = 0; i < 9; i++) {
      for (let j = 0; j < 9; j++) {
        if (M[i][j] !== 0 && !choix.casesRemplies) continue;
        for (let v = 1; v <= (choix.valeurMax ?? 9); v++) {
          if (choix.sansContrainte || permise(M, i, j, v, !choix.sansCarre))
            triplets.push([i, j, v]);
        }
        if (choix.premiereCaseSeulement) return triplets;
      }
    }
    return triplets;
  };
}

/** v n'est ni ailleurs dans la ligne i, ni dans la colonne j, ni (si demandé) dans le carré. */
function permise(M: number[][], i: number, j: number, v: number, carre: boolean): boolean {
  for (let k = 0; k < 9; k++) {
    if ((k !== j && M[i][k] === v) || (k !== i && M[k][j] === v)) return false;
  }
  if (!carre) return true;
  const [i0, j0] = [i - (i % 3), j - (j % 3)];
  for (let a = i0; a < i0 + 3; a++) {
    for (let b = j0; b < j0 + 3; b++) if ((a !== i || b !== j) && M[a][b] === v) return false;
  }
  return true;
}

/** Les cas tirés : trois autres grilles, presque pleine, à moitié vide, presque vide. */
function tirerDesActions(hasard: Hasard): Cas[] {
  const vides: [number, number][] = [
    [5, 20],
    [30, 50],
    [55, 75],
  ];
  return casTires(3, (k) => {
    const M = grilleTiree(hasard, entre(hasard, ...vides[k]));
    const n = M.flat().filter((v) => v === 0).length;
    return casMatrice(
      `une autre grille, ${n} cases vides`,
      M,
      `${grilleEnTexte(M)} (ligne par ligne)`,
    );
  });
}

export const exerciceActions: Exercice = {
  nom: "actions",
  parametres: ["M"],
  obligatoires: 1,
  reference: (M: number[][]) => actionsGrille(etat(M), "toutes"),
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  memeValeur: memesTriplets,
  difference: differenceDeTriplets,
  tirer: tirerDesActions,
  cas: [
    casMatrice(
      "six cases vides, chacune avec une seule valeur possible (dont un 9)",
      PRESQUE_PLEINE,
      "solution de l'annexe où six cases sont vidées",
    ),
    casMatrice("une grille déjà remplie : aucune action", SOLUTION, "solution de l'annexe"),
    casMatrice("la grille de l'annexe", ANNEXE, "grille de l'annexe"),
    casMatrice(
      "une case sans aucune valeur possible : elle ne propose rien, les autres si",
      SANS_SOLUTION,
      "ligne 0 = 0 1 2 3 4 5 6 7 8, un 9 en (3, 0), le reste vide",
    ),
    casMatrice("une grille vide : 81 cases × 9 valeurs", VIDE, "grille vide (que des 0)"),
  ],
  erreurs: [
    {
      code: "actions-cases-remplies",
      titre: "des actions sont proposées pour des cases déjà remplies",
      explication:
        "Une action écrit une valeur dans une case vide. Les cases remplies (indices de " +
        "l'énoncé ou valeurs déjà choisies) ne changent plus : sautez-les avec if (M[i][j] !== 0) continue.",
      fonction: actionsFausses({ casesRemplies: true }),
    },
    {
      code: "actions-sans-carre",
      titre: "le carré n'est pas vérifié",
      explication:
        "Une valeur permise ne doit figurer ni dans la ligne, ni dans la colonne, ni dans le " +
        "carré 3×3 de la case. Le carré de (i, j) commence en (3·⌊i/3⌋, 3·⌊j/3⌋).",
      fonction: actionsFausses({ sansCarre: true }),
    },
    {
      code: "actions-jusqua-8",
      titre: "la valeur 9 n'est jamais proposée",
      explication: "Les valeurs vont de 1 à 9 inclus : la boucle est for (let v = 1; v <= 9; v++).",
      fonction: actionsFausses({ valeurMax: 8 }),
    },
    {
      code: "actions-premiere-case",
      titre: "seule la première case vide propose des actions",
      explication:
        "Dans la formulation du rapport, toutes les cases vides proposent leurs valeurs " +
        "permises. (Ne regarder qu'une case est une autre formulation, vue plus loin dans la leçon.)",
      fonction: actionsFausses({ premiereCaseSeulement: true }),
    },
    {
      code: "actions-sans-contraintes",
      titre: "toutes les valeurs de 1 à 9 sont proposées, même celles qui créent un conflit",
      explication:
        "Les actions de la formulation 1 gardent la grille valide : une valeur déjà présente " +
        "dans la ligne, la colonne ou le carré n'est pas une action.",
      fonction: actionsFausses({ sansContrainte: true }),
    },
  ],
};

// ——— estBut ———

/** Une version fausse de `estBut` : quelles vérifications elle fait. */
function butFaux(choix: { remplie: boolean; lignes: boolean; colonnes: boolean; carres: boolean }) {
  return (M: number[][]): boolean => {
    if (choix.remplie && M.some((ligne) => ligne.includes(0))) return false;
    const sansDoublon = (valeurs: number[]) => {
      const pleines = valeurs.filter((v) => v !== 0);
      return new Set(pleines).size === pleines.length;
    };
    for (let u = 0; u < 9; u++) {
      if (choix.lignes && !sansDoublon(M[u])) return false;
      if (choix.colonnes && !sansDoublon(M.map((ligne) => ligne[u]))) return false;
      const [i0, j0] = [3 * Math.floor(u / 3), 3 * (u % 3)];
      const carre = [0, 1, 2].flatMap((a) => M[i0 + a].slice(j0, j0 + 3));
      if (choix.carres && !sansDoublon(carre)) return false;
    }
    return true;
  };
}

/**
 * Les cas tirés, chacun sur une autre solution : telle quelle ; deux lignes
 * de bandes différentes échangées (lignes et colonnes justes, carrés faux) ;
 * deux cases d'une même ligne et d'un même carré échangées (colonnes
 * fausses), ou d'une même colonne (lignes fausses) ; quelques cases vidées.
 */
function tirerDesButs(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const M = grillePleineTiree(hasard);
    let quoi = "une autre grille résolue";
    if (k === 1) {
      const [b1, b2] = hasard.melanger([0, 1, 2]);
      const [i1, i2] = [3 * b1 + hasard.entier(3), 3 * b2 + hasard.entier(3)];
      [M[i1], M[i2]] = [M[i2], M[i1]];
      quoi = `une solution tirée dont les lignes ${Math.min(i1, i2)} et ${Math.max(i1, i2)} sont échangées`;
    } else if (k === 2) {
      // Deux cases d'un même carré, sur une même ligne ou (une fois sur deux) une même colonne.
      const [a, b, c] = [hasard.entier(9), hasard.entier(3), hasard.entier(9)];
      const [d1, d2] = hasard.melanger([0, 1, 2]);
      const enLigne = hasard.entier(2) === 0;
      const [i1, j1, i2, j2] = enLigne
        ? [a, 3 * b + d1, a, 3 * b + d2]
        : [3 * b + d1, c, 3 * b + d2, c];
      [M[i1][j1], M[i2][j2]] = [M[i2][j2], M[i1][j1]];
      quoi = `une solution tirée où (${i1}, ${j1}) et (${i2}, ${j2}) sont échangées`;
    } else if (k === 3) {
      const n = entre(hasard, 1, 3);
      for (const m of hasard.melanger(Array.from({ length: 81 }, (_, m) => m)).slice(0, n))
        M[Math.floor(m / 9)][m % 9] = 0;
      quoi = `une solution tirée dont ${n} ${n > 1 ? "cases sont vidées" : "case est vidée"}`;
    }
    return casMatrice(quoi, M, `${grilleEnTexte(M)} (ligne par ligne, 0 : case vide)`);
  });
}

export const exerciceEstBut: Exercice = {
  nom: "estBut",
  parametres: ["M"],
  obligatoires: 1,
  reference: (M: number[][]) => estButGrille(etat(M)),
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  memeValeur: memeBooleen,
  tirer: tirerDesButs,
  cas: [
    casMatrice("une grille résolue", SOLUTION, "solution de l'annexe"),
    casMatrice("une autre grille résolue", TRANSPOSEE, "transposée de la solution de l'annexe"),
    casMatrice(
      "six cases vides, sans conflit",
      PRESQUE_PLEINE,
      "solution où six cases sont vidées",
    ),
    casMatrice(
      "la grille de l'annexe, sans conflit mais pleine de trous",
      ANNEXE,
      "grille de l'annexe",
    ),
    casMatrice(
      "pleine, lignes et colonnes justes, carrés faux",
      LATIN,
      "carré latin : M[i][j] = (i + j) % 9 + 1",
    ),
    casMatrice(
      "pleine, lignes et carrés justes, deux colonnes fausses",
      ECHANGE_DANS_LIGNE,
      "solution de l'annexe où (0, 0) et (0, 1) sont échangées",
    ),
    casMatrice(
      "pleine, lignes justes, colonnes et carrés faux",
      LIGNES_IDENTIQUES,
      "chaque ligne vaut 1 2 3 4 5 6 7 8 9",
    ),
    casMatrice(
      "pleine, colonnes justes, lignes et carrés faux",
      LIGNES_CONSTANTES,
      "la ligne i ne contient que des i + 1",
    ),
  ],
  erreurs: [
    {
      code: "but-sans-carres",
      titre: "les carrés ne sont pas vérifiés",
      explication:
        "Une grille dont les lignes et les colonnes sont justes peut encore avoir deux fois la " +
        "même valeur dans un carré 3×3 (un carré latin, par exemple) : ce n'est pas une solution.",
      fonction: butFaux({ remplie: true, lignes: true, colonnes: true, carres: false }),
    },
    {
      code: "but-remplie-seulement",
      titre: "seul le remplissage est vérifié",
      explication:
        "Une grille pleine n'est un but que si aucune ligne, colonne ou carré ne répète une " +
        "valeur. (Dans la formulation 1, les actions gardent la grille valide, mais estBut doit " +
        "le vérifier : le rapport la définit ainsi, et elle sert aussi ailleurs.)",
      fonction: butFaux({ remplie: true, lignes: false, colonnes: false, carres: false }),
    },
    {
      code: "but-valide-seulement",
      titre: "une grille incomplète est acceptée",
      explication:
        "Sans conflit ne suffit pas : un but est une grille remplie. Testez d'abord " +
        "qu'aucune case ne vaut 0.",
      fonction: butFaux({ remplie: false, lignes: true, colonnes: true, carres: true }),
    },
    {
      code: "but-lignes-seulement",
      titre: "seules les lignes sont vérifiées",
      explication:
        "Il faut aussi les colonnes et les carrés : chaque valeur une seule fois dans chacune " +
        "des 27 unités.",
      fonction: butFaux({ remplie: true, lignes: true, colonnes: false, carres: false }),
    },
  ],
};
