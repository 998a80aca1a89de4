import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SYMETRIES,
  genererGrille,
  grillePleine,
  orbites,
  type Symetrie,
} from "../../src/generateur/index";
import { Grille, estSolutionDe, verifierGrille } from "../../src/grille/index";
import { Hasard } from "../../src/hasard/index";
import { resoudreRapide } from "../../src/rapide/index";

/** Le nombre de solutions (jusqu'à 2) selon le moteur par cases, indépendant du moteur à bandes du générateur. */
function solutionsSelonLesCases(g: Grille): number {
  return resoudreRapide(g, { limite: 2, moteur: "cases" }).solutions;
}

describe("les grilles pleines tirées au hasard", () => {
  it.each([4, 9, 16, 25])("sont valides et complètes en %i×%i", (taille) => {
    const g = grillePleine(taille, new Hasard(taille));
    expect(g.taille).toBe(taille);
    expect(verifierGrille(g).resolue).toBe(true);
  });

  it("varient avec la graine et se refont avec la même", () => {
    const tirage = (graine: number) => grillePleine(9, new Hasard(graine)).valeurs.join("");
    expect(tirage(1)).toBe(tirage(1));
    expect(new Set([1, 2, 3, 4, 5].map(tirage)).size).toBe(5);
  });
});

describe("les orbites d'une symétrie", () => {
  it.each(SYMETRIES.flatMap((s) => [4, 9, 16].map((t) => [s, t] as const)))(
    "%s en %i×%i : chaque case est dans exactement une orbite, fermée par la symétrie",
    (symetrie, taille) => {
      const toutes = orbites(symetrie, taille);
      const cases = toutes.flat().sort((a, b) => a - b);
      expect(cases).toEqual(Array.from({ length: taille * taille }, (_, k) => k));
      const tailleMax = { aucune: 1, centrale: 2, diagonale: 2, miroir: 2, rotation: 4 }[symetrie];
      for (const o of toutes) expect(o.length).toBeLessThanOrEqual(tailleMax);
    },
  );
});

describe("le générateur de grilles à solution unique", () => {
  it(
    "rend toujours un énoncé à solution unique, sa solution, et respecte la symétrie",
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
          fc.constantFrom(4, 9),
          fc.constantFrom(...SYMETRIES),
          (graine, taille, symetrie: Symetrie) => {
            const r = genererGrille({ taille, symetrie, graine });
            expect(solutionsSelonLesCases(r.enonce)).toBe(1);
            expect(estSolutionDe(r.solution, r.enonce)).toBe(true);
            expect(r.indices).toBe(r.enonce.nombreDeDonnees());
            // Une orbite est entièrement donnée, ou entièrement vide.
            for (const o of orbites(symetrie, taille)) {
              expect(new Set(o.map((x) => r.enonce.valeurs[x] === 0)).size).toBe(1);
            }
          },
        ),
        { numRuns: 30 },
      );
    },
  );

  it("atteint une cible d'indices de 26 en 9×9, et se refait à l'identique avec la même graine", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (graine) => {
        const r = genererGrille({ indices: 26, graine });
        expect(r.cibleAtteinte).toBe(true);
        expect(r.indices).toBeLessThanOrEqual(26);
        expect(solutionsSelonLesCases(r.enonce)).toBe(1);
        expect(genererGrille({ indices: 26, graine }).enonce.valeurs).toEqual(r.enonce.valeurs);
      }),
      { numRuns: 10 },
    );
  });

  it("donne un énoncé minimal sans cible : retirer n'importe quelle donnée rend la solution multiple", () => {
    const { enonce } = genererGrille({ graine: 2024 });
    enonce.valeurs.forEach((v, x) => {
      if (v === 0) return;
      const moins = [...enonce.valeurs];
      moins[x] = 0;
      expect(solutionsSelonLesCases(new Grille(moins))).toBe(2);
    });
  });

  it("sait faire des 16×16 à solution unique", { timeout: 60_000 }, () => {
    const r = genererGrille({ taille: 16, indices: 130, graine: 7 });
    expect(r.cibleAtteinte).toBe(true);
    expect(solutionsSelonLesCases(r.enonce)).toBe(1);
  });

  it("dit quand la cible n'est pas atteinte, et rend le meilleur énoncé", () => {
    const r = genererGrille({ indices: 10, graine: 1, tentatives: 2 });
    expect(r.cibleAtteinte).toBe(false);
    expect(r.tentatives).toBe(2);
    expect(r.indices).toBeGreaterThan(16);
    expect(solutionsSelonLesCases(r.enonce)).toBe(1);
  });

  it("refuse des options impossibles, en français", () => {
    expect(() => genererGrille({ taille: 7 })).toThrow(/taille 7 impossible/);
    expect(() => genererGrille({ indices: 82 })).toThrow(/indices doit être un entier de 0 à 81/);
    expect(() => genererGrille({ indices: 20, tentatives: 0 })).toThrow(/tentatives/);
  });
});
