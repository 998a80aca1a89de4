/**
 * Les quelques types dont le cours a besoin pour `logic-solver` 2.0.1, qui
 * n'en publie pas : un solveur, des termes (numéros ou noms de variables),
 * des formules, et la solution trouvée.
 */
declare module "logic-solver" {
  namespace Logic {
    /** Un numéro de variable (négatif pour sa négation), ou un nom (« -x » pour sa négation). */
    type Terme = number | string;

    /** Une formule construite par `or`, `and`… (opaque pour le cours). */
    interface Formule {
      readonly __formule?: never;
    }

    type FormuleOuTerme = Formule | Terme;

    class Solver {
      /** Le numéro de la variable de ce nom, créée au besoin (les numéros 1 et 2 sont réservés). */
      getVarNum(nom: string): number;
      /** Exige que toutes les formules soient vraies. */
      require(...formules: (FormuleOuTerme | FormuleOuTerme[])[]): void;
      solve(): Solution | null;
      /** Résout en supposant vraie la formule, pour cet appel seulement. */
      solveAssuming(formule: FormuleOuTerme): Solution | null;
    }

    interface Solution {
      /** La valeur de chaque variable nommée. */
      getMap(): Record<string, boolean>;
      getTrueVars(): string[];
    }

    function or(...operandes: (FormuleOuTerme | FormuleOuTerme[])[]): Formule;
    function and(...operandes: (FormuleOuTerme | FormuleOuTerme[])[]): Formule;
    /** Exécute `f` sans les contrôles de type de la bibliothèque, coûteux. */
    function disablingAssertions<T>(f: () => T): T;
  }
  export = Logic;
}
