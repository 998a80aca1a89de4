/**
 * Une contrainte d'un PSC : une condition sur une ou deux variables. La
 * classe `Contrainte` est abstraite : on ne crée que des `ContrainteUnaire`
 * (une variable comparée à une valeur fixe) et des `ContrainteBinaire`
 * (deux variables comparées entre elles).
 */
import { ErreurPSC } from "./erreurs";
import { ecrireValeur, type Valeur, type Variable } from "./variable";

/** Les six comparaisons permises dans une contrainte. */
export type Operateur = "<" | "<=" | ">" | ">=" | "==" | "!=";

export const OPERATEURS: readonly Operateur[] = ["<", "<=", ">", ">=", "==", "!="];

/** Vérifie qu'un opérateur venu d'ailleurs (un carnet, un fichier) est connu. */
export function verifierOperateur(op: unknown, ou: string): Operateur {
  if (typeof op === "string" && (OPERATEURS as readonly string[]).includes(op)) {
    return op as Operateur;
  }
  throw new ErreurPSC(
    `${ou} : opérateur inconnu ${JSON.stringify(op)} ; attendu l'un de ${OPERATEURS.join(" ")}`,
  );
}

/**
 * `a op b` : vrai si la comparaison est vérifiée. Deux textes se comparent
 * dans l'ordre alphabétique, deux nombres dans l'ordre habituel.
 */
export function comparer(a: Valeur, op: Operateur, b: Valeur): boolean {
  switch (op) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    case "==":
      return a === b;
    case "!=":
      return a !== b;
  }
}

export abstract class Contrainte {
  /** Les variables sur lesquelles porte la contrainte (une ou deux). */
  readonly variables: readonly Variable[];

  protected constructor(variables: readonly Variable[]) {
    this.variables = variables;
  }

  /** Le nombre de variables de la contrainte : 1 (unaire) ou 2 (binaire). */
  abstract dimension(): number;

  /**
   * La contrainte est-elle respectée si `variable` prend la valeur `valeur`
   * (les autres variables gardant la leur) ?
   */
  abstract estValide(variable: Variable, valeur: Valeur): boolean;

  abstract toString(): string;

  /** Vrai si la contrainte porte sur `variable`. */
  porteSur(variable: Variable): boolean {
    return this.variables.includes(variable);
  }

  /** L'erreur levée quand on interroge la contrainte sur une variable qui n'en est pas. */
  protected horsContrainte(variable: Variable, valeur: Valeur): ErreurPSC {
    return new ErreurPSC(
      `la contrainte ${this.toString()} ne porte pas sur ${variable?.nom ?? String(variable)} ` +
        `(valeur ${ecrireValeur(valeur)}) ; elle porte sur ${this.variables.map((v) => v.nom).join(" et ")}`,
    );
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.toString();
  }
}
