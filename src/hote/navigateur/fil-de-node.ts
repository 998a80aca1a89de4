/**
 * Ce que le script d'un fil demande au module `worker_threads` de Node, dans
 * un Web Worker : ses données (`workerData`, reçues par le premier message,
 * posées avant de charger le script) et de quoi répondre (`parentPort`).
 */
export let workerData: unknown;

export function poserDonnees(valeur: unknown): void {
  workerData = valeur;
}

/** Le `postMessage` d'un Web Worker (les types du DOM ne connaissent que celui d'une fenêtre). */
const repondre = postMessage as unknown as (message: unknown, transfert: Transferable[]) => void;

export const parentPort = {
  postMessage: (message: unknown, transfert: Transferable[] = []) => repondre(message, transfert),
};

/**
 * Le fil d'un `script` (voir `FILS` dans ../contrat.ts) : ses données
 * arrivent par le premier message ; le script est chargé ensuite, car il les
 * lit dès son chargement, comme sous Node. Le paquet du fil (fait par
 * `outils/site/paquets.ts`) appelle cette fonction avec de quoi charger son script.
 */
export function recevoirPuisCharger(charger: () => void): void {
  globalThis.addEventListener(
    "message",
    (evenement: MessageEvent<{ donnees: unknown }>) => {
      poserDonnees(evenement.data.donnees);
      charger();
    },
    { once: true },
  );
}
