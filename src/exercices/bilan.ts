/**
 * Le résultat d'une vérification. Il s'affiche comme son rapport : tslab
 * montre la dernière valeur d'une cellule avec `console.log`, qui passe par
 * `util.inspect`, donc une cellule qui finit par `verifier(…)` montre le texte.
 */
import { inspect } from "util";
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
}
