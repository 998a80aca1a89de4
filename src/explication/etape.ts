/**
 * Ce qu'est une explication : une suite d'étapes, de l'énoncé à la solution.
 * Chaque étape place un chiffre ou élimine des candidats, nomme sa technique,
 * et cite exactement ce dont elle se sert : des unités (« ligne 3 » : chaque
 * chiffre y est exactement une fois ; « case (2, 3) » : elle a exactement un
 * chiffre) et des faits déjà établis (chiffres placés, données comprises, et
 * candidats éliminés). Le sens est exact : les unités et les faits cités
 * suffisent à impliquer l'étape, ce qu'un solveur SAT peut vérifier.
 */
import { TECHNIQUES, type Technique } from "../generateur/difficulte";

/** [i, j, v] : le chiffre v dans la case (i, j), lignes et colonnes comptées à partir de 0. */
export type CaseEtChiffre = [number, number, number];

/** Les faits qu'une étape cite : des chiffres placés (données comprises), des candidats éliminés. */
export interface FaitsCites {
  places: CaseEtChiffre[];
  elimines: CaseEtChiffre[];
}

/** Les techniques, de la plus simple à la plus difficile (l'ordre où on les essaie). */
export type NomDeTechnique =
  | "élimination directe"
  | "singleton caché"
  | "singleton nu"
  | "candidats verrouillés"
  | "paire nue"
  | "paire cachée"
  | "triplet nu"
  | "triplet caché"
  | "raisonnement minimal";

/** Les techniques nommées de chaque rang de la note de difficulté (leçon 3 bis). */
const PAR_RANG: Record<Technique, NomDeTechnique[]> = {
  "singleton-cache": ["singleton caché"],
  "singleton-nu": ["singleton nu"],
  "candidats-verrouilles": ["candidats verrouillés"],
  "sous-ensembles": ["paire nue", "paire cachée", "triplet nu", "triplet caché"],
};

/**
 * L'ordre des techniques : d'abord l'élimination directe (un chiffre placé
 * n'a plus sa place ailleurs dans ses unités, et sa case ne prend plus
 * d'autre chiffre), puis celles de la note de difficulté, dans son ordre,
 * enfin le raisonnement minimal, trouvé par le solveur SAT.
 */
export const TECHNIQUES_EXPLIQUEES: readonly NomDeTechnique[] = [
  "élimination directe",
  ...TECHNIQUES.flatMap((t) => PAR_RANG[t]),
  "raisonnement minimal",
];

interface Justification {
  technique: NomDeTechnique;
  /** Les unités citées : « ligne 0 », « colonne 4 », « carré 4 », « case (2, 3) ». */
  unites: string[];
  faits: FaitsCites;
}

/** Une étape qui place un chiffre. */
export interface EtapePlace extends Justification {
  place: CaseEtChiffre;
}

/** Une étape qui élimine des candidats. */
export interface EtapeElimine extends Justification {
  elimine: CaseEtChiffre[];
}

export type EtapeExpliquee = EtapePlace | EtapeElimine;

/**
 * L'explication d'une grille. `expliquee` : les étapes mènent à la solution,
 * unique. Sinon, pas d'étape : `insoluble` (avec la raison si les indices se
 * contredisent), `plusieurs-solutions`, ou `budget-epuise` si le solveur
 * rapide n'a pas pu compter les solutions.
 */
export interface Explication {
  statut: "expliquee" | "insoluble" | "plusieurs-solutions" | "budget-epuise";
  etapes: EtapeExpliquee[];
  /** Les conflits entre les indices, s'ils se contredisent. */
  raison?: string;
}

/** Vrai si l'étape place un chiffre. */
export function estPlacement(etape: EtapeExpliquee): etape is EtapePlace {
  return "place" in etape;
}
