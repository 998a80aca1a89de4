/**
 * Les fils d'exécution neufs, côté navigateur : des Web Workers, chacun avec
 * son propre moteur JavaScript. Leurs scripts sont des paquets du site
 * (`outils/site/paquets.ts`) : `minisat` contient logic-solver et
 * `src/sat/minisat-fil.cjs` ; `a-froid` charge le paquet de la bibliothèque.
 * Le premier message leur donne les adresses du site et les données.
 */
import type { FilLance, Fils } from "../contrat";
import { adressesDuSite } from "./site";

export const fils: Fils = {
  lancer(script, donnees, options = {}): FilLance {
    const adresses = adressesDuSite();
    const fil = new Worker(adresses.fils[script]);
    const surFin: ((code: number) => void)[] = [];
    fil.postMessage({ adresses, donnees }, options.transferer ?? []);
    return {
      surMessage: (ecouteur) => fil.addEventListener("message", (e) => ecouteur(e.data)),
      surErreur: (ecouteur) =>
        fil.addEventListener("error", (e) => {
          e.preventDefault();
          ecouteur(new Error(e.message || "le fil s'est arrêté sur une erreur"));
        }),
      surFin: (ecouteur) => surFin.push(ecouteur),
      arreter: () => {
        fil.terminate();
        for (const ecouteur of surFin.splice(0)) ecouteur(1);
      },
    };
  },
};
