/**
 * Des lignes de réponse écrites tout de suite en octets UTF-8.
 *
 * `sudoku verifier` répond une ligne par grille. Fabriquer une chaîne par
 * ligne, les joindre, puis encoder le tout en UTF-8 coûtait plus que la
 * vérification elle-même (« incomplète » a un « è » : V8 range alors tout le
 * paquet en caractères de deux octets). Ici, les morceaux qui se répètent
 * sont encodés une fois pour toutes, et les numéros écrits chiffre à chiffre.
 */
const encodeur = new TextEncoder();

/** Le texte en octets UTF-8, pour `ajouter`. */
export function enOctets(texte: string): Uint8Array {
  return encodeur.encode(texte);
}

export class LignesEnOctets {
  private octets = new Uint8Array(64 * 1024);
  private fin = 0;

  /** Le nombre d'octets déjà écrits. */
  get taille(): number {
    return this.fin;
  }

  ajouter(morceau: Uint8Array): this {
    this.reserver(morceau.length);
    this.octets.set(morceau, this.fin);
    this.fin += morceau.length;
    return this;
  }

  /** Un entier positif ou nul, en chiffres décimaux. */
  ajouterEntier(n: number): this {
    this.reserver(16);
    let chiffres = 1;
    for (let p = 10; p <= n; p *= 10) chiffres++;
    for (let k = this.fin + chiffres - 1; k >= this.fin; k--) {
      this.octets[k] = 48 + (n % 10);
      n = Math.floor(n / 10);
    }
    this.fin += chiffres;
    return this;
  }

  /** Un texte quelconque (le cas rare : une grille invalide et ses conflits). */
  ajouterTexte(texte: string): this {
    return this.ajouter(encodeur.encode(texte));
  }

  finirLigne(): this {
    this.reserver(1);
    this.octets[this.fin++] = 10;
    return this;
  }

  /** Les lignes écrites (une copie), et l'on repart de zéro. */
  prendre(): Uint8Array {
    const lignes = this.octets.slice(0, this.fin);
    this.fin = 0;
    return lignes;
  }

  private reserver(n: number): void {
    if (this.fin + n <= this.octets.length) return;
    const plus = new Uint8Array(Math.max(2 * this.octets.length, this.fin + n));
    plus.set(this.octets.subarray(0, this.fin));
    this.octets = plus;
  }
}
