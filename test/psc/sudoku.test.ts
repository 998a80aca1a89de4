import { describe, expect, it } from "vitest";
import { Grille } from "../../src/grille/grille";
import { lireBloc } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { ErreurPSC, SudokuPSC, Variable } from "../../src/psc/index";
import { lireTexte } from "../../src/grille/lecture";
import { donnees, grillesDe, violations } from "./aide";

// La grille d'exemple du polycopié (« . » pour une case vide).
const EXEMPLE = [
  "5148.6..9",
  "..6.5....",
  ".38.1964.",
  "6..48.5..",
  "48.9..76.",
  "3795.1.8.",
  "96.74.13.",
  ".....8..2",
  "..3.9.47.",
].map((ligne) => [...ligne].map((c) => (c === "." ? 0 : Number(c))));

/** Une case écrite comme dans le polycopié : le chiffre, ou le nom de la variable. */
const ecrire = (c: number | Variable) => (c instanceof Variable ? c.nom : c);

describe("SudokuPSC", () => {
  const s = new SudokuPSC(EXEMPLE);

  it("crée une variable x{i}_{j} par case vide, de domaine 1 à 9", () => {
    const vides = EXEMPLE.flat().filter((v) => v === 0).length;
    expect(s.variables).toHaveLength(vides);
    expect(s.variables[0].nom).toBe("x0_4");
    expect(s.retourneVar("x0_4").domaine).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("donne lignes, colonnes et carrés comme la figure du polycopié", () => {
    expect(s.lignes()[0].map(ecrire)).toEqual([5, 1, 4, 8, "x0_4", 6, "x0_6", "x0_7", 9]);
    expect(s.colonnes()[0].map(ecrire)).toEqual([5, "x1_0", "x2_0", 6, 4, 3, 9, "x7_0", "x8_0"]);
    expect(s.carres()[0].map(ecrire)).toEqual([5, 1, 4, "x1_0", "x1_1", 6, "x2_0", 3, 8]);
  });

  it("crée une contrainte x != y par paire de cases vides d'une même unité, sans doublon", () => {
    // Le compte attendu, calculé à part : les paires de cases vides qui partagent une unité.
    const vides: [number, number][] = [];
    EXEMPLE.forEach((l, i) => l.forEach((v, j) => v === 0 && vides.push([i, j])));
    const carre = (i: number, j: number) => 3 * Math.floor(i / 3) + Math.floor(j / 3);
    let paires = 0;
    for (let a = 0; a < vides.length; a++) {
      for (let b = a + 1; b < vides.length; b++) {
        const [[i1, j1], [i2, j2]] = [vides[a], vides[b]];
        if (i1 === i2 || j1 === j2 || carre(i1, j1) === carre(i2, j2)) paires++;
      }
    }
    expect(s.contraintesBinaires).toHaveLength(paires);
    const cles = s.contraintesBinaires.map((c) => [c.refVar1.nom, c.refVar2.nom].sort().join());
    expect(new Set(cles).size).toBe(paires);
    expect(s.contraintesBinaires.every((c) => c.op === "!=")).toBe(true);
  });

  it("crée une contrainte x != v par chiffre donné dans une unité de x, sans doublon", () => {
    const x = s.retourneVar("x0_4");
    const interdits = s.contraintesUnaires.filter((c) => c.refVar === x).map((c) => c.ref);
    // Ligne 0 : 5 1 4 8 6 9 ; colonne 4 : 5 1 8 4 9 ; carré : 8 6 5 1 9.
    expect([...interdits].sort()).toEqual([1, 4, 5, 6, 8, 9]);
  });

  it("résout la grille avec chacun des deux algorithmes du polycopié et avec chercher", () => {
    const enonce = Grille.depuisMatrice(EXEMPLE);
    for (const algo of ["backtrack", "forwardChecking", { inference: "fc" as const }] as const) {
      const r = new SudokuPSC(EXEMPLE).solutionSudoku(algo);
      expect(r.statut).toBe("resolue");
      expect(r.solution && estSolutionDe(r.solution, enonce)).toBe(true);
    }
  });

  it("sans pré-résolution, backtrack du polycopié s'arrête sur son budget d'appels", () => {
    const r = new SudokuPSC(grillesDe("norvig_top95.txt")[0]).solutionSudoku("backtrack", {
      budget: 2000,
      preResolution: false,
    });
    expect(r).toMatchObject({ statut: "budget-epuise", compteurs: { iterations: 2000 } });
  });

  it("se construit pour une grille 4×4, 16×16 ou 25×25", () => {
    const g16 = grillesDe("generated_16x16_20.txt")[0];
    const s16 = new SudokuPSC(g16);
    expect(s16.variables).toHaveLength(256 - 120);
    expect(s16.variables[0].domaine).toHaveLength(16);
    const s4 = new SudokuPSC([
      [1, 0, 0, 0],
      [0, 0, 3, 0],
      [0, 4, 0, 0],
      [0, 0, 0, 2],
    ]);
    expect(s4.carres()[0].map(ecrire)).toEqual([1, "x0_1", "x1_0", "x1_1"]);
  });

  it("refuse en français une grille dont les indices se contredisent", () => {
    const faux = EXEMPLE.map((l) => [...l]);
    faux[0][4] = 5;
    expect(() => new SudokuPSC(faux)).toThrow(ErreurPSC);
    expect(() => new SudokuPSC(faux)).toThrow(
      /les indices de la grille se contredisent : le 5 apparaît 2 fois dans la ligne i = 0/,
    );
  });
});

describe("AC-3 seul et l'unicité, comme dans le rapport de TP", () => {
  it("AC-3 seul résout la grille test.txt du rapport, sans aucun choix", () => {
    const enonce = lireBloc(lireTexte(donnees("psc", "test.txt")));
    const s = new SudokuPSC(enonce);
    const bilan = s.resoudreParAC3();
    expect(bilan.statut).toBe("resolue");
    expect(estSolutionDe(bilan.grille, enonce)).toBe(true);
    expect(violations(s, Object.fromEntries(s.variables.map((v) => [v.nom, v.label[0]])))).toEqual(
      [],
    );
  });

  it("AC-3 seul ne conclut pas sur une grille difficile, mais n'y retire aucune valeur de la solution", () => {
    const enonce = grillesDe("norvig_top95.txt")[0];
    const s = new SudokuPSC(enonce);
    const solution = s.solutionSudoku({ inference: "mac", choixVariable: "mrv" }, { rapide: true });
    const bilan = new SudokuPSC(enonce).resoudreParAC3();
    expect(bilan.statut).toBe("indecise");
    expect(bilan.casesIndecises).toBeGreaterThan(0);
    const apres = new SudokuPSC(enonce);
    apres.resoudreParAC3();
    for (const v of apres.variables) {
      const [i, j] = apres.caseDe(v);
      expect(v.label).toContain(solution.solution?.valeur(i, j));
    }
  });

  it("distingue une grille à solution unique d'une grille à plusieurs solutions", () => {
    for (const g of grillesDe("norvig_top95.txt").slice(0, 5)) {
      expect(new SudokuPSC(g).unicite().unicite).toBe("unique");
    }
    for (const g of grillesDe("serg_multisolutions_1000.txt").slice(0, 20)) {
      const u = new SudokuPSC(g).unicite();
      expect(u).toMatchObject({ unicite: "plusieurs", solutions: 2 });
      // AC-3 seul ne peut pas remplir une grille qui a deux solutions.
      expect(new SudokuPSC(g).resoudreParAC3().statut).toBe("indecise");
    }
  });
});
