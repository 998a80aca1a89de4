/**
 * Le fil de contrôle : un fil d'exécution à part (worker_threads) qui tient
 * la socket « control » du noyau. Il écoute encore quand le fil principal,
 * celui des cellules, est bloqué par une boucle sans fin : c'est lui qui
 * reçoit le bouton ■ (`interrupt_request`) et qui arrête le code de l'élève.
 *
 * Il passe au fil principal chaque message de contrôle dont la signature est
 * bonne, et envoie les réponses que celui-ci lui rend. Pour une interruption,
 * si le fil principal ne l'a pas prise en compte au bout de `delai`
 * millisecondes, c'est qu'il est bloqué ; selon la zone où il se trouve
 * (voir `etat-du-fil.ts`) :
 * - `script` : un SIGINT au processus seul (pas à ses enfants), que Node
 *   change en erreur dans la cellule (`breakOnSigint`) ;
 * - `compilation` ou `noyau` : on attend qu'il en sorte ;
 * - `libre` : on arrête son JavaScript par l'inspecteur
 *   (`Runtime.terminateExecution`).
 * On regarde de nouveau après chaque délai, au plus `essais` fois ; l'arrêt
 * par l'inspecteur, lui, n'a lieu qu'une fois par interruption.
 *
 * Le fil principal peut aussi demander son propre arrêt (case `arret`, voir
 * `etat-du-fil.ts`) : si la demande tient encore un délai plus tard, sa
 * boucle d'événements n'a pas tourné, et on l'arrête de même.
 *
 * Cette fonction est passée au fil sous forme de texte (voir `controle.ts`) :
 * elle n'utilise que ses paramètres et `require`, rien du module.
 */
import type { MessagePort } from "worker_threads";

export interface DonneesDuFil {
  /** L'adresse de la socket control : tcp://127.0.0.1:port. */
  adresse: string;
  /** La clé HMAC du fichier de connexion. */
  cle: string;
  /** Le chemin du paquet zeromq, résolu par le fil principal. */
  zeromq: string;
  memoire: SharedArrayBuffer;
  cases: { etat: number; demandes: number; accuses: number; arret: number };
  etats: { libre: number; script: number; compilation: number; noyau: number };
  delai: number;
  essais: number;
}

/** Du fil de contrôle vers le fil principal. */
export type AuFilPrincipal =
  | { sorte: "pret" }
  | { sorte: "echec"; raison: string }
  | { sorte: "message"; trames: Uint8Array[]; interruption?: number }
  | { sorte: "arrete" }
  | { sorte: "ferme" };

/** Du fil principal vers le fil de contrôle. */
export type AuFilDeControle =
  | { sorte: "ecouter" }
  | { sorte: "envoyer"; trames: (Uint8Array | string)[] }
  | { sorte: "fermer" };

export function filDeControle(d: DonneesDuFil, parent: MessagePort): void {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createHmac, timingSafeEqual } = require("crypto") as typeof import("crypto");
  const inspecteur = require("inspector") as typeof import("inspector");
  const zmq = require(d.zeromq) as typeof import("zeromq");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const cases = new Int32Array(d.memoire);
  const socket = new zmq.Router();
  const dire = (message: AuFilPrincipal) => parent.postMessage(message);
  let session: import("inspector").Session | undefined;

  /** Le type d'un message bien signé, ou `undefined` (message ignoré, comme le fait ipykernel). */
  function typeSiSigne(trames: Buffer[]): string | undefined {
    const k = trames.findIndex((t) => t.toString() === "<IDS|MSG>");
    if (k < 0 || trames.length < k + 6) return undefined;
    if (d.cle) {
      const hmac = createHmac("sha256", d.cle);
      for (const partie of trames.slice(k + 2, k + 6)) hmac.update(partie);
      const attendue = Buffer.from(hmac.digest("hex"));
      const recue = trames[k + 1];
      if (recue.length !== attendue.length || !timingSafeEqual(recue, attendue)) return undefined;
    }
    try {
      return String(JSON.parse(trames[k + 2].toString()).msg_type);
    } catch {
      return undefined;
    }
  }

  /** Arrête le JavaScript du fil principal, où qu'il en soit. */
  function arreterLeFilPrincipal(): void {
    if (!session) {
      session = new inspecteur.Session();
      session.connectToMainThread();
    }
    session.post("Runtime.terminateExecution", () => dire({ sorte: "arrete" }));
  }

  /**
   * Regarde si l'interruption n°`numero` a été prise en compte ; sinon, agit
   * selon la zone. L'arrêt par l'inspecteur, une seule fois par interruption :
   * le fil principal, une fois libéré, peut tarder à répondre (machine
   * chargée), et un second arrêt tomberait alors dans le code du noyau.
   */
  function surveiller(numero: number, essai: number, arrete: boolean): void {
    if (Atomics.load(cases, d.cases.accuses) >= numero || essai > d.essais) return;
    const etat = Atomics.load(cases, d.cases.etat);
    if (etat === d.etats.script) process.kill(process.pid, "SIGINT");
    const arreter = etat === d.etats.libre && essai > 0 && !arrete;
    if (arreter) arreterLeFilPrincipal();
    setTimeout(() => surveiller(numero, essai + 1, arrete || arreter), d.delai);
  }

  /** Une demande d'arrêt du fil principal, encore là un délai plus tard : il est pris. */
  let demandeVue = false;
  const veille = setInterval(() => {
    const demande = Atomics.load(cases, d.cases.arret) === 1;
    if (demande && demandeVue && Atomics.load(cases, d.cases.etat) === d.etats.libre) {
      Atomics.store(cases, d.cases.arret, 0);
      arreterLeFilPrincipal();
    }
    demandeVue = demande;
  }, d.delai);
  veille.unref();

  async function ecouter(): Promise<void> {
    for await (const trames of socket) {
      const type = typeSiSigne(trames);
      if (!type) continue;
      if (type !== "interrupt_request") {
        dire({ sorte: "message", trames });
        continue;
      }
      const numero = Atomics.add(cases, d.cases.demandes, 1) + 1;
      dire({ sorte: "message", trames, interruption: numero });
      surveiller(numero, 0, false);
    }
  }

  // Un envoi à la fois (zeromq refuse un envoi pendant un autre) : chacun attend le précédent.
  let envois: Promise<unknown> = Promise.resolve();
  parent.on("message", (message: AuFilDeControle) => {
    if (message.sorte === "ecouter") {
      ecouter().catch(() => undefined);
    } else if (message.sorte === "envoyer") {
      envois = envois.then(() => socket.send(message.trames)).catch(() => undefined);
    } else {
      // Après les derniers envois, fermer la socket avant la fin du processus :
      // zeromq s'arrête mal (abort) si le processus se termine avec elle ouverte.
      clearInterval(veille);
      void envois.then(() => {
        socket.close();
        session?.disconnect();
        dire({ sorte: "ferme" });
      });
    }
  });

  socket.bind(d.adresse).then(
    () => dire({ sorte: "pret" }),
    (erreur: Error) => dire({ sorte: "echec", raison: erreur.message }),
  );
}
