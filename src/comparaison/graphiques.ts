/**
 * Les trois graphiques de la leçon 6, tirés des mesures : durée par grille
 * (une boîte par algorithme), durée selon le nombre de données, nœuds contre
 * durée. Les durées vont de la microseconde à la seconde : axes
 * logarithmiques. Au survol, chaque point dit sa grille et son issue.
 */
import { boites, nuage, type Graphique } from "../notebook/graphique";
import { parAlgorithme, type IssueMesure, type Mesure } from "./mesures";

const ISSUES: Record<IssueMesure, string> = {
  resolue: "résolue",
  insoluble: "insoluble",
  "budget-epuise": "budget épuisé",
  fausse: "RÉPONSE FAUSSE",
};

/**
 * Une couleur par algorithme du cours : la palette de plotly n'en a que 10,
 * et deux algorithmes de même couleur se confondraient. Les 10 premières sont
 * celles de plotly, les 3 dernières s'en distinguent nettement.
 */
const COULEURS: Readonly<Record<string, string>> = {
  td: "#1f77b4",
  backtrack: "#ff7f0e",
  fc: "#2ca02c",
  "fc-mrv": "#d62728",
  mac: "#9467bd",
  rapide: "#8c564b",
  profondeur: "#e377c2",
  glouton: "#7f7f7f",
  escalade: "#bcbd22",
  recuit: "#17becf",
  dpll: "#393b79",
  cdcl: "#e7ba52",
  minisat: "#843c39",
};

function etiquette(m: Mesure): string {
  const noeuds = m.noeuds === undefined ? "" : `, ${m.noeuds} nœuds`;
  return `${m.grille} (${m.donnees} données) : ${ISSUES[m.issue]}${noeuds}`;
}

/** Une boîte par algorithme : la durée de chaque grille, un point par grille. */
export function graphiqueDurees(mesures: readonly Mesure[]): Graphique {
  return boites(
    [...parAlgorithme(mesures)].map(([nom, liste]) => ({
      nom,
      couleur: COULEURS[nom],
      valeurs: liste.map((m) => m.ms),
      etiquettes: liste.map(etiquette),
    })),
    {
      titre: "Durée de résolution par grille, pour chaque algorithme",
      axeY: { titre: "durée (ms, échelle log)", log: true },
      hauteur: 460,
      tousLesPoints: true,
    },
  );
}

/** La durée en fonction du nombre de données de la grille. */
export function graphiqueDonnees(mesures: readonly Mesure[]): Graphique {
  return nuage(
    [...parAlgorithme(mesures)].map(([nom, liste]) => ({
      nom,
      couleur: COULEURS[nom],
      x: liste.map((m) => m.donnees),
      y: liste.map((m) => m.ms),
      etiquettes: liste.map(etiquette),
    })),
    {
      titre: "Durée selon le nombre de données",
      axeX: { titre: "données de l'énoncé" },
      axeY: { titre: "durée (ms, échelle log)", log: true },
      hauteur: 460,
    },
  );
}

/**
 * Nœuds contre durée, en échelles log : un algorithme qui explore peu de
 * nœuds chers se place en haut à gauche, un qui en explore beaucoup de bon
 * marché en bas à droite. Les grilles résolues sans aucun nœud (0 essai du
 * solveur rapide) n'ont pas de place sur un axe log : la légende les compte.
 */
export function graphiqueNoeuds(mesures: readonly Mesure[]): Graphique {
  const avecNoeuds = [...parAlgorithme(mesures)].filter(([, liste]) =>
    liste.some((m) => m.noeuds !== undefined),
  );
  return nuage(
    avecNoeuds.map(([nom, liste]) => {
      const points = liste.filter((m) => m.noeuds !== undefined && m.noeuds > 0);
      const sans = liste.length - points.length;
      return {
        nom: sans > 0 ? `${nom} (${sans} sans nœud)` : nom,
        couleur: COULEURS[nom],
        x: points.map((m) => m.noeuds!),
        y: points.map((m) => m.ms),
        etiquettes: points.map(etiquette),
      };
    }),
    {
      titre: "Nœuds explorés et durée",
      axeX: { titre: "nœuds (échelle log)", log: true },
      axeY: { titre: "durée (ms, échelle log)", log: true },
      hauteur: 460,
    },
  );
}
