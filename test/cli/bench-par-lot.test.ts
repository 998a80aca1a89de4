/**
 * `sudoku bench --algo rapide` passe par l'entrée par lot (`resoudreLotRapide`)
 * pour les 9×9 : ses réponses et ses essais doivent être exactement ceux de
 * l'algorithme `rapide` grille par grille, ce que le tableau de la commande
 * répète (résolues, uniques, effort moyen).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { algoRapide } from "../../src/algos/index";
import { commandeBench, reponsesDuLot } from "../../src/cli/bench";
import type { Terminal } from "../../src/cli/terminal";
import { lireFichierLignes } from "../../src/grille/index";
import { resoudreLotRapide } from "../../src/rapide/index";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");
const lignesDe = (nom: string) =>
  readFileSync(join(ENSEMBLES, nom), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);

/** Sans contradiction entre indices, mais sans solution : (0, 8) ne peut rien valoir. */
const INSOLUBLE = `12345678.........9${".".repeat(63)}`;

/** Difficiles, à plusieurs solutions, insolubles. */
const GRILLES = lireFichierLignes(
  [
    ...lignesDe("magictour_top1465.txt").slice(0, 200),
    INSOLUBLE,
    ...lignesDe("serg_multisolutions_1000.txt").slice(0, 100),
    ...lignesDe("norvig_top95.txt"),
  ].join("\n"),
);

function casesDe(grilles: typeof GRILLES): Uint8Array {
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g.valeurs, 81 * k));
  return cases;
}

describe("sudoku bench, le solveur rapide par lot", () => {
  it.each([
    ["limite 2", 2, algoRapide.budgetParDefaut],
    ["limite 1", 1, algoRapide.budgetParDefaut],
    ["budget épuisé", 2, 3],
  ])("mêmes réponses et mêmes essais que grille par grille (%s)", (_, limite, budget) => {
    const lot = resoudreLotRapide(casesDe(GRILLES), GRILLES.length, { limite, budget });
    const parLot = reponsesDuLot(lot, GRILLES);
    const parGrille = GRILLES.map((g) => algoRapide.resoudre(g, { limite, budget }));
    expect(parLot).toEqual(parGrille);
    expect(parLot.some((r) => r.statut === "insoluble")).toBe(true);
  });

  it("le tableau de la commande compte les mêmes essais", async () => {
    const sorties: string[] = [];
    const terminal: Terminal = {
      ecrire: (l) => sorties.push(l),
      ecrireOctets: () => undefined,
      signaler: () => undefined,
      morceauxStdin: () => ({ async *[Symbol.asyncIterator]() {} }),
      vider: () => Promise.resolve(),
    };
    const chemin = join(ENSEMBLES, "norvig_top95.txt");
    const code = await commandeBench(["--algo", "rapide", "--repetitions", "2", chemin], terminal);
    expect(code).toBe(0);
    const grilles = lireFichierLignes(lignesDe("norvig_top95.txt").join("\n"));
    const essais = grilles
      .map((g) => algoRapide.resoudre(g, { limite: 2 }).compteurs.essais)
      .reduce((a, b) => a + b, 0);
    const ligne = sorties
      .join("\n")
      .split("\n")
      .find((l) => l.startsWith("rapide"));
    // 95 grilles, toutes résolues et uniques ; ni médiane ni maximum par lot.
    expect(ligne).toMatch(/^rapide\s+95\s+95\s+0\s+0\s+0\s+95\s+[\d.]+ µs\s+–\s+–\s+/);
    expect(ligne).toContain(`${(essais / grilles.length).toFixed(1)} essais`);
  });
});
