/**
 * Les rappels que programme le code de l'élève (`setTimeout`,
 * `setInterval`, `setImmediate`, `queueMicrotask`, `process.nextTick`) :
 * pendant son code, ces fonctions globales enveloppent le rappel, qui
 * tournera à son tour dans la cage (délai de `vm`, silence, objets globaux
 * remis en état) et ne retiendra pas le programme (`unref`). Hors de son
 * code, elles passent l'appel tel quel.
 */
import { types } from "util";
import { appelerBorne, estDelaiDepasse, secondes } from "./appel-borne";
import { messageErreur } from "./execution-bornee";
import { remplacer, toutRemettre } from "./remplacer";
import { entrer, signaler, suiteEnCours, suivreRejet, type Suite } from "./suivi";

// Les vraies fonctions, prises au chargement.
export const vrais = {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  setImmediate: globalThis.setImmediate,
  clearTimeout: globalThis.clearTimeout,
  clearImmediate: globalThis.clearImmediate,
  queueMicrotask: globalThis.queueMicrotask,
  nextTick: process.nextTick,
};
const appliquer = Reflect.apply;

type Fonction = (...args: never[]) => unknown;

/** Lance un rappel programmé par l'élève, dans la cage. */
function lancerRappel(suite: Suite, nature: string, rappel: Fonction, args: unknown[]): boolean {
  if (!suite.ouverte) return false;
  const sortir = entrer(suite);
  const retour = appelerBorne(() => appliquer(rappel, undefined, args), suite.delai);
  const incident = sortir();
  const quoi = `un rappel de ${nature} lancé par la fonction`;
  let message = incident;
  if (!message && retour.fin === "leve") {
    message = estDelaiDepasse(retour.erreur)
      ? `${quoi} ne rend pas la main au bout de ${secondes(suite.delai)} : il a été interrompu`
      : `${quoi} a levé une erreur : ${messageErreur(retour.erreur)}`;
  }
  if (message) signaler(suite, message);
  else if (retour.fin === "rendu" && types.isPromise(retour.valeur)) {
    suivreRejet(suite, retour.valeur, `${quoi} : promesse rejetée`);
  }
  return message === undefined;
}

type Programmer = (rappel: () => void, ms?: number) => { unref?(): unknown };

/** `setTimeout`, `setInterval` ou `setImmediate` qui enveloppe les rappels de l'élève. */
function enveloppeMinuteur(nature: string, vrai: Fonction, annuler: Fonction): Fonction {
  const avecDelai = nature !== "setImmediate";
  return function (this: unknown, rappel: unknown, ...reste: unknown[]): unknown {
    const suite = suiteEnCours();
    if (!suite || typeof rappel !== "function") return appliquer(vrai, this, [rappel, ...reste]);
    const [ms, ...args] = avecDelai ? reste : [undefined, ...reste];
    const repete = nature === "setInterval";
    const lancer = () => {
      if (!repete) suite.minuteurs.delete(minuteur);
      // Un setInterval qui échoue une fois n'est pas relancé.
      if (!lancerRappel(suite, nature, rappel as Fonction, args) && repete) arreter();
    };
    const minuteur = (vrai as Programmer)(lancer, ms as number | undefined);
    const arreter = () => {
      appliquer(annuler, undefined, [minuteur]);
      suite.minuteurs.delete(minuteur);
    };
    minuteur.unref?.();
    suite.minuteurs.set(minuteur, arreter);
    suite.programmes++;
    return minuteur;
  };
}

/** `queueMicrotask` ou `process.nextTick` qui enveloppe les rappels de l'élève. */
function enveloppeDifferee(nature: string, vrai: Fonction): Fonction {
  return function (this: unknown, rappel: unknown, ...args: unknown[]): unknown {
    const suite = suiteEnCours();
    if (!suite || typeof rappel !== "function") return appliquer(vrai, this, [rappel, ...args]);
    suite.programmes++;
    return appliquer(vrai, this, [() => lancerRappel(suite, nature, rappel as Fonction, args)]);
  };
}

/** Pose les enveloppes ; la fonction rendue remet les vraies fonctions. */
export function envelopperRappels(): () => void {
  const remises = [
    remplacer(
      globalThis,
      "setTimeout",
      enveloppeMinuteur("setTimeout", vrais.setTimeout, vrais.clearTimeout),
    ),
    remplacer(
      globalThis,
      "setInterval",
      enveloppeMinuteur("setInterval", vrais.setInterval, vrais.clearTimeout),
    ),
    remplacer(
      globalThis,
      "setImmediate",
      enveloppeMinuteur("setImmediate", vrais.setImmediate, vrais.clearImmediate),
    ),
    remplacer(
      globalThis,
      "queueMicrotask",
      enveloppeDifferee("queueMicrotask", vrais.queueMicrotask),
    ),
    remplacer(process, "nextTick", enveloppeDifferee("process.nextTick", vrais.nextTick)),
  ];
  return () => toutRemettre(remises);
}
