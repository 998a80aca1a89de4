/**
 * La socket « control » du noyau, vue du fil principal. Elle est tenue par
 * le fil de contrôle (`fil-de-controle.ts`), lancé ici : il reçoit le
 * bouton ■ même quand une cellule bloque ce fil-ci, et l'arrête au besoin.
 * Ici, on lui passe les réponses à envoyer et l'on reçoit de lui les
 * messages de contrôle, ainsi que la nouvelle d'un arrêt forcé.
 */
import { Worker } from "worker_threads";
import { CASES, ETATS, type EtatDuFil } from "./etat-du-fil";
import {
  filDeControle,
  type AuFilDeControle,
  type AuFilPrincipal,
  type DonneesDuFil,
} from "./fil-de-controle";
import { journal } from "./journal";
import { lireMessage, type Message } from "./message";
import { adresseDe, type CanalDeControle, type Connexion, type Trames } from "./serveur";

/** Le temps laissé au fil principal pour prendre une interruption en compte, avant de le croire bloqué (ms). */
const DELAI = 200;
/** Le nombre de fois où le fil de contrôle regarde de nouveau, pour une même interruption. */
const ESSAIS = 5;
/** Le temps laissé au fil de contrôle pour fermer sa socket quand le noyau s'arrête (ms). */
const DELAI_FERMETURE = 2000;

export interface RecepteurDeControle {
  /** Un message de contrôle, à la signature vérifiée. */
  recevoir(message: Message): void;
  /** Le fil de contrôle a dû arrêter de force le JavaScript de ce fil-ci. */
  arrete(): void;
}

export class Controle implements CanalDeControle {
  private fil: Worker | undefined;
  private recepteur: RecepteurDeControle | undefined;
  private ferme: (() => void) | undefined;

  constructor(
    private readonly connexion: Connexion,
    private readonly etat: EtatDuFil,
  ) {}

  /**
   * Lance le fil de contrôle ; la promesse se résout quand sa socket est
   * ouverte. Les messages attendent dans la socket que l'on appelle `ecouter`.
   */
  ouvrir(): Promise<void> {
    const donnees: DonneesDuFil = {
      adresse: adresseDe(this.connexion, this.connexion.control_port),
      cle: this.connexion.key,
      zeromq: require.resolve("zeromq"),
      memoire: this.etat.memoire,
      cases: CASES,
      etats: ETATS,
      delai: DELAI,
      essais: ESSAIS,
    };
    const lancement = `(${filDeControle.toString()})(require("worker_threads").workerData, require("worker_threads").parentPort)`;
    // Le fil ne fait que relayer des messages : un petit tas lui suffit (un Mo de moins par noyau).
    const fil = new Worker(lancement, {
      eval: true,
      workerData: donnees,
      resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 32, stackSizeMb: 1 },
    });
    this.fil = fil;
    return new Promise((pret, echec) => {
      fil.on("error", (erreur) => {
        journal("le fil de contrôle s'est arrêté :", erreur);
        echec(erreur);
      });
      fil.on("message", (message: AuFilPrincipal) => {
        if (message.sorte === "pret") pret();
        else if (message.sorte === "echec")
          echec(new Error(`socket control (${donnees.adresse}) : ${message.raison}`));
        else if (message.sorte === "ferme") this.ferme?.();
        else if (message.sorte === "arrete") this.recepteur?.arrete();
        else this.recevoir(message.trames, message.interruption);
      });
    });
  }

  /** Le fil de contrôle lit ses messages : `recepteur` les reçoit. */
  ecouter(recepteur: RecepteurDeControle): void {
    this.recepteur = recepteur;
    this.fil?.postMessage({ sorte: "ecouter" } satisfies AuFilDeControle);
  }

  envoyer(trames: Trames): void {
    this.fil?.postMessage({ sorte: "envoyer", trames } satisfies AuFilDeControle);
  }

  /** Ferme la socket du fil de contrôle (avant de quitter le processus). */
  fermer(): Promise<void> {
    const fil = this.fil;
    if (!fil) return Promise.resolve();
    return new Promise((fini) => {
      const minuterie = setTimeout(fini, DELAI_FERMETURE);
      this.ferme = () => {
        clearTimeout(minuterie);
        fini();
      };
      fil.postMessage({ sorte: "fermer" } satisfies AuFilDeControle);
    });
  }

  private recevoir(trames: Uint8Array[], interruption: number | undefined): void {
    // D'abord, dire au fil de contrôle que l'interruption est prise en compte.
    if (interruption !== undefined) this.etat.accuser(interruption);
    const tampons = trames.map((t) => Buffer.from(t.buffer, t.byteOffset, t.byteLength));
    this.etat.dans(ETATS.noyau, () => {
      try {
        this.recepteur?.recevoir(lireMessage(tampons, this.connexion.key));
      } catch (erreur) {
        journal("message de contrôle non traité :", erreur);
      }
    });
  }
}
