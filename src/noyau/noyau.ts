/**
 * Le noyau du cours dans Jupyter : il répond aux messages que Jupyter lui
 * envoie par ZeroMQ. Ce qu'une cellule fait et montre suit les règles
 * communes aux deux noyaux du cours (`coeur.ts`) ; ici, le transport.
 *
 * Les requêtes de shell sont traitées une à une, dans l'ordre d'arrivée,
 * chacune encadrée par l'état « occupé » puis « libre » sur iopub. Après une
 * cellule en erreur, si le client le demande (`stop_on_error`), les cellules
 * déjà en attente sont abandonnées, comme le fait IPython.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { version as versionTypeScript } from "@tslab/typescript-for-tslab";
import { CLE_CANAL } from "../socle/protocole";
import type { Cellules } from "./cellules";
import { Coeur, langage } from "./coeur";
import type { RequeteHistorique } from "./historique";
import { Rangement } from "./rangement";
import { journal } from "./journal";
import { nouveauMessage, reponse, VERSION_PROTOCOLE, type Contenu, type Message } from "./message";
import { fichiersSousLaRacine } from "./rapport-erreur";
import type { Serveur } from "./serveur";

/**
 * Le module de tslab qui relie `tslab.display` au noyau. Il nous faut l'objet
 * module lui-même (et non une copie de ses exports) pour remplacer sa variable
 * `lastWriteDisplayData` par notre canal.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tslabJupyter = require("tslab/dist/jupyter") as typeof import("tslab/dist/jupyter");

/** Le temps laissé aux requêtes déjà envoyées pour arriver, avant d'abandonner celles qui attendent. */
const DELAI_ABANDON = 20;

export class Noyau {
  private readonly file: Message[] = [];
  private occupe = false;
  private readonly rangement = new Rangement();
  private readonly coeur: Coeur;
  /** La requête à laquelle se rattachent les sorties : celle en cours, ou la dernière. */
  private parent: Message | undefined;
  private arret = false;
  /** La dernière cellule finie. */
  private derniereCellule: Message | undefined;
  /** Si la dernière interruption est arrivée hors de toute cellule : la dernière cellule finie d'alors. */
  private interrompuHorsCellule: Message | undefined;
  /** Le message d'un arrêt demandé par la bibliothèque elle-même (voir `demanderArret`). */
  private arretDemande: string | undefined;

  constructor(
    private readonly serveur: Serveur,
    private readonly cellules: Cellules,
    private readonly racine: string,
  ) {
    this.coeur = new Coeur(
      cellules,
      (type, contenu) => this.publier(type, contenu, this.parent),
      fichiersSousLaRacine(racine),
    );
    this.brancherSorties();
  }

  /** Une requête arrive sur shell : elle prend son tour. */
  recevoirShell(message: Message): void {
    this.file.push(message);
    void this.traiterLaFile();
  }

  /**
   * Une requête arrive sur control : on y répond sans attendre son tour. Elle
   * passe par le fil de contrôle (`controle.ts`), qui a déjà arrêté le code de
   * l'élève si celui-ci bloquait ce fil-ci.
   */
  recevoirControle(message: Message): void {
    const type = message.entete.msg_type;
    if (type === "interrupt_request") {
      this.interrompre();
      void this.serveur.envoyer("control", reponse(message, { status: "ok" }));
    } else if (type === "shutdown_request") {
      void this.arreter(message, "control");
    } else if (type === "kernel_info_request") {
      void this.serveur.envoyer("control", reponse(message, this.infosNoyau()));
    } else {
      void this.serveur.envoyer("control", reponse(message, nonPrisEnCharge(type)));
    }
  }

  /** Interrompt la cellule en cours (appelé aussi sur SIGINT). */
  interrompre(): void {
    const celluleArretee = this.coeur.interrompre();
    this.interrompuHorsCellule = celluleArretee ? undefined : this.derniereCellule;
  }

  /** La bibliothèque demande l'arrêt du code qui tient le fil : on garde de quoi le dire. */
  demanderArret(message: string): void {
    this.arretDemande = message;
  }

  /**
   * Le fil de contrôle a dû arrêter de force le JavaScript de ce fil-ci. Si
   * aucune cellule ne tournait, c'était du code lancé par une cellule finie
   * (une minuterie, une promesse) : on le dit sous la dernière cellule, sans
   * quoi le bouton ■ semblerait sans effet. Une cellule en cours, elle,
   * rapporte son interruption elle-même.
   */
  arrete(): void {
    journal("interruption : le fil principal était bloqué ; son JavaScript a été arrêté");
    const demande = this.arretDemande;
    this.arretDemande = undefined;
    const parent = demande ? (this.parent ?? this.derniereCellule) : this.interrompuHorsCellule;
    if (!parent) return;
    const texte = demande
      ? `${demande}\n`
      : "Interruption : du code lancé par une cellule déjà finie (minuterie, promesse) tournait sans fin ; il a été arrêté. Les variables sont gardées.\n";
    this.coeur.sorties.vider();
    this.publier("stream", { name: "stderr", text: texte }, parent);
  }

  private async traiterLaFile(): Promise<void> {
    if (this.occupe) return;
    this.occupe = true;
    this.rangement.annuler();
    try {
      for (let message = this.file.shift(); message; message = this.file.shift()) {
        this.publier("status", { execution_state: "busy" }, message);
        try {
          await this.traiter(message);
        } catch (erreur) {
          journal(`erreur interne en traitant ${message.entete.msg_type} :`, erreur);
        }
        this.publier("status", { execution_state: "idle" }, message);
      }
    } finally {
      this.occupe = false;
      this.rangement.plusTard();
    }
  }

  private async traiter(message: Message): Promise<void> {
    const contenu = message.contenu;
    const repondre = (c: Contenu) => this.serveur.envoyer("shell", reponse(message, c));
    switch (message.entete.msg_type) {
      case "execute_request":
        return this.executer(message);
      case "kernel_info_request":
        return repondre(this.infosNoyau());
      case "complete_request":
        return repondre(this.coeur.completer(contenu));
      case "inspect_request":
        return repondre(this.coeur.inspecter(contenu));
      case "is_complete_request":
        return repondre(this.coeur.estComplet(contenu));
      case "history_request":
        return repondre(this.coeur.lireHistorique(contenu as RequeteHistorique));
      case "comm_info_request":
        // Aucun « comm » (canal des widgets) n'est ouvert : la liste est vide.
        return repondre({ status: "ok", comms: {} });
      case "comm_open":
        // Aucune cible de comm n'existe ici : le protocole demande de refermer aussitôt.
        this.publier("comm_close", { comm_id: contenu.comm_id, data: {} }, message);
        return;
      case "comm_msg":
      case "comm_close":
        return;
      case "shutdown_request":
        return this.arreter(message, "shell");
      default:
        if (message.entete.msg_type.endsWith("_request")) {
          return repondre(nonPrisEnCharge(message.entete.msg_type));
        }
    }
  }

  private async executer(message: Message): Promise<void> {
    this.parent = message;
    const { reponse: contenu, erreur } = await this.coeur.executer(message.contenu);
    this.derniereCellule = message;
    if (erreur && message.contenu.stop_on_error !== false)
      await this.abandonnerLesCellulesEnAttente();
    await this.serveur.envoyer("shell", reponse(message, contenu));
  }

  /**
   * Après une erreur, les cellules déjà envoyées (« Tout exécuter ») ne
   * doivent pas tourner sur un état faux : on leur répond « abandonnée ».
   * Celles envoyées après la réponse d'erreur s'exécutent normalement.
   */
  private async abandonnerLesCellulesEnAttente(): Promise<void> {
    await new Promise((fin) => setTimeout(fin, DELAI_ABANDON));
    const gardees: Message[] = [];
    for (const message of this.file.splice(0)) {
      if (message.entete.msg_type !== "execute_request") {
        gardees.push(message);
        continue;
      }
      this.publier("status", { execution_state: "busy" }, message);
      await this.serveur.envoyer("shell", reponse(message, { status: "aborted" }));
      this.publier("status", { execution_state: "idle" }, message);
    }
    this.file.push(...gardees);
  }

  /** La réponse à kernel_info, calculée une fois : chaque client la redemande en se connectant. */
  private infos?: Contenu;

  private infosNoyau(): Contenu {
    return (this.infos ??= {
      status: "ok",
      protocol_version: VERSION_PROTOCOLE,
      implementation: "sudoku-ts",
      implementation_version: versionDuProjet(this.racine),
      language_info: langage(versionTypeScript),
      banner: `TypeScript ${versionTypeScript} (tslab), Node ${process.version} — noyau du cours Sudoku`,
      debugger: false,
      help_links: [],
    });
  }

  private async arreter(message: Message, socket: "shell" | "control"): Promise<void> {
    if (this.arret) return;
    this.arret = true;
    const redemarrer = message.contenu.restart === true;
    await this.serveur.envoyer(socket, reponse(message, { status: "ok", restart: redemarrer }));
    this.coeur.sorties.vider();
    this.cellules.fermer();
    await this.serveur.fermer();
    process.exit(0);
  }

  private publier(type: string, contenu: Contenu, parent: Message | undefined): void {
    void this.serveur.envoyer("iopub", nouveauMessage(type, contenu, parent));
  }

  /**
   * Branche les sorties des cellules sur iopub : stdout et stderr, le canal
   * d'affichage du cours, et celui de tslab (pour `tslab.display`).
   */
  private brancherSorties(): void {
    for (const nom of ["stdout", "stderr"] as const) {
      // Un décodeur par flux, en mode continu : un caractère UTF-8 coupé entre
      // deux écritures est recollé au lieu de devenir « � ».
      const decodeur = new TextDecoder();
      process[nom].write = ((morceau: string | Uint8Array) => {
        const texte =
          typeof morceau === "string" ? morceau : decodeur.decode(morceau, { stream: true });
        this.coeur.sorties.ecrire(nom, texte);
        return true;
      }) as typeof process.stdout.write;
    }
    const sorties = this.coeur.sorties;
    (globalThis as Record<symbol, unknown>)[CLE_CANAL] = sorties;
    tslabJupyter.lastWriteDisplayData = (
      sortie: Parameters<typeof sorties.afficher>[0],
      miseAJour: boolean,
    ) => sorties.afficher(sortie, miseAJour);
  }
}

/** Réponse à une requête que ce noyau ne connaît pas. */
function nonPrisEnCharge(type: string): Contenu {
  return {
    status: "error",
    ename: "RequeteNonPriseEnCharge",
    evalue: `le noyau du cours ne traite pas « ${type} »`,
    traceback: [],
  };
}

function versionDuProjet(racine: string): string {
  try {
    return (JSON.parse(readFileSync(join(racine, "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "0";
  }
}
