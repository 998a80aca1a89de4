/**
 * Leçon 7 : les singletons écrits comme des étapes d'explication, citées
 * exactement comme `expliquer` les cite (src/explication/singletons.ts).
 *
 * - `singletonsNusExpliques(grille, candidats)` : chaque case vide qui n'a
 *   plus qu'un candidat v donne l'étape « (i, j) = v », technique « singleton
 *   nu », unité « case (i, j) », faits : les 8 éliminations (i, j) ≠ w, w ≠ v.
 * - `singletonsCachesExpliques(grille, candidats)` : dans chaque unité (ligne,
 *   colonne, carré), chaque chiffre v qui n'a plus qu'une place, une case
 *   vide, donne l'étape « (i, j) = v », technique « singleton caché », l'unité
 *   seule, faits : les 8 éliminations de v dans les autres cases de l'unité
 *   (cases remplies comprises). Une case seule place de v dans sa ligne et
 *   dans son carré donne deux étapes : une par unité.
 *
 * Les étapes sont comparées comme un ensemble : ni l'ordre des étapes, ni
 * celui des unités ou des faits d'une étape ne comptent (le contrôle par
 * MiniSat ne les regarde pas non plus) ; le nombre de chaque étape, si.
 * (Les noms `singletonsNus` et `singletonsCaches` sont pris : le second est
 * l'exercice de la leçon 3 sur la contrainte « toutes différentes ».)
 */
import type { CaseEtChiffre, EtapePlace } from "../explication/etape";
import { ecrireEtape } from "../explication/ecriture";
import { UNITES, candidatsDe, nomDeCase, type UniteNommee } from "../explication/unites";
import type { Hasard } from "../hasard/hasard";
import { casALaPremiereLecture, type Cas, type ErreurTypique, type Exercice } from "./exercice";
import { ANNEXE, PRESQUE_PLEINE, SOLUTION, VIDE, matrice } from "./grilles";
import { avecDesCasesVides, casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

type Singletons = (grille: number[][], candidats: number[][][]) => EtapePlace[];

const CHIFFRES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Ce qui change d'une version des singletons nus à l'autre (les erreurs typiques). */
interface OptionsNus {
  casesRemplies?: boolean;
  unites?: (i: number, j: number) => string[];
  elimines?: (i: number, j: number, v: number) => CaseEtChiffre[];
  recalculer?: boolean;
}

function nusAvec(options: OptionsNus): Singletons {
  const {
    casesRemplies = false,
    unites = (i, j) => [nomDeCase(i, j)],
    elimines = (i, j, v) => CHIFFRES.filter((w) => w !== v).map((w): CaseEtChiffre => [i, j, w]),
    recalculer = false,
  } = options;
  return (grille, candidatsRecus) => {
    const candidats = recalculer ? candidatsDe(grille) : candidatsRecus;
    const etapes: EtapePlace[] = [];
    for (let i = 0; i < 9; i++) {
      for (let j = 0; j < 9; j++) {
        if ((grille[i][j] !== 0 && !casesRemplies) || candidats[i][j].length !== 1) continue;
        const v = candidats[i][j][0];
        etapes.push({
          place: [i, j, v],
          technique: "singleton nu",
          unites: unites(i, j),
          faits: { places: [], elimines: elimines(i, j, v) },
        });
      }
    }
    return etapes;
  };
}

/** Ce qui change d'une version des singletons cachés à l'autre (les erreurs typiques). */
interface OptionsCaches {
  caseRemplieAcceptee?: boolean;
  unites?: (u: UniteNommee, i: number, j: number) => string[];
  /** Les éliminations citées, parmi les autres cases de l'unité. */
  elimines?: (
    u: UniteNommee,
    i: number,
    j: number,
    v: number,
    grille: number[][],
  ) => CaseEtChiffre[];
  uneParCase?: boolean;
  recalculer?: boolean;
}

const autresCases = (u: UniteNommee, i: number, j: number) =>
  u.cases.filter(([a, b]) => a !== i || b !== j);

function cachesAvec(options: OptionsCaches): Singletons {
  const {
    caseRemplieAcceptee = false,
    unites = (u) => [u.nom],
    elimines = (u, i, j, v) => autresCases(u, i, j).map(([a, b]): CaseEtChiffre => [a, b, v]),
    uneParCase = false,
    recalculer = false,
  } = options;
  return (grille, candidatsRecus) => {
    const candidats = recalculer ? candidatsDe(grille) : candidatsRecus;
    const etapes: EtapePlace[] = [];
    const vues = new Set<string>();
    for (const u of UNITES) {
      for (const v of CHIFFRES) {
        const places = u.cases.filter(([a, b]) => candidats[a][b].includes(v));
        if (places.length !== 1) continue;
        const [i, j] = places[0];
        if (grille[i][j] !== 0 && !caseRemplieAcceptee) continue;
        if (uneParCase && vues.has(`${i},${j}`)) continue;
        vues.add(`${i},${j}`);
        etapes.push({
          place: [i, j, v],
          technique: "singleton caché",
          unites: unites(u, i, j),
          faits: { places: [], elimines: elimines(u, i, j, v, grille) },
        });
      }
    }
    return etapes;
  };
}

// ——— Comparer : les étapes comme un ensemble (avec leurs répétitions). ———

const estTriplet = (x: unknown): x is CaseEtChiffre =>
  Array.isArray(x) && x.length === 3 && x.every((n) => typeof n === "number");
const estListe = (x: unknown): x is CaseEtChiffre[] => Array.isArray(x) && x.every(estTriplet);
const parOrdre = (a: CaseEtChiffre, b: CaseEtChiffre) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** L'étape si elle en a la forme, sinon `undefined`. */
function commeEtape(x: unknown): EtapePlace | undefined {
  if (typeof x !== "object" || x === null) return undefined;
  const { place, technique, unites, faits } = x as Record<string, unknown>;
  if (!estTriplet(place) || typeof technique !== "string") return undefined;
  if (!Array.isArray(unites) || !unites.every((u) => typeof u === "string")) return undefined;
  if (typeof faits !== "object" || faits === null) return undefined;
  const { places, elimines } = faits as Record<string, unknown>;
  if (!estListe(places) || !estListe(elimines)) return undefined;
  return x as EtapePlace;
}

/** La même étape écrite une seule façon : unités et faits rangés. */
function cle(e: EtapePlace): string {
  return JSON.stringify([
    e.place,
    e.technique,
    [...e.unites].sort(),
    [...e.faits.places].sort(parOrdre),
    [...e.faits.elimines].sort(parOrdre),
  ]);
}

/** Les clés des étapes, rangées ; `undefined` si la valeur n'est pas une liste d'étapes. */
function cles(valeur: unknown): string[] | undefined {
  if (!Array.isArray(valeur)) return undefined;
  const etapes = valeur.map(commeEtape);
  if (etapes.some((e) => e === undefined)) return undefined;
  return (etapes as EtapePlace[]).map(cle).sort();
}

function memesEtapes(attendue: unknown, obtenue: unknown): boolean {
  const a = cles(attendue);
  const b = cles(obtenue);
  return (
    a !== undefined && b !== undefined && a.length === b.length && a.every((c, k) => c === b[k])
  );
}

/** Ce qui reste de `liste` après en avoir retiré, une fois chacune, les clés de `moins`. */
function sauf(liste: string[], moins: string[]): string[] {
  const reste = [...liste];
  for (const c of moins) {
    const k = reste.indexOf(c);
    if (k >= 0) reste.splice(k, 1);
  }
  return reste;
}

const FORME =
  '{ place: [i, j, v], technique, unites: ["…"], faits: { places: [...], elimines: [...] } }';

function differenceDEtapes(attendue: unknown, obtenue: unknown): string | undefined {
  const a = cles(attendue);
  if (a === undefined) return undefined;
  if (!Array.isArray(obtenue))
    return "on attend une liste d'étapes (un tableau, vide s'il n'y en a aucune)";
  const k = obtenue.findIndex((e) => commeEtape(e) === undefined);
  if (k >= 0) return `l'élément n° ${k + 1} n'est pas une étape de la forme ${FORME}`;
  const b = cles(obtenue) ?? [];
  const ecrite = (c: string) => {
    const [place, technique, unites, places, elimines] = JSON.parse(c) as [
      CaseEtChiffre,
      string,
      string[],
      CaseEtChiffre[],
      CaseEtChiffre[],
    ];
    return `« ${ecrireEtape({ place, technique: technique as EtapePlace["technique"], unites, faits: { places, elimines } })} »`;
  };
  const enTrop = sauf(b, a);
  const manquantes = sauf(a, b);
  const morceaux = [`${a.length} étape(s) attendue(s), ${b.length} obtenue(s)`];
  if (enTrop.length > 0)
    morceaux.push(`en trop (${enTrop.length}), par exemple ${ecrite(enTrop[0])}`);
  // L'étape manquante montrée place, si possible, le même chiffre que l'étape en trop montrée.
  const memePlace = (c: string) =>
    enTrop.length > 0 &&
    (JSON.parse(c) as unknown[])[0]?.toString() ===
      (JSON.parse(enTrop[0]) as unknown[])[0]?.toString();
  const montree = manquantes.find(memePlace) ?? manquantes[0];
  if (manquantes.length > 0)
    morceaux.push(`manquantes (${manquantes.length}), par exemple ${ecrite(montree)}`);
  return morceaux.join(" ; ");
}

// ——— Les cas. ———

/** La première grille du recueil « easy 50 » de Norvig (data/ensembles/norvig_easy50.txt). */
const FACILE = matrice([
  "003020600",
  "900305001",
  "001806400",
  "008102900",
  "700000008",
  "006708200",
  "002609500",
  "800203009",
  "005010300",
]);

/**
 * Les candidats de `grille`, puis, dans les cases `reduites`, seulement le
 * chiffre de `solution` : comme après des étapes d'élimination plus fines
 * que les unités seules.
 */
function candidatsReduits(
  grille: number[][],
  solution: number[][],
  reduites: [number, number][],
): number[][][] {
  const candidats = candidatsDe(grille);
  for (const [i, j] of reduites) candidats[i][j] = [solution[i][j]];
  return candidats;
}

function casGrille(
  description: string,
  grille: number[][],
  candidats: number[][][],
  contexte: string,
): Cas {
  return {
    description,
    arguments: [grille, candidats],
    contexte: `grille = ${grilleEnTexte(grille)} ; ${contexte}`,
  };
}

const DES_CANDIDATS = "candidats = candidatsDe(grille)";
const REDUITES_ANNEXE: [number, number][] = [
  [0, 0],
  [4, 4],
  [8, 8],
];

function casFixes(): Cas[] {
  return [
    casGrille(
      "l'annexe du TD, candidats lus sur la grille",
      ANNEXE,
      candidatsDe(ANNEXE),
      DES_CANDIDATS,
    ),
    casGrille("la grille n° 1 du recueil easy 50", FACILE, candidatsDe(FACILE), DES_CANDIDATS),
    casGrille(
      "l'annexe, trois cases réduites à un candidat par des étapes précédentes",
      ANNEXE,
      candidatsReduits(ANNEXE, SOLUTION, REDUITES_ANNEXE),
      `${DES_CANDIDATS}, sauf les cases (0, 0), (4, 4) et (8, 8), réduites à leur chiffre de la solution`,
    ),
    casGrille(
      "la solution de l'annexe, six cases vidées",
      PRESQUE_PLEINE,
      candidatsDe(PRESQUE_PLEINE),
      DES_CANDIDATS,
    ),
    casGrille("la grille vide : aucun singleton", VIDE, candidatsDe(VIDE), DES_CANDIDATS),
  ];
}

/**
 * Des grilles tirées : une solution tirée, de 30 à 55 cases vidées (5 à 10
 * pour le dernier cas) ; au deuxième cas, trois cases vides tirées sont
 * réduites à leur chiffre de la solution.
 */
function tirerDesGrilles(hasard: Hasard): Cas[] {
  return casTires(3, (k) => {
    const solution = grillePleineTiree(hasard);
    const vides = k === 2 ? entre(hasard, 5, 10) : entre(hasard, 30, 55);
    const grille = avecDesCasesVides(hasard, solution, vides);
    if (k !== 1) {
      return casGrille(
        `une grille tirée, ${vides} cases vides`,
        grille,
        candidatsDe(grille),
        DES_CANDIDATS,
      );
    }
    const videsDeLaGrille = grille.flatMap((ligne, i) =>
      ligne.flatMap((v, j): [number, number][] => (v === 0 ? [[i, j]] : [])),
    );
    const reduites = hasard.melanger(videsDeLaGrille).slice(0, 3);
    const ecrites = reduites.map(([i, j]) => `(${i}, ${j})`).join(", ");
    return casGrille(
      `une grille tirée, ${vides} cases vides, trois réduites à un candidat`,
      grille,
      candidatsReduits(grille, solution, reduites),
      `${DES_CANDIDATS}, sauf les cases ${ecrites}, réduites à leur chiffre de la solution`,
    );
  });
}

// ——— Les erreurs typiques. ———

const erreursNus: ErreurTypique[] = [
  {
    code: "nu-case-remplie",
    titre: "les cases déjà remplies sont comptées comme des singletons nus",
    explication:
      "Une case remplie a un seul « candidat », son chiffre : ce n'est pas une déduction, il " +
      "n'y a rien à placer. Ne gardez que les cases vides (grille[i][j] === 0).",
    fonction: nusAvec({ casesRemplies: true }),
  },
  {
    code: "nu-ligne-en-trop",
    titre: "la ligne de la case est citée en plus de la case",
    explication:
      "Un singleton nu ne se sert que d'une unité : « case (i, j) », qui dit que la case a " +
      "exactement un chiffre. Ses 8 chiffres éliminés suffisent ; citer la ligne allonge " +
      "l'explication sans rien justifier.",
    fonction: nusAvec({ unites: (i, j) => [nomDeCase(i, j), `ligne ${i}`] }),
  },
  {
    code: "nu-eliminations-oubliees",
    titre: "les éliminations ne sont pas citées",
    explication:
      "La case seule ne dit pas quel chiffre elle prend : il faut citer les 8 faits " +
      "(i, j) ≠ w, pour chaque chiffre w autre que v. Sans eux, l'étape n'est pas impliquée.",
    fonction: nusAvec({ elimines: () => [] }),
  },
  {
    code: "nu-chiffre-place-elimine",
    titre: "le chiffre placé figure parmi les éliminations",
    explication:
      "Les faits cités sont (i, j) ≠ w pour les 8 chiffres w différents de v. Citer aussi " +
      "(i, j) ≠ v contredit l'étape elle-même (et ce fait n'est établi par personne).",
    fonction: nusAvec({
      elimines: (i, j) => CHIFFRES.map((w): CaseEtChiffre => [i, j, w]),
    }),
  },
  {
    code: "nu-eliminations-de-la-ligne",
    titre:
      "les éliminations citées sont celles du chiffre dans la ligne, comme pour un singleton caché",
    explication:
      "Un singleton nu regarde la case : ce sont les autres chiffres de la case qui sont " +
      "éliminés, (i, j) ≠ w pour w ≠ v. Les éliminations de v dans les autres cases d'une " +
      "unité, c'est le singleton caché.",
    fonction: nusAvec({
      elimines: (i, j, v) =>
        CHIFFRES.map((b) => b - 1)
          .filter((b) => b !== j)
          .map((b): CaseEtChiffre => [i, b, v]),
    }),
  },
  {
    code: "nu-candidats-recalcules",
    titre: "les candidats sont relus sur la grille au lieu de ceux reçus",
    explication:
      "Le paramètre candidats tient compte des éliminations déjà faites par d'autres " +
      "étapes : une case peut n'avoir plus qu'un candidat alors que sa ligne, sa colonne et " +
      "son carré en laissent plusieurs. Lisez candidats[i][j].",
    fonction: nusAvec({ recalculer: true }),
  },
];

const erreursCaches: ErreurTypique[] = [
  {
    code: "cache-unite-case",
    titre: "l'unité citée est la case, et non la ligne, la colonne ou le carré",
    explication:
      "Un singleton caché vient d'une unité où le chiffre n'a plus qu'une place : c'est elle " +
      "qu'il faut citer (« ligne 3 », « colonne 0 », « carré 4 »), car c'est elle qui dit que " +
      "le chiffre y est une fois. « case (i, j) » sert au singleton nu.",
    fonction: cachesAvec({ unites: (_u, i, j) => [nomDeCase(i, j)] }),
  },
  {
    code: "cache-case-remplie",
    titre: "un chiffre déjà placé est compté comme un singleton caché",
    explication:
      "Quand le chiffre est déjà dans l'unité, sa seule place est une case remplie : il n'y a " +
      "rien à placer. Vérifiez que la case trouvée est vide (grille[i][j] === 0).",
    fonction: cachesAvec({ caseRemplieAcceptee: true }),
  },
  {
    code: "cache-eliminations-oubliees",
    titre: "les éliminations ne sont pas citées",
    explication:
      "L'unité dit que v y est exactement une fois ; pour conclure qu'il est en (i, j), il " +
      "faut citer les 8 faits « v n'est pas dans les autres cases de l'unité ».",
    fonction: cachesAvec({ elimines: () => [] }),
  },
  {
    code: "cache-chiffre-place-elimine",
    titre: "la case du chiffre placé figure parmi les éliminations",
    explication:
      "On cite v éliminé des 8 autres cases de l'unité, pas de la case où il va : (i, j) ≠ v " +
      "contredit l'étape elle-même.",
    fonction: cachesAvec({
      elimines: (u, _i, _j, v) => u.cases.map(([a, b]): CaseEtChiffre => [a, b, v]),
    }),
  },
  {
    code: "cache-autres-chiffres",
    titre:
      "les éliminations citées sont les autres chiffres de la case, comme pour un singleton nu",
    explication:
      "Un singleton caché regarde un chiffre dans une unité : ce sont les autres cases de " +
      "l'unité qui ne peuvent pas prendre v. Les autres chiffres de la case, c'est le " +
      "singleton nu (et la case en garde souvent plusieurs).",
    fonction: cachesAvec({
      elimines: (_u, i, j, v) =>
        CHIFFRES.filter((w) => w !== v).map((w): CaseEtChiffre => [i, j, w]),
    }),
  },
  {
    code: "cache-cases-remplies-oubliees",
    titre: "les éliminations des cases remplies de l'unité ne sont pas citées",
    explication:
      "Toutes les autres cases de l'unité doivent exclure v, les remplies comme les vides : " +
      "pour chaque case remplie (a, b), citez aussi le fait (a, b) ≠ v, établi par " +
      "l'élimination directe de son chiffre.",
    fonction: cachesAvec({
      elimines: (u, i, j, v, grille) =>
        autresCases(u, i, j)
          .filter(([a, b]) => grille[a][b] === 0)
          .map(([a, b]): CaseEtChiffre => [a, b, v]),
    }),
  },
  {
    code: "cache-une-etape-par-case",
    titre: "une seule étape par case, même quand le chiffre n'a qu'une place dans deux unités",
    explication:
      "L'énoncé demande une étape par unité et par chiffre : si (i, j) est la seule place de v " +
      "dans sa ligne et dans son carré, ce sont deux explications différentes, chacune juste, " +
      "et l'on garde les deux (expliquer choisira la plus courte).",
    fonction: cachesAvec({ uneParCase: true }),
  },
  {
    code: "cache-candidats-recalcules",
    titre: "les candidats sont relus sur la grille au lieu de ceux reçus",
    explication:
      "Le paramètre candidats tient compte des éliminations déjà faites par d'autres " +
      "étapes ; les places d'un chiffre se comptent avec candidats[a][b].includes(v).",
    fonction: cachesAvec({ recalculer: true }),
  },
];

// Chaque exercice a son propre jeu de cas, comme avant.
const casDesNus = casALaPremiereLecture(casFixes);
const casDesCaches = casALaPremiereLecture(casFixes);

export const exerciceSingletonsNusExpliques: Exercice = {
  nom: "singletonsNusExpliques",
  parametres: ["grille", "candidats"],
  obligatoires: 2,
  reference: nusAvec({}),
  appelle: [],
  delai: 1000,
  memeValeur: memesEtapes,
  difference: differenceDEtapes,
  erreurs: erreursNus,
  tirer: tirerDesGrilles,
  get cas() {
    return casDesNus();
  },
};

export const exerciceSingletonsCachesExpliques: Exercice = {
  nom: "singletonsCachesExpliques",
  parametres: ["grille", "candidats"],
  obligatoires: 2,
  reference: cachesAvec({}),
  appelle: [],
  delai: 1000,
  memeValeur: memesEtapes,
  difference: differenceDEtapes,
  erreurs: erreursCaches,
  tirer: tirerDesGrilles,
  get cas() {
    return casDesCaches();
  },
};

/** Les exercices de la leçon 7, partie des singletons. */
export const EXERCICES_EXPLICATION_SINGLETONS: readonly Exercice[] = [
  exerciceSingletonsNusExpliques,
  exerciceSingletonsCachesExpliques,
];
