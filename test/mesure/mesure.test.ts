import { describe, expect, it } from "vitest";
import { chronometrer } from "../../src/mesure/chronometre";
import { mediane, quantile, resumer } from "../../src/mesure/statistiques";
import { tableauTexte } from "../../src/mesure/tableau-texte";

describe("les statistiques d'une série", () => {
  it("donnent la médiane d'un nombre pair ou impair de valeurs, sans trier la série", () => {
    const serie = [5, 1, 3];
    expect(mediane(serie)).toBe(3);
    expect(serie).toEqual([5, 1, 3]);
    expect(mediane([4, 1, 3, 2])).toBe(2.5);
  });

  it("interpolent les quartiles et donnent la moyenne", () => {
    expect(quantile([0, 10], 0.25)).toBe(2.5);
    expect(resumer([1, 2, 3, 4, 5])).toEqual({
      n: 5,
      min: 1,
      q1: 2,
      mediane: 3,
      q3: 4,
      max: 5,
      moyenne: 3,
    });
  });

  it("refusent une série vide en le disant", () => {
    expect(() => mediane([])).toThrow(/série de valeurs est vide/);
  });
});

describe("le chronomètre", () => {
  it("échauffe puis mesure le nombre de fois demandé", () => {
    let appels = 0;
    const c = chronometrer(() => ++appels, { echauffement: 3, repetitions: 5 });
    expect(appels).toBe(8);
    expect(c.mesures).toHaveLength(5);
    expect(c.resultat).toBe(8);
    expect(c.min).toBeLessThanOrEqual(c.mediane);
    expect(c.mediane).toBeLessThanOrEqual(c.max);
  });

  it("refuse un nombre de répétitions impossible", () => {
    expect(() => chronometrer(() => 0, { repetitions: 0 })).toThrow(/entier ≥ 1/);
  });
});

describe("le tableau de mesures en texte", () => {
  it("aligne le texte à gauche et les nombres à droite, sous un trait", () => {
    const texte = tableauTexte([
      ["algorithme", "µs par grille"],
      ["td", 12.5],
      ["fc-mrv", "1 234"],
    ]);
    expect(texte.split("\n")).toEqual([
      "algorithme  µs par grille",
      "----------  -------------",
      "td                   12.5",
      "fc-mrv              1 234",
    ]);
  });
});
