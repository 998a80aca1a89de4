/**
 * Les appels bornés, côté Node : un petit script `vm` muni d'un `timeout`.
 * Au bout du délai, Node arrête le script, même au milieu d'une boucle sans
 * fin, et le programme continue.
 */
import * as vm from "node:vm";
import type { AppelsBornes } from "../contrat";

// Un seul script et un seul contexte, réutilisés : en créer un par appel coûte cher.
const script = new vm.Script("appel()", { filename: "verification" });
let contexte: vm.Context | undefined;

function lancerScript(appel: () => unknown, options: vm.RunningScriptOptions): unknown {
  contexte ??= vm.createContext({});
  contexte.appel = appel;
  try {
    return script.runInContext(contexte, options);
  } finally {
    contexte.appel = undefined;
  }
}

export const appels: AppelsBornes = {
  appelerBorne(appel, delai) {
    try {
      return { fin: "rendu", valeur: lancerScript(appel, { timeout: delai }) };
    } catch (erreur) {
      return { fin: "leve", erreur };
    }
  },

  // Le bouton ■ de Jupyter (SIGINT, `breakOnSigint`) arrête alors `f` par une erreur ordinaire :
  // sans cela, l'interruption traverserait nos `finally` sans les exécuter.
  interruptible: <T>(f: () => T) => lancerScript(f, { breakOnSigint: true }) as T,

  estDelaiDepasse: (erreur) =>
    (erreur as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT",
};
