import { describe, expect, it } from "vitest";
import { algoTD } from "../../src/algos/td";
import { algoCDCL, algoDPLL, algoMiniSat } from "../../src/algos/sat";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { enumererSolutions, solveurDPLL, solveurLogicSolver } from "../../src/sat/index";

const serg = lireFichier("data/ensembles/serg_multisolutions_1000.txt");

describe("l'énumération par clauses de blocage", () => {
  it("compte sur des grilles à plusieurs solutions autant de solutions que la recherche du TD", () => {
    for (const [k, grille] of serg.slice(0, 6).entries()) {
      const e = enumererSolutions(grille, { limite: 10_000 });
      expect(e.statut, `grille serg ${k + 1}`).toBe("complete");
      const td = algoTD.resoudre(grille, { limite: 10_000 });
      expect(e.solutions.length, `grille serg ${k + 1}`).toBe(td.solutions);
      expect(e.solutions.length).toBeGreaterThanOrEqual(2);
      // Toutes différentes, toutes des solutions de l'énoncé.
      expect(new Set(e.solutions.map((s) => s.valeurs.join(""))).size).toBe(e.solutions.length);
      for (const s of e.solutions) expect(estSolutionDe(s, grille)).toBe(true);
    }
  }, 30_000);

  it("donne le même compte avec DPLL et avec MiniSat", () => {
    const grille = serg[5];
    const cdcl = enumererSolutions(grille).solutions.length;
    expect(enumererSolutions(grille, { solveur: solveurDPLL }).solutions).toHaveLength(cdcl);
    expect(enumererSolutions(grille, { solveur: solveurLogicSolver }).solutions).toHaveLength(cdcl);
  }, 30_000);

  it("s'arrête à la limite, et le dit", () => {
    const e = enumererSolutions(serg[0], { limite: 5 });
    expect(e.statut).toBe("limite-atteinte");
    expect(e.solutions).toHaveLength(5);
  });

  it("dit « budget-epuise » quand le budget partagé est dépensé", () => {
    const e = enumererSolutions(serg[0], { limite: 10_000, budget: 3 });
    expect(e.statut).toBe("budget-epuise");
  });

  it("trouve une seule solution à une grille complète, et aucune à une grille impossible", () => {
    const complete = lireLigne(
      "639125478714938562285647139846573291321894756597216384172389645953461827468752913",
    );
    expect(enumererSolutions(complete)).toMatchObject({ statut: "complete" });
    expect(enumererSolutions(complete).solutions).toHaveLength(1);
    const impossible = lireLigne(`.12345678${".".repeat(18)}9${".".repeat(53)}`);
    expect(enumererSolutions(impossible).solutions).toHaveLength(0);
  });
});

describe("les algorithmes SAT du catalogue", () => {
  it.each([algoDPLL, algoCDCL, algoMiniSat].map((a) => [a.nom, a] as const))(
    "%s : insoluble, résolue, et le nombre de solutions jusqu'à la limite",
    (_, algo) => {
      const impossible = lireLigne(`.12345678${".".repeat(18)}9${".".repeat(53)}`);
      expect(algo.resoudre(impossible)).toMatchObject({ statut: "insoluble", solutions: 0 });
      const r = algo.resoudre(serg[1], { limite: 3 });
      expect(r).toMatchObject({ statut: "resolue", solutions: 3 });
      expect(r.solution && estSolutionDe(r.solution, serg[1])).toBe(true);
    },
  );

  it("cdcl et dpll s'arrêtent sur budget-epuise avec un budget d'une unité", () => {
    const difficile = lireFichier("data/ensembles/norvig_top95.txt")[0];
    expect(algoCDCL.resoudre(difficile, { budget: 1 }).statut).toBe("budget-epuise");
    expect(algoDPLL.resoudre(difficile, { budget: 1 }).statut).toBe("budget-epuise");
  });
});
