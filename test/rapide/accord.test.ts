import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALGORITHMES } from "../../src/algos/index";
import { genererGrille } from "../../src/generateur/index";
import { estSolutionDe } from "../../src/grille/index";
import { resoudreRapide } from "../../src/rapide/index";

/**
 * Chaque algorithme du catalogue (les autres leçons en ajoutent) doit donner
 * la solution que le solveur rapide a prouvée unique, avec son propre budget.
 * Un budget épuisé n'est pas un désaccord ; une recherche locale ne dit
 * jamais « insoluble » et n'a donc à s'accorder que lorsqu'elle conclut.
 */
function accordSur(taille: number, indices: number | undefined, graine: number): void {
  const { enonce } = genererGrille({ taille, indices, graine });
  const reference = resoudreRapide(enonce, { limite: 2 });
  expect(reference.solutions).toBe(1);
  for (const algo of ALGORITHMES) {
    const r = algo.resoudre(enonce);
    const contexte = `${algo.nom}, grille ${taille}×${taille} de graine ${graine}`;
    if (r.statut === "budget-epuise") continue;
    expect(r.statut, contexte).toBe("resolue");
    expect(r.solution?.valeurs, contexte).toEqual(reference.solution);
    expect(estSolutionDe(r.solution ?? enonce, enonce), contexte).toBe(true);
  }
}

describe("tous les algorithmes s'accordent avec le solveur rapide", () => {
  it("sur des grilles 4×4 minimales tirées au hasard", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (graine) =>
        accordSur(4, undefined, graine),
      ),
      { numRuns: 10 },
    );
  });

  it("sur des grilles 9×9 de 30 à 45 indices tirées au hasard", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 30, max: 45 }),
        (graine, indices) => accordSur(9, indices, graine),
      ),
      { numRuns: 6 },
    );
  });
});
