import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALGORITHMES, algoTD, trouverAlgorithme } from "../../src/algos/index";
import { lireFichier, lireLigne } from "../../src/grille/lecture";
import { lireFichierSolutions } from "../../src/grille/solutions";
import { estSolutionDe } from "../../src/grille/regles";
import { RACINE } from "../aide-processus";

const donnees = (...chemin: string[]) => join(RACINE, "data", ...chemin);

describe("le catalogue des algorithmes", () => {
  it("commence par l'algorithme du TD, et chaque nom est unique", () => {
    expect(ALGORITHMES[0]).toBe(algoTD);
    const noms = ALGORITHMES.map((a) => a.nom);
    expect(new Set(noms).size).toBe(noms.length);
    expect(trouverAlgorithme("td")).toBe(algoTD);
    expect(trouverAlgorithme("inconnu")).toBeUndefined();
  });
});

describe("l'algorithme du TD contre des solutions indépendantes", () => {
  it("retrouve la solution de chacune de 60 grilles Kaggle faciles", () => {
    const paires = lireFichierSolutions(
      donnees("ensembles", "kaggle_bryanpark_1000_avec_solutions.csv"),
    );
    for (const { enonce, solution, ligne } of paires.slice(0, 60)) {
      const r = algoTD.resoudre(enonce);
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r.solution?.valeurs, `ligne ${ligne}`).toEqual(solution.valeurs);
    }
  });

  it("retrouve la solution des 10 premières grilles Kaggle « 3 millions », plus dures", () => {
    const paires = lireFichierSolutions(
      donnees("ensembles", "kaggle3m_radcliffe_1000_avec_solutions.csv"),
    );
    for (const { enonce, solution, ligne } of paires.slice(0, 10)) {
      const r = algoTD.resoudre(enonce, { budget: 50_000_000 });
      expect(r.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r.solution?.valeurs, `ligne ${ligne}`).toEqual(solution.valeurs);
    }
  });

  it("donne des solutions valides qui respectent les données, sur les 10 premières easy50", () => {
    for (const enonce of lireFichier(donnees("ensembles", "norvig_easy50.txt")).slice(0, 10)) {
      const r = algoTD.resoudre(enonce);
      expect(r.solution && estSolutionDe(r.solution, enonce)).toBe(true);
    }
  });

  it("prouve l'unicité (compte 1) sur l'annexe et trouve au moins 2 solutions aux grilles serg", () => {
    const annexe = lireFichier(donnees("td", "annexe.tsv"))[0];
    expect(algoTD.resoudre(annexe, { limite: 2 }).solutions).toBe(1);
    for (const grille of lireFichier(donnees("ensembles", "serg_multisolutions_1000.txt")).slice(
      0,
      5,
    )) {
      const r = algoTD.resoudre(grille, { limite: 2 });
      expect(r.solutions).toBe(2);
      expect(r.solution && estSolutionDe(r.solution, grille)).toBe(true);
    }
  });

  it("marche aussi en 4×4, et en 16×16 dans les limites de son budget", () => {
    const petite = lireLigne("1...3...2...4...");
    const r4 = algoTD.resoudre(petite);
    expect(r4.solution && estSolutionDe(r4.solution, petite)).toBe(true);
    const grande = lireFichier(donnees("ensembles", "generated_16x16_20.txt"))[0];
    const r16 = algoTD.resoudre(grande, { budget: 2_000_000 });
    if (r16.statut === "resolue")
      expect(r16.solution && estSolutionDe(r16.solution, grande)).toBe(true);
    else expect(r16.statut).toBe("budget-epuise");
  });

  it("s'arrête sur son budget et le dit", () => {
    const difficile = lireFichier(donnees("ensembles", "norvig_hardest.txt"))[0];
    const r = algoTD.resoudre(difficile, { budget: 10_000 });
    expect(r).toMatchObject({ statut: "budget-epuise", compteurs: { tours: 10_000 } });
  });
});
