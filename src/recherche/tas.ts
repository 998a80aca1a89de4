/**
 * Un tas binaire (une file ordonnée par une clé) : `retirer` rend toujours
 * l'élément de plus petite clé f, en un temps proportionnel à log(taille).
 * À clé égale, le plus récemment ajouté sort le premier : une recherche
 * gloutonne poursuit ainsi la branche qu'elle vient d'ouvrir, comme en
 * profondeur.
 *
 * On dit « clé » et non « priorité » : « la plus petite priorité sort
 * d'abord » se lit à l'envers en français, et faisait écrire aux élèves
 * « la plus grande priorité ». La clé f est un coût (h, g, g + h) : la plus
 * petite sort d'abord.
 */
interface Entree<T> {
  cle: number;
  /** Numéro d'arrivée : départage les clés égales. */
  rang: number;
  valeur: T;
}

export class Tas<T> {
  private entrees: Entree<T>[] = [];
  private arrivees = 0;

  get taille(): number {
    return this.entrees.length;
  }

  ajouter(valeur: T, cle: number): void {
    this.entrees.push({ cle, rang: this.arrivees++, valeur });
    this.monter(this.entrees.length - 1);
  }

  /** L'élément de plus petite clé, retiré du tas ; `undefined` si le tas est vide. */
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

  /** `a` doit sortir avant `b` : plus petite clé, ou même clé et arrivé après. */
  private avant(a: Entree<T>, b: Entree<T>): boolean {
    return a.cle < b.cle || (a.cle === b.cle && a.rang > b.rang);
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
