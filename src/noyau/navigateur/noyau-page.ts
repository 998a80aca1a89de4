/**
 * Le noyau du cours vu de la page JupyterLite : il reçoit les messages de
 * Jupyter et les passe au fil du noyau (`fil.ts`, un Web Worker), où tournent
 * les cellules ; la page ne gèle donc jamais, même devant une boucle sans fin.
 *
 * - Une cellule (`execute_request`) : « occupé », la cellule passe au fil, ses
 *   sorties reviennent au fil de l'eau et partent sur iopub, puis la réponse
 *   et « libre ». Numéro d'exécution, `execute_input` et historique suivent
 *   les règles communes aux deux noyaux (`../coeur.ts`), dans le fil.
 * - ■ (`interrompre`) : la demande est sonnée (`sonde.ts`), le fil s'arrête de
 *   lui-même, annule les minuteurs des cellules et garde ses variables. S'il
 *   ne rend pas la main au bout de `DELAI_ABANDON_MS` (du code qui ne passe
 *   par aucun contrôle : le compilateur, un module WebAssembly, `eval`), on
 *   le remplace par un fil neuf, qu'une cellule attende ou non (ce code a pu
 *   partir d'un minuteur, après la fin de sa cellule) ; ses variables sont
 *   alors perdues, et la cellule le dit (la dernière, si aucune n'attend).
 * - Avant chaque cellule, les carnets ouverts sont enregistrés
 *   (`avantCellule`, voir `enregistrement.ts`) : si la cellule fait tomber
 *   l'onglet, le travail de l'élève est déjà dans le stockage du navigateur.
 */
import type { KernelMessage } from "@jupyterlab/services";
import { BaseKernel, type IKernel } from "@jupyterlite/services";
import { langage } from "../langage";
import type { Contenu, Depart, SorteDeRequete, VersLaPage, VersLeFil } from "./echanges";
import { Sonnette } from "./sonde";

/** Le temps laissé au fil pour rendre la main après ■, avant de le remplacer. */
const DELAI_ABANDON_MS = 5000;

/** Où trouver le fil et les fichiers du site (adresses absolues). */
export interface AdressesDuNoyau {
  fil: string;
  types: string;
  bibliotheque: string;
  fichiers: string;
  plotly: string;
  fils: Record<string, string>;
}

/** Ce que l'extension donne au noyau, en plus de JupyterLite. */
export interface OptionsDuNoyau {
  /** Appelé avant d'envoyer une cellule au fil ; la cellule part quand la promesse est tenue. */
  avantCellule?: () => Promise<void>;
}

/** Une requête en cours dans le fil. */
interface Attente {
  entete: KernelMessage.IHeader;
  session: string;
  repondre: (contenu: Contenu) => void;
  /** Le numéro de la cellule, une fois annoncé par le fil (`execute_input`). */
  compte?: number;
}

/**
 * `KernelMessage.createMessage` de JupyterLab (le module est partagé avec la
 * page), vu sans ses surcharges : le noyau relaie des messages de tout type.
 */
export type CreerMessage = (options: {
  channel: "iopub" | "shell";
  msgType: string;
  session: string;
  parentHeader: KernelMessage.IHeader;
  content: Contenu;
  metadata?: Contenu;
}) => KernelMessage.IMessage;

export class NoyauDuCours extends BaseKernel {
  private fil!: Worker;
  private port!: MessagePort;
  private sonnette!: Sonnette;
  private pret!: Promise<void>;
  /** Vrai quand le fil a dit qu'il était prêt (avant, ■ n'a rien à arrêter). */
  private demarre = false;
  private versionTypeScript = "";
  private prochain = 1;
  private readonly attentes = new Map<number, Attente>();
  /**
   * L'en-tête de chaque cellule envoyée au fil : une sortie tardive (une
   * minuterie, après la fin de sa cellule) se rattache à la cellule que le
   * fil nomme, celle qu'il exécutait en dernier, même si une autre attend déjà.
   */
  private readonly entetes = new Map<number, KernelMessage.IHeader>();
  /** L'en-tête de la dernière cellule envoyée au fil : un message hors de toute requête s'y rattache. */
  private derniere: KernelMessage.IHeader | undefined;
  private chienDeGarde: ReturnType<typeof setTimeout> | undefined;
  private readonly envoyerMessage: IKernel.SendMessage;

  constructor(
    options: IKernel.IOptions,
    private readonly adresses: AdressesDuNoyau,
    private readonly creerMessage: CreerMessage,
    private readonly complements: OptionsDuNoyau = {},
  ) {
    super(options);
    this.envoyerMessage = options.sendMessage;
    this.lancerLeFil();
  }

  override get ready(): Promise<void> {
    return this.pret;
  }

  /** La façon dont ■ atteint le fil : « memoire » (page isolée) ou « adresse ». */
  get facon(): "memoire" | "adresse" {
    return this.sonnette.facon;
  }

  override dispose(): void {
    if (this.isDisposed) return;
    this.arreterLeFil();
    super.dispose();
  }

  /** Les cellules et l'historique passent par le fil ; le reste, par la classe de JupyterLite. */
  override async handleMessage(message: KernelMessage.IMessage): Promise<void> {
    const type = message.header.msg_type;
    if (type !== "execute_request" && type !== "history_request")
      return super.handleMessage(message);
    this.publier("status", { execution_state: "busy" }, message.header);
    const sorte: SorteDeRequete = type === "execute_request" ? "executer" : "historique";
    if (sorte === "executer" && this.complements.avantCellule) {
      // Un enregistrement raté ne doit pas empêcher la cellule de tourner.
      await this.complements.avantCellule().catch((erreur: unknown) => {
        console.warn("[noyau sudoku-ts] carnets non enregistrés avant la cellule :", erreur);
      });
    }
    const contenu = await this.demander(sorte, message.content as Contenu, message);
    this.repondre(message, type.replace("_request", "_reply"), contenu);
    this.publier("status", { execution_state: "idle" }, message.header);
  }

  /**
   * ■ : le fil s'arrête de lui-même ; sans nouvelles de lui, on le remplace.
   * Même si aucune cellule n'attend : un minuteur a pu lancer, après la fin
   * de sa cellule, du code que rien ne contrôle, et le fil ne répond plus.
   */
  interrompre(): void {
    const sonnerie = this.sonnette.sonner();
    this.envoyer({ sorte: "interrompre", sonnerie });
    if (this.demarre)
      this.chienDeGarde ??= setTimeout(() => this.remplacerLeFil(), DELAI_ABANDON_MS);
  }

  async kernelInfoRequest(): Promise<KernelMessage.IInfoReplyMsg["content"]> {
    await this.pret;
    return {
      status: "ok",
      protocol_version: "5.3",
      implementation: "sudoku-ts",
      implementation_version: "navigateur",
      language_info: langage(this.versionTypeScript) as KernelMessage.IInfoReply["language_info"],
      banner: `TypeScript ${this.versionTypeScript} (tslab), dans le navigateur — noyau du cours Sudoku`,
      help_links: [],
    };
  }

  async executeRequest(): Promise<KernelMessage.IExecuteReplyMsg["content"]> {
    throw new Error("les cellules passent par handleMessage");
  }

  async completeRequest(
    contenu: KernelMessage.ICompleteRequestMsg["content"],
  ): Promise<KernelMessage.ICompleteReplyMsg["content"]> {
    return (await this.demander(
      "completer",
      contenu,
    )) as unknown as KernelMessage.ICompleteReplyMsg["content"];
  }

  async inspectRequest(
    contenu: KernelMessage.IInspectRequestMsg["content"],
  ): Promise<KernelMessage.IInspectReplyMsg["content"]> {
    return (await this.demander(
      "inspecter",
      contenu,
    )) as unknown as KernelMessage.IInspectReplyMsg["content"];
  }

  async isCompleteRequest(
    contenu: KernelMessage.IIsCompleteRequestMsg["content"],
  ): Promise<KernelMessage.IIsCompleteReplyMsg["content"]> {
    return (await this.demander(
      "estComplet",
      contenu,
    )) as unknown as KernelMessage.IIsCompleteReplyMsg["content"];
  }

  async commInfoRequest(): Promise<KernelMessage.ICommInfoReplyMsg["content"]> {
    return { status: "ok", comms: {} };
  }

  inputReply(): void {}
  async commOpen(): Promise<void> {}
  async commMsg(): Promise<void> {}
  async commClose(): Promise<void> {}

  private lancerLeFil(): void {
    this.sonnette = new Sonnette();
    this.demarre = false;
    this.fil = new Worker(this.adresses.fil);
    const canal = new MessageChannel();
    this.port = canal.port1;
    this.pret = new Promise((pret, echec) => {
      this.port.onmessage = (evenement: MessageEvent<VersLaPage>) => {
        const message = evenement.data;
        if (message.sorte === "pret") {
          this.versionTypeScript = message.versionTypeScript;
          this.demarre = true;
          pret();
        } else if (message.sorte === "echec") {
          echec(new Error(`le noyau du cours n'a pas pu démarrer : ${message.message}`));
        } else this.recevoir(message);
      };
    });
    // Sans écouteur, un démarrage raté serait une promesse rejetée sans traitement.
    this.pret.catch(() => undefined);
    const depart: Depart = {
      port: canal.port2,
      adresses: {
        types: this.adresses.types,
        bibliotheque: this.adresses.bibliotheque,
        fichiers: this.adresses.fichiers,
        plotly: this.adresses.plotly,
        fils: this.adresses.fils,
      },
      sonnerie: this.sonnette.depart(),
    };
    this.fil.postMessage(depart, [canal.port2]);
  }

  private arreterLeFil(): void {
    if (this.chienDeGarde !== undefined) clearTimeout(this.chienDeGarde);
    this.chienDeGarde = undefined;
    this.fil.terminate();
    this.port.close();
    this.sonnette.fermer();
  }

  /**
   * Le fil n'a pas rendu la main après ■ : on le remplace par un fil neuf.
   * Chaque requête en cours reçoit une erreur qui dit ce qui s'est passé ;
   * si aucune n'attendait, la dernière cellule le dit.
   */
  private remplacerLeFil(): void {
    this.chienDeGarde = undefined;
    this.arreterLeFil();
    const evalue =
      "le code ne rendait pas la main, même après ■ : le noyau a été relancé. Les variables sont perdues : réexécutez les cellules du carnet depuis le début.";
    if (this.attentes.size === 0 && this.derniere) {
      const texte =
        "Noyau relancé : du code lancé par une cellule déjà finie (minuteur, eval…) ne rendait pas la main, même après ■. Les variables sont perdues : réexécutez les cellules du carnet depuis le début.\n";
      this.publier("stream", { name: "stderr", text: texte }, this.derniere);
    }
    for (const attente of this.attentes.values()) {
      const erreur = {
        ename: "NoyauRelance",
        evalue,
        traceback: [`\u001b[31;1mNoyau relancé\u001b[0m : ${evalue}`],
      };
      this.publier("error", erreur, attente.entete);
      attente.repondre({ status: "error", execution_count: attente.compte ?? null, ...erreur });
    }
    this.attentes.clear();
    this.lancerLeFil();
  }

  private envoyer(message: VersLeFil): void {
    this.port.postMessage(message);
  }

  private async demander(
    sorte: SorteDeRequete,
    contenu: Contenu | object,
    message?: KernelMessage.IMessage,
  ): Promise<Contenu> {
    await this.pret;
    const id = this.prochain++;
    return new Promise((repondre) => {
      const entete = message?.header ?? (this.parentHeader as KernelMessage.IHeader);
      const attente: Attente = { entete, session: message?.header.session ?? "", repondre };
      this.attentes.set(id, attente);
      if (sorte === "executer") {
        this.entetes.set(id, entete);
        this.derniere = entete;
      }
      this.envoyer({ sorte, id, contenu: contenu as Contenu });
    });
  }

  private recevoir(message: VersLaPage): void {
    if (message.sorte === "iopub") {
      const entete = this.entetes.get(message.id);
      if (entete) this.publier(message.type, message.contenu, entete);
      const attente = this.attentes.get(message.id);
      if (attente && message.type === "execute_input")
        attente.compte = message.contenu.execution_count as number;
    } else if (message.sorte === "reponse") {
      const attente = this.attentes.get(message.id);
      this.attentes.delete(message.id);
      attente?.repondre(message.contenu);
    } else if (message.sorte === "accuse") {
      if (this.chienDeGarde !== undefined) clearTimeout(this.chienDeGarde);
      this.chienDeGarde = undefined;
    }
  }

  private publier(type: string, contenu: Contenu, entete: KernelMessage.IHeader): void {
    this.envoyerMessage(
      this.creerMessage({
        channel: "iopub",
        msgType: type,
        session: entete.session,
        parentHeader: entete,
        content: contenu,
      }),
    );
  }

  private repondre(requete: KernelMessage.IMessage, type: string, contenu: Contenu): void {
    this.envoyerMessage(
      this.creerMessage({
        channel: "shell",
        msgType: type,
        session: requete.header.session,
        parentHeader: requete.header,
        content: contenu,
        metadata: {},
      }),
    );
  }
}
