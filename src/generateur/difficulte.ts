/**
 * Noter la difficulté d'une grille comme le ferait un joueur : on la résout
 * avec des techniques de raisonnement, toujours la plus simple qui avance,
 * et la note est celle de la plus difficile dont on a eu besoin.
 *
 * Les techniques, de la plus simple à la plus difficile :
 * 1. singleton caché : dans une ligne, une colonne ou un carré, une valeur
 *    n'a plus qu'une case possible ;
 * 2. singleton nu : une case n'a plus qu'une valeur possible (il faut avoir
 *    noté tous les candidats de la case : c'est plus difficile à voir) ;
 * 3. candidats verrouillés : dans un carré, une valeur n'est possible que
 *    sur une ligne (ou une colonne) ; elle est donc exclue du reste de cette
 *    ligne. Et inversement, d'une ligne vers un carré ;
 * 4. sous-ensembles : k cases d'une unité (k = 2 ou 3) n'ont à elles toutes
 *    que k candidats (paire, triplet « nus »), ou k valeurs n'ont que k cases
 *    (« cachés ») : ces valeurs et ces cases se réservent les unes aux autres.
 *
 * Si ces techniques ne suffisent pas, la grille demande des essais : elle est
 * « diabolique ». Dans tous les cas, on donne aussi l'effort du solveur
 * rapide (ses essais pour prouver l'unicité), une mesure de recherche.
 * Un choix plus fin (X-wing, chaînes…) ne changerait que le haut de l'échelle.
 */
import type { Grille } from "../grille/grille";
import { resoudreRapide } from "../rapide/rapide";

/** Les techniques, dans l'ordre où on les essaie. */
export const TECHNIQUES = [
  "singleton-cache",
  "singleton-nu",
  "candidats-verrouilles",
  "sous-ensembles",
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** Les niveaux, du plus facile (1) au plus difficile (5). */
export const NIVEAUX = ["facile", "moyen", "difficile", "très difficile", "diabolique"] as const;
export type Niveau = (typeof NIVEAUX)[number];

export interface Note {
  /** Solutions de la grille, comptées jusqu'à 2 : une note n'a de sens que pour 1. */
  solutions: number;
  /** Le niveau (absent si la solution n'est pas unique). */
  niveau?: Niveau;
  /** 1 (facile) à 5 (diabolique), 0 si la solution n'est pas unique. */
  rang: number;
  /** Combien de fois chaque technique a servi. */
  techniques: Record<Technique, number>;
  /** Cases vides au départ, et cases que le raisonnement n'a pas su remplir. */
  vides: number;
  restantes: number;
  /** Essais du solveur rapide pour résoudre et prouver l'unicité. */
  essais: number;
  /** La grille où le raisonnement s'est arrêté (0 pour une case qu'il n'a pas su remplir). */
  obtenue: number[];
}

/** Lignes, colonnes et carrés d'une grille N×N, et les voisines de chaque case. */
interface Geometrie {
  taille: number;
  unites: number[][];
  voisines: number[][];
  /** `unitesDe[x]` : la ligne, la colonne et le carré de la case x (indices dans `unites`). */
  unitesDe: number[][];
}

function geometrie(taille: number): Geometrie {
  const n = Math.round(Math.sqrt(taille));
  const unites: number[][] = [];
  for (let i = 0; i < taille; i++) unites.push(intervalle(taille).map((j) => i * taille + j));
  for (let j = 0; j < taille; j++) unites.push(intervalle(taille).map((i) => i * taille + j));
  for (let c = 0; c < taille; c++) {
    const [i0, j0] = [Math.floor(c / n) * n, (c % n) * n];
    unites.push(intervalle(taille).map((k) => (i0 + Math.floor(k / n)) * taille + j0 + (k % n)));
  }
  const unitesDe = intervalle(taille * taille).map((x) => {
    const [i, j] = [Math.floor(x / taille), x % taille];
    return [i, taille + j, 2 * taille + Math.floor(i / n) * n + Math.floor(j / n)];
  });
  const voisines = unitesDe.map((us, x) => [
    ...new Set(us.flatMap((u) => unites[u]).filter((y) => y !== x)),
  ]);
  return { taille, unites, voisines, unitesDe };
}

function intervalle(n: number): number[] {
  return Array.from({ length: n }, (_, k) => k);
}

function nombreDeBits(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/** La grille en cours de raisonnement : valeurs placées et candidats (bit v − 1 pour v). */
class Raisonnement {
  readonly valeurs: number[];
  readonly candidats: number[];
  readonly utilisations: Record<Technique, number> = {
    "singleton-cache": 0,
    "singleton-nu": 0,
    "candidats-verrouilles": 0,
    "sous-ensembles": 0,
  };

  constructor(
    readonly g: Geometrie,
    donnees: readonly number[],
  ) {
    const toutes = (1 << g.taille) - 1;
    this.valeurs = donnees.map(() => 0);
    this.candidats = donnees.map(() => toutes);
    donnees.forEach((v, x) => {
      if (v !== 0) this.placer(x, v);
    });
  }

  placer(x: number, v: number): void {
    this.valeurs[x] = v;
    this.candidats[x] = 0;
    for (const y of this.g.voisines[x]) this.candidats[y] &= ~(1 << (v - 1));
  }

  /** Retire les bits `masque` des candidats des cases, et dit si quelque chose a changé. */
  retirer(cases: readonly number[], masque: number): boolean {
    let change = false;
    for (const x of cases) {
      if (this.candidats[x] & masque) {
        this.candidats[x] &= ~masque;
        change = true;
      }
    }
    return change;
  }

  /** Les cases de l'unité où la valeur v est encore possible. */
  places(unite: readonly number[], v: number): number[] {
    return unite.filter((x) => this.candidats[x] & (1 << (v - 1)));
  }

  singletonCache(): boolean {
    for (const unite of this.g.unites) {
      for (let v = 1; v <= this.g.taille; v++) {
        const places = this.places(unite, v);
        if (places.length === 1) {
          this.placer(places[0], v);
          return true;
        }
      }
    }
    return false;
  }

  singletonNu(): boolean {
    const x = this.candidats.findIndex((c) => c !== 0 && (c & (c - 1)) === 0);
    if (x < 0) return false;
    this.placer(x, 31 - Math.clz32(this.candidats[x]) + 1);
    return true;
  }

  /** Dans une unité, une valeur confinée à une autre unité en est exclue ailleurs. */
  candidatsVerrouilles(): boolean {
    const { unites, unitesDe, taille } = this.g;
    for (let u = 0; u < unites.length; u++) {
      for (let v = 1; v <= taille; v++) {
        const places = this.places(unites[u], v);
        if (places.length < 2) continue;
        // Les autres unités qui contiennent toutes ces places (une ligne pour un carré…).
        for (let k = 0; k < 3; k++) {
          const autre = unitesDe[places[0]][k];
          if (autre === u || !places.every((x) => unitesDe[x][k] === autre)) continue;
          const ailleurs = unites[autre].filter((x) => !unites[u].includes(x));
          if (this.retirer(ailleurs, 1 << (v - 1))) return true;
        }
      }
    }
    return false;
  }

  /** Paires et triplets, nus puis cachés. */
  sousEnsembles(): boolean {
    for (const unite of this.g.unites) {
      const vides = unite.filter((x) => this.valeurs[x] === 0);
      const absentes = intervalle(this.g.taille)
        .map((k) => k + 1)
        .filter((v) => !unite.some((x) => this.valeurs[x] === v));
      for (let k = 2; k <= 3; k++) {
        for (const groupe of combinaisons(vides, k)) {
          const union = groupe.reduce((m, x) => m | this.candidats[x], 0);
          if (nombreDeBits(union) !== k) continue;
          const autres = vides.filter((x) => !groupe.includes(x));
          if (this.retirer(autres, union)) return true;
        }
        for (const groupe of combinaisons(absentes, k)) {
          const cases = [...new Set(groupe.flatMap((v) => this.places(unite, v)))];
          if (cases.length !== k) continue;
          const gardees = groupe.reduce((m, v) => m | (1 << (v - 1)), 0);
          if (this.retirer(cases, ~gardees)) return true;
        }
      }
    }
    return false;
  }
}

/** Les sous-ensembles de k éléments de `elements`, dans l'ordre (servent aussi à expliquer). */
export function* combinaisons<T>(elements: readonly T[], k: number, debut = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = debut; i <= elements.length - k; i++) {
    for (const suite of combinaisons(elements, k - 1, i + 1)) yield [elements[i], ...suite];
  }
}

/** La note de difficulté d'une grille (voir le commentaire du module). */
export function noterDifficulte(grille: Grille): Note {
  const rapide = resoudreRapide(grille, { limite: 2 });
  const vides = grille.valeurs.filter((v) => v === 0).length;
  const r = new Raisonnement(geometrie(grille.taille), grille.valeurs);
  const note: Note = {
    solutions: rapide.solutions,
    rang: 0,
    techniques: r.utilisations,
    vides,
    restantes: vides,
    essais: rapide.compteurs.essais,
    obtenue: r.valeurs,
  };
  if (rapide.statut !== "resolue" || rapide.solutions !== 1) return note;
  const etapes: [Technique, () => boolean][] = [
    ["singleton-cache", () => r.singletonCache()],
    ["singleton-nu", () => r.singletonNu()],
    ["candidats-verrouilles", () => r.candidatsVerrouilles()],
    ["sous-ensembles", () => r.sousEnsembles()],
  ];
  let avance = true;
  while (avance && r.valeurs.includes(0)) {
    avance = false;
    for (const [technique, appliquer] of etapes) {
      if (appliquer()) {
        r.utilisations[technique]++;
        avance = true;
        break;
      }
    }
  }
  note.restantes = r.valeurs.filter((v) => v === 0).length;
  const plusDifficile = TECHNIQUES.reduce(
    (rang, t, k) => (r.utilisations[t] > 0 ? k + 1 : rang),
    1,
  );
  note.rang = note.restantes > 0 ? 5 : plusDifficile;
  note.niveau = NIVEAUX[note.rang - 1];
  return note;
}
