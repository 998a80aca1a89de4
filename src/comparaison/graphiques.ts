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
 * et deux algorithmes de couleurs voisines se confondraient. Les 14 couleurs
 * sont rangées par famille, chaque famille dans sa gamme de teintes :
 *
 * - le TD (leçon 1), seul : gris ;
 * - les contraintes (leçons 2, 3 et 3 bis) : bleus, violets et cyan ;
 * - la recherche (leçon 4) : verts, jaune, olive et vert sauge ;
 * - SAT (leçon 5) : orange, rouge et rose.
 *
 * Deux couleurs quelconques sont loin l'une de l'autre (écart ΔE76 d'au
 * moins 36 dans l'espace Lab ; un test l'exige au-dessus de 30), et leur
 * clarté moyenne (L* de 45 à 74) les laisse visibles sur fond blanc comme
 * sur fond sombre.
 */
export const COULEURS_ALGORITHMES: Readonly<Record<string, string>> = {
  td: "#7f7f86",
  backtrack: "#3fa9f2",
  fc: "#0a6fe8",
  "fc-mrv": "#a046cf",
  mac: "#c895e1",
  rapide: "#0fbac2",
  triades: "#a05038",
  profondeur: "#00884f",
  glouton: "#74c94a",
  escalade: "#c9a700",
  recuit: "#6e6d20",
  "min-conflits": "#a2bd90",
  dpll: "#f27a1d",
  cdcl: "#e0102f",
  minisat: "#f24a94",
};

function etiquette(m: Mesure): string {
  const noeuds = m.noeuds === undefined ? "" : `, ${m.noeuds} nœuds`;
  return `${m.grille} (${m.donnees} indices) : ${ISSUES[m.issue]}${noeuds}`;
}

/** Une boîte par algorithme : la durée de chaque grille, un point par grille. */
export function graphiqueDurees(mesures: readonly Mesure[]): Graphique {
  return boites(
    [...parAlgorithme(mesures)].map(([nom, liste]) => ({
      nom,
      couleur: COULEURS_ALGORITHMES[nom],
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
      couleur: COULEURS_ALGORITHMES[nom],
      x: liste.map((m) => m.donnees),
      y: liste.map((m) => m.ms),
      etiquettes: liste.map(etiquette),
    })),
    {
      titre: "Durée selon le nombre d'indices",
      axeX: { titre: "indices de l'énoncé" },
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
        couleur: COULEURS_ALGORITHMES[nom],
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
