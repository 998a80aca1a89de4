import { describe, expect, it } from "vitest";
import { resolution } from "../../src/td/index";
import { ENONCE_BLOC, SOLUTION_BLOC, matrice } from "../exemples";

const lignes = (texte: string) => matrice(texte.split(" "));
const ANNEXE = ENONCE_BLOC.join(" ");
const SOLUTION = SOLUTION_BLOC.join(" ");

describe("question 9 : resolution", () => {
  it("résout l'annexe du TD et retrouve la solution du polycopié", () => {
    const M = lignes(ANNEXE);
    const r = resolution(M);
    expect(r.statut).toBe("resolue");
    expect(M).toEqual(lignes(SOLUTION));
    expect(r.tours).toBeGreaterThan(0);
  });

  it("dit insoluble quand la première case vide n'a aucune valeur possible", () => {
    // (0, 0) : 1 à 8 dans la ligne 0, 9 dans la colonne 0.
    const M = lignes(
      "012345678 900000000 000000000 000000000 000000000 000000000 000000000 000000000 000000000",
    );
    const r = resolution(M);
    expect(r.statut).toBe("insoluble");
    expect(r.resolue).toBe(false);
    expect(r.tours).toBe(1); // (0, 0) est la première case : on recule aussitôt en (-1, 8)
  });

  it("s'arrête avec budget-epuise au lieu de tourner sans fin", () => {
    const M = lignes(ANNEXE);
    const r = resolution(M, { budget: 1000 });
    expect(r).toMatchObject({ statut: "budget-epuise", tours: 1000, resolue: false });
  });

  it("garde la trace de chaque tour quand on la demande", () => {
    const r = resolution(lignes(ANNEXE), { trace: true });
    expect(r.trace).toHaveLength(r.tours);
    expect(r.trace?.[0]).toEqual({ i: 0, j: 0, valeur: 3, sens: true });
    const derniere = r.trace?.[r.tours - 1];
    expect(derniere).toMatchObject({ i: 8, j: 8, sens: true });
  });

  it("compte les deux solutions d'un « rectangle » de quatre cases échangeables", () => {
    // Dans la solution, (0, 3)=1, (0, 4)=2, (5, 3)=2, (5, 4)=1 : deux carrés seulement,
    // donc échanger les 1 et les 2 de ces quatre cases donne une autre grille valide.
    const M = lignes(SOLUTION);
    for (const [i, j] of [
      [0, 3],
      [0, 4],
      [5, 3],
      [5, 4],
    ])
      M[i][j] = 0;
    const r = resolution(M, { limite: 10 });
    expect(r).toMatchObject({ statut: "resolue", solutions: 2 });
    expect(r.premiere?.[0].slice(3, 5)).toEqual([1, 2]);
  });

  it("compte une seule solution pour l'annexe, puis vide la grille en revenant au début", () => {
    const M = lignes(ANNEXE);
    const r = resolution(M, { limite: 2 });
    expect(r.solutions).toBe(1);
    expect(r.premiere).toEqual(lignes(SOLUTION));
    expect(M).toEqual(lignes(ANNEXE));
  });
});
