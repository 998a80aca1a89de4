/**
 * Les fils d'exécution neufs, côté Node. Ce qu'ils écrivent reste à eux.
 *
 * - `minisat` : `src/sat/minisat-fil.cjs`, du JavaScript simple qui ne charge
 *   que logic-solver, dans un fil `worker_threads` (la commande `sudoku sat`
 *   en lance un pour chaque formule : léger, et sa mémoire se borne) ;
 * - `a-froid` : `fil-a-froid.cjs`, qui charge la bibliothèque par ts-node,
 *   dans un **processus** neuf. Un fil ne suffirait pas : dans un même
 *   processus, V8 partage le code machine des modules WebAssembly déjà
 *   compilés, et ses réglages (`src/rapide/wasm.ts`) ; la mesure ne serait
 *   plus « à froid ».
 */
import { fork } from "node:child_process";
import { Worker } from "node:worker_threads";
import type { FilLance, Fils } from "../contrat";
import { trouverDansSrc } from "./trouver";

const SCRIPTS = {
  minisat: "sat/minisat-fil.cjs",
  "a-froid": "hote/node/fil-a-froid.cjs",
};

/** Un processus Node neuf, qui reçoit `donnees` par son canal et répond par le même. */
function processusNeuf(fichier: string, donnees: unknown): FilLance {
  const enfant = fork(fichier, [], {
    // Les options du programme parent (celles du noyau) n'ont rien à faire ici.
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  enfant.send(donnees as object);
  return {
    surMessage: (ecouteur) => enfant.on("message", ecouteur),
    surErreur: (ecouteur) => enfant.on("error", ecouteur),
    surFin: (ecouteur) => enfant.on("exit", (code) => ecouteur(code ?? 1)),
    arreter: () => enfant.kill(),
  };
}

export const fils: Fils = {
  lancer(script, donnees, options = {}): FilLance {
    if (script === "a-froid")
      return processusNeuf(trouverDansSrc(SCRIPTS[script], "la mesure à froid"), donnees);
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
