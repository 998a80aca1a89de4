/**
 * Les fils d'exécution neufs, côté Node : `worker_threads`, chacun avec son
 * propre moteur V8. Ce qu'ils écrivent reste dans le fil.
 *
 * - `minisat` : `src/sat/minisat-fil.cjs`, du JavaScript simple qui ne charge
 *   que logic-solver (la commande `sudoku sat` le lance pour chaque formule) ;
 * - `a-froid` : `fil-a-froid.cjs`, qui charge la bibliothèque par ts-node.
 */
import { Worker } from "node:worker_threads";
import type { FilLance, Fils } from "../contrat";
import { trouverDansSrc } from "./trouver";

const SCRIPTS = {
  minisat: "sat/minisat-fil.cjs",
  "a-froid": "hote/node/fil-a-froid.cjs",
};

export const fils: Fils = {
  lancer(script, donnees, options = {}): FilLance {
    const fil = new Worker(trouverDansSrc(SCRIPTS[script], `le fil « ${script} »`), {
      workerData: donnees,
      transferList: options.transferer,
      resourceLimits: options.memoireMo ? { maxOldGenerationSizeMb: options.memoireMo } : {},
      // Le fil n'écrit rien ; si jamais il le faisait, pas sur notre sortie standard.
      stdout: true,
      stderr: true,
    });
    return {
      surMessage: (ecouteur) => fil.on("message", ecouteur),
      surErreur: (ecouteur) => fil.on("error", ecouteur),
      surFin: (ecouteur) => fil.on("exit", ecouteur),
      arreter: () => void fil.terminate(),
    };
  },
};
