import { describe, expect, it } from "vitest";
import { lireLigne } from "../../src/grille/lecture";
import {
  coderGrille,
  dpllRecursif,
  kSATAleatoire,
  pigeons,
  propagationUnitaire,
  satisfaitTout,
  solveurCDCL,
} from "../../src/sat/index";

/** Le modèle complet (variables non citées : fausses) d'une liste de littéraux vrais. */
function modeleDe(vrais: number[], variables: number): boolean[] {
  const modele = new Array<boolean>(variables + 1).fill(false);
  for (const l of vrais) if (l > 0) modele[l] = true;
  return modele;
}

describe("propagationUnitaire", () => {
  it("enchaîne les déductions, quel que soit l'ordre des clauses", () => {
    expect(propagationUnitaire([[-2, 3], [-1, 2], [1]], [])?.sort()).toEqual([1, 2, 3]);
  });

  it("répond null quand une clause a tous ses littéraux faux", () => {
    expect(propagationUnitaire([[1], [-1, 2], [-1, -2]], [])).toBeNull();
    expect(propagationUnitaire([[1, 2]], [-1, -2])).toBeNull();
  });

  it("ne tire rien d'une clause déjà satisfaite", () => {
    expect(propagationUnitaire([[1, 2, 3]], [1, -2])).toEqual([1, -2]);
  });

  it("ne touche pas à la liste reçue", () => {
    const vrais = [1];
    propagationUnitaire([[-1, 2]], vrais);
    expect(vrais).toEqual([1]);
  });

  it("fixe les 16 cases de la petite grille 4×4 de la leçon (codage efficace)", () => {
    const formule = coderGrille(lireLigne(".23.3.....4..3.1"), "efficace");
    expect(propagationUnitaire(formule.clauses, [])?.filter((l) => l > 0)).toHaveLength(16);
  });
});

describe("dpllRecursif", () => {
  it("répond null pour trois pigeons dans deux nids", () => {
    expect(dpllRecursif(pigeons(2).clauses)).toBeNull();
  });

  it("essaie ¬l quand l mène à un conflit", () => {
    expect(
      dpllRecursif([
        [1, 2],
        [-1, 2],
        [-1, -2],
      ])?.sort(),
    ).toEqual([-1, 2]);
  });

  it("est d'accord avec CDCL sur 60 formules 3-SAT aléatoires, et ses modèles sont justes", () => {
    const statuts = new Set<string>();
    for (let graine = 1; graine <= 60; graine++) {
      const formule = kSATAleatoire(12, 52, 3, graine);
      const attendu = solveurCDCL.creer(formule).resoudre().statut;
      const vrais = dpllRecursif(formule.clauses);
      statuts.add(attendu);
      expect(vrais === null ? "insatisfiable" : "satisfiable", `graine ${graine}`).toBe(attendu);
      if (vrais) {
        expect(vrais.some((l) => vrais.includes(-l))).toBe(false);
        expect(satisfaitTout(formule, modeleDe(vrais, 12))).toBe(true);
      }
    }
    // Les deux réponses sont mises à l'épreuve.
    expect(statuts).toEqual(new Set(["satisfiable", "insatisfiable"]));
  });
});
