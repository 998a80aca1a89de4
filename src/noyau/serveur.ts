/**
 * Les sockets ZeroMQ d'un noyau Jupyter (la bibliothèque `zeromq` qu'apporte
 * tslab) :
 * - shell (ROUTER) : les requêtes du carnet (exécuter, compléter…), une à la fois ;
 * - control (ROUTER) : interrompre, arrêter — traitées aussitôt, même pendant une
 *   cellule ; elle est tenue par le fil de contrôle (voir `controle.ts`), qui
 *   écoute même quand une boucle sans fin bloque ce fil-ci ;
 * - iopub (PUB) : tout ce que le noyau publie (sorties, état occupé/libre) ;
 * - stdin (ROUTER) : les questions au clavier (inutilisée ici) ;
 * - heartbeat (REP) : renvoie chaque battement, pour montrer que le noyau vit.
 *
 * Les messages reçus sur shell sont rangés dans une file : le noyau les prend
 * dans l'ordre, et peut abandonner ceux qui attendent quand une cellule échoue.
 */
import * as zmq from "zeromq";
import { journal } from "./journal";
import { lireMessage, tramesDe, type Message } from "./message";

export type Trames = (Buffer | string)[];

/** Le fichier de connexion que Jupyter donne au noyau. */
export interface Connexion {
  transport: string;
  ip: string;
  key: string;
  signature_scheme: string;
  shell_port: number;
  iopub_port: number;
  stdin_port: number;
  control_port: number;
  hb_port: number;
}

/**
 * Envoie des messages dans l'ordre sur une socket. On confie chaque message
 * à ZeroMQ tout de suite : son fil d'entrée-sortie l'envoie alors même si le
 * JavaScript reste occupé par une longue cellule (une barre de progression
 * avance pendant la boucle). ZeroMQ refuse (EBUSY) quand un envoi précédent
 * attend encore : ce message-là, et ceux qui le suivent, attendent leur tour.
 */
class FileDEnvoi {
  private readonly enAttente: { trames: Trames; envoye: () => void }[] = [];
  private dernier: Promise<void> = Promise.resolve();
  private enVidange = false;

  constructor(private readonly socket: zmq.Writable) {}

  envoyer(trames: Trames): Promise<void> {
    if (this.enAttente.length === 0 && this.essayer(trames)) return this.dernier;
    return new Promise((envoye) => {
      this.enAttente.push({ trames, envoye });
      void this.vider();
    });
  }

  /** Confie le message à ZeroMQ ; faux si la socket est occupée. */
  private essayer(trames: Trames): boolean {
    try {
      this.dernier = this.socket.send(trames).catch((erreur) => journal("envoi perdu :", erreur));
      return true;
    } catch (erreur) {
      if ((erreur as { code?: string }).code === "EBUSY") return false;
      throw erreur;
    }
  }

  private async vider(): Promise<void> {
    if (this.enVidange) return;
    this.enVidange = true;
    try {
      while (this.enAttente.length > 0) {
        await this.dernier;
        const { trames, envoye } = this.enAttente[0];
        if (!this.essayer(trames)) continue;
        this.enAttente.shift();
        envoye();
      }
    } finally {
      this.enVidange = false;
    }
  }
}

export type Recepteur = (message: Message) => void;

/** La socket control, tenue ailleurs : on lui confie les réponses, on la ferme en partant. */
export interface CanalDeControle {
  envoyer(trames: Trames): void;
  fermer(): Promise<void>;
}

export class Serveur {
  private readonly shell = new zmq.Router();
  private readonly iopub = new zmq.Publisher({ sendHighWaterMark: 100_000 });
  private readonly stdin = new zmq.Router();
  private readonly battement = new zmq.Reply();
  private readonly envois = new Map<string, FileDEnvoi>([
    ["shell", new FileDEnvoi(this.shell)],
    ["iopub", new FileDEnvoi(this.iopub)],
  ]);

  constructor(
    private readonly connexion: Connexion,
    private readonly controle: CanalDeControle,
  ) {
    if (connexion.signature_scheme && connexion.signature_scheme !== "hmac-sha256") {
      throw new Error(
        `signature ${connexion.signature_scheme} non prise en charge (hmac-sha256 seulement)`,
      );
    }
  }

  /**
   * Ouvre les sockets (le battement répond aussitôt). Les messages qui
   * arrivent sur shell attendent dans la socket que l'on appelle `ecouter`.
   */
  async ouvrir(): Promise<void> {
    const ouvrir = async (nom: string, socket: zmq.Socket, port: number) => {
      const adresse = adresseDe(this.connexion, port);
      await socket.bind(adresse).catch((erreur: Error) => {
        throw new Error(`socket ${nom} (${adresse}) : ${erreur.message}`);
      });
    };
    await Promise.all([
      ouvrir("shell", this.shell, this.connexion.shell_port),
      ouvrir("iopub", this.iopub, this.connexion.iopub_port),
      ouvrir("stdin", this.stdin, this.connexion.stdin_port),
      ouvrir("heartbeat", this.battement, this.connexion.hb_port),
    ]);
    void this.repondreAuxBattements();
  }

  /** Lit les messages de shell : `surShell` reçoit chacun. */
  ecouter(surShell: Recepteur): void {
    void this.lire(this.shell, surShell);
  }

  /** Envoie un message sur shell, control ou iopub. */
  envoyer(socket: "shell" | "control" | "iopub", message: Message): Promise<void> {
    if (socket === "control") {
      this.controle.envoyer(tramesDe(message, this.connexion.key));
      return Promise.resolve();
    }
    const file = this.envois.get(socket);
    if (!file) throw new Error(`socket inconnue : ${socket}`);
    return file.envoyer(tramesDe(message, this.connexion.key));
  }

  /** Ferme toutes les sockets (les boucles de lecture s'arrêtent). */
  async fermer(): Promise<void> {
    for (const socket of [this.shell, this.iopub, this.stdin, this.battement]) socket.close();
    await this.controle.fermer();
  }

  private async lire(socket: zmq.Router, recevoir: Recepteur): Promise<void> {
    try {
      for await (const trames of socket) {
        let message: Message;
        try {
          message = lireMessage(trames, this.connexion.key);
        } catch (erreur) {
          // Un message illisible ou mal signé est ignoré, comme le fait ipykernel.
          journal((erreur as Error).message);
          continue;
        }
        recevoir(message);
      }
    } catch (erreur) {
      if (!socket.closed) journal("lecture interrompue :", erreur);
    }
  }

  private async repondreAuxBattements(): Promise<void> {
    try {
      for await (const trames of this.battement) await this.battement.send(trames);
    } catch {
      // La socket a été fermée : le noyau s'arrête.
    }
  }
}

/**
 * L'adresse ZeroMQ d'un port du fichier de connexion : tcp://127.0.0.1:port,
 * ou, en transport « ipc » (la correction en cage), la socket Unix
 * ipc://chemin-port que Jupyter écrit ainsi.
 */
export function adresseDe(connexion: Connexion, port: number): string {
  if (connexion.transport === "ipc") return `ipc://${connexion.ip}-${port}`;
  return `${connexion.transport}://${connexion.ip}:${port}`;
}
