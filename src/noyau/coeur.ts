/**
 * Les règles des cellules, les mêmes pour les deux noyaux du cours : celui
 * de Jupyter sous Node (`noyau.ts`, qui parle ZeroMQ) et celui du
 * navigateur (`navigateur/fil.ts`, dans un Web Worker). Chacun reçoit ses
 * requêtes à sa façon et publie ce que le cœur lui donne.
 *
 * Pour une cellule (`execute_request`) :
 *   1. compteur d'exécution, historique, `execute_input` ;
 *   2. exécution (voir `cellules.ts`), sorties au fil de l'eau (`sorties.ts`) ;
 *   3. la dernière valeur devient un `execute_result`, sous sa forme la plus
 *      riche (protocole d'affichage, src/socle/protocole.ts) ; une valeur
 *      qui rend un verdict (src/socle/verdict.ts, le bilan de `verifier`)
 *      est montrée en `display_data`, et son échec devient une erreur ;
 *   4. une erreur devient un message `error` (nom, message, pile qui montre
 *      la cellule et la ligne) ;
 *   5. le contenu de la réponse `execute_reply`.
 *
 * Compléter, inspecter et dire si le code est complet passent par le
 * compilateur de tslab, qui connaît les déclarations des cellules déjà
 * exécutées et celles de la bibliothèque (documentation comprise).
 */
import { isCompleteCode } from "tslab/dist/converter";
import { printQuickInfo } from "tslab/dist/inspect";
import { paquetDe, type PaquetMime } from "../socle/protocole";
import { estJugeable, VERDICT_JUPYTER, type Echec } from "../socle/verdict";
import type { Cellules } from "./cellules";
import { enAnglais } from "./francais";
import { Historique, type RequeteHistorique } from "./historique";
import {
  erreurCompilation,
  erreurExecution,
  type ErreurJupyter,
  type NommerFichier,
} from "./rapport-erreur";
import { annoncerLaCompilation } from "./premiere-compilation";
import { Sorties } from "./sorties";

export { langage } from "./langage";

export type Contenu = Record<string, unknown>;

/** Publie un message sur iopub (le noyau y ajoute l'en-tête de la requête en cours). */
export type Publier = (type: string, contenu: Contenu) => void;

/** Ce que demande une cellule (le contenu d'un `execute_request`). */
export interface RequeteCellule {
  code?: unknown;
  silent?: unknown;
  store_history?: unknown;
}

export class Coeur {
  readonly historique = new Historique();
  readonly sorties: Sorties;
  private compteur = 0;

  /**
   * `publier` envoie un message sur iopub ; `nommer` dit quels fichiers de
   * la pile d'appels montrer à l'élève (voir `rapport-erreur.ts`).
   */
  constructor(
    readonly cellules: Cellules,
    private readonly publier: Publier,
    private readonly nommer: NommerFichier,
  ) {
    this.sorties = new Sorties(publier);
  }

  /**
   * Exécute une cellule et publie ce qu'elle montre ; rend le contenu de la
   * réponse, et l'erreur s'il y en a une (le noyau abandonne alors les
   * cellules qui attendent, si le client le demande).
   */
  async executer(requete: RequeteCellule): Promise<{ reponse: Contenu; erreur?: ErreurJupyter }> {
    const code = String(requete.code ?? "");
    const silencieux = requete.silent === true;
    const memoriser = !silencieux && requete.store_history !== false;
    if (memoriser) {
      this.compteur++;
      this.historique.ajouter(this.compteur, code);
    }
    const numero = this.compteur;
    this.sorties.nouvelleCellule();
    if (!silencieux) this.publier("execute_input", { code, execution_count: numero });

    const erreur = await this.lancer(code, numero, silencieux, memoriser);
    const commun = { execution_count: numero, user_expressions: {} };
    if (!erreur) return { reponse: { status: "ok", ...commun, payload: [] } };
    this.publier("error", { ...erreur });
    return { reponse: { status: "error", ...commun, ...erreur }, erreur };
  }

  /** Interrompt la cellule en cours ; rend vrai si une cellule s'exécutait. */
  interrompre(): boolean {
    return this.cellules.interrompre();
  }

  completer(requete: { code?: unknown; cursor_pos?: unknown }): Contenu {
    const info = this.cellules.executeur.complete(
      String(requete.code ?? ""),
      Number(requete.cursor_pos),
    );
    return {
      status: "ok",
      cursor_start: info.start,
      cursor_end: info.end,
      matches: info.candidates,
      metadata: {},
    };
  }

  inspecter(requete: { code?: unknown; cursor_pos?: unknown }): Contenu {
    const info = this.cellules.executeur.inspect(
      String(requete.code ?? ""),
      Number(requete.cursor_pos),
    );
    if (!info) return { status: "ok", found: false, data: {}, metadata: {} };
    return {
      status: "ok",
      found: true,
      data: { "text/plain": printQuickInfo(info) },
      metadata: {},
    };
  }

  estComplet(requete: { code?: unknown }): Contenu {
    const r = enAnglais(() => isCompleteCode(String(requete.code ?? "")));
    return r.completed ? { status: "complete" } : { status: "incomplete", indent: r.indent };
  }

  lireHistorique(requete: RequeteHistorique): Contenu {
    return { status: "ok", history: this.historique.lire(requete) };
  }

  /** Exécute la cellule et publie sa dernière valeur ; rend l'erreur, s'il y en a une. */
  private async lancer(
    code: string,
    numero: number,
    silencieux: boolean,
    memoriser: boolean,
  ): Promise<ErreurJupyter | undefined> {
    const etiquette = memoriser ? `Cellule [${numero}]` : "Code exécuté en silence";
    try {
      if (!silencieux)
        annoncerLaCompilation(this.cellules.bibliothequeEnConstruction, this.sorties);
      const issue = await this.cellules.executer(code, etiquette);
      this.sorties.vider();
      if (issue.statut === "compilation") {
        return erreurCompilation(issue.diagnostics, issue.cellule, issue.etiquette);
      }
      if (issue.statut === "exception") {
        return erreurExecution(issue.exception, this.cellules.scripts, this.nommer);
      }
      if (!issue.valeur) return undefined;
      // L'affichage peut appeler du code de l'élève (toString, protocole d'affichage) : interruptible.
      const valeur = issue.valeur.v;
      const zones = this.cellules.etat;
      const paquet = zones.appelInterruptible(() => paquetDe(valeur));
      if (estJugeable(valeur)) {
        const echec = zones.appelInterruptible(() => valeur[VERDICT_JUPYTER]());
        return this.juger(echec, silencieux ? {} : paquet);
      }
      if (Object.keys(paquet).length > 0 && !silencieux) {
        this.publier("execute_result", { execution_count: numero, data: paquet, metadata: {} });
      }
      if (memoriser) this.historique.noterResultat(numero, String(paquet["text/plain"] ?? ""));
      return undefined;
    } catch (interne) {
      // Une panne de tslab lui-même (pas du code de l'élève), ou ■ pendant l'affichage.
      this.sorties.vider();
      return erreurExecution(interne, this.cellules.scripts, this.nommer);
    }
  }

  /**
   * Une valeur qui rend un verdict (le bilan de `verifier`) : montrée en
   * `display_data`, pas en `execute_result`, car nbgrader lirait son texte
   * comme une note partielle ; si elle échoue, la cellule finit en erreur, sans
   * pile (le rapport montré dit déjà tout).
   */
  private juger(echec: Echec | undefined, paquet: PaquetMime): ErreurJupyter | undefined {
    if (Object.keys(paquet).length > 0) {
      this.publier("display_data", { data: paquet, metadata: {}, transient: {} });
    }
    if (!echec) return undefined;
    const ligne = `\u001b[31;1m${echec.nom}\u001b[0m : ${echec.message}`;
    return { ename: echec.nom, evalue: echec.message, traceback: [ligne] };
  }
}
