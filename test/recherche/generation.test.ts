import { describe, expect, it } from "vitest";
import { lireLigne } from "../../src/grille/lecture";
import { Hasard } from "../../src/hasard/hasard";
import { enonceParRetrait } from "../../src/recherche/generation";
import { ENONCE, SOLUTION } from "../exemples";

const solution = lireLigne(SOLUTION);

describe("les énoncés tirés d'une solution", () => {
  it("gardent exactement le nombre d'indices demandé, tous d'accord avec la solution", () => {
    for (const indices of [0, 1, 17, 40, 80, 81]) {
      const e = enonceParRetrait(solution, indices, new Hasard(indices));
      expect(e.nombreDeDonnees()).toBe(indices);
      e.valeurs.forEach((v, k) => {
        if (v !== 0) expect(v).toBe(solution.valeurs[k]);
      });
    }
  });

  it("sont les mêmes pour la même graine, d'autres pour une autre graine", () => {
    const a = enonceParRetrait(solution, 30, new Hasard(1)).valeurs;
    expect(enonceParRetrait(solution, 30, new Hasard(1)).valeurs).toEqual(a);
    expect(enonceParRetrait(solution, 30, new Hasard(2)).valeurs).not.toEqual(a);
  });

  it("refusent une grille qui n'est pas une solution, ou un nombre d'indices impossible", () => {
    expect(() => enonceParRetrait(lireLigne(ENONCE), 20, new Hasard(1))).toThrow(
      /la grille de départ doit être une solution/,
    );
    expect(() => enonceParRetrait(solution, 82, new Hasard(1))).toThrow(
      /indices doit être au plus 81 \(le nombre de cases\), et non 82/,
    );
    expect(() => enonceParRetrait(solution, -1, new Hasard(1))).toThrow(
      /indices doit être un entier ≥ 0/,
    );
  });
});
