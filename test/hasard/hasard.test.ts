import { describe, expect, it } from "vitest";
import { Hasard } from "../../src/hasard/hasard";

describe("le générateur à graine", () => {
  it("redonne la même suite pour la même graine, une autre pour une autre graine", () => {
    const tirages = (graine: number) => {
      const h = new Hasard(graine);
      return Array.from({ length: 5 }, () => h.reel());
    };
    expect(tirages(42)).toEqual(tirages(42));
    expect(tirages(42)).not.toEqual(tirages(43));
  });

  it("tire des entiers de [0, n) à peu près uniformément", () => {
    const h = new Hasard(7);
    const effectifs = [0, 0, 0, 0];
    for (let k = 0; k < 40_000; k++) effectifs[h.entier(4)]++;
    for (const e of effectifs) expect(Math.abs(e - 10_000)).toBeLessThan(400);
  });

  it("mélange sans perdre ni ajouter d'élément", () => {
    const tableau = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const melange = new Hasard(1).melanger([...tableau]);
    expect([...melange].sort()).toEqual(tableau);
    expect(melange).not.toEqual(tableau);
  });

  it("refuse une graine ou un n impossibles, en français", () => {
    expect(() => new Hasard(1.5)).toThrow(/graine doit être un entier/);
    expect(() => new Hasard(1).entier(0)).toThrow(/n doit être un entier ≥ 1/);
    expect(() => new Hasard(1).choisir([])).toThrow(/tableau est vide/);
  });
});
