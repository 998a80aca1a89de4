/**
 * L'issue d'un appel et sa lecture : la valeur rendue, l'erreur levée (sans
 * sa pile), la boucle sans fin interrompue, la fonction pas encore écrite, ou
 * l'incident (ce qu'une fonction d'exercice ne doit pas faire). Le code de
 * l'élève, lui, tourne dans la cage (`cage.ts`).
 */
import { abreger } from "../exercices/affichage";
import { BoucleSansFin } from "../exercices/exercice";
import { appelerBorne, estDelaiDepasse } from "./appel-borne";
import { estNonFait, type ExerciceNonFait } from "./non-fait";

/** Ce qu'a donné un appel. */
export type Issue =
  | { type: "valeur"; valeur: unknown }
  | { type: "erreur"; message: string }
  | { type: "sans-fin" }
  | { type: "non-fait"; erreur: ExerciceNonFait }
  /** Arrêter le programme, toucher aux objets globaux, rendre une promesse… */
  | { type: "incident"; message: string };

/** Appelle `appel()` ; au-delà de `delai` millisecondes, l'appel est interrompu. */
export function executerBorne(appel: () => unknown, delai: number): Issue {
  const retour = appelerBorne(appel, delai);
  return retour.fin === "leve"
    ? lireErreur(retour.erreur)
    : { type: "valeur", valeur: retour.valeur };
}

/** Appelle `appel()` sans délai : pour nos propres versions, qui s'arrêtent toujours. */
export function executer(appel: () => unknown): Issue {
  try {
    return { type: "valeur", valeur: appel() };
  } catch (erreur) {
    return lireErreur(erreur);
  }
}

/** Range une erreur levée pendant l'appel dans la bonne catégorie. */
export function lireErreur(erreur: unknown): Issue {
  if (estNonFait(erreur)) return { type: "non-fait", erreur };
  if (erreur instanceof BoucleSansFin || estDelaiDepasse(erreur)) return { type: "sans-fin" };
  return { type: "erreur", message: messageErreur(erreur) };
}

/** « TypeError: … » : le nom et le message, sans la pile, que l'élève n'a pas à lire. */
export function messageErreur(erreur: unknown): string {
  if (!(erreur instanceof Error)) return abreger(String(erreur));
  if (erreur instanceof RangeError && /call stack/.test(erreur.message)) {
    return "RangeError: trop d'appels imbriqués (une fonction s'appelle-t-elle sans fin ?)";
  }
  const message = abreger(String(erreur.message));
  return erreur.name === "Error" ? message : `${abreger(String(erreur.name))}: ${message}`;
}

/**
 * Une copie où chaque tableau, à toute profondeur, est neuf. Les arguments
 * des cas ne contiennent que des nombres, des booléens et des tableaux.
 */
export function copieProfonde<T>(valeur: T): T {
  return (Array.isArray(valeur) ? valeur.map(copieProfonde) : valeur) as T;
}
