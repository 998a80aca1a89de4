/**
 * Le noyau du cours : il répond aux messages de Jupyter.
 *
 * Les requêtes de shell sont traitées une à une, dans l'ordre d'arrivée,
 * chacune encadrée par l'état « occupé » puis « libre » sur iopub. Pour une
 * cellule (`execute_request`) :
 *   1. compteur d'exécution, historique, `execute_input` ;
 *   2. exécution (voir `cellules.ts`), sorties au fil de l'eau (`sorties.ts`) ;
 *   3. la dernière valeur devient un `execute_result`, sous sa forme la plus
 *      riche (protocole d'affichage, src/notebook/protocole.ts) ; une valeur
 *      qui rend un verdict (src/notebook/verdict.ts, le bilan de `verifier`)
 *      est montrée en `display_data`, et son échec devient une erreur ;
 *   4. une erreur devient un message `error` (nom, message, pile qui montre
 *      la cellule et la ligne) ; si le client le demande (`stop_on_error`),
 *      les cellules déjà en attente sont abandonnées, comme le fait IPython ;
 *   5. la réponse `execute_reply`.
 *
 * Compléter, inspecter et dire si le code est complet : c'est tslab qui
 * répond (`JupyterHandlerImpl`), le noyau ne fait que transmettre.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type * as ModuleJupyterDeTslab from "tslab/dist/jupyter";
import { version as versionTypeScript } from "@tslab/typescript-for-tslab";
import { CLE_CANAL } from "../notebook/canal";
import { paquetDe, type PaquetMime } from "../notebook/protocole";
import { estJugeable, VERDICT_JUPYTER, type Echec } from "../notebook/verdict";
import type { Cellules } from "./cellules";
import { Historique, type RequeteHistorique } from "./historique";
import { Rangement } from "./rangement";
import { journal } from "./journal";
import { nouveauMessage, reponse, VERSION_PROTOCOLE, type Contenu, type Message } from "./message";
import { erreurCompilation, erreurExecution, type ErreurJupyter } from "./rapport-erreur";
import type { Serveur } from "./serveur";
import { Sorties } from "./sorties";

/**
 * Le module de tslab qui relie `tslab.display` au noyau. Il nous faut l'objet
 * module lui-même (et non une copie de ses exports) pour remplacer sa variable
 * `lastWriteDisplayData` par notre canal.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tslabJupyter = require("tslab/dist/jupyter") as typeof ModuleJupyterDeTslab;

/** Le temps laissé aux requêtes déjà envoyées pour arriver, avant d'abandonner celles qui attendent. */
const DELAI_ABANDON = 20;

export class Noyau {
  private readonly file: Message[] = [];
  private occupe = false;
  private compteur = 0;
  private readonly historique = new Historique();
  private readonly rangement = new Rangement();
  private readonly tslab: ModuleJupyterDeTslab.JupyterHandlerImpl;
  private readonly sorties: Sorties;
  /** La requête à laquelle se rattachent les sorties : celle en cours, ou la dernière. */
  private parent: Message | undefined;
  private arret = false;
  /** La dernière cellule finie. */
  private derniereCellule: Message | undefined;
  /** Si la dernière interruption est arrivée hors de toute cellule : la dernière cellule finie d'alors. */
  private interrompuHorsCellule: Message | undefined;

  constructor(
    private readonly serveur: Serveur,
    private readonly cellules: Cellules,
    private readonly racine: string,
  ) {
    this.tslab = new tslabJupyter.JupyterHandlerImpl(cellules.executeur, false);
    this.sorties = new Sorties((type, contenu) => this.publier(type, contenu, this.parent));
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
    const celluleArretee = this.cellules.interrompre();
    this.interrompuHorsCellule = celluleArretee ? undefined : this.derniereCellule;
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
    const parent = this.interrompuHorsCellule;
    if (!parent) return;
    const texte =
      "Interruption : du code lancé par une cellule déjà finie (minuterie, promesse) tournait sans fin ; il a été arrêté. Les variables sont gardées.\n";
    this.sorties.vider();
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
        return repondre(this.tslab.handleComplete(contenu as never) as unknown as Contenu);
      case "inspect_request":
        return repondre(this.tslab.handleInspect(contenu as never) as unknown as Contenu);
      case "is_complete_request":
        return repondre(this.tslab.handleIsComplete(contenu as never) as unknown as Contenu);
      case "history_request":
        return repondre({
          status: "ok",
          history: this.historique.lire(contenu as RequeteHistorique),
        });
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
    const code = String(message.contenu.code ?? "");
    const silencieux = message.contenu.silent === true;
    const memoriser = !silencieux && message.contenu.store_history !== false;
    if (memoriser) {
      this.compteur++;
      this.historique.ajouter(this.compteur, code);
    }
    const numero = this.compteur;
    this.sorties.nouvelleCellule();
    this.parent = message;
    if (!silencieux) this.publier("execute_input", { code, execution_count: numero }, message);

    const erreur = await this.lancer(message, code, numero, silencieux, memoriser);
    this.derniereCellule = message;
    const commun = { execution_count: numero, user_expressions: {} };
    if (!erreur) {
      await this.serveur.envoyer(
        "shell",
        reponse(message, { status: "ok", ...commun, payload: [] }),
      );
      return;
    }
    this.publier("error", { ...erreur }, message);
    if (message.contenu.stop_on_error !== false) await this.abandonnerLesCellulesEnAttente();
    await this.serveur.envoyer(
      "shell",
      reponse(message, { status: "error", ...commun, ...erreur }),
    );
  }

  /** Exécute la cellule et publie sa dernière valeur ; rend l'erreur, s'il y en a une. */
  private async lancer(
    message: Message,
    code: string,
    numero: number,
    silencieux: boolean,
    memoriser: boolean,
  ): Promise<ErreurJupyter | undefined> {
    const etiquette = memoriser ? `Cellule [${numero}]` : "Code exécuté en silence";
    try {
      const issue = await this.cellules.executer(code, etiquette);
      this.sorties.vider();
      if (issue.statut === "compilation") {
        return erreurCompilation(issue.diagnostics, issue.cellule, issue.etiquette);
      }
      if (issue.statut === "exception") {
        return erreurExecution(issue.exception, this.cellules.scripts, this.racine);
      }
      if (!issue.valeur) return undefined;
      // L'affichage peut appeler du code de l'élève (toString, protocole d'affichage) : interruptible.
      const valeur = issue.valeur.v;
      const paquet = this.cellules.etat.appelInterruptible(() => paquetDe(valeur));
      if (estJugeable(valeur)) {
        const echec = this.cellules.etat.appelInterruptible(() => valeur[VERDICT_JUPYTER]());
        return this.juger(echec, silencieux ? {} : paquet, message);
      }
      if (Object.keys(paquet).length > 0 && !silencieux) {
        const resultat = { execution_count: numero, data: paquet, metadata: {} };
        this.publier("execute_result", resultat, message);
      }
      if (memoriser) this.historique.noterResultat(numero, String(paquet["text/plain"] ?? ""));
      return undefined;
    } catch (interne) {
      // Une panne de tslab lui-même (pas du code de l'élève) : on la rapporte comme une erreur.
      this.sorties.vider();
      return erreurExecution(interne, this.cellules.scripts, this.racine);
    }
  }

  /**
   * Une valeur qui rend un verdict (le bilan de `verifier`) : montrée en
   * `display_data`, pas en `execute_result`, car nbgrader lirait son texte
   * comme une note partielle ; si elle échoue, la cellule finit en erreur, sans
   * pile (le rapport montré dit déjà tout).
   */
  private juger(
    echec: Echec | undefined,
    paquet: PaquetMime,
    message: Message,
  ): ErreurJupyter | undefined {
    if (Object.keys(paquet).length > 0) {
      this.publier("display_data", { data: paquet, metadata: {}, transient: {} }, message);
    }
    if (!echec) return undefined;
    const ligne = `\u001b[31;1m${echec.nom}\u001b[0m : ${echec.message}`;
    return { ename: echec.nom, evalue: echec.message, traceback: [ligne] };
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
      language_info: {
        ...this.tslab.handleKernel().language_info,
        version: versionTypeScript,
        pygments_lexer: "typescript",
      },
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
    this.sorties.vider();
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
        this.sorties.ecrire(nom, texte);
        return true;
      }) as typeof process.stdout.write;
    }
    (globalThis as Record<symbol, unknown>)[CLE_CANAL] = this.sorties;
    tslabJupyter.lastWriteDisplayData = (
      sortie: Parameters<Sorties["afficher"]>[0],
      miseAJour: boolean,
    ) => this.sorties.afficher(sortie, miseAJour);
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
