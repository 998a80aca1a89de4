/**
 * `sudoku resoudre --algo rapide` résout les grilles 9×9 par lots (un appel au
 * module WebAssembly pour des centaines de grilles) : ses sorties doivent être
 * exactement celles d'un appel de `resoudreRapide` par grille, y compris pour
 * des grilles insolubles, à plusieurs solutions, à budget épuisé, et quand des
 * grilles d'autres tailles coupent les lots.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lireFichierLignes } from "../../src/grille/index";
import { versLigne } from "../../src/grille/ecriture";
import { resoudreRapide } from "../../src/rapide/index";
import { RACINE, sudoku } from "../aide-processus";
import { fichier } from "./aide-cli";

const ENSEMBLES = join(RACINE, "data", "ensembles");
const lignesDe = (nom: string) =>
  readFileSync(join(ENSEMBLES, nom), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0 && !l.startsWith("#"));

/** Sans contradiction entre indices, mais sans solution : (0, 8) ne peut rien valoir. */
const INSOLUBLE = `12345678.........9${".".repeat(63)}`;

/**
 * Plus de 600 grilles : difficiles, à plusieurs solutions, insolubles, faciles,
 * et quelques 4×4 et 16×16 au milieu (plus d'un lot de 256 grilles 9×9 de suite).
 */
const LIGNES = [
  ...lignesDe("magictour_top1465.txt").slice(0, 300),
  INSOLUBLE,
  ...lignesDe("generated_16x16_20.txt").slice(0, 2),
  ...lignesDe("serg_multisolutions_1000.txt").slice(0, 200),
  "1...............",
  INSOLUBLE,
  ...lignesDe("norvig_top95.txt"),
  ...lignesDe("norvig_easy50.txt").slice(0, 20),
  INSOLUBLE,
];

/** Ce qu'écrit un appel de `resoudreRapide` par grille. */
function attendu(options: { limite: number; budget?: number }, tous: boolean): string {
  const grilles = lireFichierLignes(LIGNES.join("\n"));
  return grilles
    .map((g) => {
      const r = resoudreRapide(g.valeurs, options);
      if (r.statut === "budget-epuise") return "budget-epuise\n";
      if (tous) return `${r.solutions}\n`;
      return r.solution ? `${versLigne(g.avecValeurs(r.solution))}\n` : "insoluble\n";
    })
    .join("");
}

describe("sudoku resoudre --algo rapide, par lots", () => {
  const entree = fichier("lots.txt", LIGNES.join("\n") + "\n");

  it.each([
    ["sans option", [], { limite: 1 }, false],
    ["--tous --limite 3", ["--tous", "--limite", "3"], { limite: 3 }, true],
    ["--budget 3 (des budgets épuisés)", ["--budget", "3"], { limite: 1, budget: 3 }, false],
    ["--tous --budget 20", ["--tous", "--budget", "20"], { limite: Infinity, budget: 20 }, true],
  ] as const)(
    "%s : la même sortie qu'un appel par grille",
    { timeout: 60_000 },
    async (_, options, solveur, tous) => {
      const reference = attendu(solveur, tous);
      expect(reference.split("\n").length).toBeGreaterThan(600);
      const r = await sudoku(["resoudre", "--algo", "rapide", ...options, entree]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(reference);
    },
  );

  it("le jeu de grilles contient bien chaque sorte de réponse", () => {
    const sorties = attendu({ limite: 1, budget: 3 }, false) + attendu({ limite: 3 }, true);
    expect(sorties).toContain("insoluble\n");
    expect(sorties).toContain("budget-epuise\n");
    expect(sorties).toMatch(/^3$/m);
  });
});
