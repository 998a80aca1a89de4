/**
 * Les options classiques de la recherche avec retour arrière, chacune
 * nommée, avec sa valeur par défaut :
 *   - `choixVariable` : quelle variable instancier ensuite ?
 *       "premiere" : la première non instanciée, dans l'ordre du PSC ;
 *       "mrv" : celle qui a le moins de valeurs restantes compte tenu de
 *       l'affectation en cours (*minimum remaining values*), la plus
 *       contrainte — à égalité, la première ;
 *   - `ordreValeurs` : dans quel ordre essayer ses valeurs ?
 *       "naturel" : l'ordre du label ;
 *       "lcv" : d'abord celle qui retire le moins de valeurs aux voisins
 *       (*least constraining value*) — à égalité, l'ordre du label ;
 *   - `inference` : que déduire après chaque choix ?
 *       "aucune" : rien, on vérifie seulement les variables déjà instanciées ;
 *       "fc" : forward checking, on filtre les labels des voisins ;
 *       "mac" : on maintient la cohérence d'arc (AC-3 après chaque choix).
 * Toutes les recherches renvoient le même résultat : un statut, une
 * solution, un nombre de solutions et des compteurs.
 */
import type { Statut } from "../grille/resultat";
import { ErreurPSC } from "./erreurs";

export type ChoixVariable = "premiere" | "mrv";
export type OrdreValeurs = "naturel" | "lcv";
export type Inference = "aucune" | "fc" | "mac";

export interface Strategie {
  choixVariable: ChoixVariable;
  ordreValeurs: OrdreValeurs;
  inference: Inference;
}

export const STRATEGIE_PAR_DEFAUT: Readonly<Strategie> = {
  choixVariable: "premiere",
  ordreValeurs: "naturel",
  inference: "aucune",
};

export interface OptionsRecherche extends Partial<Strategie> {
  /** Nombre maximal de nœuds (valeurs essayées) ; au-delà, statut `budget-epuise`. */
  budget?: number;
  /** Nombre de solutions à chercher avant de s'arrêter (1 par défaut ; 2 pour tester l'unicité). */
  limite?: number;
}

/** Ce que comptent toutes les recherches, pour les comparer autrement que par le temps. */
export interface Compteurs {
  /** Nœuds : chaque valeur essayée pour une variable. */
  noeuds: number;
  /** Retours en arrière : chaque variable dont toutes les valeurs ont échoué. */
  retours: number;
  /** Vérifications : chaque couple de valeurs testé par une contrainte binaire. */
  verifications: number;
}

/** Le résultat commun des recherches sur un PSC. */
export interface ResultatRecherche<S> {
  statut: Statut;
  /** La première solution trouvée. */
  solution?: S;
  /** Nombre de solutions trouvées (au plus `limite` ; un minimum si le budget est épuisé). */
  solutions: number;
  compteurs: Compteurs;
}

export const DEFAUT_BUDGET = 10_000_000;

const CHOIX: Record<keyof Strategie, readonly string[]> = {
  choixVariable: ["premiere", "mrv"],
  ordreValeurs: ["naturel", "lcv"],
  inference: ["aucune", "fc", "mac"],
};

/** Les options complétées par les valeurs par défaut ; une valeur inconnue est signalée. */
export function lireOptionsRecherche(
  options: OptionsRecherche = {},
): Strategie & { budget: number; limite: number } {
  const complet = { ...STRATEGIE_PAR_DEFAUT, budget: DEFAUT_BUDGET, limite: 1 };
  for (const [cle, permises] of Object.entries(CHOIX)) {
    const valeur: unknown = options[cle as keyof Strategie];
    if (valeur === undefined) continue;
    if (typeof valeur !== "string" || !permises.includes(valeur)) {
      throw new ErreurPSC(
        `option ${cle} : ${JSON.stringify(valeur)} est inconnue ; attendu ${permises.map((p) => `"${p}"`).join(" ou ")}`,
      );
    }
    Object.assign(complet, { [cle]: valeur });
  }
  for (const cle of ["budget", "limite"] as const) {
    const valeur = options[cle];
    if (valeur === undefined) continue;
    if (!(valeur === Infinity || (Number.isInteger(valeur) && valeur >= 1))) {
      throw new ErreurPSC(
        `option ${cle} : attendu un entier ≥ 1 (ou Infinity), pas ${String(valeur)}`,
      );
    }
    complet[cle] = valeur;
  }
  return complet;
}

/** « FC + MRV + LCV », « retour arrière simple » : le nom d'une stratégie dans un tableau. */
export function nommerStrategie(options: Partial<Strategie> = {}): string {
  const s = { ...STRATEGIE_PAR_DEFAUT, ...options };
  const morceaux: string[] = [];
  if (s.inference === "fc") morceaux.push("FC");
  if (s.inference === "mac") morceaux.push("MAC");
  if (s.choixVariable === "mrv") morceaux.push("MRV");
  if (s.ordreValeurs === "lcv") morceaux.push("LCV");
  return morceaux.length === 0 ? "retour arrière simple" : morceaux.join(" + ");
}

/** Le statut final d'une recherche, d'après ce qu'elle a trouvé. */
export function statutFinal(budgetEpuise: boolean, solutions: number): Statut {
  if (budgetEpuise) return "budget-epuise";
  return solutions > 0 ? "resolue" : "insoluble";
}
