/** Ce que la cage de `verifier` surveille et piège, côté Node : l'objet `process` et ses cousins. */
import { types } from "node:util";
import { inspect } from "node:util";
import { promiseHooks } from "node:v8";
import { PROGRAMMATEURS_STANDARDS, type Processus } from "../contrat";

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

  variable: (nom) => process.env[nom],

  ceder: () => new Promise((suite) => setImmediate(suite)),
};
