/**
 * Le verdict d'une vérification (src/socle/verdict.ts) : ce qui fait
 * échouer une cellule `verifier(…)`, donc ce que nbgrader compte à 0 point.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ExerciceNonFait, definirCasCaches, verifier } from "../../src/verification/index";
import { VERDICT_JUPYTER, estJugeable } from "../../src/socle/verdict";

function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let k = 0; k < 9; k++) if (k !== j && M[i][k] === nombre) return false;
  return true;
}

function sansK(i: number, _j: number, nombre: number, M: number[][]): boolean {
  for (let k = 0; k < 9; k++) if (M[i][k] === nombre) return false;
  return true;
}

function pasEcrite(): boolean {
  throw new ExerciceNonFait("écrivez-la.");
}

const avant = process.env.NBGRADER_EXECUTION;
afterEach(() => {
  if (avant === undefined) delete process.env.NBGRADER_EXECUTION;
  else process.env.NBGRADER_EXECUTION = avant;
  definirCasCaches("test_ligne", []);
});

describe("le verdict d'un bilan", () => {
  it("une vérification réussie ne fait pas échouer la cellule", () => {
    const bilan = verifier("test_ligne", test_ligne);
    expect(estJugeable(bilan)).toBe(true);
    expect(bilan[VERDICT_JUPYTER]()).toBeUndefined();
  });

  it("un ❌ la fait toujours échouer, avec un message en français", () => {
    delete process.env.NBGRADER_EXECUTION;
    const echec = verifier("test_ligne", sansK)[VERDICT_JUPYTER]();
    expect(echec?.nom).toBe("VerificationEchouee");
    expect(echec?.message).toMatch(/^test_ligne : \d+ cas réussis sur 9/);
  });

  it("un ⏳ ne la fait échouer que pendant une correction de nbgrader", () => {
    delete process.env.NBGRADER_EXECUTION;
    expect(verifier("test_ligne", pasEcrite)[VERDICT_JUPYTER]()).toBeUndefined();
    process.env.NBGRADER_EXECUTION = "autograde";
    const echec = verifier("test_ligne", pasEcrite)[VERDICT_JUPYTER]();
    expect(echec?.nom).toBe("ExerciceNonFait");
    expect(echec?.message).toContain("0 point");
  });
});

describe("les cas cachés", () => {
  const grille = () =>
    Array.from({ length: 9 }, (_, i) => (i === 2 ? [9, 8, 7, 6, 5, 4, 3, 2, 1] : Array(9).fill(0)));
  const saufHuit = (i: number, j: number, nombre: number, M: number[][]) =>
    nombre === 8 ? true : test_ligne(i, j, nombre, M);

  it("passent après ceux du catalogue, la réponse attendue donnée par la version du cours", () => {
    expect(verifier("test_ligne", saufHuit).statut).toBe("reussi");
    definirCasCaches("test_ligne", [
      { description: "autre grille : 8 plus loin dans la ligne", arguments: [2, 5, 8, grille()] },
    ]);
    const bilan = verifier("test_ligne", saufHuit);
    expect([bilan.statut, bilan.casReussis, bilan.casTotal]).toEqual(["echec", 9, 10]);
    expect(bilan.rapport).toContain("autre grille : 8 plus loin dans la ligne");
    expect(verifier("test_ligne", test_ligne).statut).toBe("reussi");
  });

  it("un nom d'exercice inconnu est refusé tout de suite", () => {
    expect(() => definirCasCaches("test_lgne", [])).toThrow(/ne connaît pas/);
  });
});
