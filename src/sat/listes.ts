/**
 * Des listes de paires d'entiers, une par littéral, pour les clauses
 * surveillées de CDCL. Chaque liste est un Int32Array avec sa longueur utile
 * à part : raccourcir une liste ne libère rien, l'allonger ne réalloue que
 * lorsque la place manque (on double alors). Un tableau JavaScript ordinaire
 * réallouerait et jetterait de la mémoire à chaque changement de longueur,
 * ce qui coûte cher au ramasse-miettes quand cela arrive des millions de fois.
 */
/** La liste vide, partagée par toutes les listes tant qu'on n'y a rien mis : un million de littéraux ne coûtent alors qu'un million de références. */
const VIDE = new Int32Array(0);

export class ListesDePaires {
  /** `donnees[l]` : les paires de la liste l, à plat (a0, b0, a1, b1…). */
  donnees: Int32Array[] = [];
  /** `tailles[l]` : le nombre d'entiers utiles dans `donnees[l]` (deux par paire). */
  tailles = new Int32Array(0);

  /** Fait de la place pour les listes 0 … n − 1. */
  agrandir(n: number): void {
    if (n > this.tailles.length) {
      const tailles = new Int32Array(Math.max(n, 2 * this.tailles.length));
      tailles.set(this.tailles);
      this.tailles = tailles;
    }
    while (this.donnees.length < n) this.donnees.push(VIDE);
  }

  /** Ajoute la paire (a, b) à la liste l. */
  ajouter(l: number, a: number, b: number): void {
    let liste = this.donnees[l];
    const taille = this.tailles[l];
    if (taille + 2 > liste.length) {
      // Huit paires d'emblée : la plupart des listes n'auront jamais à grandir (une
      // allocation par liste au lieu de trois pour une formule 3-SAT de 100 variables).
      const plusGrande = new Int32Array(Math.max(16, 2 * liste.length));
      plusGrande.set(liste);
      this.donnees[l] = liste = plusGrande;
    }
    liste[taille] = a;
    liste[taille + 1] = b;
    this.tailles[l] = taille + 2;
  }

  /** Retire de la liste l les paires (a, b) pour lesquelles `retirer(a, b)` est vrai. */
  filtrer(l: number, retirer: (a: number, b: number) => boolean): void {
    const liste = this.donnees[l];
    let j = 0;
    for (let i = 0; i < this.tailles[l]; i += 2) {
      if (retirer(liste[i], liste[i + 1])) continue;
      liste[j++] = liste[i];
      liste[j++] = liste[i + 1];
    }
    this.tailles[l] = j;
  }

  /** Remplace, dans chaque paire de la liste l, l'élément n° `rang` (0 ou 1) par `f(élément)`. */
  transformer(l: number, rang: number, f: (x: number) => number): void {
    const liste = this.donnees[l];
    for (let i = rang; i < this.tailles[l]; i += 2) liste[i] = f(liste[i]);
  }
}
