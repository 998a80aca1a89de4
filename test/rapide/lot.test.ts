/**
 * `resoudreLotRapide` : un lot de grilles résolu en un appel au module wasm
 * rend, grille par grille, exactement ce que rend `resoudreRapide`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ErreurGrille } from "../../src/socle/erreurs";
import { lireFichierLignes } from "../../src/grille/index";
import {
  resoudreLotRapide,
  resoudreRapide,
  resultatDansLeLot,
  solutionDansLeLot,
  statutDansLeLot,
  type OptionsLot,
} from "../../src/rapide/index";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");

/** Les cases des grilles d'un fichier, bout à bout. */
function casesDe(nom: string): { cases: Uint8Array; nombre: number } {
  const grilles = lireFichierLignes(readFileSync(join(ENSEMBLES, nom), "utf8"));
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g.valeurs, 81 * k));
  return { cases, nombre: grilles.length };
}

/** Compare le lot à un appel de `resoudreRapide` par grille. */
function comparer(cases: Uint8Array, nombre: number, options: OptionsLot): void {
  const lot = resoudreLotRapide(cases, nombre, options);
  expect(lot.nombre).toBe(nombre);
  for (let g = 0; g < nombre; g++) {
    const seule = resoudreRapide(cases.subarray(81 * g, 81 * g + 81), options);
    expect({ grille: g, ...resultatDansLeLot(lot, g) }).toEqual({ grille: g, ...seule });
  }
}

describe("resoudreLotRapide", () => {
  it("magictour (1 465 grilles, plus d'un lot du module) : comme resoudreRapide, grille par grille", () => {
    const { cases, nombre } = casesDe("magictour_top1465.txt");
    expect(nombre).toBeGreaterThan(1024);
    comparer(cases, nombre, { limite: 2 });
  });

  it("grilles à plusieurs solutions, toutes comptées ou budget épuisé", () => {
    const { cases, nombre } = casesDe("serg_multisolutions_1000.txt");
    comparer(cases, 300, { limite: Infinity, budget: 50 });
    comparer(cases, nombre, { limite: 3 });
    const lot = resoudreLotRapide(cases, 300, { limite: Infinity, budget: 2 });
    expect(lot.budgetEpuise.some((b) => b === 1)).toBe(true);
  });

  it("une grille insoluble n'a pas de solution, même après une grille résolue", () => {
    const insoluble = `12345678.........9${".".repeat(63)}`;
    const { cases } = casesDe("norvig_easy50.txt");
    const deux = new Uint8Array(162);
    deux.set(cases.subarray(0, 81));
    for (let k = 0; k < 81; k++) deux[81 + k] = insoluble[k] === "." ? 0 : Number(insoluble[k]);
    const lot = resoudreLotRapide(deux, 2);
    expect([statutDansLeLot(lot, 0), statutDansLeLot(lot, 1)]).toEqual(["resolue", "insoluble"]);
    expect(solutionDansLeLot(lot, 1)).toBeUndefined();
    comparer(deux, 2, { limite: 2 });
  });

  it("une valeur hors de 0 à 9 : ErreurGrille qui nomme la grille et la case", () => {
    const { cases } = casesDe("magictour_top1465.txt");
    const fausses = cases.slice(0, 81 * 1030);
    fausses[81 * 1027 + 9 * 4 + 7] = 10;
    expect(() => resoudreLotRapide(fausses, 1030)).toThrow(ErreurGrille);
    expect(() => resoudreLotRapide(fausses, 1030)).toThrow(
      "grille 1028 du lot : case (4, 7) : valeur 10 impossible ; attendu 0 à 9",
    );
  });

  it("refuse un nombre de grilles que les cases ne contiennent pas, une limite ou un budget faux", () => {
    const cases = new Uint8Array(162);
    expect(() => resoudreLotRapide(cases, 3)).toThrow(RangeError);
    expect(() => resoudreLotRapide(cases, 1.5)).toThrow(RangeError);
    expect(() => resoudreLotRapide(cases, 1, { limite: 0 })).toThrow(RangeError);
    expect(() => resoudreLotRapide(cases, 1, { budget: -1 })).toThrow(RangeError);
    expect(resoudreLotRapide(cases, 0).nombre).toBe(0);
  });
});
