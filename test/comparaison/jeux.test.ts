import { describe, expect, it } from "vitest";
import { grillesGenerees, jeuLecon6 } from "../../src/comparaison/jeux";
import { versLigne } from "../../src/grille/ecriture";
import { resoudreRapide } from "../../src/rapide/rapide";

describe("le jeu de grilles de la leçon 6", () => {
  const reduit = jeuLecon6("reduit");

  it("réduit : 24 grilles aux noms distincts, de 4 ensembles", () => {
    expect(reduit).toHaveLength(24);
    expect(new Set(reduit.map((g) => g.nom)).size).toBe(24);
    expect([...new Set(reduit.map((g) => g.ensemble))]).toEqual([
      "easy50",
      "top95",
      "hardest",
      "générées",
    ]);
  });

  it("n'a que des grilles à solution unique", () => {
    for (const g of reduit)
      expect(resoudreRapide(g.grille, { limite: 2 }).solutions, g.nom).toBe(1);
  });

  it("génère les mêmes grilles à chaque fois (graine fixe), de 23 à 60 données", () => {
    const generees = reduit.filter((g) => g.ensemble === "générées");
    expect(generees.map((g) => g.grille.nombreDeDonnees())).toEqual([
      23, 24, 26, 28, 30, 34, 40, 50, 60,
    ]);
    expect(grillesGenerees([30]).map((g) => versLigne(g.grille))).toEqual(
      grillesGenerees([30]).map((g) => versLigne(g.grille)),
    );
  });

  it("complet : les 156 grilles de Norvig et 15 grilles générées", () => {
    const complet = jeuLecon6("complet");
    expect(complet).toHaveLength(171);
    expect(complet.filter((g) => g.ensemble === "générées")).toHaveLength(15);
  });
});
