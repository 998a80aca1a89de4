import { describe, expect, it } from "vitest";
import { ALGORITHMES, trouverAlgorithme } from "../../src/algos/index";
import { lireLigne } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { FACILES, MULTIPLES, TOP95 } from "./donnees";

const NOMS = ["profondeur", "glouton", "escalade", "recuit", "min-conflits"];
const impasse = lireLigne(`.12345678${"9".padEnd(18, ".")}${".".repeat(54)}`);

describe("les algorithmes de la leçon 4 dans le catalogue", () => {
  it("y figurent sous leur nom, avec une unité de budget", () => {
    for (const nom of NOMS) {
      const algo = trouverAlgorithme(nom);
      expect(algo, nom).toBeDefined();
      expect(ALGORITHMES).toContain(algo);
      expect(algo?.budgetParDefaut).toBeGreaterThan(0);
    }
    expect(trouverAlgorithme("escalade")?.uniteBudget).toBe("évaluations");
    expect(trouverAlgorithme("min-conflits")?.uniteBudget).toBe("pas");
    expect(trouverAlgorithme("profondeur")?.uniteBudget).toBe("nœuds");
  });

  it.each(NOMS)("%s retrouve la solution de grilles faciles (contrôlée par Kaggle)", (nom) => {
    const algo = trouverAlgorithme(nom);
    for (const { enonce, solution, ligne } of FACILES.slice(100, 104)) {
      const r = algo?.resoudre(enonce);
      expect(r?.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r?.solution?.valeurs, `ligne ${ligne}`).toEqual(solution.valeurs);
      expect(r?.solutions).toBe(1);
    }
  });

  it("profondeur et glouton résolvent un « top 95 », prouvent une impasse et comptent les solutions", () => {
    for (const nom of ["profondeur", "glouton"]) {
      const algo = trouverAlgorithme(nom);
      const dur = algo?.resoudre(TOP95[0]);
      expect(dur?.statut).toBe("resolue");
      expect(estSolutionDe(dur?.solution ?? impasse, TOP95[0])).toBe(true);
      expect(algo?.resoudre(impasse).statut).toBe("insoluble");
      expect(algo?.resoudre(MULTIPLES[0], { limite: 2 })).toMatchObject({
        statut: "resolue",
        solutions: 2,
      });
      expect(algo?.resoudre(TOP95[0], { budget: 3 }).statut).toBe("budget-epuise");
    }
  });

  it("escalade, recuit et min-conflits ne disent jamais « insoluble » et ne prétendent pas compter", () => {
    for (const nom of ["escalade", "recuit", "min-conflits"]) {
      const algo = trouverAlgorithme(nom);
      const r = algo?.resoudre(impasse, { budget: 20_000 });
      expect(r?.statut).toBe("budget-epuise");
      expect(r?.compteurs.evaluations).toBe(20_000);
      const compte = algo?.resoudre(FACILES[0].enonce, { limite: 2 });
      expect(compte?.statut).toBe("budget-epuise");
      expect(compte?.solutions).toBe(1);
      // Même grille, même réponse : la graine est fixée.
      const a = algo?.resoudre(TOP95[3], { budget: 5000 });
      const b = algo?.resoudre(TOP95[3], { budget: 5000 });
      expect(a?.compteurs).toEqual(b?.compteurs);
    }
  });
});
