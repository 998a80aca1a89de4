/**
 * Le fil « a-froid » dans le navigateur (voir `fils.ts`) : un Web Worker
 * neuf, dont le moteur JavaScript n'a encore rien compilé. Il charge le paquet
 * de la bibliothèque, fait la mesure de `src/rapide/a-froid.ts`, et répond.
 */
import { CLE_SITE, type AdressesDuSite } from "./site";

declare function importScripts(...adresses: string[]): void;

globalThis.addEventListener(
  "message",
  (evenement: MessageEvent<{ adresses: AdressesDuSite; donnees: unknown }>) => {
    const { adresses, donnees } = evenement.data;
    (globalThis as unknown as Record<symbol, unknown>)[CLE_SITE] = adresses;
    importScripts(adresses.bibliotheque);
    const modules = (
      globalThis as unknown as Record<symbol, Record<string, Record<string, unknown>>>
    )[Symbol.for("sudoku-ts.bibliotheque")];
    const mesurer = modules["src/rapide/a-froid"].mesurerDansCeFil as (d: unknown) => unknown;
    (postMessage as unknown as (message: unknown) => void)(mesurer(donnees));
  },
  { once: true },
);
