import { describe, expect, it } from "vitest";
import { LECONS } from "../../src/exercices";

// Les leçons 3, 4 et 5 font pratiquer leurs algorithmes par au moins quatre exercices vérifiés.
const CARNETS = ["03-psc-filtrage", "04-recherche-locale", "05-sat"];

describe("le nombre d'exercices vérifiés par leçon", () => {
  it.each(CARNETS)("%s en compte au moins quatre", (carnet) => {
    const lecon = LECONS.find((l) => l.carnet === carnet);
    expect(lecon, `${carnet} n'est pas dans le catalogue`).toBeDefined();
    const noms = lecon?.exercices.map((e) => e.nom) ?? [];
    expect(noms.length, `exercices : ${noms.join(", ")}`).toBeGreaterThanOrEqual(4);
  });
});

// Leçons 3 et 5 : chaque exercice tire ses cas à la correction, et leurs procédures sont suivies pas à pas.
describe("les leçons 3 et 5 à la correction", () => {
  it.each([
    ["03-psc-filtrage", ["ac3", "forwardChecking"]],
    ["05-sat", ["dpll"]],
  ])(
    "%s : chaque exercice tire ses cas, et %j sont suivies sur leurs pas",
    (carnet, procedures) => {
      const lecon = LECONS.find((l) => l.carnet === carnet);
      for (const exercice of lecon?.exercices ?? [])
        expect(exercice.tirer, exercice.nom).toBeDefined();
      const suivies = (lecon?.exercices ?? []).filter((e) => e.journal).map((e) => e.nom);
      expect(suivies).toEqual(procedures);
    },
  );
});
