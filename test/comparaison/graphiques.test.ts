import { describe, expect, it } from "vitest";
import { ALGORITHMES } from "../../src/algos/index";
import {
  COULEURS_ALGORITHMES,
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
      "a (30 indices) : résolue, 500 nœuds",
      "b (17 indices) : budget épuisé, 1000000 nœuds",
    ]);
    expect(g.miseEnPage.yaxis).toMatchObject({ type: "log" });
    // Quatorze algorithmes, quatorze couleurs : la palette de plotly n'en a que dix.
    const couleurs = g.traces.map((t) => (t.marker as { color: string }).color);
    expect(new Set(couleurs).size).toBe(3);
    const tous = graphiqueDurees(ALGORITHMES.map((a) => ({ ...MESURES[0], algorithme: a.nom })));
    const toutes = tous.traces.map((t) => (t.marker as { color: string } | undefined)?.color);
    expect(toutes.every((c) => c !== undefined)).toBe(true);
    expect(new Set(toutes).size).toBe(ALGORITHMES.length);
  });

  it("données : x = nombre d'indices, y = durée en échelle log", () => {
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

// ---------------------------------------------------------------------------
// Les couleurs des 15 algorithmes, comparées dans l'espace CIE Lab.

/** #rrggbb → CIE L*a*b* (sRGB, blanc D65). */
function versLab(couleur: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((k) => {
    const c = parseInt(couleur.slice(k, k + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** L'écart CIE76 : la distance entre deux couleurs dans l'espace Lab. */
function deltaE76(a: string, b: string): number {
  const [p, q] = [versLab(a), versLab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** La luminance relative des WCAG, pour le contraste avec le fond. */
function luminance(couleur: string): number {
  const [r, g, b] = [1, 3, 5].map((k) => {
    const c = parseInt(couleur.slice(k, k + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contraste(a: string, b: string): number {
  const [claire, sombre] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (claire + 0.05) / (sombre + 0.05);
}

/**
 * L'écart minimal exigé entre deux couleurs d'algorithmes. Un ΔE76 de 2,3
 * est tout juste perceptible entre deux grandes plages côte à côte ; des
 * points de quelques pixels, épars dans un nuage, demandent bien plus pour
 * être attribués à coup sûr à leur légende. 30 laisse une marge nette
 * au-dessus des ≈ 20 que l'on conseille d'ordinaire pour des catégories ;
 * l'ancienne palette avait 12 entre « rapide » et « minisat », deux bruns.
 */
const ECART_MINIMAL = 30;

describe("les couleurs des 15 algorithmes", () => {
  const noms = Object.keys(COULEURS_ALGORITHMES);

  it("en donnent une à chacun des algorithmes du cours, et à eux seuls", () => {
    expect([...noms].sort()).toEqual(ALGORITHMES.map((a) => a.nom).sort());
  });

  it("vérifient la conversion en Lab sur des couleurs connues", () => {
    const proche = (couleur: string, attendu: number[]) =>
      versLab(couleur).forEach((v, k) => expect(v).toBeCloseTo(attendu[k], 1));
    proche("#ffffff", [100, 0, 0]);
    proche("#000000", [0, 0, 0]);
    // Le rouge sRGB pur : L* 53,2 ; a* 80,1 ; b* 67,2.
    const rouge = versLab("#ff0000");
    expect(rouge[0]).toBeCloseTo(53.2, 0);
    expect(rouge[1]).toBeCloseTo(80.1, 0);
    expect(rouge[2]).toBeCloseTo(67.2, 0);
  });

  it(`sont toutes deux à deux à un écart ΔE76 d'au moins ${ECART_MINIMAL}`, () => {
    const tropProches: string[] = [];
    for (let i = 0; i < noms.length; i++) {
      for (let j = i + 1; j < noms.length; j++) {
        const [a, b] = [noms[i], noms[j]];
        const ecart = deltaE76(COULEURS_ALGORITHMES[a], COULEURS_ALGORITHMES[b]);
        if (ecart < ECART_MINIMAL) tropProches.push(`${a} / ${b} : ${ecart.toFixed(1)}`);
      }
    }
    expect(tropProches).toEqual([]);
  });

  it("se voient sur le fond blanc des graphiques comme sur un fond sombre", () => {
    for (const [nom, couleur] of Object.entries(COULEURS_ALGORITHMES)) {
      expect(contraste(couleur, "#ffffff"), nom).toBeGreaterThanOrEqual(2);
      expect(contraste(couleur, "#111111"), nom).toBeGreaterThanOrEqual(3);
    }
  });

  it("rangent chaque famille dans sa gamme de teintes", () => {
    // La teinte h (en degrés) de L*C*h, et la saturation C.
    const teinte = (nom: string) => {
      const [, a, b] = versLab(COULEURS_ALGORITHMES[nom]);
      return { h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360, c: Math.hypot(a, b) };
    };
    expect(teinte("td").c).toBeLessThan(8);
    for (const nom of ["backtrack", "fc", "fc-mrv", "mac", "rapide"]) {
      expect(teinte(nom).h, nom).toBeGreaterThan(190);
      expect(teinte(nom).h, nom).toBeLessThan(330);
    }
    for (const nom of ["profondeur", "glouton", "escalade", "recuit", "min-conflits"]) {
      expect(teinte(nom).h, nom).toBeGreaterThan(85);
      expect(teinte(nom).h, nom).toBeLessThan(170);
    }
    for (const nom of ["dpll", "cdcl", "minisat"]) {
      const { h } = teinte(nom);
      expect(h < 70 || h > 345, nom).toBe(true);
    }
  });
});
