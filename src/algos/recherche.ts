/**
 * Les algorithmes de la leçon 4, pour `sudoku resoudre --algo NOM` :
 *   - `profondeur` et `glouton` : la formulation 1 (une case vide reçoit une
 *     valeur permise), en ne proposant que la case la plus contrainte : avec
 *     toutes les cases vides à la fois, la même grille est atteinte par trop
 *     de chemins et la frontière déborde (voir la leçon 4). Chaque solution
 *     n'est alors atteinte qu'une fois : ces deux-là savent les compter ;
 *   - `escalade` et `recuit` : la recherche locale sur la formulation de
 *     Lewis ; `min-conflits`, la recherche locale sur le PSC. Elle ne prouve
 *     jamais qu'une grille est insoluble : son statut est `resolue` ou
 *     `budget-epuise`, jamais `insoluble`. Elle ne compte pas non plus les
 *     solutions : avec une limite au-delà de 1, une solution trouvée laisse
 *     le statut `budget-epuise` (on ne saura pas s'il y en a d'autres).
 * La graine du hasard est fixée (`GRAINE_ALGOS`) : la commande rend toujours
 * la même réponse pour la même grille.
 */
import type { Grille } from "../grille/grille";
import { escalade } from "../recherche/escalade";
import {
  grilleDeLEtat,
  moinsDeCandidats,
  problemeGrille,
  type ActionGrille,
  type EtatGrille,
} from "../recherche/formulation-grille";
import { rechercheGloutonne } from "../recherche/glouton";
import type { ResultatLocal } from "../recherche/locale";
import { minConflits } from "../recherche/min-conflits";
import type { ResultatArbre } from "../recherche/probleme";
import { rechercheEnProfondeur } from "../recherche/profondeur";
import { recuit } from "../recherche/recuit";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/** La graine des recherches locales lancées par la commande `sudoku`. */
export const GRAINE_ALGOS = 1;
/**
 * Les pas de côté permis à l'escalade de la commande : sans eux, elle reste
 * presque toujours bloquée sur un plateau (voir la leçon 4 et le banc d'essai).
 */
export const PAS_LATERAUX_ALGO = 50;

/** Une recherche arborescente, rendue sous la forme commune. */
function depuisRecherche(r: ResultatArbre<EtatGrille, ActionGrille>): ResultatAlgorithme {
  return {
    statut: r.statut,
    solution: r.etat ? grilleDeLEtat(r.etat) : undefined,
    solutions: r.solutions,
    compteurs: { ...r.compteurs },
  };
}

/** Une recherche locale, rendue sous la forme commune (voir l'en-tête pour `limite`). */
function depuisLocale(r: ResultatLocal, limite: number): ResultatAlgorithme {
  const resolue = r.statut === "resolue";
  return {
    statut: resolue && limite <= 1 ? "resolue" : "budget-epuise",
    solution: r.solution,
    solutions: resolue ? 1 : 0,
    compteurs: { ...r.compteurs, meilleurCout: r.meilleurCout },
  };
}

export const algoProfondeur: Algorithme = {
  nom: "profondeur",
  description:
    "recherche en profondeur d'abord (formulation 1), une valeur à la fois dans la case la plus contrainte",
  uniteBudget: "nœuds",
  budgetParDefaut: 1_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    const probleme = problemeGrille(enonce, { cases: "la-plus-contrainte" });
    return depuisRecherche(
      rechercheEnProfondeur(probleme, { budget, limite, frontiereMaximale: Infinity }),
    );
  },
};

export const algoGlouton: Algorithme = {
  nom: "glouton",
  description:
    "recherche gloutonne du meilleur d'abord (formulation 1) : les cases forcées d'abord",
  uniteBudget: "nœuds",
  budgetParDefaut: 1_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    const probleme = problemeGrille(enonce, { cases: "la-plus-contrainte" });
    return depuisRecherche(rechercheGloutonne(probleme, moinsDeCandidats, { budget, limite }));
  },
};

export const algoEscalade: Algorithme = {
  nom: "escalade",
  description:
    "escalade par la plus forte pente sur la formulation de Lewis, 50 pas de côté, redémarrages (jamais « insoluble »)",
  uniteBudget: "évaluations",
  budgetParDefaut: 5_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    return depuisLocale(
      escalade(enonce, { budget, graine: GRAINE_ALGOS, lateraux: PAS_LATERAUX_ALGO }),
      limite,
    );
  },
};

export const algoRecuit: Algorithme = {
  nom: "recuit",
  description:
    "recuit simulé d'après Lewis (2007), réglages par défaut de la leçon 4 (jamais « insoluble »)",
  uniteBudget: "évaluations",
  budgetParDefaut: 5_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    return depuisLocale(recuit(enonce, { budget, graine: GRAINE_ALGOS }), limite);
  },
};

export const algoMinConflits: Algorithme = {
  nom: "min-conflits",
  description:
    "min-conflits (Minton et al., 1992) sur le PSC : une case en conflit reçoit la valeur la moins en conflit, 10 % de pas au hasard (jamais « insoluble »)",
  uniteBudget: "pas",
  budgetParDefaut: 2_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    return depuisLocale(minConflits(enonce, { budget, graine: GRAINE_ALGOS }), limite);
  },
};

/** Les algorithmes de la leçon 4, dans l'ordre de la leçon. */
export const ALGOS_RECHERCHE: readonly Algorithme[] = [
  algoProfondeur,
  algoGlouton,
  algoEscalade,
  algoRecuit,
  algoMinConflits,
];
