/**
 * Une contrainte binaire compare deux variables : `x1 != x2`, `a < b`.
 * C'est la seule sorte de contrainte dont se servent les recherches : les
 * contraintes unaires ne font que réduire les labels au départ.
 */
import { comparer, Contrainte, verifierOperateur, type Operateur } from "./contrainte";
import { ErreurPSC } from "./erreurs";
import { Variable, type Valeur } from "./variable";

export class ContrainteBinaire extends Contrainte {
  readonly refVar1: Variable;
  readonly op: Operateur;
  readonly refVar2: Variable;

  /** La contrainte `refVar1 op refVar2`. */
  constructor(refVar1: Variable, op: Operateur, refVar2: Variable) {
    for (const [rang, v] of [
      ["premier", refVar1],
      ["troisième", refVar2],
    ] as const) {
      if (!(v instanceof Variable)) {
        throw new ErreurPSC(
          `contrainte binaire : le ${rang} argument doit être une Variable, pas ${JSON.stringify(v)}`,
        );
      }
    }
    const operateur = verifierOperateur(
      op,
      `contrainte binaire entre ${refVar1.nom} et ${refVar2.nom}`,
    );
    if (refVar1 === refVar2) {
      throw new ErreurPSC(
        `contrainte binaire ${refVar1.nom} ${operateur} ${refVar2.nom} : les deux variables sont la même ; ` +
          "attendu deux variables différentes (pour une seule variable, prenez une ContrainteUnaire)",
      );
    }
    super([refVar1, refVar2]);
    this.refVar1 = refVar1;
    this.op = operateur;
    this.refVar2 = refVar2;
  }

  dimension(): number {
    return 2;
  }

  /** L'autre variable de la contrainte. */
  autre(variable: Variable): Variable {
    if (variable === this.refVar1) return this.refVar2;
    if (variable === this.refVar2) return this.refVar1;
    throw this.horsContrainte(variable, "?");
  }

  /**
   * La contrainte est-elle vérifiée quand `variable` vaut `valeur` et
   * l'autre variable vaut `valeurAutre` ? L'ordre compte pour `<` : on
   * remet toujours `refVar1` à gauche de l'opérateur.
   */
  estSatisfaite(variable: Variable, valeur: Valeur, valeurAutre: Valeur): boolean {
    if (variable === this.refVar1) return comparer(valeur, this.op, valeurAutre);
    if (variable === this.refVar2) return comparer(valeurAutre, this.op, valeur);
    throw this.horsContrainte(variable, valeur);
  }

  /**
   * Vrai si `variable = valeur` respecte la contrainte avec la valeur
   * actuelle de l'autre variable. Si l'autre n'a pas encore de valeur, la
   * contrainte ne peut pas être violée : on répond vrai.
   */
  estValide(variable: Variable, valeur: Valeur): boolean {
    const autre = this.autre(variable);
    if (autre.valeur === null) return true;
    return this.estSatisfaite(variable, valeur, autre.valeur);
  }

  /**
   * Vrai si `valeur` a un *support* : au moins une valeur du label de
   * l'autre variable avec laquelle la contrainte est vérifiée.
   */
  estPossible(variable: Variable, valeur: Valeur): boolean {
    return this.autre(variable).label.some((y) => this.estSatisfaite(variable, valeur, y));
  }

  /**
   * Rend la contrainte cohérente : retire de chacun des deux labels les
   * valeurs sans support dans l'autre. Renvoie vrai si un label a changé.
   * On parcourt une copie du label, car on en retire des valeurs en chemin.
   */
  modifierLabels(): boolean {
    let modifie = false;
    for (const variable of [this.refVar1, this.refVar2]) {
      for (const valeur of [...variable.label]) {
        if (!this.estPossible(variable, valeur)) {
          variable.enleveDuLabel(valeur);
          modifie = true;
        }
      }
    }
    return modifie;
  }

  /**
   * Pour le forward checking : l'autre variable vient de recevoir sa
   * valeur ; on retire du label de `variable` les valeurs qui la
   * contrediraient. Renvoie faux si le label est devenu vide.
   */
  propage(variable: Variable): boolean {
    for (const valeur of [...variable.label]) {
      if (!this.estValide(variable, valeur)) variable.enleveDuLabel(valeur);
    }
    return variable.label.length > 0;
  }

  toString(): string {
    return `${this.refVar1.nom} ${this.op} ${this.refVar2.nom}`;
  }
}
