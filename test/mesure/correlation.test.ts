import { describe, expect, it } from "vitest";
import { correlationDeRangs, rangs } from "../../src/mesure/statistiques";

describe("les rangs d'une série", () => {
  it("numérotent de 1 à n dans l'ordre croissant, les ex æquo au rang moyen", () => {
    expect(rangs([30, 10, 20])).toEqual([3, 1, 2]);
    expect(rangs([5, 1, 5, 5])).toEqual([3, 1, 3, 3]);
    expect(rangs([])).toEqual([]);
  });
});

describe("la corrélation de rangs de Spearman", () => {
  it("vaut 1 pour une relation croissante, même très tordue, et −1 pour une décroissante", () => {
    const x = [1, 2, 3, 4, 5];
    expect(correlationDeRangs(x, [1, 10, 100, 1000, 1e6])).toBeCloseTo(1);
    expect(correlationDeRangs(x, [9, 7, 2, 1, 0.5])).toBeCloseTo(-1);
  });

  it("donne la valeur de la formule 1 − 6 Σd² / (n (n² − 1)) sans ex æquo", () => {
    // Rangs de y : 2, 4, 5, 1, 3 ; écarts −1, 2, 2, −3, −2 ; Σd² = 22.
    expect(correlationDeRangs([1, 2, 3, 4, 5], [0.2, 0.4, 0.5, 0.1, 0.3])).toBeCloseTo(
      1 - (6 * 22) / (5 * 24),
    );
  });

  it("est NaN pour une série constante, et refuse deux séries de longueurs différentes", () => {
    expect(correlationDeRangs([1, 2, 3], [4, 4, 4])).toBeNaN();
    expect(() => correlationDeRangs([1, 2], [1])).toThrow(/même longueur/);
  });
});
