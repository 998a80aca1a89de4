/** Ce que la cage de `verifier` surveille et piège, côté Node : l'objet `process` et ses cousins. */
import { ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import { Worker } from "node:worker_threads";
import { types } from "node:util";
import { inspect } from "node:util";
import { promiseHooks, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { PROGRAMMATEURS_STANDARDS, type Processus } from "../contrat";
import { arreterLesDescendants, instant } from "./descendants";

// `reallyExit` et `_kill` : ce qu'appellent `exit` et `kill` eux-mêmes, qu'on pourrait appeler directement.
const ARRETS = ["exit", "reallyExit", "abort", "kill", "_kill"];

export const processus: Processus = {
  arrets: () => [{ nom: "process", objet: process, fonctions: ARRETS }],

  flots: () => [process.stdout, process.stderr],

  surveilles: () => [{ nom: "process", objet: process, cles: [...ARRETS, "nextTick", "emit"] }],

  retenirCodeDeSortie() {
    const avant = process.exitCode;
    return () => {
      if (process.exitCode === avant) return false;
      process.exitCode = avant;
      return true;
    };
  },

  programmateurs: () => [
    ...PROGRAMMATEURS_STANDARDS,
    {
      nom: "setImmediate",
      objet: globalThis,
      cle: "setImmediate",
      sorte: "minuteur",
      annuler: "clearImmediate",
    },
    { nom: "process.nextTick", objet: process, cle: "nextTick", sorte: "differe" },
  ],

  suivrePromesses(crochets) {
    const arrets = [
      promiseHooks.onInit((promesse) => crochets.creation(promesse)),
      promiseHooks.onBefore((promesse) => crochets.avant(promesse)),
      promiseHooks.onAfter((promesse) => crochets.apres(promesse)),
    ] as (() => void)[];
    return () => {
      for (let k = arrets.length - 1; k >= 0; k--) arrets[k]();
    };
  },

  ecouterRejets(ecouteur) {
    const surRejet = (raison: unknown, promesse: Promise<unknown>) =>
      ecouteur(raison, promesse, process.listenerCount("unhandledRejection") === 1);
    process.on("unhandledRejection", surRejet);
    return () => process.off("unhandledRejection", surRejet);
  },

  relancerPlusTard(raison) {
    process.nextTick(() => {
      throw raison;
    });
  },

  // Le noyau du cours pose cette fonction (src/noyau/etat-du-fil.ts) : son fil de contrôle arrête
  // le JavaScript de ce fil-ci, comme au bouton ■.
  demanderArret(message) {
    const demande = (globalThis as Record<symbol, unknown>)[Symbol.for("sudoku-ts.arret-demande")];
    if (typeof demande !== "function") return false;
    (demande as (m: string) => void)(message);
    return true;
  },

  estAsync: (fonction) => types.isAsyncFunction(fonction),
  estPromesse: (valeur): valeur is Promise<unknown> => types.isPromise(valeur),

  etatDePromesse(promesse) {
    // `util.inspect` lit l'état d'une promesse sans l'attendre.
    const etat = /^Promise \{\s*(<pending>|<rejected> ([^\n]*))?/.exec(
      inspect(promesse, { customInspect: false, depth: 0 }),
    );
    if (etat?.[1] === "<pending>") return "en attente";
    if (etat?.[2] !== undefined) return { rejetee: etat[2] };
    return "tenue";
  },

  suivreLancements() {
    const debut = instant();
    const lances: { nom: string; actif: () => boolean; arreter: () => void }[] = [];
    // Toutes les façons de lancer un processus (spawn, exec, fork…) passent par cette méthode,
    // même appelées par une référence gardée de côté.
    const prototype = ChildProcess.prototype as unknown as {
      spawn(this: ChildProcess, options: { file?: string; detached?: boolean }): unknown;
    };
    const vraie = prototype.spawn;
    prototype.spawn = function (options) {
      const resultat = vraie.call(this, options);
      lances.push({
        nom: `le processus ${options.file ?? "?"}`,
        actif: () => this.exitCode === null && this.signalCode === null,
        arreter: () => {
          // Détaché, il mène son groupe : on arrête le groupe entier (ses enfants compris).
          if (options.detached && this.pid) {
            try {
              process.kill(-this.pid, "SIGKILL");
            } catch {
              // Déjà fini.
            }
          }
          this.kill("SIGKILL");
        },
      });
      return resultat;
    };
    // Un fil (worker_threads) : Node ne l'annonce qu'au tour suivant (événement « worker »), trop
    // tard pour un appel synchrone ; mais tout émetteur d'événements naît par EventEmitter.init.
    const emetteurs = EventEmitter as unknown as {
      init: (this: unknown, ...a: unknown[]) => unknown;
    };
    const vraieInit = emetteurs.init;
    emetteurs.init = function (this: unknown, ...args: unknown[]) {
      const resultat = Reflect.apply(vraieInit, this, args);
      if (this instanceof Worker) suivreLeFil(this);
      return resultat;
    };
    function suivreLeFil(fil: Worker): void {
      let fini = false;
      fil.once("exit", () => (fini = true));
      lances.push({
        nom: "un fil d'exécution (worker_threads)",
        actif: () => !fini,
        arreter: () => void fil.terminate(),
      });
    }
    return () => {
      prototype.spawn = vraie;
      emetteurs.init = vraieInit;
      const actifs = lances.filter((l) => l.actif());
      for (const l of actifs) l.arreter();
      // Ceux qu'un shell a détachés, ou lancés par un chemin sans crochet (spawnSync…) : dans /proc.
      const noms = actifs.map((l) => l.nom);
      for (const nom of arreterLesDescendants(debut))
        if (!noms.includes(`le processus ${nom}`)) noms.push(`le processus ${nom}`);
      return noms;
    };
  },

  memoireGardee: (ramasser) => {
    if (ramasser) ramasserLesMiettes();
    const { heapUsed, external } = process.memoryUsage();
    // `external` compte les tampons (Buffer, ArrayBuffer, mémoire de WebAssembly) hors du tas.
    return heapUsed + external;
  },

  variable: (nom) => process.env[nom],

  ceder: () => new Promise((suite) => setImmediate(suite)),
};

let ramasseur: (() => void) | undefined;

/** Un passage complet du ramasse-miettes : ce qui reste ensuite est gardé pour de bon. */
function ramasserLesMiettes(): void {
  if (!ramasseur) {
    // Sans --expose-gc au lancement : un contexte neuf le reçoit une fois le réglage posé.
    setFlagsFromString("--expose-gc");
    ramasseur = runInNewContext("gc") as () => void;
  }
  ramasseur();
}
