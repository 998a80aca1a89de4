/**
 * Une contrainte unaire compare une variable à une valeur de référence :
 * `x > 2`, `case != 5`. Au Sudoku, chaque chiffre donné interdit sa valeur
 * aux cases vides de sa ligne, de sa colonne et de son carré.
 */
import { comparer, Contrainte, verifierOperateur, type Operateur } from "./contrainte";
import { ErreurPSC } from "./erreurs";
import { Variable, ecrireValeur, type Valeur } from "./variable";

export class ContrainteUnaire extends Contrainte {
  readonly refVar: Variable;
  readonly op: Operateur;
  /** La valeur de référence, à droite de l'opérateur. */
  readonly ref: Valeur;

  constructor(refVar: Variable, op: Operateur, ref: Valeur) {
    if (!(refVar instanceof Variable)) {
      throw new ErreurPSC(
        `contrainte unaire : le premier argument doit être une Variable, pas ${JSON.stringify(refVar)}`,
      );
    }
    const operateur = verifierOperateur(op, `contrainte unaire sur ${refVar.nom}`);
    if (typeof ref !== "number" && typeof ref !== "string") {
      throw new ErreurPSC(
        `contrainte unaire sur ${refVar.nom} : la référence doit être un nombre ou un texte, pas ${JSON.stringify(ref)}`,
      );
    }
    super([refVar]);
    this.refVar = refVar;
    this.op = operateur;
    this.ref = ref;
  }

  dimension(): number {
    return 1;
  }

  /** Vrai si `valeur` respecte `valeur op ref` (la variable doit être `refVar`). */
  estValide(variable: Variable, valeur: Valeur): boolean {
    if (variable !== this.refVar) throw this.horsContrainte(variable, valeur);
    return comparer(valeur, this.op, this.ref);
  }

  toString(): string {
    return `${this.refVar.nom} ${this.op} ${ecrireValeur(this.ref)}`;
  }
}
