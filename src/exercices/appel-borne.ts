/**
 * Le seul endroit où du code d'élève tourne sous délai : un petit script
 * `vm` muni d'un `timeout`. Au bout du délai, Node arrête le script, même au
 * milieu d'une boucle sans fin, et le programme continue.
 */
import * as vm from "vm";

/**
 * Ce qu'a fait l'appel, tel quel : sa valeur, ou ce qu'il a levé. (Un
 * discriminant en texte : le TypeScript non strict de tslab ne distingue pas
 * `true` de `false` pour reconnaître les cas.)
 */
export type Retour = { fin: "rendu"; valeur: unknown } | { fin: "leve"; erreur: unknown };

// Un seul script et un seul contexte, réutilisés : en créer un par appel coûte cher.
const script = new vm.Script("appel()", { filename: "verification" });
let contexte: vm.Context | undefined;

function lancerScript(appel: () => unknown, options: vm.RunningScriptOptions): unknown {
  contexte ??= vm.createContext({});
  contexte.appel = appel;
  try {
    return script.runInContext(contexte, options);
  } finally {
    contexte.appel = undefined;
  }
}

/** Appelle `appel()` ; au-delà de `delai` millisecondes, l'appel est interrompu. */
export function appelerBorne(appel: () => unknown, delai: number): Retour {
  try {
    return { fin: "rendu", valeur: lancerScript(appel, { timeout: delai }) };
  } catch (erreur) {
    return { fin: "leve", erreur };
  }
}

/**
 * Lance `f()` de sorte que le bouton ■ de Jupyter (SIGINT, `breakOnSigint`)
 * l'interrompe par une erreur qu'on peut attraper, pour remettre tout en
 * ordre avant de la laisser passer. Sans cela, l'interruption traverserait
 * nos `finally` sans les exécuter.
 */
export function interruptible<T>(f: () => T): T {
  return lancerScript(f, { breakOnSigint: true }) as T;
}

function codeDe(erreur: unknown): unknown {
  return (erreur as { code?: unknown } | null)?.code;
}

/** L'appel a dépassé son délai. */
export function estDelaiDepasse(erreur: unknown): boolean {
  return codeDe(erreur) === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

/** 1000 → « 1 s », 300 → « 0,3 s ». */
export function secondes(delai: number): string {
  return `${String(delai / 1000).replace(".", ",")} s`;
}
