/**
 * Un générateur de nombres pseudo-aléatoires à graine. `Math.random` ne se
 * laisse pas fixer : avec une graine, une expérience (recuit simulé,
 * génération de grilles) se refait à l'identique, ce qui permet de la
 * vérifier, de la corriger et d'en discuter.
 *
 * L'algorithme est mulberry32 : un état de 32 bits, avancé d'une constante
 * impaire à chaque tirage puis brassé par multiplications et décalages.
 * Rapide et assez bon pour des expériences, pas pour la cryptographie.
 */
export class Hasard {
  private etat: number;

  /** `graine` : n'importe quel entier ; la même graine donne la même suite. */
  constructor(graine: number) {
    if (!Number.isSafeInteger(graine)) {
      throw new RangeError(`Hasard : la graine doit être un entier, et non ${graine}.`);
    }
    this.etat = graine >>> 0;
  }

  /** Un réel de [0, 1). */
  reel(): number {
    this.etat = (this.etat + 0x6d2b79f5) >>> 0;
    let t = this.etat;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Un entier de [0, n). */
  entier(n: number): number {
    if (!Number.isInteger(n) || n < 1) {
      throw new RangeError(`Hasard.entier : n doit être un entier ≥ 1, et non ${n}.`);
    }
    return Math.floor(this.reel() * n);
  }

  /** Un élément du tableau, au hasard. */
  choisir<T>(tableau: readonly T[]): T {
    if (tableau.length === 0) throw new RangeError("Hasard.choisir : le tableau est vide.");
    return tableau[this.entier(tableau.length)];
  }

  /** Mélange le tableau sur place (Fisher-Yates : toutes les permutations sont équiprobables). */
  melanger<T>(tableau: T[]): T[] {
    for (let k = tableau.length - 1; k > 0; k--) {
      const m = this.entier(k + 1);
      [tableau[k], tableau[m]] = [tableau[m], tableau[k]];
    }
    return tableau;
  }
}

/** Une graine tirée de l'horloge, pour qui n'en donne pas (à afficher, pour pouvoir rejouer). */
export function graineAuHasard(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
