/**
 * Toutes les clauses de CDCL rangées bout à bout dans un seul Int32Array,
 * comme dans MiniSat. Une clause est désignée par sa *place* p dans ce
 * tableau :
 *
 *     donnees[p]      le nombre n de littéraux
 *     donnees[p + 1]  les drapeaux (apprise, temporaire, supprimée) et le LBD
 *     donnees[p + 2 … p + 1 + n]   les littéraux
 *
 * Pourquoi pas un tableau par clause ? Parce que lire une clause serait alors
 * suivre deux ou trois pointeurs (le tableau des clauses, l'objet Int32Array,
 * sa mémoire) avant d'arriver au premier littéral ; ici, un seul accès. La
 * propagation lit des clauses des millions de fois : cela compte.
 *
 * Une clause supprimée laisse un trou ; quand les trous occupent plus de la
 * moitié de la place, `compacter` recopie les clauses vivantes au début et
 * renvoie les nouvelles places, que le solveur reporte partout où il en garde.
 */

/** La place des littéraux après l'en-tête. */
export const ENTETE = 2;
export const APPRISE = 1;
export const TEMPORAIRE = 2;
export const SUPPRIMEE = 4;
const BITS_DRAPEAUX = 3;

export class MemoireDesClauses {
  donnees = new Int32Array(1 << 12);
  /** Les cases occupées au début de `donnees` (clauses vivantes et trous). */
  utilisees = 0;
  /** Les cases occupées par des clauses supprimées. */
  gaspillees = 0;

  /**
   * Fait de la place pour `n` cases d'un coup. Le solveur réserve ainsi, dès le
   * départ, la formule et autant pour les clauses apprises : moins de recopies,
   * et surtout `donnees` change une fois pour toutes avant que le compilateur
   * n'optimise la propagation et l'analyse (un champ qui change plus tard
   * invalide leur code optimisé, et il faut le recompiler).
   */
  reserver(n: number): void {
    if (n <= this.donnees.length) return;
    const plusGrand = new Int32Array(n);
    plusGrand.set(this.donnees.subarray(0, this.utilisees));
    this.donnees = plusGrand;
  }

  /** Range une clause (les `longueur` premiers littéraux de `litteraux`) et renvoie sa place. */
  ajouter(litteraux: Int32Array, longueur: number, drapeaux: number, lbd: number): number {
    const place = this.utilisees;
    const besoin = place + ENTETE + longueur;
    if (besoin > this.donnees.length) {
      const plusGrand = new Int32Array(Math.max(besoin, 2 * this.donnees.length));
      plusGrand.set(this.donnees.subarray(0, this.utilisees));
      this.donnees = plusGrand;
    }
    this.donnees[place] = longueur;
    this.donnees[place + 1] = drapeaux | (lbd << BITS_DRAPEAUX);
    for (let k = 0; k < longueur; k++) this.donnees[place + ENTETE + k] = litteraux[k];
    this.utilisees = besoin;
    return place;
  }

  taille(place: number): number {
    return this.donnees[place];
  }

  a(place: number, drapeau: number): boolean {
    return (this.donnees[place + 1] & drapeau) !== 0;
  }

  lbd(place: number): number {
    return this.donnees[place + 1] >> BITS_DRAPEAUX;
  }

  supprimer(place: number): void {
    if (this.a(place, SUPPRIMEE)) return;
    this.donnees[place + 1] |= SUPPRIMEE;
    this.gaspillees += ENTETE + this.donnees[place];
  }

  /** Vrai quand les trous occupent plus de la moitié de la place (et assez pour que cela vaille la peine). */
  get doitEtreCompactee(): boolean {
    return this.gaspillees > 1 << 14 && 2 * this.gaspillees > this.utilisees;
  }

  /**
   * Recopie les clauses vivantes au début, dans le même ordre. Renvoie pour
   * chaque ancienne place sa nouvelle place (−1 pour une clause supprimée).
   */
  compacter(): Int32Array {
    const anciennes = this.donnees;
    const nouvellePlace = new Int32Array(this.utilisees).fill(-1);
    const neuves = new Int32Array(Math.max(1 << 12, 2 * (this.utilisees - this.gaspillees)));
    let ecrites = 0;
    for (let p = 0; p < this.utilisees; p += ENTETE + anciennes[p]) {
      const longueur = ENTETE + anciennes[p];
      if ((anciennes[p + 1] & SUPPRIMEE) !== 0) continue;
      neuves.set(anciennes.subarray(p, p + longueur), ecrites);
      nouvellePlace[p] = ecrites;
      ecrites += longueur;
    }
    this.donnees = neuves;
    this.utilisees = ecrites;
    this.gaspillees = 0;
    return nouvellePlace;
  }
}
