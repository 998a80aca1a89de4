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
