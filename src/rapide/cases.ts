/**
 * Le moteur rapide de toutes les tailles (4×4, 9×9, 16×16, 25×25) : un
 * masque de candidats par case.
 *
 * Disposition des données. La grille a K = N² cases, numérotées ligne par
 * ligne. `candidats[x]` est un entier dont le bit v − 1 est à 1 si la valeur
 * v est encore possible dans la case x : N ≤ 25 bits, toujours dans un
 * entier de 32 bits. Une case *placée* garde son seul bit, plus le bit
 * `PLACEE` (bit 30) ; la case K de l'état compte les cases encore vides.
 *
 * Ce qui le rend rapide, comparé à la boucle du TD :
 * - les candidats sont tenus à jour au lieu d'être recalculés : placer une
 *   valeur la retire des voisines (ligne, colonne, carré : 20 cases en 9×9,
 *   64 en 25×25) par une liste précalculée (`voisines`) ;
 * - une case qui n'a plus qu'un candidat (singleton nu) est placée aussitôt,
 *   par une file ; une valeur qui n'a plus qu'une place dans une ligne, une
 *   colonne ou un carré (singleton caché) aussi, en comptant en parallèle
 *   sur les N valeurs (masques « vu une fois », « vu deux fois ») ;
 * - on essaie sur la case qui a le moins de candidats ; chaque essai est
 *   binaire (« x = v », puis au retour « x ≠ v ») et l'état est copié dans
 *   une pile explicite (K + 1 entiers), jamais de récursion.
 *
 * Sur les 9×9, le moteur à bandes (`bandes.ts`) fait mieux : mesuré sur
 * magictour_top1465 (unicité prouvée, Node 20, machine du cours), ce moteur-ci
 * prend 163 µs et 46 essais par grille, contre 28 µs et 15 essais. Il reste
 * la référence des autres tailles et sert au générateur (`hasard` : valeurs
 * essayées au hasard).
 *
 * Une mesure qui a guidé un choix : après chaque unité où l'on trouve des
 * singletons cachés, on les place avant de regarder les unités suivantes
 * (179 µs sur top95, contre 207 µs en parcourant d'abord toutes les unités) ;
 * sur les 25×25, parcourir tout était un peu plus rapide (690 contre 960 µs),
 * mais les grandes grilles ne sont pas la cible de la vitesse.
 */
import type { Hasard } from "../hasard/hasard";
import type { BilanMoteur } from "./bilan";

/** Le drapeau d'une case placée (au-delà des 25 bits de valeurs). */
const PLACEE = 1 << 30;

/** Nombre de bits à 1 d'un masque (au plus 25 ici). */
function compterBits(x: number): number {
  x -= (x >> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  return (((x + (x >> 4)) & 0x0f0f0f0f) * 0x01010101) >> 24;
}

/** Le numéro (0 à 24) du seul bit à 1 de `bit`. */
function rangDuBit(bit: number): number {
  return 31 - Math.clz32(bit);
}

/** Un moteur pour une taille de grille donnée ; il garde ses tableaux d'une recherche à l'autre. */
export class MoteurCases {
  readonly taille: number;
  private readonly cases: number;
  private readonly toutes: number;
  /** `voisines[x * nv + k]` : la k-ième voisine de la case x (même ligne, colonne ou carré). */
  private readonly voisines: Int16Array;
  private readonly nv: number;
  /** `unites[u * N + k]` : la k-ième case de l'unité u (N lignes, puis N colonnes, puis N carrés). */
  private readonly unites: Int16Array;
  /** Niveau 0 : l'état courant (K + 1 entiers) ; niveau k : l'état sauvé avant le k-ième essai en cours. */
  private pile: Int32Array;
  private readonly essaiCase: Int32Array;
  private readonly essaiBit: Int32Array;
  /** La file des cases à placer (leur masque n'a plus qu'un bit). */
  private readonly file: Int32Array;
  private debut = 0;
  private fin = 0;

  constructor(taille: number) {
    const n = Math.round(Math.sqrt(taille));
    if (![2, 3, 4, 5].includes(n) || n * n !== taille) {
      throw new RangeError(`MoteurCases : taille ${taille} impossible ; attendu 4, 9, 16 ou 25`);
    }
    this.taille = taille;
    this.cases = taille * taille;
    this.toutes = (1 << taille) - 1;
    this.unites = new Int16Array(3 * taille * taille);
    for (let i = 0; i < taille; i++) {
      for (let j = 0; j < taille; j++) {
        this.unites[i * taille + j] = i * taille + j; // ligne i
        this.unites[(taille + i) * taille + j] = j * taille + i; // colonne i
        const [i0, j0] = [Math.floor(i / n) * n, (i % n) * n];
        const x = (i0 + Math.floor(j / n)) * taille + j0 + (j % n);
        this.unites[(2 * taille + i) * taille + j] = x; // carré i
      }
    }
    this.nv = 3 * (taille - 1) - 2 * (n - 1);
    this.voisines = new Int16Array(this.cases * this.nv);
    for (let x = 0; x < this.cases; x++) {
      const i = Math.floor(x / taille);
      const j = x % taille;
      const carre = Math.floor(i / n) * n + Math.floor(j / n);
      const vues = new Set<number>();
      for (const u of [i, taille + j, 2 * taille + carre]) {
        for (let k = 0; k < taille; k++) {
          const y = this.unites[u * taille + k];
          if (y !== x) vues.add(y);
        }
      }
      [...vues].forEach((y, k) => (this.voisines[x * this.nv + k] = y));
    }
    this.pile = new Int32Array((this.cases + 1) * 8);
    this.essaiCase = new Int32Array(this.cases + 1);
    this.essaiBit = new Int32Array(this.cases + 1);
    this.file = new Int32Array(this.cases);
  }

  /**
   * Cherche les solutions de `valeurs` (K valeurs de 0 à N, 0 = vide) jusqu'à
   * `limite` solutions ou `budget` essais, et remplit `bilan`. Avec `hasard`,
   * la valeur essayée dans une case est tirée au hasard parmi ses candidats
   * (pour fabriquer des grilles variées) ; sans, c'est la plus petite.
   */
  chercher(
    valeurs: ArrayLike<number>,
    limite: number,
    budget: number,
    bilan: BilanMoteur,
    hasard?: Hasard,
  ): void {
    const K = this.cases;
    const etat = K + 1;
    this.initialiser(valeurs);
    bilan.solutions = 0;
    bilan.essais = 0;
    bilan.retours = 0;
    bilan.budgetEpuise = false;
    let niveau = 0;
    let enCours = true;
    for (;;) {
      if (enCours && this.propager()) {
        if (this.pile[K] === 0) {
          if (bilan.solutions === 0) this.noterSolution(bilan.solution);
          bilan.solutions++;
          if (bilan.solutions >= limite) return;
        } else if (bilan.essais >= budget) {
          bilan.budgetEpuise = true;
          return;
        } else {
          bilan.essais++;
          const x = this.choisirCase();
          const c = this.pile[x];
          const bit = hasard ? this.bitAuHasard(c, hasard) : c & -c;
          this.essaiCase[niveau] = x;
          this.essaiBit[niveau] = bit;
          niveau++;
          this.reserver(niveau);
          this.pile.copyWithin(niveau * etat, 0, etat);
          this.pile[x] = bit;
          this.file[this.fin++] = x;
          continue;
        }
      }
      // Impasse, ou solution déjà comptée : on reprend l'état sauvé, et « x ≠ v ».
      if (niveau === 0) return;
      bilan.retours++;
      this.pile.copyWithin(0, niveau * etat, (niveau + 1) * etat);
      niveau--;
      const x = this.essaiCase[niveau];
      const reste = this.pile[x] & ~this.essaiBit[niveau];
      this.pile[x] = reste;
      this.debut = this.fin = 0;
      enCours = reste !== 0;
      if (enCours && (reste & (reste - 1)) === 0) this.file[this.fin++] = x;
    }
  }

  /** Toutes les cases vides avec tous leurs candidats, puis chaque donnée mise en file. */
  private initialiser(valeurs: ArrayLike<number>): void {
    const K = this.cases;
    this.pile.fill(this.toutes, 0, K);
    this.pile[K] = K;
    this.debut = this.fin = 0;
    for (let x = 0; x < K; x++) {
      const v = valeurs[x];
      if (v !== 0) {
        this.pile[x] = 1 << (v - 1);
        this.file[this.fin++] = x;
      }
    }
  }

  /** Agrandit la pile pour qu'elle ait le niveau `niveau`. */
  private reserver(niveau: number): void {
    const besoin = (niveau + 1) * (this.cases + 1);
    if (besoin <= this.pile.length) return;
    const plus = new Int32Array(Math.max(besoin, 2 * this.pile.length));
    plus.set(this.pile);
    this.pile = plus;
  }

  /** Un bit de `c` au hasard. */
  private bitAuHasard(c: number, hasard: Hasard): number {
    let rang = hasard.entier(compterBits(c));
    let reste = c;
    while (rang-- > 0) reste &= reste - 1;
    return reste & -reste;
  }

  /** Placer les cases de la file, puis chercher des singletons cachés ; recommencer. Faux : impasse. */
  private propager(): boolean {
    for (;;) {
      while (this.debut < this.fin) {
        if (!this.placer(this.file[this.debut++])) return false;
      }
      this.debut = this.fin = 0;
      if (this.pile[this.cases] === 0) return true;
      const trouves = this.singletonsCaches();
      if (trouves < 0) return false;
      if (trouves === 0) return true;
    }
  }

  /** Place la case x (un seul candidat) : la valeur quitte ses voisines. */
  private placer(x: number): boolean {
    const e = this.pile;
    const c = e[x];
    if (c & PLACEE) return true;
    e[x] = c | PLACEE;
    e[this.cases]--;
    const debut = x * this.nv;
    for (let k = debut; k < debut + this.nv; k++) {
      const y = this.voisines[k];
      const cy = e[y];
      if ((cy & c) === 0) continue;
      // Une voisine placée avec la même valeur, ou privée de son dernier candidat : impasse.
      if (cy & PLACEE) return false;
      const reste = cy ^ c;
      if (reste === 0) return false;
      e[y] = reste;
      if ((reste & (reste - 1)) === 0) this.file[this.fin++] = y;
    }
    return true;
  }

  /**
   * Les singletons cachés de toutes les unités. Renvoie −1 pour une impasse
   * (une valeur qui n'a plus de place dans une unité), sinon le nombre de
   * cases mises en file.
   */
  private singletonsCaches(): number {
    const e = this.pile;
    const N = this.taille;
    let trouves = 0;
    for (let u = 0; u < 3 * N; u++) {
      const base = u * N;
      let un = 0;
      let deux = 0;
      let placees = 0;
      for (let k = base; k < base + N; k++) {
        const c = e[this.unites[k]];
        if (c & PLACEE) placees |= c;
        else {
          deux |= un & c;
          un |= c;
        }
      }
      placees &= ~PLACEE;
      if ((un | placees) !== this.toutes) return -1;
      let caches = un & ~deux & ~placees;
      while (caches !== 0) {
        const bit = caches & -caches;
        caches ^= bit;
        for (let k = base; k < base + N; k++) {
          const x = this.unites[k];
          const c = e[x];
          if ((c & bit) === 0 || c & PLACEE) continue;
          if (c !== bit) {
            e[x] = bit;
            this.file[this.fin++] = x;
            trouves++;
          }
          break;
        }
      }
      // Les cases en file seront placées avant la prochaine recherche de singletons cachés.
      if (trouves > 0) return trouves;
    }
    return trouves;
  }

  /** La case vide qui a le moins de candidats (la première en cas d'égalité). */
  private choisirCase(): number {
    const e = this.pile;
    let meilleure = -1;
    let moins = 99;
    for (let x = 0; x < this.cases; x++) {
      const c = e[x];
      if (c & PLACEE) continue;
      const n = compterBits(c);
      if (n < moins) {
        moins = n;
        meilleure = x;
        if (n === 2) break;
      }
    }
    return meilleure;
  }

  private noterSolution(solution: Uint8Array): void {
    for (let x = 0; x < this.cases; x++) solution[x] = rangDuBit(this.pile[x] & ~PLACEE) + 1;
  }
}
