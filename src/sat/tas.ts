/**
 * Un tas binaire de variables rangées par activité décroissante : la racine
 * est toujours la variable la plus active. CDCL y prend sa prochaine
 * décision en O(log n), et y remet les variables libérées par un retour
 * en arrière. Le tas lit les activités dans un tableau qu'il ne possède pas :
 * quand une activité augmente, on appelle `monter`.
 */
export class TasDeVariables {
  /** Les variables, rangées en tas : le parent de la place p est (p − 1) >> 1. */
  private tas: Int32Array;
  private taille = 0;
  /** `place[v]` : l'indice de v dans `tas`, ou −1 si v n'y est pas. */
  private place: Int32Array;

  constructor(
    capacite: number,
    private activite: Float64Array,
  ) {
    this.tas = new Int32Array(capacite + 1);
    this.place = new Int32Array(capacite + 1).fill(-1);
  }

  /** Le tableau des activités a été réalloué (plus de variables) : le tas suit. */
  agrandir(capacite: number, activite: Float64Array): void {
    this.activite = activite;
    const tas = new Int32Array(capacite + 1);
    tas.set(this.tas);
    this.tas = tas;
    const place = new Int32Array(capacite + 1).fill(-1);
    place.set(this.place);
    this.place = place;
  }

  get estVide(): boolean {
    return this.taille === 0;
  }

  contient(v: number): boolean {
    return this.place[v] >= 0;
  }

  inserer(v: number): void {
    if (this.place[v] >= 0) return;
    this.tas[this.taille] = v;
    this.place[v] = this.taille;
    this.taille++;
    this.monter(v);
  }

  /**
   * Vide le tas et le remplit des variables 1 … n pour lesquelles `garder(v)`
   * est vrai, en O(n) : on les pose dans l'ordre, puis on rétablit l'ordre du
   * tas de bas en haut (c'est plus rapide que n insertions).
   */
  reconstruire(n: number, garder: (v: number) => boolean): void {
    for (let p = 0; p < this.taille; p++) this.place[this.tas[p]] = -1;
    this.taille = 0;
    for (let v = 1; v <= n; v++) {
      if (!garder(v)) continue;
      this.tas[this.taille] = v;
      this.place[v] = this.taille++;
    }
    for (let p = (this.taille >> 1) - 1; p >= 0; p--) this.descendre(p);
  }

  /** Retire et renvoie la variable la plus active. */
  retirerMax(): number {
    const max = this.tas[0];
    this.taille--;
    this.place[max] = -1;
    if (this.taille > 0) {
      const derniere = this.tas[this.taille];
      this.tas[0] = derniere;
      this.place[derniere] = 0;
      this.descendre(0);
    }
    return max;
  }

  /** Remonte v tant que son parent est moins actif (après une hausse de son activité). */
  monter(v: number): void {
    const { tas, place, activite } = this;
    let p = place[v];
    if (p < 0) return;
    const a = activite[v];
    while (p > 0) {
      const parent = (p - 1) >> 1;
      if (activite[tas[parent]] >= a) break;
      tas[p] = tas[parent];
      place[tas[p]] = p;
      p = parent;
    }
    tas[p] = v;
    place[v] = p;
  }

  private descendre(p: number): void {
    const { tas, place, activite } = this;
    const v = tas[p];
    const a = activite[v];
    for (;;) {
      let enfant = 2 * p + 1;
      if (enfant >= this.taille) break;
      const droit = enfant + 1;
      if (droit < this.taille && activite[tas[droit]] > activite[tas[enfant]]) enfant = droit;
      if (activite[tas[enfant]] <= a) break;
      tas[p] = tas[enfant];
      place[tas[p]] = p;
      p = enfant;
    }
    tas[p] = v;
    place[v] = p;
  }
}
