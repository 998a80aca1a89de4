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
