/**
 * Formulation 2 du rapport, d'après R. Lewis (« Metaheuristics can solve
 * sudoku puzzles », Journal of Heuristics, 2007), pour la recherche locale :
 *   - un état est une grille **pleine** où chaque carré contient une fois
 *     chaque valeur : les cases fixes gardent la valeur de l'énoncé, les
 *     autres reçoivent, dans un ordre quelconque, les valeurs qui manquent
 *     à leur carré ;
 *   - un mouvement échange les valeurs de deux cases non fixes d'un même
 *     carré : chaque carré reste une permutation ;
 *   - le coût compte, pour chaque ligne et chaque colonne, les valeurs qui
 *     n'y figurent pas ; il vaut 0 exactement quand la grille est résolue.
 *
 * Pour aller vite, la configuration tient à jour, pour chaque ligne et chaque
 * colonne, combien de fois chaque valeur y figure. Un échange ne touche que
 * deux lignes et deux colonnes au plus : son effet sur le coût se calcule en
 * quelques opérations (`deltaEchange`), sans recompter toute la grille.
 */
import { ErreurGrille } from "../socle/erreurs";
import { Grille } from "../grille/grille";
import { decrireConflit, verifierGrille } from "../grille/regles";
import type { Hasard } from "../hasard/hasard";

/**
 * Le coût d'une grille pleine, recompté de zéro : pour chaque ligne et chaque
 * colonne, le nombre de valeurs de 1 à N qui n'y figurent pas.
 */
export function coutLewis(grille: Grille): number {
  return coutDesValeurs(grille.valeurs, grille.taille);
}

function coutDesValeurs(valeurs: ArrayLike<number>, N: number): number {
  let cout = 0;
  for (let u = 0; u < N; u++) {
    const dansLigne = new Set<number>();
    const dansColonne = new Set<number>();
    for (let k = 0; k < N; k++) {
      dansLigne.add(valeurs[u * N + k]);
      dansColonne.add(valeurs[k * N + u]);
    }
    // Une case vide (0) ne compte pas comme une valeur présente.
    dansLigne.delete(0);
    dansColonne.delete(0);
    cout += N - dansLigne.size + (N - dansColonne.size);
  }
  return cout;
}

/** Une case, par son indice k = i × N + j. */
export type IndiceCase = number;

export class ConfigurationLewis {
  /** 9 pour une grille 9×9. */
  readonly taille: number;
  /** Le côté d'un carré : 3 pour une grille 9×9. */
  readonly n: number;
  /** Les valeurs ligne par ligne, toutes non nulles : la case (i, j) est `valeurs[i * taille + j]`. */
  readonly valeurs: Uint8Array;
  /** Les cases fixes (indices de l'énoncé) ; partagé entre copies, jamais modifié. */
  readonly fixes: readonly boolean[];
  /** Pour chaque carré, les indices de ses cases non fixes : les seules qu'un mouvement touche. */
  readonly libres: readonly (readonly IndiceCase[])[];
  /** Les carrés qui ont au moins deux cases libres : les seuls où un échange est possible. */
  readonly carresMobiles: readonly number[];
  /** `lignes[i * (N + 1) + v]` : combien de fois la valeur v figure dans la ligne i. */
  private readonly lignes: Int32Array;
  /** `colonnes[j * (N + 1) + v]` : de même pour la colonne j. */
  private readonly colonnes: Int32Array;
  private coutCourant: number;

  /**
   * Une configuration à partir de valeurs déjà pleines. Préférez
   * `ConfigurationLewis.auHasard(enonce, hasard)`, qui remplit les carrés.
   */
  constructor(valeurs: ArrayLike<number>, fixes: readonly boolean[]) {
    const grille = new Grille(Array.from(valeurs), fixes); // contrôle taille et valeurs
    if (!grille.estRemplie()) {
      throw new ErreurGrille("une configuration de Lewis est une grille pleine : aucune case vide");
    }
    const N = grille.taille;
    this.taille = N;
    this.n = grille.n;
    this.valeurs = Uint8Array.from(grille.valeurs);
    this.fixes = fixes;
    this.libres = Array.from({ length: N }, (_, c) =>
      casesDuCarre(N, grille.n, c).filter((k) => !fixes[k]),
    );
    this.carresMobiles = this.libres.flatMap((cases, c) => (cases.length >= 2 ? [c] : []));
    this.lignes = new Int32Array(N * (N + 1));
    this.colonnes = new Int32Array(N * (N + 1));
    for (let k = 0; k < N * N; k++) {
      this.lignes[Math.floor(k / N) * (N + 1) + this.valeurs[k]]++;
      this.colonnes[(k % N) * (N + 1) + this.valeurs[k]]++;
    }
    this.coutCourant = coutDesValeurs(this.valeurs, N);
  }

  /**
   * L'état initial de Lewis : chaque carré reçoit, dans ses cases libres et
   * dans un ordre tiré au hasard, les valeurs qui lui manquent. Refuse un
   * énoncé dont les indices se contredisent : aucun coût nul n'y serait atteignable.
   */
  static auHasard(enonce: Grille, hasard: Hasard): ConfigurationLewis {
    const { conflits } = verifierGrille(
      enonce.avecValeurs(enonce.valeurs.map((v, k) => (enonce.donnees[k] ? v : 0))),
    );
    if (conflits.length > 0) {
      throw new ErreurGrille(
        `les indices de l'énoncé se contredisent : ${conflits.map(decrireConflit).join(" ; ")}`,
      );
    }
    const N = enonce.taille;
    const fixes = enonce.donnees;
    const valeurs = enonce.valeurs.map((v, k) => (fixes[k] ? v : 0));
    for (let c = 0; c < N; c++) {
      const cases = casesDuCarre(N, enonce.n, c);
      const presentes = new Set(cases.filter((k) => fixes[k]).map((k) => valeurs[k]));
      const manquantes: number[] = [];
      for (let v = 1; v <= N; v++) if (!presentes.has(v)) manquantes.push(v);
      hasard.melanger(manquantes);
      cases.filter((k) => !fixes[k]).forEach((k, r) => (valeurs[k] = manquantes[r]));
    }
    return new ConfigurationLewis(valeurs, fixes);
  }

  /** Le coût courant : valeurs manquantes dans les lignes et les colonnes. */
  get cout(): number {
    return this.coutCourant;
  }

  /** Coût nul : la grille est résolue. */
  estResolue(): boolean {
    return this.coutCourant === 0;
  }

  /** La variation du coût si l'on échangeait les cases a et b (rien n'est modifié). */
  deltaEchange(a: IndiceCase, b: IndiceCase): number {
    // Ce calcul est fait des millions de fois : pas de tableau temporaire ici.
    const N = this.taille;
    const va = this.valeurs[a];
    const vb = this.valeurs[b];
    if (va === vb) return 0;
    const ia = (a / N) | 0;
    const ib = (b / N) | 0;
    const ja = a - ia * N;
    const jb = b - ib * N;
    let delta = 0;
    // Dans une même ligne (ou colonne), l'échange n'en change pas le contenu.
    if (ia !== ib) delta += variation(this.lignes, ia, ib, va, vb, N);
    if (ja !== jb) delta += variation(this.colonnes, ja, jb, va, vb, N);
    return delta;
  }

  /**
   * Échange les valeurs des cases a et b, et met compteurs et coût à jour.
   * Les deux cases doivent être libres et dans le même carré : sinon, refus.
   */
  echanger(a: IndiceCase, b: IndiceCase): void {
    if (!this.echangePermis(a, b)) {
      throw new RangeError(
        `échange refusé entre ${this.nommer(a)} et ${this.nommer(b)} : ` +
          "il faut deux cases différentes, non fixes, d'un même carré.",
      );
    }
    this.coutCourant += this.deltaEchange(a, b);
    const N = this.taille;
    const va = this.valeurs[a];
    const vb = this.valeurs[b];
    deplacer(this.lignes, (a / N) | 0, (b / N) | 0, va, vb, N);
    deplacer(this.colonnes, a % N, b % N, va, vb, N);
    this.valeurs[a] = vb;
    this.valeurs[b] = va;
  }

  /** Vrai si a et b sont deux cases différentes, non fixes, d'un même carré. */
  echangePermis(a: IndiceCase, b: IndiceCase): boolean {
    const N = this.taille;
    if (!estIndice(a, N) || !estIndice(b, N) || a === b || this.fixes[a] || this.fixes[b]) {
      return false;
    }
    return carreDe(N, this.n, a) === carreDe(N, this.n, b);
  }

  /** Un mouvement au hasard : deux cases libres distinctes d'un carré mobile tiré au hasard. */
  echangeAuHasard(hasard: Hasard): [IndiceCase, IndiceCase] {
    if (this.carresMobiles.length === 0) {
      throw new RangeError("aucun échange possible : chaque carré a au plus une case libre.");
    }
    const cases = this.libres[hasard.choisir(this.carresMobiles)];
    const r = hasard.entier(cases.length);
    // Le second tirage évite le premier : on tire parmi les autres cases, puis on décale.
    let s = hasard.entier(cases.length - 1);
    if (s >= r) s++;
    return [cases[r], cases[s]];
  }

  /** Tous les échanges possibles : chaque paire de cases libres de chaque carré. */
  *tousLesEchanges(): Generator<[IndiceCase, IndiceCase]> {
    for (const cases of this.libres) {
      for (let r = 0; r < cases.length; r++) {
        for (let s = r + 1; s < cases.length; s++) yield [cases[r], cases[s]];
      }
    }
  }

  /** Une copie indépendante (les cases fixes restent partagées). */
  copie(): ConfigurationLewis {
    return new ConfigurationLewis(this.valeurs, this.fixes);
  }

  /** La grille de la configuration, avec les indices de l'énoncé. */
  versGrille(): Grille {
    return new Grille(Array.from(this.valeurs), this.fixes);
  }

  /** « (i, j) », ou « la case numéro 81 (hors de la grille) », pour un message. */
  private nommer(k: IndiceCase): string {
    const N = this.taille;
    return estIndice(k, N)
      ? `(${Math.floor(k / N)}, ${k % N})`
      : `la case numéro ${String(k)} (hors de la grille)`;
  }
}

/**
 * La variation du nombre de valeurs manquantes quand, dans deux unités
 * distinctes x et y (lignes, ou colonnes), va quitte x pour y et vb quitte y pour x.
 */
function variation(
  comptes: Int32Array,
  x: number,
  y: number,
  va: number,
  vb: number,
  N: number,
): number {
  const bx = x * (N + 1);
  const by = y * (N + 1);
  let delta = 0;
  if (comptes[bx + va] === 1) delta++; // va disparaît de x
  if (comptes[bx + vb] === 0) delta--; // vb y apparaît
  if (comptes[by + vb] === 1) delta++; // vb disparaît de y
  if (comptes[by + va] === 0) delta--; // va y apparaît
  return delta;
}

/** Met à jour les compteurs de deux unités x et y quand va passe de x à y et vb de y à x. */
function deplacer(
  comptes: Int32Array,
  x: number,
  y: number,
  va: number,
  vb: number,
  N: number,
): void {
  if (x === y) return;
  const bx = x * (N + 1);
  const by = y * (N + 1);
  comptes[bx + va]--;
  comptes[bx + vb]++;
  comptes[by + vb]--;
  comptes[by + va]++;
}

/** Le numéro du carré de la case k (0 en haut à gauche, ligne par ligne). */
export function carreDe(N: number, n: number, k: IndiceCase): number {
  const i = Math.floor(k / N);
  const j = k % N;
  return Math.floor(i / n) * n + Math.floor(j / n);
}

/** Vrai si k est l'indice d'une case d'une grille N×N. */
function estIndice(k: number, N: number): boolean {
  return Number.isInteger(k) && k >= 0 && k < N * N;
}

/** Les indices des cases du carré c, ligne par ligne. */
export function casesDuCarre(N: number, n: number, c: number): IndiceCase[] {
  const [i0, j0] = [Math.floor(c / n) * n, (c % n) * n];
  return Array.from({ length: N }, (_, r) => (i0 + Math.floor(r / n)) * N + j0 + (r % n));
}
