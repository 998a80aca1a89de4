import { ErreurGrille } from "../socle/erreurs";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { versHTML } from "./affichage-html";
import { versTexte } from "./affichage-texte";
import { TAILLES, symbolesPermis } from "./symboles";

/**
 * Une grille de Sudoku N×N (N = n², n = 2 à 5), avec ses cases données.
 *
 * Vocabulaire du cours : une *case* (i, j) est en ligne i et colonne j,
 * comptées à partir de 0 ; un *carré* est un des N blocs n×n ; une case
 * *donnée* (ou protégée) est remplie dans l'énoncé et ne change jamais.
 * La valeur 0 signifie « case vide ».
 */
export class Grille {
  /** Le côté d'un carré : 3 pour une grille 9×9. */
  readonly n: number;
  /** Le nombre de lignes (et de colonnes, et de carrés) : 9 pour une grille 9×9. */
  readonly taille: number;
  /** Les valeurs ligne par ligne : la case (i, j) est `valeurs[i * taille + j]`. */
  readonly valeurs: number[];
  /** `donnees[i * taille + j]` vaut vrai si la case (i, j) est donnée par l'énoncé. */
  readonly donnees: boolean[];

  /**
   * Crée une grille à partir de ses valeurs ligne par ligne. Sans `donnees`,
   * les cases remplies sont les données de l'énoncé.
   */
  constructor(valeurs: readonly number[], donnees?: readonly boolean[]) {
    const taille = Math.round(Math.sqrt(valeurs.length));
    if (!TAILLES.includes(taille) || taille * taille !== valeurs.length) {
      throw new ErreurGrille(
        `une grille a 16, 81, 256 ou 625 cases (4×4, 9×9, 16×16 ou 25×25), pas ${valeurs.length}`,
      );
    }
    valeurs.forEach((v, k) => {
      if (!Number.isInteger(v) || v < 0 || v > taille) {
        const [i, j] = [Math.floor(k / taille), k % taille];
        throw new ErreurGrille(
          `case (${i}, ${j}) : valeur ${String(v)} impossible ; attendu 0 (vide) ou ${symbolesPermis(taille)} (1 à ${taille})`,
        );
      }
    });
    this.taille = taille;
    this.n = Math.round(Math.sqrt(taille));
    this.valeurs = [...valeurs];
    this.donnees = donnees ? [...donnees] : valeurs.map((v) => v !== 0);
  }

  /** Une grille vide de la taille demandée (4, 9, 16 ou 25). */
  static vide(taille = 9): Grille {
    return new Grille(new Array<number>(taille * taille).fill(0));
  }

  /**
   * La grille d'une matrice `number[][]` (0 pour une case vide), comme la
   * matrice `M` du TD. Les cases remplies deviennent les données.
   */
  static depuisMatrice(M: readonly (readonly number[])[]): Grille {
    const taille = M.length;
    if (!TAILLES.includes(taille)) {
      throw new ErreurGrille(`la matrice a ${taille} lignes ; attendu 4, 9, 16 ou 25`);
    }
    M.forEach((ligne, i) => {
      if (!Array.isArray(ligne) || ligne.length !== taille) {
        const longueur = Array.isArray(ligne) ? ligne.length : 0;
        throw new ErreurGrille(
          `la ligne ${i} de la matrice a ${longueur} colonnes ; attendu ${taille}`,
        );
      }
    });
    return new Grille(M.flat());
  }

  /** La valeur de la case (i, j), 0 si elle est vide. */
  valeur(i: number, j: number): number {
    return this.valeurs[i * this.taille + j];
  }

  /** Vrai si la case (i, j) est donnée par l'énoncé. */
  estDonnee(i: number, j: number): boolean {
    return this.donnees[i * this.taille + j];
  }

  /** Le nombre de cases données par l'énoncé. */
  nombreDeDonnees(): number {
    return this.donnees.filter(Boolean).length;
  }

  /** Vrai si aucune case n'est vide. */
  estRemplie(): boolean {
    return !this.valeurs.includes(0);
  }

  /** Une copie indépendante. */
  copie(): Grille {
    return new Grille(this.valeurs, this.donnees);
  }

  /** La même grille (mêmes données) avec d'autres valeurs : une solution, une étape… */
  avecValeurs(valeurs: readonly number[]): Grille {
    return new Grille(valeurs, this.donnees);
  }

  /** La matrice `number[][]` de la grille (0 pour une case vide), comme `M` dans le TD. */
  versMatrice(): number[][] {
    return Array.from({ length: this.taille }, (_, i) =>
      this.valeurs.slice(i * this.taille, (i + 1) * this.taille),
    );
  }

  /** Dernière valeur d'une cellule, la grille s'affiche en HTML (voir src/socle/protocole.ts). */
  [AFFICHAGE_JUPYTER](): PaquetMime {
    return { "text/html": versHTML(this), "text/plain": versTexte(this) };
  }
}
