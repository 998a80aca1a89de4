/**
 * Le seul endroit où du code d'élève tourne sous délai. Comment on l'arrête
 * au bout du délai dépend de la machine (voir `src/hote/`) : sous Node, un
 * petit script `vm` muni d'un `timeout` ; dans le navigateur, les contrôles
 * que le noyau compile dans les boucles et les fonctions de l'élève.
 */
import { hote } from "../hote/index";

export type { Retour } from "../hote/index";

/** Appelle `appel()` ; au-delà de `delai` millisecondes, l'appel est interrompu. */
export function appelerBorne(appel: () => unknown, delai: number) {
  return hote.appels.appelerBorne(appel, delai);
}

/**
 * Lance `f()` de sorte que le bouton ■ de Jupyter l'interrompe par une
 * erreur qu'on peut attraper, pour remettre tout en ordre avant de la
 * laisser passer. Sans cela, l'interruption traverserait nos `finally` sans
 * les exécuter.
 */
export function interruptible<T>(f: () => T): T {
  return hote.appels.interruptible(f);
}

/** L'appel a dépassé son délai. */
export function estDelaiDepasse(erreur: unknown): boolean {
  return hote.appels.estDelaiDepasse(erreur);
}

/** 1000 → « 1 s », 300 → « 0,3 s ». */
export function secondes(delai: number): string {
  return `${String(delai / 1000).replace(".", ",")} s`;
}
