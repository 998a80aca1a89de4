/**
 * Les pièges de la correction (src/noyau/pieges-correction.ts) : la version du cours
 * d'un exercice noté répond pendant le chargement de la bibliothèque, puis
 * plus du tout, quel que soit le chemin par lequel on l'atteint.
 */
import { describe, expect, it } from "vitest";
import {
  fermerLesPieges,
  installerLeRegistre,
  nomsPieges,
  pieger,
} from "../../src/noyau/pieges-correction";

/** Un module de la bibliothèque tel que le noyau le charge (CommonJS). */
const MODULE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.test_ligne = test_ligne;
exports.aide = aide;
function test_ligne(i, j, nombre, M) {
  return !M[i].some((v, k) => k !== j && v === nombre);
}
function aide() {
  return "aide";
}
exports.auChargement = test_ligne(0, 0, 1, [[0, 1]]);
`;

/** Évalue le module ; rend ses exports. */
function charger(js: string): Record<string, (...args: unknown[]) => unknown> {
  const exports = {};
  new Function("exports", js)(exports);
  return exports as Record<string, (...args: unknown[]) => unknown>;
}

describe("les pièges de la correction", () => {
  it("seuls les identifiants comptent parmi les noms du contexte de la correction", () => {
    expect([...nomsPieges(["test_ligne", "protection", "x;y", "", "resolutionDuTD"])]).toEqual([
      "test_ligne",
      "protection",
      "resolutionDuTD",
    ]);
    expect(nomsPieges([]).size).toBe(0);
  });

  it("sans nom à piéger, le module est rendu tel quel", () => {
    expect(pieger(MODULE, new Set())).toBe(MODULE);
    expect(pieger(MODULE, new Set(["absente"]))).toBe(MODULE);
  });

  it("ouvert au chargement, fermé après : la fonction lève, le reste du module répond", () => {
    installerLeRegistre();
    const piege = pieger(MODULE, new Set(["test_ligne"]));
    const module = charger(piege);
    expect(module.auChargement).toBe(false);
    expect(module.test_ligne(0, 1, 1, [[0, 1]])).toBe(true);
    fermerLesPieges();
    expect(() => module.test_ligne(0, 1, 1, [[0, 1]])).toThrow(
      /ne répond pas pendant la correction/,
    );
    expect(module.aide()).toBe("aide");
    // Un module rechargé après coup naît fermé (il se charge quand même).
    const recharge = charger(piege);
    expect(() => recharge.test_ligne(0, 1, 1, [[0, 1]])).toThrow(
      /VersionDuCoursInterdite|ne répond pas/,
    );
  });

  it("le registre ne se remplace pas", () => {
    installerLeRegistre();
    const cle = Symbol.for("sudoku-ts.pieges");
    expect(() => {
      "use strict";
      (globalThis as Record<symbol, unknown>)[cle] = () => undefined;
    }).toThrow();
    expect(() => Object.defineProperty(globalThis, cle, { value: 1 })).toThrow();
  });
});
