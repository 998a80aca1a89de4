import { describe, expect, it } from "vitest";
import { resolution } from "../../src/td/index";
import { ENONCE_BLOC, SOLUTION_BLOC, matrice } from "../exemples";

const lignes = (texte: string) => matrice(texte.split(" "));
const ANNEXE = ENONCE_BLOC.join(" ");
const SOLUTION = SOLUTION_BLOC.join(" ");

describe("question 9 : resolution", () => {
  it("résout l'annexe du TD et retrouve la solution imprimée dans le TD", () => {
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

  it("dit insoluble, sans un tour, quand deux indices se contredisent dans une grille complète", () => {
    // La solution de l'annexe avec un 3 en (0, 0) au lieu du 6 : un autre 3 est en (0, 1),
    // dans la même ligne et le même carré, et un autre en (4, 0), dans la même colonne.
    // La boucle seule saute toutes les cases (protégées) et arrive en (9, 0) : « résolue ».
    const M = lignes(SOLUTION);
    M[0][0] = 3;
    const avant = M.map((ligne) => [...ligne]);
    const r = resolution(M);
    expect(r).toMatchObject({ statut: "insoluble", resolue: false, tours: 0, solutions: 0 });
    expect(r.conflits).toEqual([
      [0, 0],
      [0, 1],
      [4, 0],
    ]);
    expect(M).toEqual(avant);
  });

  it("dit insoluble quand des indices se contredisent, même si les cases vides se remplissent", () => {
    // Un 9 en (8, 8) : deux 9 dans la ligne 8 ((8, 6) et (8, 8)) et dans la colonne 8
    // ((2, 8) et (8, 8)). Et trois cases vides loin d'eux, qui n'ont qu'une valeur possible.
    const M = lignes(SOLUTION);
    M[8][8] = 9;
    for (const [i, j] of [
      [3, 3],
      [4, 4],
      [5, 0],
    ])
      M[i][j] = 0;
    const r = resolution(M);
    expect(r.statut).toBe("insoluble");
    expect(r.conflits).toEqual([
      [2, 8],
      [8, 6],
      [8, 8],
    ]);
    expect(M[4][4]).toBe(0);
  });

  it("n'a aucun conflit à signaler pour des indices qui s'accordent", () => {
    expect(resolution(lignes(ANNEXE)).conflits).toEqual([]);
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
