/**
 * Leçon 6 : tous les algorithmes du cours sur les mêmes grilles. Chaque
 * résolution a un budget (dans l'unité de l'algorithme), chaque solution est
 * contrôlée par `estSolutionDe`, indépendamment du solveur, et l'on garde
 * pour chaque couple (algorithme, grille) une mesure : statut, durée, nœuds.
 *
 * La comparaison est asynchrone : elle rend la main entre deux résolutions,
 * pour que le carnet affiche l'avancement pendant le calcul et que le bouton
 * ■ (interrompre) soit entendu.
 */
import { hote } from "../hote/index";
import type { Algorithme } from "../algos/algorithme";
import type { Grille } from "../grille/grille";
import { estSolutionDe } from "../grille/regles";
import { resolutionDeLHorloge } from "../mesure/horloge";
import { mediane } from "../mesure/statistiques";

/** Une grille de la comparaison, avec son nom et l'ensemble d'où elle vient. */
export interface GrilleNommee {
  /** « top95 n° 3 », « générée 28 » : ce que montrent les graphiques au survol. */
  nom: string;
  /** « easy50 », « top95 », « hardest », « générées », « mes grilles »… */
  ensemble: string;
  grille: Grille;
}

/**
 * Comment une résolution s'est terminée. `fausse` : l'algorithme a rendu une
 * grille qui ne résout pas l'énoncé (cela ne doit jamais arriver).
 */
export type IssueMesure = "resolue" | "insoluble" | "budget-epuise" | "fausse";

/** Une résolution mesurée. */
export interface Mesure {
  algorithme: string;
  grille: string;
  ensemble: string;
  /** Le nombre de données (cases remplies) de l'énoncé. */
  donnees: number;
  issue: IssueMesure;
  /** La durée d'une résolution, en millisecondes (médiane des répétitions pour les très courtes). */
  ms: number;
  /** Les nœuds explorés (voir `NOEUDS`), absents si l'algorithme ne les compte pas. */
  noeuds?: number;
}

/**
 * Ce que l'on compte comme « nœud » pour chaque algorithme : l'unité de
 * travail de sa recherche. Les nombres ne se comparent pas d'une famille à
 * l'autre (un nœud de MAC coûte bien plus qu'un tour du TD) : c'est tout
 * l'intérêt du graphique « nœuds contre durée ». logic-solver ne dit rien
 * de son travail : il n'a pas de nœuds.
 */
export const NOEUDS: Readonly<Record<string, { compteur: string; sens: string }>> = {
  td: { compteur: "tours", sens: "tours de la boucle (un pas en avant ou en arrière)" },
  backtrack: { compteur: "noeuds", sens: "valeurs essayées" },
  fc: { compteur: "noeuds", sens: "valeurs essayées" },
  "fc-mrv": { compteur: "noeuds", sens: "valeurs essayées" },
  mac: { compteur: "noeuds", sens: "valeurs essayées" },
  rapide: { compteur: "essais", sens: "suppositions (essais binaires)" },
  triades: { compteur: "essais", sens: "configurations de bande supposées" },
  profondeur: { compteur: "noeudsDeveloppes", sens: "états développés" },
  glouton: { compteur: "noeudsDeveloppes", sens: "états développés" },
  escalade: { compteur: "mouvements", sens: "échanges effectués" },
  recuit: { compteur: "mouvements", sens: "échanges effectués" },
  "min-conflits": { compteur: "mouvements", sens: "valeurs changées" },
  dpll: { compteur: "decisions", sens: "décisions (littéraux supposés)" },
  cdcl: { compteur: "decisions", sens: "décisions (littéraux supposés)" },
};

/**
 * Les budgets de la leçon 6 : de quoi résoudre presque toutes les grilles
 * avec les bonnes méthodes, sans qu'une méthode naïve bloque la leçon plus
 * d'une demi-seconde par grille sur une machine d'élève. Un budget épuisé est
 * un résultat : la méthode n'a pas su faire dans ce temps-là.
 */
export const BUDGETS_LECON6: Readonly<Record<string, number>> = {
  td: 1_000_000,
  backtrack: 2_000_000,
  fc: 1_000_000,
  "fc-mrv": 1_000_000,
  mac: 1_000_000,
  rapide: 1_000_000,
  triades: 1_000_000,
  profondeur: 50_000,
  glouton: 50_000,
  escalade: 2_000_000,
  recuit: 2_000_000,
  "min-conflits": 500_000,
  dpll: 100_000,
  cdcl: 100_000,
  minisat: 10,
};

/** Où en est la comparaison, après chaque résolution. */
export interface Avancee {
  fait: number;
  total: number;
  algorithme: string;
  grille: string;
  /** « td, top95 n° 3 » : ce que montre une barre d'avancement. */
  detail: string;
  /** Millisecondes écoulées depuis le début. */
  ecoule: number;
}

export interface OptionsComparaison {
  /** Le budget de chaque algorithme, par son nom ; `BUDGETS_LECON6` par défaut. */
  budgets?: Readonly<Record<string, number>>;
  /** Appelée après chaque résolution : par exemple `suivreAvancement("Comparaison")` dans un carnet. */
  surAvancee?: (avancee: Avancee) => void;
}

/** Les mesures de chaque algorithme, les algorithmes dans l'ordre où ils ont été mesurés. */
export function parAlgorithme(mesures: readonly Mesure[]): Map<string, Mesure[]> {
  const groupes = new Map<string, Mesure[]>();
  for (const m of mesures) {
    const groupe = groupes.get(m.algorithme) ?? [];
    groupe.push(m);
    groupes.set(m.algorithme, groupe);
  }
  return groupes;
}

/**
 * Une résolution plus courte que cela est répétée, par séries chronométrées
 * d'un bloc : une horloge grossière (celle d'un navigateur avance par pas de
 * 0,1 ms) ne saurait pas mesurer une seule résolution de 20 µs.
 */
const COURTE_MS = 2;
/** Au plus tant de séries, et pas plus de tant de millisecondes en tout. */
const REPETITIONS = 9;
const CUMUL_MS = 20;
/** Au plus tant de résolutions par série. */
const PAR_SERIE_MAX = 1000;
/** On rend la main au noyau au moins tous les tant de millisecondes. */
const PAUSE_MS = 50;

/**
 * Résout chaque grille avec chaque algorithme (algorithme par algorithme) et
 * rend une mesure par couple. Chaque algorithme est d'abord « échauffé » sur
 * la première grille, hors mesure : le compilateur de JavaScript optimise le
 * code qui a déjà tourné, et logic-solver se charge au premier appel.
 */
export async function comparerAlgorithmes(
  grilles: readonly GrilleNommee[],
  algorithmes: readonly Algorithme[],
  options: OptionsComparaison = {},
): Promise<Mesure[]> {
  verifierEntrees(grilles, algorithmes);
  const budgets = options.budgets ?? BUDGETS_LECON6;
  const total = grilles.length * algorithmes.length;
  const debut = performance.now();
  let pause = debut;
  const mesures: Mesure[] = [];
  for (const algo of algorithmes) {
    const budget = budgets[algo.nom] ?? algo.budgetParDefaut;
    algo.resoudre(grilles[0].grille, { budget });
    for (const g of grilles) {
      mesures.push(mesurer(algo, g, budget));
      options.surAvancee?.({
        fait: mesures.length,
        total,
        algorithme: algo.nom,
        grille: g.nom,
        detail: `${algo.nom}, ${g.nom}`,
        ecoule: performance.now() - debut,
      });
      if (performance.now() - pause >= PAUSE_MS) {
        await hote.processus.ceder();
        pause = performance.now();
      }
    }
  }
  return mesures;
}

/**
 * Une résolution, contrôlée et chronométrée. Si elle est courte, on mesure
 * ensuite des séries de résolutions, chacune chronométrée d'un bloc : on
 * double la série jusqu'à ce qu'elle dure `COURTE_MS`, puis l'on garde la
 * médiane des durées par résolution.
 */
export function mesurer(algo: Algorithme, g: GrilleNommee, budget: number): Mesure {
  const serie = (n: number) => {
    const debut = performance.now();
    for (let k = 0; k < n; k++) algo.resoudre(g.grille, { budget });
    return performance.now() - debut;
  };
  const debut = performance.now();
  const r = algo.resoudre(g.grille, { budget });
  let ms = performance.now() - debut;
  if (ms < COURTE_MS) {
    let parSerie = 1;
    let duree = ms;
    let cumul = ms;
    while (duree < COURTE_MS && parSerie < PAR_SERIE_MAX && cumul < CUMUL_MS) {
      parSerie = Math.min(PAR_SERIE_MAX, 2 * parSerie);
      duree = serie(parSerie);
      cumul += duree;
    }
    const series = [duree / parSerie];
    while (series.length < REPETITIONS && cumul < CUMUL_MS) {
      const d = serie(parSerie);
      series.push(d / parSerie);
      cumul += d;
    }
    // Une série trop courte pour l'horloge dure « 0 ms » (dans une page, l'horloge est arrondie
    // à 0,1 ms) : on garde alors la borne qu'on connaît, une résolution pour toute la série.
    ms = Math.max(mediane(series), resolutionDeLHorloge() / parSerie);
  }
  const juste = r.solution !== undefined && estSolutionDe(r.solution, g.grille);
  const compteur = NOEUDS[algo.nom]?.compteur;
  return {
    algorithme: algo.nom,
    grille: g.nom,
    ensemble: g.ensemble,
    donnees: g.grille.nombreDeDonnees(),
    issue: r.statut === "resolue" && !juste ? "fausse" : r.statut,
    ms,
    noeuds: compteur === undefined ? undefined : r.compteurs[compteur],
  };
}

function verifierEntrees(grilles: readonly GrilleNommee[], algorithmes: readonly Algorithme[]) {
  if (!Array.isArray(grilles) || grilles.length === 0) {
    throw new RangeError(
      "comparerAlgorithmes : aucune grille ; attendu une liste non vide de { nom, ensemble, grille }",
    );
  }
  if (!Array.isArray(algorithmes) || algorithmes.length === 0) {
    throw new RangeError(
      'comparerAlgorithmes : aucun algorithme ; par exemple ALGORITHMES, ou [trouverAlgorithme("rapide")!]',
    );
  }
  grilles.forEach((g, k) => {
    if (!g || typeof g.nom !== "string" || typeof g.grille?.nombreDeDonnees !== "function") {
      throw new TypeError(
        `comparerAlgorithmes : la grille [${k}] doit être un objet { nom, ensemble, grille } dont grille est une Grille (lireFichier, lireLigne, genererGrille(…).enonce)`,
      );
    }
  });
}
