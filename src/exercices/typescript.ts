/**
 * Leçon 0 : cinq petits exercices pour prendre en main TypeScript sur des
 * objets du Sudoku. `compterVides` (parcourir une matrice sans la modifier),
 * `numeroDeCarre` (division entière), `transposer` (fabriquer une nouvelle
 * matrice), `compterValeurs` (remplir une Map) et `premiereCaseVide` (chercher
 * avec `findIndex`, rendre un couple ou `"pleine"` : un type union).
 */
import { ecartsMatrice, ecrire } from "./affichage";
import { egales } from "./comparaison";
import { numeroDeCarre as numeroDeCarreDuCours } from "../grille/regles";
import type { Hasard } from "../hasard/hasard";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { ANNEXE, SOLUTION, VIDE, avec, casMatrice } from "./grilles";
import { casTires, entre, grilleEnTexte, grillePleineTiree, grilleTiree } from "./tirages";

/** Au plus tant d'écarts cités dans une différence. */
const ECARTS_MONTRES = 3;

/** « a, b, c, et 2 autre(s) » : les premiers écarts seulement. */
function citer(ecarts: string[]): string | undefined {
  if (ecarts.length === 0) return undefined;
  const montres = ecarts.slice(0, ECARTS_MONTRES).join(", ");
  const autres = ecarts.length - ECARTS_MONTRES;
  return autres > 0 ? `${montres}, et ${autres} autre(s)` : montres;
}

// ——— compterVides ———

function compterVides(M: number[][]): number {
  let vides = 0;
  for (const ligne of M) {
    for (const valeur of ligne) if (valeur === 0) vides++;
  }
  return vides;
}

const erreursVides: ErreurTypique[] = [
  {
    code: "vides-return-dans-la-boucle",
    titre: "le return est dans la boucle des lignes",
    explication:
      "La fonction rend son compte dès la fin de la première ligne : seules les cases vides " +
      "de la ligne 0 sont comptées. Le return vient après les deux boucles, une fois toutes " +
      "les lignes parcourues.",
    fonction: (M: number[][]) => {
      let vides = 0;
      for (const ligne of M) {
        for (const valeur of ligne) if (valeur === 0) vides++;
        return vides;
      }
      return vides;
    },
  },
  {
    code: "vides-condition-inversee",
    titre: "ce sont les cases remplies qui sont comptées",
    explication:
      "La condition compte les cases où M[i][j] !== 0. Une case vide contient 0 : " +
      "comptez celles où M[i][j] === 0.",
    fonction: (M: number[][]) => M.flat().filter((valeur) => valeur !== 0).length,
  },
  {
    code: "vides-affectation",
    titre: "= au lieu de === dans le test de la case",
    explication:
      "if (M[i][j] = 0) écrit 0 dans la case au lieu de la comparer : la grille est effacée, " +
      "et comme la condition vaut 0 (faux), aucune case n'est comptée. Pour comparer, " +
      "écrivez M[i][j] === 0.",
    fonction: (M: number[][]) => {
      let vides = 0;
      for (let i = 0; i < M.length; i++) {
        for (let j = 0; j < M[i].length; j++) {
          // Le défaut : = écrit 0 dans la case, et la condition, qui vaut 0, est fausse.
          // eslint-disable-next-line no-constant-condition -- c'est l'erreur imitée
          if ((M[i][j] = 0)) vides++;
        }
      }
      return vides;
    },
  },
  {
    code: "vides-derniere-ligne-oubliee",
    titre: "les boucles s'arrêtent une case trop tôt",
    explication:
      "La dernière ligne et la dernière colonne (8) ne sont jamais regardées, par exemple " +
      "avec i < 8 au lieu de i < 9. Les indices vont de 0 à 8 : la condition est i < 9, " +
      "ou mieux i < M.length.",
    fonction: (M: number[][]) => {
      let vides = 0;
      for (let i = 0; i < 8; i++) {
        for (let j = 0; j < 8; j++) if (M[i][j] === 0) vides++;
      }
      return vides;
    },
  },
];

/**
 * D'autres grilles : une au nombre de cases vides tiré, puis une grille
 * pleine dont une seule case, au bord droit ou en bas, est vide (là où
 * s'arrêtent les boucles trop courtes), puis une autre au hasard.
 */
function tirerDesVides(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    if (k === 1) {
      const M = grillePleineTiree(hasard);
      const bord = entre(hasard, 0, 8);
      const [i, j] = hasard.entier(2) === 0 ? [8, bord] : [bord, 8];
      M[i][j] = 0;
      return casMatrice(
        `une grille pleine où seule la case (${i}, ${j}) est vide`,
        M,
        `${grilleEnTexte(M)} (ligne par ligne)`,
      );
    }
    const M = grilleTiree(hasard, entre(hasard, 2, 79));
    return casMatrice("une autre grille", M, `${grilleEnTexte(M)} (ligne par ligne)`);
  });
}

export const exerciceCompterVides: Exercice = {
  nom: "compterVides",
  parametres: ["M"],
  obligatoires: 1,
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  reference: compterVides,
  erreurs: erreursVides,
  memeValeur: egales,
  tirer: tirerDesVides,
  cas: [
    casMatrice("la grille de l'annexe", ANNEXE, "grille de l'annexe (28 cases remplies)"),
    casMatrice("une grille vide", VIDE, "grille vide (que des 0)"),
    casMatrice("une grille complète", SOLUTION, "solution de l'annexe (aucun 0)"),
    casMatrice(
      "une seule case vide, en bas à droite",
      avec(SOLUTION, [[8, 8, 0]]),
      "solution de l'annexe où M[8][8] vaut 0",
    ),
    casMatrice(
      "une seule case vide, en haut à gauche",
      avec(SOLUTION, [[0, 0, 0]]),
      "solution de l'annexe où M[0][0] vaut 0",
    ),
  ],
};

// ——— numeroDeCarre ———

function numeroDeCarre(i: number, j: number): number {
  return 3 * Math.floor(i / 3) + Math.floor(j / 3);
}

/** Une précision quand le numéro n'en est pas un : pas entier, ou hors de 0 à 8. */
function differenceDeNumero(_attendue: unknown, obtenue: unknown): string | undefined {
  if (typeof obtenue !== "number") return undefined;
  if (!Number.isInteger(obtenue)) {
    return "un numéro de carré est un entier (8 / 3 vaut 2.666…, Math.floor(8 / 3) vaut 2)";
  }
  if (obtenue < 0 || obtenue > 8) return "les carrés sont numérotés de 0 à 8";
  return undefined;
}

function casCarre(description: string, i: number, j: number): Cas {
  return { description, arguments: [i, j] };
}

const erreursCarre: ErreurTypique[] = [
  {
    code: "numero-sans-floor",
    titre: "Math.floor est oublié",
    explication:
      "En TypeScript, il n'y a qu'un type de nombre : i / 3 ne s'arrondit pas, 7 / 3 vaut " +
      "2.333… (il n'y a pas de // comme en Python). Le quotient entier s'écrit " +
      "Math.floor(i / 3).",
    fonction: (i: number, j: number) => 3 * (i / 3) + j / 3,
  },
  {
    code: "numero-indices-echanges",
    titre: "i et j sont échangés",
    explication:
      "Le numéro compte les carrés ligne par ligne : 0, 1, 2 en haut, puis 3, 4, 5… " +
      "C'est la bande de la ligne i qui vaut 3 : 3 * Math.floor(i / 3) + Math.floor(j / 3).",
    fonction: (i: number, j: number) => 3 * Math.floor(j / 3) + Math.floor(i / 3),
  },
  {
    code: "numero-case",
    titre: "3 * i + j ne numérote pas les carrés",
    explication:
      "3 * i + j mélange les indices des cases (0 à 8) et ceux des carrés (0 à 2) : il faut " +
      "d'abord passer de la case au carré, Math.floor(i / 3) et Math.floor(j / 3), puis " +
      "combiner : 3 * Math.floor(i / 3) + Math.floor(j / 3).",
    fonction: (i: number, j: number) => 3 * i + j,
  },
  {
    code: "numero-sans-fois-3",
    titre: "la bande n'est pas multipliée par 3",
    explication:
      "Math.floor(i / 3) + Math.floor(j / 3) donne le même numéro à des carrés différents " +
      "(le carré en haut à droite et celui en bas à gauche valent tous deux 2). Chaque bande " +
      "contient trois carrés : 3 * Math.floor(i / 3) + Math.floor(j / 3).",
    fonction: (i: number, j: number) => Math.floor(i / 3) + Math.floor(j / 3),
  },
];

/**
 * D'autres cases : la première hors de la diagonale des carrés et hors de
 * la première bande (i et j y donnent des bandes différentes, et i / 3
 * n'est pas entier), les autres n'importe où.
 */
function tirerDesCarres(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const i = k === 0 ? 3 * entre(hasard, 1, 2) + entre(hasard, 1, 2) : entre(hasard, 0, 8);
    let j = entre(hasard, 0, 8);
    if (k === 0) while (Math.floor(j / 3) === Math.floor(i / 3)) j = entre(hasard, 0, 8);
    return casCarre(`la case de la ligne ${i}, colonne ${j}`, i, j);
  });
}

export const exerciceNumeroDeCarre: Exercice = {
  nom: "numeroDeCarre",
  parametres: ["i", "j"],
  obligatoires: 2,
  delai: 1000,
  appelle: [],
  reference: numeroDeCarre,
  // Celle de la bibliothèque (sur une grille) porte le même nom : verifier la refuse.
  equivalents: [numeroDeCarreDuCours],
  erreurs: erreursCarre,
  memeValeur: egales,
  difference: differenceDeNumero,
  tirer: tirerDesCarres,
  cas: [
    casCarre("la case en haut à gauche", 0, 0),
    casCarre("la case en haut à droite", 0, 8),
    casCarre("la case en bas à gauche", 8, 0),
    casCarre("la case du centre", 4, 4),
    casCarre("la case en bas à droite", 8, 8),
    casCarre("une case de la ligne 1, colonne 5", 1, 5),
    casCarre("une case de la ligne 5, colonne 1", 5, 1),
  ],
};

// ——— transposer ———

function transposer(M: number[][]): number[][] {
  return Array.from({ length: M[0].length }, (_, j) => M.map((ligne) => ligne[j]));
}

/** Où la matrice rendue diffère de la transposée attendue. */
function differenceDeMatrice(attendue: unknown, obtenue: unknown): string | undefined {
  if (!Array.isArray(attendue)) return undefined;
  if (!Array.isArray(obtenue) || !obtenue.every(Array.isArray)) {
    return "on attend une nouvelle matrice : un tableau de lignes, chacune un tableau de nombres";
  }
  if (obtenue.length !== attendue.length) {
    return `la matrice rendue a ${obtenue.length} ligne(s) au lieu de ${attendue.length}`;
  }
  return ecartsMatrice("T", attendue as number[][], obtenue);
}

const erreursTransposer: ErreurTypique[] = [
  {
    code: "transposer-sur-place",
    titre: "M est transposée sur place",
    explication:
      "La fonction échange M[i][j] et M[j][i] dans M elle-même : la valeur rendue est juste, " +
      "mais la matrice de l'appelant est perdue. Fabriquez une nouvelle matrice T, " +
      "avec T[j][i] = M[i][j], et ne touchez pas à M.",
    fonction: (M: number[][]) => {
      for (let i = 0; i < M.length; i++) {
        for (let j = i + 1; j < M.length; j++) [M[i][j], M[j][i]] = [M[j][i], M[i][j]];
      }
      return M;
    },
  },
  {
    code: "transposer-lignes-partagees",
    titre: "toutes les lignes de T sont un même tableau (fill)",
    explication:
      "new Array(p).fill(new Array(n).fill(0)) ne crée qu'une ligne, et met p fois la même " +
      "dans T : écrire dans T[0] écrit aussi dans T[1], T[2]… Chaque ligne doit être un " +
      "tableau neuf : Array.from({ length: p }, () => new Array(n).fill(0)).",
    fonction: (M: number[][]) => {
      const [n, p] = [M.length, M[0].length];
      const T = new Array<number[]>(p).fill(new Array<number>(n).fill(0));
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < p; j++) T[j][i] = M[i][j];
      }
      return T;
    },
  },
  {
    code: "transposer-rend-m",
    titre: "la matrice rendue est M, non transposée",
    explication:
      "Soit les indices ne sont pas échangés (T[i][j] = M[i][j] recopie M), soit la boucle " +
      "échange M[i][j] et M[j][i] pour tous les couples (i, j) : chaque paire est alors " +
      "échangée deux fois, et le second échange défait le premier. Écrivez dans une " +
      "nouvelle matrice : T[j][i] = M[i][j].",
    fonction: (M: number[][]) => {
      for (let i = 0; i < M.length; i++) {
        for (let j = 0; j < M.length; j++) [M[i][j], M[j][i]] = [M[j][i], M[i][j]];
      }
      return M;
    },
  },
  {
    code: "transposer-carree",
    titre: "la matrice est supposée carrée",
    explication:
      "La fonction prend M.length pour le nombre de lignes et pour le nombre de colonnes. " +
      "Une matrice de n lignes et p colonnes a une transposée de p lignes et n colonnes : " +
      "p vaut M[0].length.",
    fonction: (M: number[][]) => {
      const n = M.length;
      return Array.from({ length: n }, (_, j) => Array.from({ length: n }, (_, i) => M[i][j]));
    },
  },
];

/** Une matrice de n lignes et p colonnes, de chiffres tirés de 0 à 9. */
function matriceTiree(hasard: Hasard, n: number, p: number): number[][] {
  return Array.from({ length: n }, () => Array.from({ length: p }, () => entre(hasard, 0, 9)));
}

/** `[[1, 2], [3, 4]]` : une matrice écrite comme dans le code. */
function ecrireMatriceCode(M: number[][]): string {
  return `[${M.map((ligne) => `[${ligne.join(", ")}]`).join(", ")}]`;
}

/**
 * D'autres matrices : une rectangle (plus de lignes que de colonnes, ou
 * l'inverse), une grille tirée, puis une matrice de taille quelconque.
 */
function tirerDesTransposees(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    if (k === 1) {
      const M = grilleTiree(hasard, entre(hasard, 20, 60));
      return casMatrice("une autre grille", M, `${grilleEnTexte(M)} (ligne par ligne)`);
    }
    const n = entre(hasard, 2, 6);
    let p = entre(hasard, 1, 6);
    if (k === 0) while (p === n) p = entre(hasard, 1, 6);
    const M = matriceTiree(hasard, n, p);
    return casMatrice(`une matrice de ${n} lignes et ${p} colonnes`, M, ecrireMatriceCode(M));
  });
}

export const exerciceTransposer: Exercice = {
  nom: "transposer",
  parametres: ["M"],
  obligatoires: 1,
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  reference: transposer,
  erreurs: erreursTransposer,
  memeValeur: egales,
  difference: differenceDeMatrice,
  tirer: tirerDesTransposees,
  cas: [
    casMatrice(
      "une petite matrice 3×3",
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      "[[1, 2, 3], [4, 5, 6], [7, 8, 9]]",
    ),
    casMatrice("la grille de l'annexe", ANNEXE, "grille de l'annexe"),
    casMatrice(
      "une matrice de 2 lignes et 3 colonnes",
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      "[[1, 2, 3], [4, 5, 6]]",
    ),
    casMatrice("une seule ligne de 9 cases", [ANNEXE[1]], "[ligne 1 de l'annexe]"),
  ],
};

// ——— compterValeurs ———

function compterValeurs(valeurs: number[]): Map<number, number> {
  const compte = new Map<number, number>();
  for (const v of valeurs) if (v !== 0) compte.set(v, (compte.get(v) ?? 0) + 1);
  return compte;
}

/** Les mêmes couples valeur → nombre, dans n'importe quel ordre. */
export function memesComptes(attendue: unknown, obtenue: unknown): boolean {
  if (!(attendue instanceof Map) || !(obtenue instanceof Map)) return false;
  if (attendue.size !== obtenue.size) return false;
  return [...attendue].every(([v, n]) => obtenue.has(v) && Object.is(obtenue.get(v), n));
}

/** « 4 : 1 au lieu de 3, 0 en trop (6 fois) » : les valeurs mal comptées. */
export function differenceDeComptes(attendue: unknown, obtenue: unknown): string | undefined {
  if (!(attendue instanceof Map)) return undefined;
  if (!(obtenue instanceof Map)) {
    return "on attend une Map : const compte = new Map<number, number>(), puis compte.set(v, …)";
  }
  const ecarts: string[] = [];
  for (const [v, n] of attendue) {
    if (!obtenue.has(v)) ecarts.push(`${v} manque (${n} fois)`);
    else if (!Object.is(obtenue.get(v), n)) {
      ecarts.push(`${v} : ${ecrire(obtenue.get(v))} au lieu de ${n}`);
    }
  }
  for (const [v, n] of obtenue) {
    if (!attendue.has(v)) ecarts.push(`${ecrire(v)} en trop (${ecrire(n)} fois)`);
  }
  return citer(ecarts);
}

function casValeurs(description: string, valeurs: number[], contexte?: string): Cas {
  return {
    description,
    arguments: [valeurs],
    contexte: contexte ?? `valeurs = ${ecrire(valeurs)}`,
  };
}

const erreursValeurs: ErreurTypique[] = [
  {
    code: "valeurs-zero-compte",
    titre: "les 0 sont comptés",
    explication:
      "0 marque une case vide : ce n'est pas une valeur de la grille, et il ne doit pas " +
      "apparaître dans la Map. Sautez-le : if (v !== 0) …",
    fonction: (valeurs: number[]) => {
      const compte = new Map<number, number>();
      for (const v of valeurs) compte.set(v, (compte.get(v) ?? 0) + 1);
      return compte;
    },
  },
  {
    code: "valeurs-une-fois",
    titre: "chaque valeur est comptée une seule fois",
    explication:
      "La Map dit 1 pour chaque valeur présente, quel que soit son nombre d'apparitions : " +
      "compte.set(v, 1) remet le compte à 1 ; et compte.get(v) ?? 0 + 1 se lit " +
      "compte.get(v) ?? (0 + 1). Ajoutez 1 à l'ancien compte : (compte.get(v) ?? 0) + 1.",
    fonction: (valeurs: number[]) => {
      const compte = new Map<number, number>();
      for (const v of valeurs) if (v !== 0) compte.set(v, compte.get(v) ?? 0 + 1);
      return compte;
    },
  },
  {
    code: "valeurs-nan",
    titre: "la première apparition donne NaN",
    explication:
      "Tant que v n'est pas dans la Map, compte.get(v) vaut undefined, et undefined + 1 vaut " +
      "NaN (« pas un nombre ») ; ensuite NaN + 1 reste NaN. Partez de 0 quand la valeur est " +
      "nouvelle : (compte.get(v) ?? 0) + 1.",
    fonction: (valeurs: number[]) => {
      const compte = new Map<number, number>();
      for (const v of valeurs) if (v !== 0) compte.set(v, (compte.get(v) as number) + 1);
      return compte;
    },
  },
  {
    code: "valeurs-premiere-oubliee",
    titre: "la boucle commence à 1",
    explication:
      "La première valeur, valeurs[0], n'est jamais comptée. Les indices commencent à 0 : " +
      "let k = 0, ou plus simplement for (const v of valeurs).",
    fonction: (valeurs: number[]) => {
      const compte = new Map<number, number>();
      for (let k = 1; k < valeurs.length; k++) {
        const v = valeurs[k];
        if (v !== 0) compte.set(v, (compte.get(v) ?? 0) + 1);
      }
      return compte;
    },
  },
];

/**
 * D'autres listes de chiffres, chacune avec au moins un 0 et un chiffre
 * répété ; la première commence par un chiffre qui ne revient pas (la
 * boucle qui part de 1 le perd).
 */
function tirerDesValeurs(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const valeurs = Array.from({ length: entre(hasard, 5, 20) }, () =>
      hasard.entier(3) === 0 ? 0 : entre(hasard, 1, 9),
    );
    const repete = entre(hasard, 1, 9);
    const [a, b, c] = hasard.melanger(valeurs.map((_, n) => n).slice(1)).slice(0, 3);
    [valeurs[a], valeurs[b], valeurs[c]] = [repete, repete, 0];
    if (k === 0) {
      valeurs[0] = 1 + (repete % 9);
      for (let n = 1; n < valeurs.length; n++) if (valeurs[n] === valeurs[0]) valeurs[n] = 0;
    }
    return casValeurs(`une autre liste de ${valeurs.length} chiffres`, valeurs);
  });
}

export const exerciceCompterValeurs: Exercice = {
  nom: "compterValeurs",
  parametres: ["valeurs"],
  obligatoires: 1,
  delai: 1000,
  appelle: [],
  reference: compterValeurs,
  erreurs: erreursValeurs,
  memeValeur: memesComptes,
  difference: differenceDeComptes,
  tirer: tirerDesValeurs,
  cas: [
    casValeurs("aucune valeur", []),
    casValeurs("trois valeurs différentes, sans 0", [5, 3, 8]),
    casValeurs("une valeur répétée trois fois", [4, 4, 1, 4]),
    casValeurs("la ligne 0 de l'annexe : des 0 et deux chiffres", ANNEXE[0]),
    casValeurs("que des cases vides", [0, 0, 0, 0]),
    casValeurs(
      "toutes les cases de l'annexe, ligne après ligne",
      ANNEXE.flat(),
      "valeurs = les 81 cases de l'annexe, ligne après ligne (M.flat())",
    ),
  ],
};

// ——— premiereCaseVide ———

/** Un couple [i, j], ou "pleine" quand la grille n'a aucune case vide. */
type CaseOuPleine = [number, number] | "pleine";

function premiereCaseVide(M: number[][]): CaseOuPleine {
  const i = M.findIndex((ligne) => ligne.includes(0));
  if (i === -1) return "pleine";
  return [i, M[i].indexOf(0)];
}

/** Une précision quand la réponse n'a pas la forme attendue : ni un couple, ni "pleine". */
function differenceDeCase(attendue: unknown, obtenue: unknown): string | undefined {
  if (obtenue === undefined && attendue === "pleine") {
    return 'quand aucune case n\'est vide, on attend le texte "pleine", pas undefined';
  }
  if (typeof obtenue === "string" && obtenue !== "pleine") {
    return `le seul texte permis est "pleine" (ici ${JSON.stringify(obtenue)})`;
  }
  if (obtenue !== "pleine" && !(Array.isArray(obtenue) && obtenue.length === 2)) {
    return 'on attend un couple [i, j] (un tableau de deux nombres) ou le texte "pleine"';
  }
  return undefined;
}

const erreursCaseVide: ErreurTypique[] = [
  {
    code: "vide-indices-echanges",
    titre: "le couple rendu est [j, i] au lieu de [i, j]",
    explication:
      "La fonction trouve la bonne case mais rend la colonne avant la ligne. Dans tout le " +
      "cours, une case s'écrit [i, j] : la ligne d'abord, comme dans M[i][j].",
    fonction: (M: number[][]) => {
      const i = M.findIndex((ligne) => ligne.includes(0));
      if (i === -1) return "pleine";
      return [M[i].indexOf(0), i];
    },
  },
  {
    code: "vide-colonne-par-colonne",
    titre: "la grille est lue colonne par colonne",
    explication:
      "La boucle extérieure parcourt les colonnes : la case rendue est la première vide de " +
      "la première colonne qui en a une, pas la première dans l'ordre de lecture. Lisez " +
      "comme un texte : la boucle extérieure sur les lignes i, la boucle intérieure sur les " +
      "colonnes j.",
    fonction: (M: number[][]) => {
      for (let j = 0; j < M[0].length; j++) {
        for (let i = 0; i < M.length; i++) if (M[i][j] === 0) return [i, j];
      }
      return "pleine";
    },
  },
  {
    code: "vide-find-au-lieu-de-findindex",
    titre: "find rend la valeur trouvée, pas sa position",
    explication:
      "M[i].find((v) => v === 0) rend la valeur de la case trouvée, c'est-à-dire 0, et non " +
      "son numéro de colonne : la colonne rendue vaut toujours 0. Pour la position, c'est " +
      "findIndex (ou indexOf(0)), qui rend -1 quand rien ne convient.",
    fonction: (M: number[][]) => {
      for (let i = 0; i < M.length; i++) {
        const j = M[i].find((v) => v === 0);
        if (j !== undefined) return [i, j];
      }
      return "pleine";
    },
  },
  {
    code: "vide-undefined-au-lieu-de-pleine",
    titre: 'une grille pleine donne undefined au lieu de "pleine"',
    explication:
      'Le type du résultat, [number, number] | "pleine", dit ce que l\'on rend dans chaque ' +
      "cas : quand aucune case n'est vide, c'est le texte \"pleine\". Une fonction qui " +
      "arrive au bout sans return rend undefined, que l'appelant ne sait pas traiter.",
    fonction: (M: number[][]) => {
      for (let i = 0; i < M.length; i++) {
        const j = M[i].indexOf(0);
        if (j !== -1) return [i, j];
      }
      return undefined;
    },
  },
];

/**
 * D'autres grilles : une grille pleine sauf deux cases, placées pour que
 * l'ordre de lecture, l'ordre des colonnes, le couple échangé et la colonne
 * 0 donnent quatre réponses différentes ; une grille pleine ; une grille tirée.
 */
function tirerDesCasesVides(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const M = grillePleineTiree(hasard);
    if (k === 0) {
      const i1 = entre(hasard, 0, 6);
      let j1 = entre(hasard, 2, 8);
      while (j1 === i1) j1 = entre(hasard, 2, 8);
      const i2 = entre(hasard, i1 + 1, 8);
      const j2 = entre(hasard, 0, j1 - 1);
      M[i1][j1] = 0;
      M[i2][j2] = 0;
      return casMatrice(
        "une grille pleine sauf deux cases",
        M,
        `${grilleEnTexte(M)} (ligne par ligne)`,
      );
    }
    if (k === 1) return casMatrice("une grille pleine", M, `${grilleEnTexte(M)} (ligne par ligne)`);
    const T = grilleTiree(hasard, entre(hasard, 1, 40));
    return casMatrice("une autre grille", T, `${grilleEnTexte(T)} (ligne par ligne)`);
  });
}

export const exercicePremiereCaseVide: Exercice = {
  nom: "premiereCaseVide",
  parametres: ["M"],
  obligatoires: 1,
  indiceMatrice: 0,
  lectureSeule: true,
  delai: 1000,
  appelle: [],
  reference: premiereCaseVide,
  erreurs: erreursCaseVide,
  memeValeur: egales,
  difference: differenceDeCase,
  tirer: tirerDesCasesVides,
  cas: [
    casMatrice("la grille de l'annexe", ANNEXE, "grille de l'annexe"),
    casMatrice("une grille pleine", SOLUTION, "solution de l'annexe (aucun 0)"),
    casMatrice(
      "une seule case vide, dans la ligne 0",
      avec(SOLUTION, [[0, 5, 0]]),
      "solution de l'annexe où M[0][5] vaut 0",
    ),
    casMatrice(
      "deux cases vides, (2, 7) et (5, 1)",
      avec(SOLUTION, [
        [2, 7, 0],
        [5, 1, 0],
      ]),
      "solution de l'annexe où M[2][7] et M[5][1] valent 0",
    ),
    casMatrice(
      "une seule case vide, en bas à droite",
      avec(SOLUTION, [[8, 8, 0]]),
      "solution de l'annexe où M[8][8] vaut 0",
    ),
  ],
};

/** Les exercices de la leçon 0, dans l'ordre du carnet. */
export const EXERCICES_TYPESCRIPT: readonly Exercice[] = [
  exerciceNumeroDeCarre,
  exerciceCompterVides,
  exerciceTransposer,
  exerciceCompterValeurs,
  exercicePremiereCaseVide,
];
