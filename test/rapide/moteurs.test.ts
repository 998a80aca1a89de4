import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grillePleine } from "../../src/generateur/index";
import { Grille, estSolutionDe } from "../../src/grille/index";
import { Hasard } from "../../src/hasard/index";
import { resoudreRapide } from "../../src/rapide/index";

/**
 * Des grilles 9×9 quelconques : on garde au hasard quelques cases d'une grille
 * pleine, et l'on en fausse parfois une. Il en sort des grilles à une, deux ou
 * beaucoup de solutions, et des grilles sans solution (données contradictoires
 * ou non) : de quoi opposer les deux moteurs, qui ne partagent aucun code.
 */
const grilleQuelconque = fc
  .record({
    graine: fc.integer({ min: 0, max: 1_000_000 }),
    gardees: fc.integer({ min: 0, max: 60 }),
    faussee: fc.option(
      fc.record({ x: fc.integer({ min: 0, max: 80 }), v: fc.integer({ min: 1, max: 9 }) }),
    ),
  })
  .map(({ graine, gardees, faussee }) => {
    const hasard = new Hasard(graine);
    const pleine = grillePleine(9, hasard);
    const ordre = hasard.melanger(Array.from({ length: 81 }, (_, k) => k));
    const valeurs = new Array<number>(81).fill(0);
    for (const x of ordre.slice(0, gardees)) valeurs[x] = pleine.valeurs[x];
    if (faussee) valeurs[faussee.x] = faussee.v;
    return new Grille(valeurs);
  });

describe("les deux moteurs rapides", () => {
  it("comptent le même nombre de solutions (jusqu'à 3), et chaque solution résout la grille", () => {
    fc.assert(
      fc.property(grilleQuelconque, (g) => {
        const bandes = resoudreRapide(g, { limite: 3, moteur: "bandes" });
        const cases = resoudreRapide(g, { limite: 3, moteur: "cases" });
        expect([bandes.statut, bandes.solutions]).toEqual([cases.statut, cases.solutions]);
        for (const r of [bandes, cases]) {
          if (r.solution) expect(estSolutionDe(g.avecValeurs(r.solution), g)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("trouvent la même solution quand elle est unique", () => {
    fc.assert(
      fc.property(grilleQuelconque, (g) => {
        const bandes = resoudreRapide(g, { limite: 2, moteur: "bandes" });
        fc.pre(bandes.solutions === 1);
        expect(resoudreRapide(g, { limite: 2, moteur: "cases" }).solution).toEqual(bandes.solution);
      }),
      { numRuns: 100 },
    );
  });
});
