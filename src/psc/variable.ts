/**
 * Une variable d'un PSC (problème de satisfaction de contraintes) : un nom,
 * un domaine (les valeurs permises au départ), une valeur (celle que la
 * recherche lui donne, ou `null`) et un label, les valeurs encore possibles.
 *
 * Le label commence comme une copie du domaine ; le filtrage (cohérence,
 * forward checking, AC-3) le réduit, la recherche le restaure. Le domaine,
 * lui, ne change jamais.
 */
import { ErreurPSC } from "./erreurs";

/** Une valeur de variable : un nombre (Sudoku) ou un texte (une couleur, une lettre). */
export type Valeur = number | string;

/** Ce que l'on montre d'une valeur : `b`, `3`. */
export function ecrireValeur(v: Valeur | null): string {
  return v === null ? "aucune" : String(v);
}

/** `{b, c}` : un ensemble de valeurs écrit comme en mathématiques. */
export function ecrireEnsemble(valeurs: readonly Valeur[]): string {
  return `{${valeurs.map(ecrireValeur).join(", ")}}`;
}

export class Variable {
  readonly nom: string;
  readonly domaine: readonly Valeur[];
  valeur: Valeur | null = null;
  label: Valeur[];

  constructor(nom: string, domaine: readonly Valeur[]) {
    if (typeof nom !== "string" || nom.trim() === "") {
      throw new ErreurPSC(
        `une variable doit avoir un nom (un texte non vide), pas ${JSON.stringify(nom)}`,
      );
    }
    if (!Array.isArray(domaine) || domaine.length === 0) {
      throw new ErreurPSC(
        `la variable ${nom} a un domaine vide : donnez au moins une valeur, par exemple new Variable("${nom}", [1, 2, 3])`,
      );
    }
    const vues = new Set<Valeur>();
    for (const v of domaine) {
      if (typeof v !== "number" && typeof v !== "string") {
        throw new ErreurPSC(
          `la variable ${nom} a dans son domaine ${JSON.stringify(v)} ; attendu des nombres ou des textes`,
        );
      }
      if (vues.has(v)) {
        throw new ErreurPSC(
          `la valeur ${ecrireValeur(v)} apparaît deux fois dans le domaine de ${nom}`,
        );
      }
      vues.add(v);
    }
    this.nom = nom;
    this.domaine = [...domaine];
    this.label = [...domaine];
  }

  /** Donne une valeur à la variable (`null` pour l'effacer). */
  metAJourValeur(valeur: Valeur | null): void {
    this.valeur = valeur;
  }

  /** Retire `valeur` du label, si elle y est (l'ordre des autres valeurs est gardé). */
  enleveDuLabel(valeur: Valeur): void {
    const k = this.label.indexOf(valeur);
    if (k >= 0) this.label.splice(k, 1);
  }

  /** `x1 ∈ {b, c}`, puis le label s'il a changé et la valeur s'il y en a une. */
  toString(): string {
    const morceaux = [`${this.nom} ∈ ${ecrireEnsemble(this.domaine)}`];
    const reduit =
      this.label.length !== this.domaine.length || this.label.some((v, k) => v !== this.domaine[k]);
    if (reduit) morceaux.push(`label ${ecrireEnsemble(this.label)}`);
    if (this.valeur !== null) morceaux.push(`valeur ${ecrireValeur(this.valeur)}`);
    return morceaux.join(", ");
  }

  /** Dans un carnet ou un rapport de vérification, la variable s'écrit comme `toString`. */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.toString();
  }
}
