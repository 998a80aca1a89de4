/**
 * Le fil « minisat » dans le navigateur (voir `fils.ts`) : le même script que
 * sous Node, `src/sat/minisat-fil.cjs`, qui lit ses données et répond par le
 * module `worker_threads` ; ici, ce module est `fil-de-node.ts`.
 */
import { poserDonnees } from "./fil-de-node";

globalThis.addEventListener(
  "message",
  (evenement: MessageEvent<{ donnees: unknown }>) => {
    poserDonnees(evenement.data.donnees);
    // Chargé après les données : le script les lit dès son chargement, comme sous Node.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require("../../sat/minisat-fil.cjs");
  },
  { once: true },
);
