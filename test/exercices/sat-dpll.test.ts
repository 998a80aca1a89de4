import { describe, expect, it } from "vitest";
import { EXERCICES } from "../../src/exercices";
import type { Clause } from "../../src/sat/formules";
import { solveurCDCL } from "../../src/sat/index";

/** Le nombre de modèles de la formule, compté jusqu'à 2 (variables : celles des clauses). */
function modelesJusquADeux(clauses: Clause[]): number {
  const variables = Math.max(0, ...clauses.flat().map(Math.abs));
  const instance = solveurCDCL.creer({ nombreDeVariables: variables, clauses });
  let modeles = 0;
  while (modeles < 2) {
    const r = instance.resoudre();
    if (r.statut !== "satisfiable" || !r.modele) break;
    modeles++;
    const modele = r.modele;
    // Interdire ce modèle-là : au moins une variable change.
    instance.ajouterClause(
      Array.from({ length: variables }, (_, k) => (modele[k + 1] ? -(k + 1) : k + 1)),
    );
  }
  return modeles;
}

describe("les cas de dpll", () => {
  const exercice = EXERCICES.dpll;

  it.each(exercice.cas.map((c) => [c.description, c.arguments[0] as Clause[]] as const))(
    "« %s » a au plus un modèle : la réponse ne dépend pas des choix de l'élève",
    (_, clauses) => {
      expect(modelesJusquADeux(clauses)).toBeLessThanOrEqual(1);
    },
  );

  it("comptent des formules satisfiables et insatisfiables", () => {
    const nombres = exercice.cas.map((c) => modelesJusquADeux(c.arguments[0] as Clause[]));
    expect(nombres).toContain(0);
    expect(nombres).toContain(1);
  });
});

describe("les formules écrites telles quelles dans les cas de dpll", () => {
  it("sont celles que fabrique la bibliothèque : pigeons(2) et la grille 4×4 de data/sat/", async () => {
    const { PIGEONS_2, GRILLE_4X4 } = await import("../../src/exercices/sat-dpll");
    const { pigeons } = await import("../../src/sat/generateurs");
    const { coderGrille } = await import("../../src/sat/codage-sudoku");
    const { lireLigne } = await import("../../src/grille/lecture");
    const { lireDimacs } = await import("../../src/sat/dimacs");
    const { readFileSync } = await import("node:fs");
    expect(PIGEONS_2).toEqual(pigeons(2).clauses);
    const lue = lireDimacs(readFileSync(GRILLE_4X4, "utf8")).clauses;
    expect(lue).toEqual(coderGrille(lireLigne(".23.3.....4..3.1"), "efficace").clauses);
  });
});
