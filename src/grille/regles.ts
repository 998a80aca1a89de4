/**
 * Les règles du Sudoku : une grille est résolue si elle est complète et si
 * aucune unité (ligne, colonne, carré) ne contient deux fois la même valeur.
 * `verifierGrille` les contrôle comme le `verify` du rapport sur les CSP ;
 * elles servent aussi à contrôler un solveur sans lui faire confiance
 * (`estSolutionDe`).
 */
import type { Grille } from "./grille";
import { symbole } from "./symboles";

/** Une case (i, j) : ligne i, colonne j, comptées à partir de 0. */
export type Coordonnees = [number, number];

/** Les trois sortes d'unités : chacune contient N cases, qui doivent toutes différer. */
export type Unite = "ligne" | "colonne" | "carre";

/** Une valeur présente plusieurs fois dans une même unité. */
export interface Conflit {
  valeur: number;
  unite: Unite;
  /** Le numéro de l'unité : i pour une ligne, j pour une colonne, n° du carré (0 en haut à gauche). */
  indice: number;
  /** Toutes les cases de l'unité qui contiennent `valeur`. */
  cases: Coordonnees[];
}

/** Le bilan d'une grille. */
export interface Verification {
  /** Aucune case vide. */
  complete: boolean;
  /** Aucun conflit (une grille incomplète peut être valide). */
  valide: boolean;
  /** Complète et valide : c'est une solution. */
  resolue: boolean;
  conflits: Conflit[];
}

/** Les N lignes : la ligne i est la liste des cases (i, 0) … (i, N−1). */
export function lignes(g: Grille): Coordonnees[][] {
  return compterJusqua(g.taille).map((i) =>
    compterJusqua(g.taille).map((j): Coordonnees => [i, j]),
  );
}

/** Les N colonnes : la colonne j est la liste des cases (0, j) … (N−1, j). */
export function colonnes(g: Grille): Coordonnees[][] {
  return compterJusqua(g.taille).map((j) =>
    compterJusqua(g.taille).map((i): Coordonnees => [i, j]),
  );
}

/**
 * Les N carrés, numérotés ligne par ligne à partir de 0 en haut à gauche
 * (le carré n° 4 est celui du centre d'une 9×9) ; chacun liste ses cases
 * ligne par ligne.
 */
export function carres(g: Grille): Coordonnees[][] {
  const n = g.n;
  return compterJusqua(g.taille).map((k) => {
    // Le coin haut-gauche du carré k, puis ses n × n cases.
    const [i0, j0] = [Math.floor(k / n) * n, (k % n) * n];
    return compterJusqua(g.taille).map((c): Coordonnees => [i0 + Math.floor(c / n), j0 + (c % n)]);
  });
}

/** Le numéro du carré qui contient la case (i, j). */
export function numeroDeCarre(g: Grille, i: number, j: number): number {
  return Math.floor(i / g.n) * g.n + Math.floor(j / g.n);
}

/** Vérifie toute la grille et liste tous les conflits : lignes, puis colonnes, puis carrés. */
export function verifierGrille(g: Grille): Verification {
  const conflits = [
    ...conflitsDansLes(g, "ligne", lignes(g)),
    ...conflitsDansLes(g, "colonne", colonnes(g)),
    ...conflitsDansLes(g, "carre", carres(g)),
  ];
  const complete = g.estRemplie();
  const valide = conflits.length === 0;
  return { complete, valide, resolue: complete && valide, conflits };
}

/** Les conflits d'une sorte d'unités, par unité puis par valeur croissante. */
function conflitsDansLes(g: Grille, unite: Unite, unites: Coordonnees[][]): Conflit[] {
  const conflits: Conflit[] = [];
  unites.forEach((cases, indice) => {
    for (let valeur = 1; valeur <= g.taille; valeur++) {
      const memes = cases.filter(([i, j]) => g.valeur(i, j) === valeur);
      if (memes.length > 1) conflits.push({ valeur, unite, indice, cases: memes });
    }
  });
  return conflits;
}

/** « la ligne i = 0 », « la colonne j = 4 », « le carré n° 4 », comme dans le TD. */
export function nommerUnite(unite: Unite, indice: number): string {
  if (unite === "ligne") return `la ligne i = ${indice}`;
  if (unite === "colonne") return `la colonne j = ${indice}`;
  return `le carré n° ${indice}`;
}

/** « le 5 apparaît 2 fois dans la ligne i = 0 : cases (0, 1) et (0, 6) » */
export function decrireConflit(c: Conflit): string {
  const valeur = c.valeur > 9 ? `${symbole(c.valeur)} (${c.valeur})` : String(c.valeur);
  const cases = c.cases.map(([i, j]) => `(${i}, ${j})`);
  const liste = `${cases.slice(0, -1).join(", ")} et ${cases[cases.length - 1]}`;
  return `le ${valeur} apparaît ${c.cases.length} fois dans ${nommerUnite(c.unite, c.indice)} : cases ${liste}`;
}

/**
 * Vrai si `solution` résout `enonce` : même taille, complète, sans conflit,
 * et d'accord avec chaque case remplie de l'énoncé. On le vérifie ici,
 * indépendamment de tout solveur.
 */
export function estSolutionDe(solution: Grille, enonce: Grille): boolean {
  if (solution.taille !== enonce.taille) return false;
  if (!verifierGrille(solution).resolue) return false;
  return enonce.valeurs.every((v, k) => v === 0 || solution.valeurs[k] === v);
}

/** 0, 1, …, n − 1 */
function compterJusqua(n: number): number[] {
  return Array.from({ length: n }, (_, k) => k);
}

/** Ce que chaque ligne, colonne et carré contient déjà : un bit par valeur (réutilisés d'un appel à l'autre). */
const VUS_LIGNES = new Int32Array(25);
const VUS_COLONNES = new Int32Array(25);
const VUS_CARRES = new Int32Array(25);
/** Pour chaque taille, le numéro du carré de chaque case, calculé une fois. */
const CARRE_DE_LA_CASE = new Map<number, Uint8Array>();

/**
 * La version rapide de `verifierGrille`, pour la commande `sudoku` qui contrôle
 * des millions de grilles : le nombre de cases vides de la grille N×N écrite
 * dans `cases` à partir de `debut`, ou −1 si deux cases d'une même unité ont la
 * même valeur. Chaque unité garde l'ensemble de ses valeurs dans un entier, un
 * bit par valeur : une valeur déjà vue se repère par un seul « et » binaire,
 * sans liste de cases ni objet. Pour le détail des conflits, `verifierGrille`.
 */
export function compterVidesSansConflit(
  cases: ArrayLike<number>,
  debut: number,
  taille: number,
): number {
  const carreDe = carreDeLaCase(taille);
  for (let u = 0; u < taille; u++) {
    VUS_LIGNES[u] = 0;
    VUS_COLONNES[u] = 0;
    VUS_CARRES[u] = 0;
  }
  let vides = 0;
  // La case k est en ligne i, colonne j : on avance (i, j) avec k plutôt que de diviser.
  let i = 0;
  let j = 0;
  for (let k = 0; k < carreDe.length; k++) {
    const valeur = cases[debut + k];
    if (valeur === 0) {
      vides++;
    } else {
      const bit = 1 << valeur;
      const carre = carreDe[k];
      if ((VUS_LIGNES[i] | VUS_COLONNES[j] | VUS_CARRES[carre]) & bit) return -1;
      VUS_LIGNES[i] |= bit;
      VUS_COLONNES[j] |= bit;
      VUS_CARRES[carre] |= bit;
    }
    if (++j === taille) {
      j = 0;
      i++;
    }
  }
  return vides;
}

function carreDeLaCase(taille: number): Uint8Array {
  let table = CARRE_DE_LA_CASE.get(taille);
  if (!table) {
    const n = Math.round(Math.sqrt(taille));
    table = new Uint8Array(taille * taille);
    for (let k = 0; k < table.length; k++) {
      const [i, j] = [Math.floor(k / taille), k % taille];
      table[k] = Math.floor(i / n) * n + Math.floor(j / n);
    }
    CARRE_DE_LA_CASE.set(taille, table);
  }
  return table;
}
