/**
 * Les rappels que programme le code de l'élève (`setTimeout`,
 * `setInterval`, `queueMicrotask`, et sous Node `setImmediate` et
 * `process.nextTick` : la liste vient de l'hôte, voir `src/hote/`) :
 * pendant son code, ces fonctions enveloppent le rappel, qui tournera à son
 * tour dans la cage (délai, silence, objets globaux remis en état) et ne
 * retiendra pas le programme (`unref`). Hors de son code, elles passent
 * l'appel tel quel.
 */
import { hote } from "../hote/index";
import { appelerBorne, estDelaiDepasse, secondes } from "./appel-borne";
import { messageErreur } from "./execution-bornee";
import { remplacer, toutRemettre } from "./remplacer";
import { entrer, signaler, suiteEnCours, suivreRejet, type Suite } from "./suivi";

type Fonction = (...args: never[]) => unknown;

// Les vraies fonctions, prises au chargement.
export const vrais = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
};
const PROGRAMMATEURS = hote.processus.programmateurs().map((p) => ({
  ...p,
  vrai: (p.objet as Record<string, Fonction>)[p.cle],
  vraiAnnuler: p.annuler
    ? (globalThis as unknown as Record<string, Fonction>)[p.annuler]
    : undefined,
}));
const appliquer = Reflect.apply;

/** Lance un rappel programmé par l'élève, dans la cage. */
function lancerRappel(suite: Suite, nature: string, rappel: Fonction, args: unknown[]): boolean {
  // Le cas a rendu sa réponse : ce qu'il a programmé pour après ne tourne pas (voir suites.ts).
  if (suite.finie) return false;
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
  else if (retour.fin === "rendu" && hote.processus.estPromesse(retour.valeur)) {
    suivreRejet(suite, retour.valeur, `${quoi} : promesse rejetée`);
  }
  return message === undefined;
}

type Programmer = (rappel: () => void, ms?: number) => { unref?(): unknown };

/** `setTimeout`, `setInterval` ou `setImmediate` qui enveloppe les rappels de l'élève. */
function enveloppeMinuteur(
  nature: string,
  vrai: Fonction,
  annuler: Fonction | undefined,
): Fonction {
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
      if (annuler) appliquer(annuler, undefined, [minuteur]);
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
  const remises = PROGRAMMATEURS.filter((p) => typeof p.vrai === "function").map((p) =>
    remplacer(
      p.objet,
      p.cle,
      p.sorte === "minuteur"
        ? enveloppeMinuteur(p.nom, p.vrai, p.vraiAnnuler)
        : enveloppeDifferee(p.nom, p.vrai),
    ),
  );
  return () => toutRemettre(remises);
}
