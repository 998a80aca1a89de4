import { describe, expect, it } from "vitest";
import {
  ContrainteBinaire,
  PSC,
  SudokuPSC,
  Variable,
  chercher,
  choisirVariable,
  nombreDeValeursRestantes,
  resoudreSudokuRapide,
} from "../../src/psc/index";
import { grillesDe } from "./aide";

/** a ∈ {1, 2}, b ∈ {1, 2, 3}, c ∈ {1, 2, 3} ; a != b, b != c, a != c. */
function triangle(): [PSC, Variable[]] {
  const psc = new PSC();
  const vs = [
    new Variable("a", [1, 2]),
    new Variable("b", [1, 2, 3]),
    new Variable("c", [1, 2, 3]),
  ].map((v) => psc.ajouteVar(v));
  psc.ajouteContrainte(new ContrainteBinaire(vs[0], "!=", vs[1]));
  psc.ajouteContrainte(new ContrainteBinaire(vs[1], "!=", vs[2]));
  psc.ajouteContrainte(new ContrainteBinaire(vs[0], "!=", vs[2]));
  return [psc, vs];
}

describe("MRV sans inférence compte les valeurs restantes compte tenu de l'affectation", () => {
  it("choisit la variable que l'affectation en cours a le plus réduite, pas le plus petit label", () => {
    // a = 1 et d = 2 sont posées ; b ∈ {1, 2} n'a pas de voisin posé ; c ∈ {1, 2, 3} est voisine de a et d.
    const psc = new PSC();
    const [a, b, c, d] = [
      new Variable("a", [1, 2, 3]),
      new Variable("b", [1, 2]),
      new Variable("c", [1, 2, 3]),
      new Variable("d", [1, 2, 3]),
    ].map((v) => psc.ajouteVar(v));
    psc.ajouteContrainte(new ContrainteBinaire(c, "!=", a));
    psc.ajouteContrainte(new ContrainteBinaire(c, "!=", d));
    psc.ajouteContrainte(new ContrainteBinaire(b, "!=", c));
    a.metAJourValeur(1);
    d.metAJourValeur(2);
    expect(nombreDeValeursRestantes(psc, b)).toBe(2);
    expect(nombreDeValeursRestantes(psc, c)).toBe(1);
    // Le plus petit label est celui de b ; mais il ne reste qu'une valeur à c (3).
    expect(choisirVariable({ psc, choixVariable: "mrv", inference: "aucune" })).toBe(c);
  });

  it("compte une vérification par valeur du label et par voisin instancié", () => {
    const [psc, [a, b, c]] = triangle();
    a.metAJourValeur(1);
    b.metAJourValeur(2);
    const compteurs = { noeuds: 0, retours: 0, verifications: 0 };
    expect(nombreDeValeursRestantes(psc, c, compteurs)).toBe(1);
    expect(compteurs.verifications).toBe(6);
  });

  it("résout la grille n° 1 du top 95 sans filtrage en 2 210 nœuds, avec les mêmes compteurs dans les deux moteurs", () => {
    const grille = grillesDe("norvig_top95.txt")[0];
    const options = { choixVariable: "mrv" as const, budget: 100_000 };
    const simple = chercher(new SudokuPSC(grille), options);
    const rapide = resoudreSudokuRapide(grille, options);
    expect(simple.statut).toBe("resolue");
    expect(simple.compteurs.noeuds).toBe(2_210);
    expect(rapide.compteurs).toEqual(simple.compteurs);
  });
});
