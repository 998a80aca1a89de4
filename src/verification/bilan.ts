/**
 * Le résultat d'une vérification. Il s'affiche comme son rapport : une
 * cellule qui finit par `verifier(…)` montre le texte (✅, ❌ ou ⏳ en tête)
 * tel quel dans un terminal (`util.inspect`, `String`) ; dans Jupyter
 * (protocole d'affichage), la marque de tête devient une icône dessinée
 * (voir `notebook/icones.ts`) et le rapport est bordé de la couleur du statut.
 *
 * En dernière valeur d'une cellule, un bilan rend aussi un verdict
 * (`socle/verdict.ts`) : un ❌ fait échouer la cellule, ce que voit un
 * correcteur automatique (nbgrader). Un ⏳ ne la fait échouer que pendant une
 * correction, quand nbgrader met `NBGRADER_EXECUTION` dans l'environnement :
 * l'élève qui fait « Tout exécuter » sur sa copie n'a pas d'erreur, mais un
 * exercice non fait vaut 0 point.
 */
import { inspect } from "util";
import { hote } from "../hote/index";
import { COULEURS_DES_MARQUES, ligneMarqueeHTML } from "../notebook/icones";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../socle/protocole";
import { MIME_PIECES, VERDICT_JUPYTER, type Echec } from "../socle/verdict";
import { COULEURS_DU_THEME, TEXTE_QUI_SE_REPLIE } from "../socle/theme";
import type { ErreurTypique } from "../exercices/exercice";
import type { Observation } from "./observation";
import type { Pieces } from "./pieces";

export type StatutBilan = "reussi" | "echec" | "non-fait";

/** Le premier cas raté, avec de quoi le refaire à la main. */
export interface EchecCas {
  description: string;
  /** L'appel tel qu'on l'écrit dans le carnet : « test_ligne(0, 3, 1, M) ». */
  appel: string;
  /** Ce que valent les tableaux de l'appel. */
  contexte?: string;
  /** Une copie des arguments donnés à la fonction. */
  arguments: unknown[];
  attendu: Observation;
  obtenu: Observation;
}

/** Une erreur typique reconnue, sans sa version fausse. */
export type ErreurNommee = Omit<ErreurTypique, "fonction">;

export interface DonneesBilan {
  nom: string;
  statut: StatutBilan;
  casReussis: number;
  casTotal: number;
  premierEchec?: EchecCas;
  erreurTypique?: ErreurNommee;
  /** Pour « non-fait » : la fonction pas encore écrite, si on la connaît. */
  manquante?: string;
  rapport: string;
  /** Pendant une correction : ce que le juge relira (voir `pieces.ts`). */
  pieces?: Pieces;
}

export class Bilan {
  readonly nom: string;
  readonly statut: StatutBilan;
  readonly reussi: boolean;
  readonly casReussis: number;
  readonly casTotal: number;
  readonly premierEchec: EchecCas | undefined;
  readonly erreurTypique: ErreurNommee | undefined;
  readonly manquante: string | undefined;
  /** Le texte montré à l'élève. */
  readonly rapport: string;
  readonly pieces: Pieces | undefined;

  constructor(donnees: DonneesBilan) {
    this.nom = donnees.nom;
    this.statut = donnees.statut;
    this.reussi = donnees.statut === "reussi";
    this.casReussis = donnees.casReussis;
    this.casTotal = donnees.casTotal;
    this.premierEchec = donnees.premierEchec;
    this.erreurTypique = donnees.erreurTypique;
    this.manquante = donnees.manquante;
    this.rapport = donnees.rapport;
    this.pieces = donnees.pieces;
  }

  toString(): string {
    return this.rapport;
  }

  [inspect.custom](): string {
    return this.rapport;
  }

  /** L'échec de la cellule qui montre ce bilan, ou `undefined` si elle réussit. */
  [VERDICT_JUPYTER](): Echec | undefined {
    if (this.statut === "echec") {
      return {
        nom: "VerificationEchouee",
        message: `${this.nom} : ${this.casReussis} cas réussis sur ${this.casTotal} (le rapport ci-dessus dit pourquoi)`,
      };
    }
    if (this.statut === "non-fait" && hote.processus.variable("NBGRADER_EXECUTION")) {
      return {
        nom: "ExerciceNonFait",
        message: `${this.manquante ?? this.nom} n'est pas encore écrite : 0 point à la correction`,
      };
    }
    return undefined;
  }

  /**
   * Le rapport en texte, et en HTML : l'icône du statut à la place de la
   * marque de tête, un trait vert, rouge ou orangé à gauche, le fond et le
   * texte du thème (clair ou sombre), les longues lignes repliées entre deux mots.
   */
  [AFFICHAGE_JUPYTER](): PaquetMime {
    const style = [
      `border-left:4px solid ${COULEURS_DES_MARQUES[this.statut]}`,
      "padding:4px 10px",
      "margin:0",
      TEXTE_QUI_SE_REPLIE,
      "font-family:monospace",
      "line-height:1.4",
      COULEURS_DU_THEME,
    ].join(";");
    return {
      "text/html": `<pre style="${style}">${ligneMarqueeHTML(this.statut, this.rapport)}</pre>`,
      "text/plain": this.rapport,
      ...(this.pieces ? { [MIME_PIECES]: this.pieces } : {}),
    };
  }
}
