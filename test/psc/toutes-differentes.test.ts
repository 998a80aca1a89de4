import { describe, expect, it } from "vitest";
import { estSolutionDe } from "../../src/grille/regles";
import {
  SudokuPSC,
  Variable,
  candidatsVerrouilles,
  singletonsCaches,
  type UnitePSC,
} from "../../src/psc/index";
import { grillesDe, pairesDe } from "./aide";

/** Des variables de domaine 1 … 4, aux labels donnés. */
function cases(...labels: number[][]): Variable[] {
  return labels.map((label, k) => {
    const v = new Variable(`x${k}`, [1, 2, 3, 4]);
    v.label = [...label];
    return v;
  });
}

describe("la contrainte « toutes différentes » d'une unité", () => {
  it("singletonsCaches pose une valeur qui n'a plus qu'une place, même dans un label de plusieurs valeurs", () => {
    const u = cases([1, 2, 3], [1, 2], [1, 2]);
    expect(singletonsCaches(u, [1, 2, 3])).toBe(true);
    expect(u.map((x) => x.label)).toEqual([[3], [1, 2], [1, 2]]);
  });

  it("singletonsCaches répond faux quand une valeur n'a plus aucune place", () => {
    expect(singletonsCaches(cases([1, 2], [1, 2]), [1, 3])).toBe(false);
    // Deux valeurs qui n'ont que la même case : la première la prend, la seconde n'a plus de place.
    expect(singletonsCaches(cases([1, 2, 3], [1], [1]), [2, 3, 1])).toBe(false);
  });

  it("candidatsVerrouilles retire v du reste d'une unité quand toutes ses places sont dans l'intersection", () => {
    // U = {p, q, r} et W = {p, q, s} : dans U, le 4 ne tient qu'en p ou q, donc pas en s.
    const [p, q, r, s] = cases([1, 4], [2, 4], [1, 2], [3, 4]);
    const unites: UnitePSC[] = [
      { variables: [p, q, r], valeurs: [1, 2, 4] },
      { variables: [p, q, s], valeurs: [1, 2, 3, 4] },
    ];
    candidatsVerrouilles(unites);
    expect(s.label).toEqual([3]);
    expect([p.label, q.label, r.label]).toEqual([
      [1, 4],
      [2, 4],
      [1, 2],
    ]);
  });

  it("sur la grille n° 1 du top 95 : AC-3 ne fixe rien, les singletons cachés 3 cases, les candidats verrouillés en plus résolvent tout", () => {
    const grille = grillesDe("norvig_top95.txt")[0];
    expect(new SudokuPSC(grille).resoudreParAC3().casesIndecises).toBe(64);
    const singletons = new SudokuPSC(grille).resoudreParAC3({ singletonsCaches: true });
    expect(singletons).toMatchObject({ statut: "indecise", casesIndecises: 61 });
    const tout = new SudokuPSC(grille).resoudreParAC3({
      singletonsCaches: true,
      candidatsVerrouilles: true,
    });
    expect(tout.statut).toBe("resolue");
    expect(estSolutionDe(tout.grille, grille)).toBe(true);
  });

  it("ne retire jamais de valeur d'une solution connue (40 grilles Kaggle), et en résout davantage qu'AC-3 seul", () => {
    let resoluesAC3 = 0;
    let resoluesToutes = 0;
    for (const { enonce, solution, ligne } of pairesDe(
      "kaggle3m_radcliffe_1000_avec_solutions.csv",
    ).slice(0, 40)) {
      if (new SudokuPSC(enonce).resoudreParAC3().statut === "resolue") resoluesAC3++;
      const s = new SudokuPSC(enonce);
      const bilan = s.resoudreParAC3({ singletonsCaches: true, candidatsVerrouilles: true });
      expect(bilan.statut, `ligne ${ligne}`).not.toBe("insoluble");
      for (const v of s.variables) {
        const [i, j] = s.caseDe(v);
        expect(v.label, `ligne ${ligne}, ${v.nom}`).toContain(solution.valeur(i, j));
      }
      if (bilan.statut === "resolue") resoluesToutes++;
    }
    expect(resoluesToutes).toBeGreaterThan(resoluesAC3);
  });
});
