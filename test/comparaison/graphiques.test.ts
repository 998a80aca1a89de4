import { describe, expect, it } from "vitest";
import { ALGORITHMES } from "../../src/algos/index";
import {
  graphiqueDonnees,
  graphiqueDurees,
  graphiqueNoeuds,
} from "../../src/comparaison/graphiques";
import type { Mesure } from "../../src/comparaison/mesures";

const MESURES: Mesure[] = [
  {
    algorithme: "td",
    grille: "a",
    ensemble: "e",
    donnees: 30,
    issue: "resolue",
    ms: 2,
    noeuds: 500,
  },
  {
    algorithme: "td",
    grille: "b",
    ensemble: "e",
    donnees: 17,
    issue: "budget-epuise",
    ms: 90,
    noeuds: 1e6,
  },
  {
    algorithme: "rapide",
    grille: "a",
    ensemble: "e",
    donnees: 30,
    issue: "resolue",
    ms: 0.01,
    noeuds: 0,
  },
  {
    algorithme: "rapide",
    grille: "b",
    ensemble: "e",
    donnees: 17,
    issue: "resolue",
    ms: 0.02,
    noeuds: 3,
  },
  { algorithme: "minisat", grille: "a", ensemble: "e", donnees: 30, issue: "resolue", ms: 60 },
  { algorithme: "minisat", grille: "b", ensemble: "e", donnees: 17, issue: "resolue", ms: 70 },
];

describe("les graphiques de la leçon 6", () => {
  it("durées : une boîte par algorithme, tous les points, axe log, la grille et l'issue au survol", () => {
    const g = graphiqueDurees(MESURES);
    expect(g.traces.map((t) => t.name)).toEqual(["td", "rapide", "minisat"]);
    expect(g.traces[0]).toMatchObject({ type: "box", boxpoints: "all", y: [2, 90] });
    expect(g.traces[0].text).toEqual([
      "a (30 données) : résolue, 500 nœuds",
      "b (17 données) : budget épuisé, 1000000 nœuds",
    ]);
    expect(g.miseEnPage.yaxis).toMatchObject({ type: "log" });
    // Treize algorithmes, treize couleurs : la palette de plotly n'en a que dix.
    const couleurs = g.traces.map((t) => (t.marker as { color: string }).color);
    expect(new Set(couleurs).size).toBe(3);
    const tous = graphiqueDurees(ALGORITHMES.map((a) => ({ ...MESURES[0], algorithme: a.nom })));
    const toutes = tous.traces.map((t) => (t.marker as { color: string } | undefined)?.color);
    expect(toutes.every((c) => c !== undefined)).toBe(true);
    expect(new Set(toutes).size).toBe(ALGORITHMES.length);
  });

  it("données : x = nombre de données, y = durée en échelle log", () => {
    const g = graphiqueDonnees(MESURES);
    expect(g.traces[2]).toMatchObject({ name: "minisat", x: [30, 17], y: [60, 70] });
    expect(g.miseEnPage.xaxis).toMatchObject({ type: "-" });
    expect(g.miseEnPage.yaxis).toMatchObject({ type: "log" });
  });

  it("nœuds : sans les algorithmes qui ne comptent pas, et les grilles sans nœud comptées dans la légende", () => {
    const g = graphiqueNoeuds(MESURES);
    expect(g.traces.map((t) => t.name)).toEqual(["td", "rapide (1 sans nœud)"]);
    expect(g.traces[1]).toMatchObject({ x: [3], y: [0.02] });
    expect(g.miseEnPage.xaxis).toMatchObject({ type: "log" });
  });
});
