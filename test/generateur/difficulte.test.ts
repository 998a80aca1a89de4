import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NIVEAUX, genererGrille, noterDifficulte } from "../../src/generateur/index";
import { Grille, lireFichierLignes, lireFichierSolutions } from "../../src/grille/index";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");
const lignes = (nom: string) => lireFichierLignes(readFileSync(join(ENSEMBLES, nom), "utf8"));

/**
 * Un solveur indépendant, écrit pour le test : il ne fait que des singletons
 * cachés (une valeur qui n'a qu'une case possible dans une unité), en
 * recalculant tout à chaque tour. Vrai s'il remplit la grille.
 */
function resoluParSingletonsCaches(g: Grille): boolean {
  const N = g.taille;
  const n = g.n;
  const M = g.versMatrice();
  const possible = (i: number, j: number, v: number) =>
    M[i][j] === 0 &&
    M[i].every((w) => w !== v) &&
    M.every((ligne) => ligne[j] !== v) &&
    M.slice(i - (i % n), i - (i % n) + n).every((ligne) =>
      ligne.slice(j - (j % n), j - (j % n) + n).every((w) => w !== v),
    );
  const unites: [number, number][][] = [];
  for (let k = 0; k < N; k++) {
    unites.push(Array.from({ length: N }, (_, j): [number, number] => [k, j]));
    unites.push(Array.from({ length: N }, (_, i): [number, number] => [i, k]));
    const [i0, j0] = [Math.floor(k / n) * n, (k % n) * n];
    unites.push(
      Array.from({ length: N }, (_, c): [number, number] => [i0 + Math.floor(c / n), j0 + (c % n)]),
    );
  }
  let avance = true;
  while (avance) {
    avance = false;
    for (const unite of unites) {
      for (let v = 1; v <= N; v++) {
        const places = unite.filter(([i, j]) => possible(i, j, v));
        if (places.length === 1) {
          M[places[0][0]][places[0][1]] = v;
          avance = true;
        }
      }
    }
  }
  return M.every((ligne) => ligne.every((v) => v !== 0));
}

describe("la note de difficulté", () => {
  it("ne place jamais une valeur fausse : ce que le raisonnement remplit est dans la solution", () => {
    const cas = [
      ...lireFichierSolutions(join(ENSEMBLES, "kaggle3m_radcliffe_1000_avec_solutions.csv")).slice(
        0,
        60,
      ),
    ];
    for (const { enonce, solution, ligne } of cas) {
      const note = noterDifficulte(enonce);
      note.obtenue.forEach((v, x) => {
        if (v !== 0) expect([ligne, x, v]).toEqual([ligne, x, solution.valeurs[x]]);
      });
      expect(note.restantes).toBe(note.obtenue.filter((v) => v === 0).length);
    }
  });

  it("dit « facile » exactement quand les singletons cachés suffisent (solveur indépendant)", () => {
    const grilles = [
      ...lireFichierSolutions(join(ENSEMBLES, "kaggle_bryanpark_1000_avec_solutions.csv"))
        .slice(0, 40)
        .map((e) => e.enonce),
      ...lignes("norvig_easy50.txt").slice(0, 20),
      ...[1, 2, 3, 4, 5, 6].map((graine) => genererGrille({ graine, indices: 30 }).enonce),
    ];
    let faciles = 0;
    for (const g of grilles) {
      const facile = noterDifficulte(g).niveau === "facile";
      if (facile) faciles++;
      expect(facile).toBe(resoluParSingletonsCaches(g));
    }
    // Les deux cas se présentent : le test compare vraiment quelque chose.
    expect(faciles).toBeGreaterThan(0);
    expect(faciles).toBeLessThan(grilles.length);
  });

  it("range chaque grille à un niveau cohérent avec les techniques employées", () => {
    for (const g of [
      ...lignes("norvig_top95.txt").slice(0, 30),
      ...lignes("norvig_easy50.txt").slice(0, 20),
    ]) {
      const note = noterDifficulte(g);
      expect(note.niveau).toBe(NIVEAUX[note.rang - 1]);
      if (note.restantes > 0) expect(note.niveau).toBe("diabolique");
      else {
        const employees = Object.values(note.techniques).map((n) => n > 0);
        expect(employees.lastIndexOf(true) + 1).toBe(note.rang);
      }
    }
  });

  it("trouve diaboliques les grilles les plus dures connues (forum_hardest_1106)", () => {
    for (const g of lignes("forum_hardest_1106.txt").slice(0, 10)) {
      const note = noterDifficulte(g);
      expect(note.niveau).toBe("diabolique");
      expect(note.essais).toBeGreaterThan(0);
    }
  });

  it("ne note pas une grille sans solution unique", () => {
    const multiple = noterDifficulte(lignes("serg_multisolutions_1000.txt")[0]);
    expect([multiple.solutions, multiple.niveau, multiple.rang]).toEqual([2, undefined, 0]);
    const aucune = noterDifficulte(lireFichierLignes(`12345678.........9${".".repeat(63)}`)[0]);
    expect([aucune.solutions, aucune.niveau]).toEqual([0, undefined]);
  });

  it("note aussi les autres tailles", () => {
    const note = noterDifficulte(lignes("generated_16x16_20.txt")[0]);
    expect(note.solutions).toBe(1);
    expect(note.rang).toBeGreaterThanOrEqual(1);
  });
});
