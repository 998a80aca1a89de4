/**
 * L'état du raisonnement : les chiffres placés et les candidats qui restent.
 * Un candidat absent est un fait établi par une étape (« (i, j) ≠ v ») ; un
 * chiffre placé en est un autre (« (i, j) = v »), les données comprises.
 * Les techniques lisent cet état et proposent une déduction ; seule
 * `appliquer` le change.
 */
import type { NomDeTechnique } from "./etape";
import type { Geometrie } from "./geometrie";

/**
 * Une déduction, en numéros : le chiffre v de la case x est la variable
 * x·N + v. Un fait est une variable, positive pour un chiffre placé,
 * négative pour un candidat éliminé. Les unités sont numérotées comme dans
 * la géométrie (maisons, puis cases).
 */
export interface Deduction {
  technique: NomDeTechnique;
  /** La variable placée, ou 0 si la déduction élimine. */
  place: number;
  /** Les variables éliminées. */
  elimine: number[];
  unites: number[];
  faits: number[];
}

export class Etat {
  readonly taille: number;
  /** Le chiffre placé dans chaque case, 0 si elle est vide. */
  readonly valeurs: number[];
  /** Les candidats de chaque case : le bit v − 1 pour le chiffre v. */
  readonly candidats: number[];

  constructor(
    readonly g: Geometrie,
    donnees: readonly number[],
  ) {
    this.taille = g.taille;
    this.valeurs = [...donnees];
    this.candidats = donnees.map(() => (1 << g.taille) - 1);
  }

  /** La variable du chiffre v dans la case x. */
  variable(x: number, v: number): number {
    return x * this.taille + v;
  }

  /** Vrai si le chiffre v n'est pas éliminé de la case x. */
  possible(x: number, v: number): boolean {
    return (this.candidats[x] & (1 << (v - 1))) !== 0;
  }

  /** Le fait « (x) ≠ v », cité comme variable négative. */
  elimination(x: number, v: number): number {
    return -this.variable(x, v);
  }

  /** Les cases vides qui restent. */
  vides(): number {
    return this.valeurs.filter((v) => v === 0).length;
  }

  appliquer(d: Deduction): void {
    const N = this.taille;
    if (d.place !== 0) {
      const x = Math.floor((d.place - 1) / N);
      this.valeurs[x] = d.place - x * N;
    }
    for (const variable of d.elimine) {
      const x = Math.floor((variable - 1) / N);
      this.candidats[x] &= ~(1 << (variable - x * N - 1));
    }
  }
}
