/**
 * Le fil « module et fonction » dans le navigateur (voir `FILS` dans
 * ../contrat.ts et `fils.ts`) : un Web Worker neuf, dont le moteur JavaScript
 * n'a encore rien compilé. Il charge le paquet de la bibliothèque, appelle la
 * fonction sur les données, et répond par ce qu'elle rend.
 */
import { CLE_SITE, type AdressesDuSite } from "./site";

declare function importScripts(...adresses: string[]): void;

interface Demande {
  adresses: AdressesDuSite;
  donnees: unknown;
  module: string;
  fonction: string;
}

globalThis.addEventListener(
  "message",
  (evenement: MessageEvent<Demande>) => {
    const { adresses, donnees, module, fonction } = evenement.data;
    (globalThis as unknown as Record<symbol, unknown>)[CLE_SITE] = adresses;
    importScripts(adresses.bibliotheque);
    const modules = (
      globalThis as unknown as Record<symbol, Record<string, Record<string, unknown>>>
    )[Symbol.for("sudoku-ts.bibliotheque")];
    const appeler = modules[`src/${module}`][fonction] as (d: unknown) => unknown;
    (postMessage as unknown as (message: unknown) => void)(appeler(donnees));
  },
  { once: true },
);
