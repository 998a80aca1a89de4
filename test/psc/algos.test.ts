import { describe, expect, it } from "vitest";
import { ALGORITHMES, trouverAlgorithme } from "../../src/algos/index";
import { versLigne } from "../../src/grille/ecriture";
import { sudoku } from "../aide-processus";
import { grillesDe, pairesDe } from "./aide";

const NOMS = ["backtrack", "fc", "fc-mrv", "mac"];

describe("les algorithmes PSC du catalogue", () => {
  it("sont inscrits sous des noms courts, avec une description en français et un budget en nœuds", () => {
    for (const nom of NOMS) {
      const algo = trouverAlgorithme(nom);
      expect(algo, nom).toBeDefined();
      expect(algo?.uniteBudget).toBe("nœuds");
      expect(algo?.description).toMatch(/^PSC, /);
    }
    expect(ALGORITHMES.map((a) => a.nom)).toEqual(expect.arrayContaining(NOMS));
  });

  it.each(NOMS)("%s retrouve la solution de 20 grilles Kaggle et compte ses nœuds", (nom) => {
    const algo = trouverAlgorithme(nom);
    for (const { enonce, solution, ligne } of pairesDe(
      "kaggle_bryanpark_1000_avec_solutions.csv",
    ).slice(0, 20)) {
      const r = algo?.resoudre(enonce);
      expect(r?.statut, `ligne ${ligne}`).toBe("resolue");
      expect(r?.solution?.valeurs, `ligne ${ligne}`).toEqual(solution.valeurs);
      expect(r?.compteurs.noeuds).toBeGreaterThan(0);
    }
  });

  it("comptent les solutions avec limite et respectent leur budget", () => {
    const multiple = grillesDe("serg_multisolutions_1000.txt")[0];
    expect(trouverAlgorithme("mac")?.resoudre(multiple, { limite: 2 })).toMatchObject({
      statut: "resolue",
      solutions: 2,
    });
    const difficile = grillesDe("norvig_top95.txt")[0];
    expect(trouverAlgorithme("backtrack")?.resoudre(difficile, { budget: 1000 })).toMatchObject({
      statut: "budget-epuise",
      compteurs: { noeuds: 1000 },
    });
  });
});

describe("la commande sudoku avec les algorithmes PSC", () => {
  const grilles = grillesDe("norvig_top95.txt").slice(0, 2);
  const entree = grilles.map((g) => versLigne(g)).join("\n") + "\n";

  it("sudoku resoudre --algo fc-mrv écrit la solution de chaque grille", async () => {
    const r = await sudoku(["resoudre", "--algo", "fc-mrv"], entree);
    expect(r.code).toBe(0);
    const lignes = r.stdout.trim().split("\n");
    expect(lignes).toHaveLength(2);
    expect(lignes.every((l) => /^[1-9]{81}$/.test(l))).toBe(true);
  });

  it("sudoku resoudre --algo backtrack --budget dit budget-epuise quand le budget ne suffit pas", async () => {
    const r = await sudoku(["resoudre", "--algo", "backtrack", "--budget", "500"], entree);
    expect(r.stdout.trim().split("\n")).toEqual(["budget-epuise", "budget-epuise"]);
  });

  it("sudoku resoudre --algo mac --tous --limite 2 compte les solutions", async () => {
    const multiples = grillesDe("serg_multisolutions_1000.txt")
      .slice(0, 2)
      .map((g) => versLigne(g));
    const r = await sudoku(
      ["resoudre", "--algo", "mac", "--tous", "--limite", "2"],
      [...multiples, versLigne(grilles[0])].join("\n"),
    );
    expect(r.stdout.trim().split("\n")).toEqual(["2", "2", "1"]);
  });
});
