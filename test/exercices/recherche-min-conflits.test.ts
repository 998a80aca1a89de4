import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { EXERCICES } from "../../src/exercices";
import { departAuHasard } from "../../src/exercices/recherche-min-conflits";
import { ANNEXE } from "../../src/exercices/grilles";
import { Grille } from "../../src/grille/grille";
import { lireFichier } from "../../src/grille/lecture";
import { minConflits } from "../../src/recherche/min-conflits";
import { verifier } from "../../src/verification";
import { RACINE } from "../aide-processus";
import { recopie } from "./aide-recopie";

const exercice = EXERCICES.minConflits;
type MinConflits = (M: number[][], fixes: boolean[][], tirages: number[], budget: number) => number;
const reference = exercice.reference as MinConflits;

/** Les paires de voisines de même valeur : le coût que suit la bibliothèque. */
function cout(M: number[][]): number {
  let paires = 0;
  for (let k = 0; k < 81; k++) {
    for (let l = k + 1; l < 81; l++) {
      const [a, b, i, j] = [Math.floor(k / 9), k % 9, Math.floor(l / 9), l % 9];
      const memeCarre =
        Math.floor(a / 3) === Math.floor(i / 3) && Math.floor(b / 3) === Math.floor(j / 3);
      if ((a === i || b === j || memeCarre) && M[a][b] === M[i][j]) paires++;
    }
  }
  return paires;
}

describe("l'exercice minConflits de la leçon 4", () => {
  it("la version de référence passe tous les cas", () => {
    expect(verifier("minConflits", recopie(exercice.reference)).statut).toBe("reussi");
  });

  it.each(exercice.erreurs.map((e) => [e.code, e] as const))(
    "l'erreur typique %s est reconnue et nommée",
    (code, erreur) => {
      const bilan = verifier("minConflits", recopie(erreur.fonction));
      expect(bilan.statut).toBe("echec");
      expect(bilan.erreurTypique?.code).toBe(code);
      expect(bilan.rapport).toContain(erreur.titre);
    },
  );

  it("fait exactement les pas de la bibliothèque sans marche au hasard, jusqu'à la solution", () => {
    const facile = lireFichier(join(RACINE, "data", "ensembles", "norvig_easy50.txt"))[0];
    for (const [enonce, graine] of [
      [ANNEXE, 84],
      [facile.versMatrice(), 1],
      [facile.versMatrice(), 2],
    ] as const) {
      const budget = 3000;
      const { M, fixes, tirages } = departAuHasard(enonce, graine, budget);
      const pas = reference(M, fixes, tirages, budget);
      const r = minConflits(Grille.depuisMatrice(enonce), { graine, budget, marche: 0 });
      expect(r.compteurs.evaluations, `graine ${graine}`).toBe(pas);
      if (r.statut === "resolue") expect(r.solution?.versMatrice()).toEqual(M);
      else expect(cout(M)).toBeGreaterThan(0);
    }
  });

  it("suit pas à pas la courbe du coût de la bibliothèque", () => {
    const budget = 200;
    const { M, fixes, tirages } = departAuHasard(ANNEXE, 5, budget);
    const r = minConflits(Grille.depuisMatrice(ANNEXE), {
      graine: 5,
      budget,
      marche: 0,
      pasCourbe: 1,
    });
    const couts = [cout(M)];
    // Un pas à la fois : le pas p lit les tirages 2p et 2p + 1.
    for (let p = 0; p < r.compteurs.evaluations; p++) {
      reference(M, fixes, tirages.slice(2 * p, 2 * p + 2), 1);
      couts.push(cout(M));
    }
    expect(couts).toEqual(r.courbe?.cout);
  });
});
