/**
 * Les 27 unités nommées et les candidats lus sur la grille (src/explication/unites.ts) :
 * les noms et les cases sont ceux que citent les étapes de `expliquer`.
 */
import { describe, expect, it } from "vitest";
import { UNITES, candidatsDe, expliquer, nomDeCase } from "../../src/explication";
import { ANNEXE } from "../../src/exercices/grilles";
import { Grille } from "../../src/grille/grille";

describe("les unités et les candidats", () => {
  it("27 unités de 9 cases, chaque case dans trois", () => {
    expect(UNITES.map((u) => u.nom).slice(0, 1)).toEqual(["ligne 0"]);
    expect(UNITES[26].nom).toBe("carré 8");
    expect(UNITES[20].cases[0]).toEqual([0, 6]);
    const compte = new Map<string, number>();
    for (const u of UNITES)
      for (const [i, j] of u.cases) compte.set(`${i},${j}`, (compte.get(`${i},${j}`) ?? 0) + 1);
    expect([...compte.values()].every((n) => n === 3) && compte.size === 81).toBe(true);
  });

  it("candidatsDe : une case remplie a son chiffre, une vide ceux que ses unités n'ont pas", () => {
    const c = candidatsDe(ANNEXE);
    expect(c[0][3]).toEqual([1]);
    // (0, 0) : ligne 0 a 1, 2 ; colonne 0 a 7, 2, 8, 5, 1, 9 ; carré 0 a 7, 2.
    expect(c[0][0]).toEqual([3, 4, 6]);
    expect(candidatsDe(Grille.depuisMatrice(ANNEXE))).toEqual(c);
  });

  it("les noms sont ceux des étapes de expliquer", () => {
    const noms = new Set([...UNITES.map((u) => u.nom), nomDeCase(2, 3)]);
    const cites = expliquer(Grille.depuisMatrice(ANNEXE)).etapes.flatMap((e) => e.unites);
    const maisons = cites.filter((n) => !n.startsWith("case"));
    expect(maisons.length).toBeGreaterThan(0);
    expect(maisons.filter((n) => !noms.has(n))).toEqual([]);
    expect(cites).toContain("case (0, 3)");
  });
});
