/**
 * Faire taire le code de l'élève pendant qu'on le vérifie : une résolution
 * qui affiche M à chaque tour remplirait la cellule et ralentirait tout.
 * `console` ne suffit pas : sous Node, `process.stdout.write` écrit sans
 * passer par lui (les flots que nomme l'hôte, voir `src/hote/`).
 */
import { hote } from "../hote/index";
import { remplacer, toutRemettre } from "./remplacer";

const AFFICHAGES = ["log", "info", "warn", "error", "debug", "dir", "dirxml", "table", "trace"];

const rien = (): undefined => undefined;
const ecritureMuette = (): boolean => true;

/** Coupe `console` et les flots de sortie ; la fonction rendue les remet. */
export function couperAffichages(): () => void {
  const remises: (() => void)[] = [];
  for (let k = 0; k < AFFICHAGES.length; k++) remises.push(remplacer(console, AFFICHAGES[k], rien));
  for (const flot of hote.processus.flots()) remises.push(remplacer(flot, "write", ecritureMuette));
  return () => toutRemettre(remises);
}

/** Lance `f()` sans rien laisser paraître de ses affichages. */
export function enSilence<T>(f: () => T): T {
  const remettre = couperAffichages();
  try {
    return f();
  } finally {
    remettre();
  }
}
