import { describe, expect, it } from "vitest";
import { nombre } from "../../src/notebook/nombre";

const FINE = "\u202f";

describe("nombre : un nombre lu dans une phrase, à la française", () => {
  it("groupe les chiffres par trois, avec une espace fine insécable", () => {
    expect(nombre(53_751)).toBe(`53${FINE}751`);
    expect(nombre(24_064_267)).toBe(`24${FINE}064${FINE}267`);
    expect(nombre(812)).toBe("812");
  });

  it("écrit la virgule décimale, au nombre de décimales demandé", () => {
    expect(nombre(24.06, 1)).toBe("24,1");
    expect(nombre(2.5)).toBe("2,5");
    expect(nombre(1234.567, 2)).toBe(`1${FINE}234,57`);
    expect(nombre(12.345, 0)).toBe("12");
  });

  it("donne sa puissance de dix à un nombre immense ou minuscule", () => {
    expect(nombre(Math.pow(9, 49))).toBe("5,7 × 10⁴⁶");
    expect(nombre(53_751 / Math.pow(9, 49))).toBe("9,4 × 10⁻⁴³");
    expect(nombre(0)).toBe("0");
  });

  it("ne cache pas l'infini ni NaN", () => {
    expect(nombre(Infinity)).toBe("∞");
    expect(nombre(Number.NaN)).toBe("NaN");
  });
});
