/**
 * Les pièces de la leçon 7 pour vérifier une étape soi-même (hypotheses.ts) :
 * les clauses des unités nommées, et l'oracle `insatisfiable` (CDCL ou DPLL
 * du cours), comparé à MiniSat (`ControleurMiniSat`, un autre codage) sur des
 * étapes d'`expliquer`, vraies et abîmées.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ControleurMiniSat,
  clausesDesUnites,
  estPlacement,
  expliquer,
  insatisfiable,
  variable,
  type EtapeExpliquee,
} from "../../src/explication/index";
import { lireLigne } from "../../src/grille/index";
import { varSudoku } from "../../src/sat/index";
import type { Clause, Litteral } from "../../src/sat/formules";

/** La grille n° 5 de top95 : des techniques nommées et du raisonnement minimal. */
const DIFFICILE =
  "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...";

/** La formule d'une étape : unités, faits, négation de l'étape (le calcul de la leçon). */
function formule(etape: EtapeExpliquee): { clauses: Clause[]; hypotheses: Litteral[] } {
  const clauses = clausesDesUnites(etape.unites);
  const hypotheses = [
    ...etape.faits.places.map((f) => variable(...f)),
    ...etape.faits.elimines.map((f) => -variable(...f)),
  ];
  if (estPlacement(etape)) hypotheses.push(-variable(...etape.place));
  else clauses.push(etape.elimine.map((f) => variable(...f)));
  return { clauses, hypotheses };
}

describe("variable et clausesDesUnites", () => {
  it("variable est celle du codage SAT de la leçon 5", () => {
    expect(variable(2, 3, 4)).toBe(varSudoku(9, 2, 3, 4));
    expect(variable(0, 0, 1)).toBe(1);
    expect(variable(8, 8, 9)).toBe(729);
    expect(variable(3, 3, 4, 4)).toBe(varSudoku(4, 3, 3, 4));
  });

  it("une maison : chaque chiffre exactement une fois (9 × (1 + 36) clauses)", () => {
    const ligne = clausesDesUnites(["ligne 0"]);
    expect(ligne.length).toBe(9 * 37);
    expect(ligne).toContainEqual(Array.from({ length: 9 }, (_, j) => variable(0, j, 5)));
    expect(ligne).toContainEqual([-variable(0, 2, 5), -variable(0, 7, 5)]);
    const carre = clausesDesUnites(["carré 4"]);
    expect(carre).toContainEqual([3, 4, 5].flatMap((i) => [3, 4, 5].map((j) => variable(i, j, 1))));
  });

  it("une case : exactement un chiffre (1 + 36 clauses)", () => {
    const c = clausesDesUnites(["case (2, 3)"]);
    expect(c.length).toBe(37);
    expect(c[0]).toEqual(Array.from({ length: 9 }, (_, k) => variable(2, 3, k + 1)));
  });

  it("refuse un nom d'unité inconnu, en le citant", () => {
    expect(() => clausesDesUnites(["ligne 9"])).toThrow("« ligne 9 »");
    expect(() => clausesDesUnites(["rangée 0"])).toThrow(RangeError);
  });
});

describe("insatisfiable", () => {
  it("répond sur de petites formules, avec les deux solveurs", () => {
    for (const solveur of ["cdcl", "dpll"] as const) {
      expect(insatisfiable([[1, 2]], [-1, -2], { solveur })).toBe(true);
      expect(insatisfiable([[1, 2]], [-1], { solveur })).toBe(false);
      expect(insatisfiable([], [3, -3], { solveur })).toBe(true);
      expect(insatisfiable([], [], { solveur })).toBe(false);
    }
  });

  it("refuse un solveur inconnu, et lève si le budget s'épuise au lieu de répondre", () => {
    expect(() => insatisfiable([[1]], [], { solveur: "minisat" as "cdcl" })).toThrow("minisat");
    // Le principe des tiroirs, 6 pigeons dans 5 nids : DPLL n'y arrive pas en 10 décisions.
    const p = (i: number, n: number) => i * 5 + n + 1;
    const clauses: Clause[] = [];
    for (let i = 0; i < 6; i++) clauses.push([0, 1, 2, 3, 4].map((n) => p(i, n)));
    for (let n = 0; n < 5; n++)
      for (let i = 0; i < 6; i++)
        for (let k = i + 1; k < 6; k++) clauses.push([-p(i, n), -p(k, n)]);
    expect(() => insatisfiable(clauses, [], { solveur: "dpll", budget: 10 })).toThrow("budget");
    expect(insatisfiable(clauses, [])).toBe(true);
  });

  describe("sur les étapes d'expliquer, comme MiniSat", () => {
    let etapes: EtapeExpliquee[] = [];
    const controleur = new ControleurMiniSat(9);
    beforeAll(() => {
      etapes = expliquer(lireLigne(DIFFICILE)).etapes;
    });

    it("chaque étape est justifiée, pour le CDCL, le DPLL et MiniSat", () => {
      expect(etapes.some((e) => e.technique === "raisonnement minimal")).toBe(true);
      for (const etape of etapes) {
        const { clauses, hypotheses } = formule(etape);
        expect(insatisfiable(clauses, hypotheses), JSON.stringify(etape)).toBe(true);
        expect(controleur.implique(etape)).toBe(true);
      }
      for (const etape of etapes.filter((_, k) => k % 10 === 0)) {
        const { clauses, hypotheses } = formule(etape);
        expect(insatisfiable(clauses, hypotheses, { solveur: "dpll" })).toBe(true);
      }
    });

    it("une étape abîmée (sans sa première unité, ou sans ses faits) reçoit la réponse de MiniSat", () => {
      let refusees = 0;
      for (const etape of etapes.filter((e) => e.unites.length > 0)) {
        for (const abimee of [
          { ...etape, unites: etape.unites.slice(1) },
          { ...etape, faits: { places: [], elimines: [] } },
        ]) {
          const { clauses, hypotheses } = formule(abimee);
          const reponse = insatisfiable(clauses, hypotheses);
          expect(reponse, JSON.stringify(abimee)).toBe(controleur.implique(abimee));
          if (!reponse) refusees++;
        }
      }
      expect(refusees).toBeGreaterThan(100);
    });
  });
});
