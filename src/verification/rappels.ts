/**
 * Les rappels que programme le code de l'élève (`setTimeout`,
 * `setInterval`, `queueMicrotask`, et sous Node `setImmediate` et
 * `process.nextTick` : la liste vient de l'hôte, voir `src/hote/`).
 *
 * Une fonction d'exercice rend sa réponse tout de suite : ce qu'elle
 * programme pour après ne tourne jamais. Pendant son code, ces fonctions
 * notent donc le rappel dans la suite du cas, sans le lancer : un minuteur
 * est posé avec un rappel vide (l'élève reçoit une vraie poignée, que
 * `clearTimeout` accepte), un rappel différé n'est pas mis en file. À la
 * réponse, les minuteurs sont arrêtés et le cas échoue (voir `suites.ts`).
 * Hors de son code, elles passent l'appel tel quel.
 */
import { hote } from "../hote/index";
import { remplacer, toutRemettre } from "./remplacer";
import { suiteEnCours } from "./suivi";

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
const rien = () => undefined;

/** `setTimeout`, `setInterval` ou `setImmediate` : un minuteur au rappel vide, noté dans la suite. */
function enveloppeMinuteur(vrai: Fonction, annuler: Fonction | undefined): Fonction {
  return function (this: unknown, rappel: unknown, ...reste: unknown[]): unknown {
    const suite = suiteEnCours();
    if (!suite || typeof rappel !== "function") return appliquer(vrai, this, [rappel, ...reste]);
    const minuteur = appliquer(vrai, this, [rien, ...reste]) as { unref?(): unknown };
    minuteur.unref?.();
    suite.minuteurs.set(minuteur, () => {
      if (annuler) appliquer(annuler, undefined, [minuteur]);
      suite.minuteurs.delete(minuteur);
    });
    suite.programmes++;
    return minuteur;
  };
}

/** `queueMicrotask` ou `process.nextTick` : le rappel est compté, pas mis en file. */
function enveloppeDifferee(vrai: Fonction): Fonction {
  return function (this: unknown, rappel: unknown, ...args: unknown[]): unknown {
    const suite = suiteEnCours();
    if (!suite || typeof rappel !== "function") return appliquer(vrai, this, [rappel, ...args]);
    suite.programmes++;
    return undefined;
  };
}

/** Pose les enveloppes ; la fonction rendue remet les vraies fonctions. */
export function envelopperRappels(): () => void {
  const remises = PROGRAMMATEURS.filter((p) => typeof p.vrai === "function").map((p) =>
    remplacer(
      p.objet,
      p.cle,
      p.sorte === "minuteur" ? enveloppeMinuteur(p.vrai, p.vraiAnnuler) : enveloppeDifferee(p.vrai),
    ),
  );
  return () => toutRemettre(remises);
}
