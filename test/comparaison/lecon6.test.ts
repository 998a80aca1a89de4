/**
 * Ce que la leçon 6 écrit de ses mesures (« Ce que nous en retenons ») doit
 * rester vrai : les issues et les nœuds ne dépendent pas de la machine (les
 * algorithmes sont déterministes, la recherche locale a une graine fixe),
 * on peut donc les vérifier. Les durées, elles, ne sont jamais testées.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ALGORITHMES, trouverAlgorithme } from "../../src/algos/index";
import { BUDGETS_LECON6, comparerAlgorithmes, type Mesure } from "../../src/comparaison/mesures";
import { jeuLecon6 } from "../../src/comparaison/jeux";

let mesures: Mesure[] = [];

/** Les mesures d'un algorithme, éventuellement sur un seul ensemble. */
function de(algorithme: string, ensemble?: string): Mesure[] {
  return mesures.filter(
    (m) => m.algorithme === algorithme && (ensemble === undefined || m.ensemble === ensemble),
  );
}

function resolues(liste: Mesure[]): number {
  return liste.filter((m) => m.issue === "resolue").length;
}

function une(algorithme: string, grille: string): Mesure {
  return mesures.find((m) => m.algorithme === algorithme && m.grille === grille)!;
}

describe("les affirmations de la leçon 6 sur le jeu réduit", () => {
  beforeAll(async () => {
    mesures = await comparerAlgorithmes(jeuLecon6("reduit"), ALGORITHMES);
  }, 180_000);

  it("aucune réponse fausse", () => {
    expect(mesures).toHaveLength(24 * ALGORITHMES.length);
    expect(mesures.filter((m) => m.issue === "fausse")).toEqual([]);
  });

  it("le TD, le retour arrière simple et FC ne ratent que des grilles du top95 (3, 4 et 3 sur 6)", () => {
    for (const [algo, ratees] of [
      ["td", 3],
      ["backtrack", 4],
      ["fc", 3],
    ] as const) {
      expect(24 - resolues(de(algo)), algo).toBe(ratees);
      expect(6 - resolues(de(algo, "top95")), algo).toBe(ratees);
    }
  });

  it("FC + MRV, MAC, le solveur rapide et les trois solveurs SAT résolvent tout", () => {
    for (const algo of ["fc-mrv", "mac", "rapide", "dpll", "cdcl", "minisat"])
      expect(resolues(de(algo)), algo).toBe(24);
  });

  it("sur top95 n° 4 : 89 056 nœuds pour FC + MRV, 35 553 pour MAC, budget épuisé à 2 millions pour le retour arrière", () => {
    expect(une("fc-mrv", "top95 n° 4").noeuds).toBe(89_056);
    expect(une("mac", "top95 n° 4").noeuds).toBe(35_553);
    expect(une("backtrack", "top95 n° 4")).toMatchObject({
      issue: "budget-epuise",
      noeuds: 2_000_000,
    });
  });

  it("le solveur rapide résout 19 grilles sans supposition ; DPLL et CDCL, 14 sans décision et jamais plus de 100", () => {
    expect(de("rapide").filter((m) => m.noeuds === 0)).toHaveLength(19);
    for (const algo of ["dpll", "cdcl"]) {
      expect(
        de(algo).filter((m) => m.noeuds === 0),
        algo,
      ).toHaveLength(14);
      expect(Math.max(...de(algo).map((m) => m.noeuds!)), algo).toBeLessThan(100);
    }
  });

  it("la recherche locale : toutes les faciles, presque toutes les générées, aucune du top95, au plus une hardest", () => {
    for (const algo of ["escalade", "recuit"]) {
      expect(resolues(de(algo, "easy50")), algo).toBe(5);
      expect(resolues(de(algo, "générées")), algo).toBeGreaterThanOrEqual(8);
      expect(resolues(de(algo, "top95")), algo).toBe(0);
      expect(resolues(de(algo, "hardest")), algo).toBeLessThanOrEqual(1);
    }
  });

  it("min-conflits : 21 grilles sur 24, dont les 4 hardest et 3 des 6 du top95 ; les ratées finissent à un coût de 2", () => {
    expect(resolues(de("min-conflits"))).toBe(21);
    expect(resolues(de("min-conflits", "easy50"))).toBe(5);
    expect(resolues(de("min-conflits", "générées"))).toBe(9);
    expect(resolues(de("min-conflits", "hardest"))).toBe(4);
    expect(resolues(de("min-conflits", "top95"))).toBe(3);
    const ratees = de("min-conflits").filter((m) => m.issue !== "resolue");
    expect(ratees.map((m) => m.grille)).toEqual(["top95 n° 2", "top95 n° 3", "top95 n° 6"]);
    const algo = trouverAlgorithme("min-conflits")!;
    for (const g of jeuLecon6("reduit").filter((g) => ratees.some((m) => m.grille === g.nom))) {
      const r = algo.resoudre(g.grille, { budget: BUDGETS_LECON6["min-conflits"] });
      expect(r.compteurs.meilleurCout, g.nom).toBe(2);
    }
    // Sur ces dix grilles du top95 et de hardest, l'escalade et le recuit n'en résolvent qu'une chacun.
    for (const algo of ["escalade", "recuit"]) {
      const difficiles = [...de(algo, "top95"), ...de(algo, "hardest")];
      expect(resolues(difficiles), algo).toBe(1);
    }
  });

  it("la boucle du TD : 29 073 tours sur hardest n° 2 (23 indices), 922 019 sur hardest n° 1 (22 indices)", () => {
    expect(une("td", "hardest n° 2")).toMatchObject({ donnees: 23, noeuds: 29_073 });
    expect(une("td", "hardest n° 1")).toMatchObject({ donnees: 22, noeuds: 922_019 });
  });
});

describe("l'affirmation de la leçon 6 sur le jeu complet", () => {
  it("la boucle du TD échoue sur 42 grilles, toutes du top95", { timeout: 120_000 }, async () => {
    const td = await comparerAlgorithmes(jeuLecon6("complet"), [trouverAlgorithme("td")!]);
    const ratees = td.filter((m) => m.issue !== "resolue");
    expect(ratees).toHaveLength(42);
    expect(new Set(ratees.map((m) => m.ensemble))).toEqual(new Set(["top95"]));
  });
});
