/**
 * Les fils d'exécution neufs, côté Node (voir `FILS` dans ../contrat.ts). Ce
 * qu'ils écrivent reste à eux.
 *
 * - un `script` tourne dans un fil `worker_threads` : léger (la commande
 *   `sudoku sat` en lance un par formule), et sa mémoire se borne ;
 * - une `fonction` de la bibliothèque tourne dans un **processus** neuf,
 *   qui la charge par ts-node (`fil-neuf.cjs`). Un fil ne suffirait pas : dans
 *   un même processus, V8 partage le code machine des modules WebAssembly
 *   déjà compilés, et ses réglages (`src/rapide/wasm.ts`) ; une mesure n'y
 *   serait plus « à froid ».
 */
import { fork } from "node:child_process";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { FILS, type FilLance, type Fils } from "../contrat";
import { trouverDansSrc } from "./trouver";

/**
 * Où ts-node garde le code déjà compilé de TypeScript : dans le `.cache/` du
 * cours (à côté de `src/`), pas dans le dossier temporaire de l'élève, où il
 * resterait après chaque mesure à froid.
 */
function cacheDeCompilation(fichier: string): string {
  const racine = join(dirname(fichier), "..", "..", "..");
  return process.env.V8_COMPILE_CACHE_CACHE_DIR ?? join(racine, ".cache", "v8-compile-cache");
}

/** Un processus Node neuf, qui reçoit `donnees` par son canal et répond par le même. */
function processusNeuf(fichier: string, donnees: unknown): FilLance {
  const enfant = fork(fichier, [], {
    // Les options du programme parent (celles du noyau) n'ont rien à faire ici.
    execArgv: [],
    env: { ...process.env, V8_COMPILE_CACHE_CACHE_DIR: cacheDeCompilation(fichier) },
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
  lancer(nom, donnees, options = {}): FilLance {
    const fil = FILS[nom];
    if ("module" in fil) {
      const { module, fonction } = fil;
      return processusNeuf(trouverDansSrc("hote/node/fil-neuf.cjs", `le fil « ${nom} »`), {
        module,
        fonction,
        donnees,
      });
    }
    const travailleur = new Worker(trouverDansSrc(fil.script, `le fil « ${nom} »`), {
      workerData: donnees,
      transferList: options.transferer,
      resourceLimits: options.memoireMo ? { maxOldGenerationSizeMb: options.memoireMo } : {},
      // Le fil n'écrit rien ; si jamais il le faisait, pas sur notre sortie standard.
      stdout: true,
      stderr: true,
    });
    return {
      surMessage: (ecouteur) => travailleur.on("message", ecouteur),
      surErreur: (ecouteur) => travailleur.on("error", ecouteur),
      surFin: (ecouteur) => travailleur.on("exit", ecouteur),
      arreter: () => void travailleur.terminate(),
    };
  },
};
