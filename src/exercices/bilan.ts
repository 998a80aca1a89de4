/**
 * Le résultat d'une vérification. Il s'affiche comme son rapport : une
 * cellule qui finit par `verifier(…)` montre le texte (✅, ❌ ou ⏳ en tête),
 * encadré de la couleur du statut dans Jupyter (protocole d'affichage), et
 * tel quel dans un terminal (`util.inspect`, `String`).
 */
import { inspect } from "util";
import { echapperHTML } from "../notebook/html";
import { AFFICHAGE_JUPYTER, type PaquetMime } from "../notebook/protocole";
import type { ErreurTypique, Observation } from "./exercice";

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
  }

  toString(): string {
    return this.rapport;
  }

  [inspect.custom](): string {
    return this.rapport;
  }

  /** Le rapport en texte, et en HTML dans un cadre vert, rouge ou orangé selon le statut. */
  [AFFICHAGE_JUPYTER](): PaquetMime {
    const couleur = { reussi: "#2e7d32", echec: "#c62828", "non-fait": "#b26a00" }[this.statut];
    const style =
      `border-left:4px solid ${couleur};padding:4px 10px;margin:0;white-space:pre-wrap;` +
      "font-family:monospace;background:#ffffff;color:#1a1a1a";
    return {
      "text/html": `<pre style="${style}">${echapperHTML(this.rapport)}</pre>`,
      "text/plain": this.rapport,
    };
  }
}
