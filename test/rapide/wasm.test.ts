/**
 * Le moteur `wasm` (assembly/bandes.ts compilé) : le même algorithme que
 * `bandes.ts`, donc grille par grille les mêmes essais, les mêmes retours et
 * la même première solution ; le module versé dans le dépôt est bien celui que
 * donnent les sources ; et il est trouvé par la commande compilée d'avance.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MODULES_WASM, construireModuleWasm } from "../../outils/constructions/construire-wasm";
import { grillePleine } from "../../src/generateur/index";
import { lireFichierLignes } from "../../src/grille/index";
import { Hasard } from "../../src/hasard/index";
import { resoudreRapide, type OptionsRapide } from "../../src/rapide/index";
import { RACINE } from "../aide-processus";

const ENSEMBLES = join(RACINE, "data", "ensembles");

/** Tout ce que rend un moteur, pour comparer `wasm` à `bandes`. */
function comparer(valeurs: ArrayLike<number>, options: OptionsRapide) {
  const wasm = resoudreRapide(valeurs, { ...options, moteur: "wasm" });
  const bandes = resoudreRapide(valeurs, { ...options, moteur: "bandes" });
  return { wasm, bandes };
}

describe("le moteur wasm fait exactement ce que fait le moteur bandes", () => {
  it.each([
    ["magictour_top1465.txt", 2],
    ["norvig_top95.txt", 2],
    ["forum_hardest_1106.txt", 2],
    ["norvig_easy50.txt", 1],
    ["serg_multisolutions_1000.txt", 10],
  ] as const)(
    "%s (limite %i) : mêmes statuts, solutions, essais et retours, grille par grille",
    { timeout: 60_000 },
    (nom, limite) => {
      const grilles = lireFichierLignes(readFileSync(join(ENSEMBLES, nom), "utf8"));
      expect(grilles.length).toBeGreaterThan(40);
      for (const [k, g] of grilles.entries()) {
        const { wasm, bandes } = comparer(g.valeurs, { limite });
        expect({ ligne: k + 1, ...wasm }).toEqual({ ligne: k + 1, ...bandes });
      }
    },
  );

  it("les grilles Kaggle, quand les deux moteurs alternent d'une grille à l'autre", () => {
    const lignes = readFileSync(join(ENSEMBLES, "kaggle_bryanpark_1000_avec_solutions.csv"), "utf8")
      .split("\n")
      .filter((l) => l.includes(","));
    for (const ligne of lignes) {
      const [enonce, solution] = ligne.split(",");
      const { wasm, bandes } = comparer(
        Array.from(enonce, (c) => (c === "." ? 0 : Number(c))),
        { limite: 2 },
      );
      expect(wasm).toEqual(bandes);
      expect(wasm.solution?.join("")).toBe(solution.trim());
    }
  });

  it("sur des grilles quelconques, avec toute limite (Infinity comprise) et tout budget", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.record({ x: fc.nat(80), v: fc.integer({ min: 1, max: 9 }) })),
        fc.constantFrom(1, 2, 3, 2.5, Infinity),
        fc.constantFrom(0, 1, 5, 7.5, 100, Infinity),
        (graine, gardees, faussee, limite, budget) => {
          const hasard = new Hasard(graine);
          const pleine = grillePleine(9, hasard);
          const valeurs = new Array<number>(81).fill(0);
          for (const x of hasard.melanger([...Array(81).keys()]).slice(0, gardees)) {
            valeurs[x] = pleine.valeurs[x];
          }
          if (faussee) valeurs[faussee.x] = faussee.v;
          // Sans limite ni budget, une grille presque vide ne finirait pas.
          const borne = limite === Infinity && budget === Infinity ? 1000 : budget;
          const { wasm, bandes } = comparer(valeurs, { limite, budget: borne });
          expect(wasm).toEqual(bandes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("compte toutes les solutions avec limite Infinity, et s'arrête au budget", () => {
    const vide = new Array<number>(81).fill(0);
    const r = comparer(vide, { limite: Infinity, budget: 500 });
    expect([r.wasm.statut, r.wasm.compteurs.essais]).toEqual(["budget-epuise", 500]);
    expect(r.wasm.solutions).toBeGreaterThan(0);
    expect(r.wasm).toEqual(r.bandes);
    // Les six premières lignes d'une grille pleine : la bande du bas a plusieurs façons d'être remplie.
    const pleine = grillePleine(9, new Hasard(3)).valeurs;
    const haut = pleine.map((v, k) => (k < 54 ? v : 0));
    const { wasm, bandes } = comparer(haut, { limite: Infinity });
    expect(wasm.statut).toBe("resolue");
    expect(wasm.solutions).toBeGreaterThan(1);
    expect(wasm).toEqual(bandes);
  });
});

describe("le module versé dans le dépôt", () => {
  it.each(["bandes", "triades"] as const)(
    "%s.wasm est celui que donnent assembly/%s.ts et les options fixées (sinon : npm run construire:wasm)",
    (nom) => {
      const dossier = mkdtempSync(join(tmpdir(), "sudoku-wasm-"));
      try {
        const sortie = join(dossier, `${nom}.wasm`);
        construireModuleWasm(nom, sortie);
        const verse = readFileSync(MODULES_WASM[nom].module);
        const reconstruit = readFileSync(sortie);
        expect(
          Buffer.compare(verse, reconstruit) === 0,
          `src/rapide/${nom}.wasm ne correspond pas à assembly/${nom}.ts : lancez npm run construire:wasm`,
        ).toBe(true);
      } finally {
        rmSync(dossier, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it("est trouvé par la commande sudoku compilée d'avance, lancée depuis un autre dossier", () => {
    const dossier = mkdtempSync(join(tmpdir(), "sudoku-wasm-commande-"));
    try {
      const grilles = readFileSync(join(ENSEMBLES, "norvig_top95.txt"), "utf8");
      writeFileSync(join(dossier, "top95.txt"), grilles);
      const r = spawnSync(
        process.execPath,
        [join(RACINE, "bin", "sudoku.cjs"), "resoudre", "--algo", "rapide", "--tous", "top95.txt"],
        { cwd: dossier, encoding: "utf8" },
      );
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(r.stdout).toBe("1\n".repeat(95));
    } finally {
      rmSync(dossier, { recursive: true, force: true });
    }
  }, 60_000);
});
