/**
 * Un tas binaire (file de priorité) : `retirer` rend toujours l'élément de
 * plus petite priorité, en un temps proportionnel à log(taille). À priorité
 * égale, le plus récemment ajouté sort le premier : une recherche gloutonne
 * poursuit ainsi la branche qu'elle vient d'ouvrir, comme en profondeur.
 */
interface Entree<T> {
  priorite: number;
  /** Numéro d'arrivée : départage les priorités égales. */
  rang: number;
  valeur: T;
}

export class Tas<T> {
  private entrees: Entree<T>[] = [];
  private arrivees = 0;

  get taille(): number {
    return this.entrees.length;
  }

  ajouter(valeur: T, priorite: number): void {
    this.entrees.push({ priorite, rang: this.arrivees++, valeur });
    this.monter(this.entrees.length - 1);
  }

  /** L'élément de plus petite priorité, retiré du tas ; `undefined` si le tas est vide. */
  retirer(): T | undefined {
    const e = this.entrees;
    if (e.length === 0) return undefined;
    const premier = e[0];
    const dernier = e.pop() as Entree<T>;
    if (e.length > 0) {
      e[0] = dernier;
      this.descendre(0);
    }
    return premier.valeur;
  }

  /** `a` doit sortir avant `b` : plus petite priorité, ou même priorité et arrivé après. */
  private avant(a: Entree<T>, b: Entree<T>): boolean {
    return a.priorite < b.priorite || (a.priorite === b.priorite && a.rang > b.rang);
  }

  private monter(k: number): void {
    const e = this.entrees;
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (!this.avant(e[k], e[p])) return;
      [e[k], e[p]] = [e[p], e[k]];
      k = p;
    }
  }

  private descendre(k: number): void {
    const e = this.entrees;
    for (;;) {
      let min = k;
      for (const f of [2 * k + 1, 2 * k + 2]) {
        if (f < e.length && this.avant(e[f], e[min])) min = f;
      }
      if (min === k) return;
      [e[k], e[min]] = [e[min], e[k]];
      k = min;
    }
  }
}
