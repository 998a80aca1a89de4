/**
 * Les cinq sockets ZeroMQ d'un noyau Jupyter (la bibliothèque `zeromq`
 * qu'apporte tslab) :
 * - shell (ROUTER) : les requêtes du carnet (exécuter, compléter…), une à la fois ;
 * - control (ROUTER) : interrompre, arrêter — traitées aussitôt, même pendant une cellule ;
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

type Trames = (Buffer | string)[];

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

export class Serveur {
  private readonly shell = new zmq.Router();
  private readonly control = new zmq.Router();
  private readonly iopub = new zmq.Publisher({ sendHighWaterMark: 100_000 });
  private readonly stdin = new zmq.Router();
  private readonly battement = new zmq.Reply();
  private readonly envois = new Map<string, FileDEnvoi>([
    ["shell", new FileDEnvoi(this.shell)],
    ["control", new FileDEnvoi(this.control)],
    ["iopub", new FileDEnvoi(this.iopub)],
  ]);

  constructor(private readonly connexion: Connexion) {
    if (connexion.signature_scheme && connexion.signature_scheme !== "hmac-sha256") {
      throw new Error(
        `signature ${connexion.signature_scheme} non prise en charge (hmac-sha256 seulement)`,
      );
    }
  }

  /** Ouvre les sockets ; `surShell` et `surControle` reçoivent chaque message lu. */
  async demarrer(surShell: Recepteur, surControle: Recepteur): Promise<void> {
    const adresse = (port: number) => `${this.connexion.transport}://${this.connexion.ip}:${port}`;
    await Promise.all([
      this.shell.bind(adresse(this.connexion.shell_port)),
      this.control.bind(adresse(this.connexion.control_port)),
      this.iopub.bind(adresse(this.connexion.iopub_port)),
      this.stdin.bind(adresse(this.connexion.stdin_port)),
      this.battement.bind(adresse(this.connexion.hb_port)),
    ]);
    void this.ecouter(this.shell, surShell);
    void this.ecouter(this.control, surControle);
    void this.repondreAuxBattements();
  }

  /** Envoie un message sur shell, control ou iopub. */
  envoyer(socket: "shell" | "control" | "iopub", message: Message): Promise<void> {
    const file = this.envois.get(socket);
    if (!file) throw new Error(`socket inconnue : ${socket}`);
    return file.envoyer(tramesDe(message, this.connexion.key));
  }

  /** Ferme toutes les sockets (les boucles de lecture s'arrêtent). */
  fermer(): void {
    for (const socket of [this.shell, this.control, this.iopub, this.stdin, this.battement]) {
      socket.close();
    }
  }

  private async ecouter(socket: zmq.Router, recevoir: Recepteur): Promise<void> {
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
