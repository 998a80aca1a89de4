/**
 * `process.exit(0)` dans une fonction d'élève terminerait le programme en
 * silence, avec le code du succès : un script de notation lirait « réussi ».
 * Pendant son code, `process.exit` et ses cousins (ceux que nomme l'hôte,
 * voir `src/hote/` : dans le navigateur, `close()` du fil du noyau) lèvent
 * une `ArretInterdit` ; hors de son code, ils laissent passer l'appel tel quel.
 */
import { hote } from "../hote/index";
import { ecrire } from "../exercices/affichage";
import { remplacer } from "./remplacer";

/** Levée quand le code de l'élève tente d'arrêter le programme. */
export class ArretInterdit extends Error {
  override name = "ArretInterdit";
}

const appliquer = Reflect.apply;

/** Qui dit si le code qui tourne est celui de l'élève, et qui note ses arrêts (posé par `poserPieges`). */
let gardien: { eleve: () => boolean; noter: (message: string) => void } | undefined;

/**
 * Les pièges sont posés une fois pour toutes, dès le chargement de la
 * bibliothèque : une fonction qui aurait gardé `process.reallyExit` de côté
 * avant une vérification garde le piège, pas la vraie fonction. Hors d'une
 * vérification, ou hors du code de l'élève, un piège passe l'appel tel quel.
 */
function installer(): void {
  for (const { nom: objetNomme, objet, fonctions } of hote.processus.arrets()) {
    for (const nom of fonctions) {
      const vraie = (objet as Record<string, unknown>)[nom];
      if (typeof vraie !== "function") continue;
      const piege = function (this: unknown, ...args: unknown[]): unknown {
        if (!gardien?.eleve()) return appliquer(vraie, this, args);
        const appel = `${objetNomme}.${nom}(${args.map((a) => ecrire(a)).join(", ")})`;
        const message = `votre fonction a appelé ${appel} : une fonction d'exercice ne doit pas arrêter le programme`;
        gardien.noter(message);
        throw new ArretInterdit(message);
      };
      remplacer(objet, nom, piege);
    }
  }
}
installer();

/**
 * Arme les pièges. `eleve()` dit si le code qui tourne est celui de
 * l'élève ; `noter` reçoit le message même si l'élève attrape l'erreur.
 * La fonction rendue les désarme.
 */
export function poserPieges(eleve: () => boolean, noter: (message: string) => void): () => void {
  gardien = { eleve, noter };
  return () => {
    gardien = undefined;
  };
}
