/**
 * Les fils d'exécution neufs, côté navigateur (voir `FILS` dans ../contrat.ts) :
 * des Web Workers, chacun avec son propre moteur JavaScript. Leurs scripts
 * sont des paquets du site (`outils/site/paquets.ts`) : pour un `script`, lui
 * et ce qu'il charge, avec `fil-de-node.ts` à la place de `worker_threads` ;
 * pour une `fonction`, `fil-de-la-bibliotheque.ts`, qui charge le paquet de
 * la bibliothèque. Le premier message leur donne les adresses du site, les
 * données et, pour une fonction, son module et son nom.
 */
import { FILS, type FilLance, type Fils } from "../contrat";
import { adressesDuSite } from "./site";

export const fils: Fils = {
  lancer(nom, donnees, options = {}): FilLance {
    const adresses = adressesDuSite();
    const fil = new Worker(adresses.fils[nom]);
    const surFin: ((code: number) => void)[] = [];
    fil.postMessage({ ...FILS[nom], adresses, donnees }, options.transferer ?? []);
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
