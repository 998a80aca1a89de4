/**
 * Ce que la cage de `verifier` surveille et piège, côté navigateur. Pas de
 * `process` ici : ce qui arrêterait le noyau, c'est `close()`, qui termine le
 * fil (Web Worker) où tournent les cellules. Les minuteries sont celles du
 * navigateur ; les crochets de promesses de V8 n'existent pas dans une page.
 */
import { PROGRAMMATEURS_STANDARDS, type Processus } from "../contrat";

const fonctionAsync = Object.getPrototypeOf(async () => undefined) as object;
const fonctionGenerateurAsync = Object.getPrototypeOf(async function* () {}) as object;

/** Passe la main par un message à soi-même : plus vite que `setTimeout(…, 0)`, que le navigateur retarde. */
function tacheNeuve(): Promise<void> {
  return new Promise((suite) => {
    const canal = new MessageChannel();
    canal.port1.onmessage = () => {
      canal.port1.close();
      suite();
    };
    canal.port2.postMessage(undefined);
  });
}

export const processus: Processus = {
  arrets: () => [{ nom: "self", objet: globalThis, fonctions: ["close"] }],

  flots: () => [],

  surveilles: () => [{ nom: "self", objet: globalThis, cles: ["close", "postMessage"] }],

  // Pas de code de sortie dans une page.
  retenirCodeDeSortie: () => () => false,

  programmateurs: () => PROGRAMMATEURS_STANDARDS,

  suivrePromesses: () => undefined,

  ecouterRejets(ecouteur) {
    const surRejet = (e: PromiseRejectionEvent) => {
      e.preventDefault();
      ecouteur(e.reason, e.promise, true);
    };
    globalThis.addEventListener("unhandledrejection", surRejet);
    return () => globalThis.removeEventListener("unhandledrejection", surRejet);
  },

  relancerPlusTard(raison) {
    setTimeout(() => {
      throw raison;
    }, 0);
  },

  // Sans crochets de promesses, la page ne voit pas de chaîne sans fin ; ■ l'arrête (garde.ts).
  demanderArret: () => false,

  estAsync: (fonction) =>
    typeof fonction === "function" &&
    [fonctionAsync, fonctionGenerateurAsync].includes(Object.getPrototypeOf(fonction) as object),

  estPromesse: (valeur): valeur is Promise<unknown> => valeur instanceof Promise,

  // L'état d'une promesse ne se lit pas sans l'attendre, dans une page.
  etatDePromesse: () => undefined,

  // Une page ne lance pas de processus ; ses Web Workers meurent avec le fil du noyau.
  suivreLancements: () => () => [],
  // Le fil du navigateur ne dit pas sa mémoire (il faudrait l'isolation entre origines) ; un fil
  // qui en prend trop plante, et le noyau de la page le relance.
  memoireGardee: () => 0,
  variable: () => undefined,

  ceder: tacheNeuve,
};
