/**
 * `process.exit(0)` dans une fonction d'élève terminerait le programme en
 * silence, avec le code du succès : un script de notation lirait « réussi ».
 * Pendant son code, `process.exit` et ses cousins (ceux que nomme l'hôte,
 * voir `src/hote/` : dans le navigateur, `close()` du fil du noyau) sont
 * remplacés par des pièges qui lèvent une `ArretInterdit` ; hors de son code,
 * ils laissent passer l'appel tel quel.
 */
import { hote } from "../hote/index";
import { ecrire } from "./affichage";
import { remplacer, toutRemettre } from "./remplacer";

/** Levée quand le code de l'élève tente d'arrêter le programme. */
export class ArretInterdit extends Error {
  override name = "ArretInterdit";
}

const appliquer = Reflect.apply;

/**
 * Pose les pièges. `eleve()` dit si le code qui tourne est celui de
 * l'élève ; `noter` reçoit le message même si l'élève attrape l'erreur.
 * La fonction rendue remet les vraies fonctions.
 */
export function poserPieges(eleve: () => boolean, noter: (message: string) => void): () => void {
  const remises: (() => void)[] = [];
  for (const { nom: objetNomme, objet, fonctions } of hote.processus.arrets()) {
    for (const nom of fonctions) {
      const vraie = (objet as Record<string, unknown>)[nom];
      if (typeof vraie !== "function") continue;
      const piege = function (this: unknown, ...args: unknown[]): unknown {
        if (!eleve()) return appliquer(vraie, this, args);
        const appel = `${objetNomme}.${nom}(${args.map((a) => ecrire(a)).join(", ")})`;
        const message = `votre fonction a appelé ${appel} : une fonction d'exercice ne doit pas arrêter le programme`;
        noter(message);
        throw new ArretInterdit(message);
      };
      remises.push(remplacer(objet, nom, piege));
    }
  }
  return () => toutRemettre(remises);
}
