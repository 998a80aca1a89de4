/**
 * `process.exit(0)` dans une fonction d'élève terminerait le programme en
 * silence, avec le code du succès : un script de notation lirait « réussi ».
 * Pendant son code, `process.exit` et ses cousins sont remplacés par des
 * pièges qui lèvent une `ArretInterdit` ; hors de son code, ils laissent
 * passer l'appel tel quel.
 */
import { ecrire } from "./affichage";
import { remplacer, toutRemettre } from "./remplacer";

/** Levée quand le code de l'élève tente d'arrêter le programme. */
export class ArretInterdit extends Error {
  override name = "ArretInterdit";
}

// `reallyExit` et `_kill` : ce qu'appellent `exit` et `kill` eux-mêmes, qu'on pourrait appeler directement.
const ARRETS = ["exit", "reallyExit", "abort", "kill", "_kill"];

const appliquer = Reflect.apply;

/**
 * Pose les pièges. `eleve()` dit si le code qui tourne est celui de
 * l'élève ; `noter` reçoit le message même si l'élève attrape l'erreur.
 * La fonction rendue remet les vraies fonctions.
 */
export function poserPieges(eleve: () => boolean, noter: (message: string) => void): () => void {
  const proc = process as unknown as Record<string, unknown>;
  const remises: (() => void)[] = [];
  for (const nom of ARRETS) {
    const vraie = proc[nom];
    if (typeof vraie !== "function") continue;
    const piege = function (this: unknown, ...args: unknown[]): unknown {
      if (!eleve()) return appliquer(vraie, this, args);
      const appel = `process.${nom}(${args.map((a) => ecrire(a)).join(", ")})`;
      const message = `votre fonction a appelé ${appel} : une fonction d'exercice ne doit pas arrêter le programme`;
      noter(message);
      throw new ArretInterdit(message);
    };
    remises.push(remplacer(process, nom, piege));
  }
  return () => toutRemettre(remises);
}
