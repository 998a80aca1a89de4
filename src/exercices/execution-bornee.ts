/**
 * Lancer une fonction d'élève sans risquer de bloquer le carnet : chaque appel
 * passe par un petit script `vm` muni d'un délai. Si la fonction tourne sans
 * fin, Node l'interrompt et l'on note « ne s'arrête pas » au lieu d'attendre.
 */
import * as vm from "vm";
import { estNonFait, type ExerciceNonFait } from "./non-fait";

/** Ce qu'a donné un appel. */
export type Issue =
  | { type: "valeur"; valeur: unknown }
  | { type: "erreur"; message: string }
  | { type: "sans-fin" }
  | { type: "non-fait"; erreur: ExerciceNonFait };

/**
 * Levée par nos versions fausses quand elles dépassent leur nombre de tours :
 * elles ne s'arrêteraient pas, mais on ne veut pas attendre le délai pour le savoir.
 */
export class BoucleSansFin extends Error {
  override name = "BoucleSansFin";
}

// Un seul script et un seul contexte, réutilisés : en créer un par appel coûte cher.
const script = new vm.Script("appel()", { filename: "verification" });
let contexte: vm.Context | undefined;

/** Appelle `appel()` ; au-delà de `delai` millisecondes, l'appel est interrompu. */
export function executerBorne(appel: () => unknown, delai: number): Issue {
  contexte ??= vm.createContext({});
  contexte.appel = appel;
  try {
    return { type: "valeur", valeur: script.runInContext(contexte, { timeout: delai }) };
  } catch (erreur) {
    return lireErreur(erreur);
  } finally {
    contexte.appel = undefined;
  }
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
function lireErreur(erreur: unknown): Issue {
  if (estNonFait(erreur)) return { type: "non-fait", erreur };
  if (erreur instanceof BoucleSansFin) return { type: "sans-fin" };
  const code = (erreur as { code?: unknown } | null)?.code;
  if (code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return { type: "sans-fin" };
  return { type: "erreur", message: messageErreur(erreur) };
}

/** « TypeError: … » : le nom et le message, sans la pile, que l'élève n'a pas à lire. */
function messageErreur(erreur: unknown): string {
  if (!(erreur instanceof Error)) return String(erreur);
  if (erreur instanceof RangeError && /call stack/.test(erreur.message)) {
    return "RangeError: trop d'appels imbriqués (une fonction s'appelle-t-elle sans fin ?)";
  }
  return erreur.name === "Error" ? erreur.message : `${erreur.name}: ${erreur.message}`;
}

/**
 * Une copie où chaque tableau, à toute profondeur, est neuf. Les arguments
 * des cas ne contiennent que des nombres, des booléens et des tableaux.
 */
export function copieProfonde<T>(valeur: T): T {
  return (Array.isArray(valeur) ? valeur.map(copieProfonde) : valeur) as T;
}

const AFFICHAGES = ["log", "info", "warn", "error", "debug", "dir", "table"];

/**
 * Lance `f()` en faisant taire `console` : une résolution qui affiche M à
 * chaque tour remplirait la cellule et ralentirait la vérification.
 */
export function enSilence<T>(f: () => T): T {
  const gardees = AFFICHAGES.map((nom) => Reflect.get(console, nom) as unknown);
  for (const nom of AFFICHAGES) Reflect.set(console, nom, () => undefined);
  try {
    return f();
  } finally {
    AFFICHAGES.forEach((nom, k) => Reflect.set(console, nom, gardees[k]));
  }
}
