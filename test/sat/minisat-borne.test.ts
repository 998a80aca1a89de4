/**
 * MiniSat (logic-solver) borné : `sudoku sat --solveur minisat` s'arrête au
 * bout de son délai, refuse en français une formule trop grande pour son tas
 * de 64 Mo, et n'écrit sur la sortie standard que des lignes « c », « s », « v ».
 */
import { describe, expect, it } from "vitest";
import { lireLigne } from "../../src/grille/lecture";
import { lancerMiniSat, resoudreMiniSatBorne } from "../../src/sat/minisat-borne";
import { MEMOIRE_MINISAT_MAX, memoireMiniSat } from "../../src/sat/minisat-taille";
import {
  coderGrille,
  ecrireDimacs,
  pigeons,
  satisfaitTout,
  solveurLogicSolver,
  type FNC,
} from "../../src/sat/index";
import { sudoku } from "../aide-processus";

const ANNEXE = "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";

/** Un million de variables : au-delà du tas de MiniSat, en deçà de la limite de la commande. */
const UN_MILLION = "p cnf 1000000 2\n1 -1000000 0\n-1 0\n";

/** Toute la sortie standard est une réponse SAT : des lignes « c », « s » ou « v ». */
function expectSortieSAT(stdout: string) {
  for (const ligne of stdout.trimEnd().split("\n")) expect(ligne).toMatch(/^[csv] /);
}

function modeleLu(stdout: string, n: number): boolean[] {
  const modele = new Array<boolean>(n + 1).fill(false);
  for (const ligne of stdout.split("\n").filter((l) => l.startsWith("v "))) {
    for (const l of ligne.slice(2).trim().split(/\s+/).map(Number)) modele[Math.abs(l)] = l > 0;
  }
  return modele;
}

describe("sudoku sat --solveur minisat, borné", () => {
  it("arrête les 12 pigeons dans 11 nids au bout de --delai et dit UNKNOWN (code 0)", async () => {
    // Sans borne, MiniSat y passait plus de 150 s.
    const r = await sudoku(
      ["sat", "--solveur", "minisat", "--delai", "1", "-"],
      ecrireDimacs(pigeons(11)),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("\nc minisat arrêté au bout du délai de 1 s\ns UNKNOWN\n");
    expectSortieSAT(r.stdout);
  }, 30_000);

  it("refuse une formule d'un million de variables en français, sans rien écrire sur stdout (code 2)", async () => {
    const r = await sudoku(["sat", "--solveur", "minisat", "-"], UN_MILLION);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      "sudoku : entrée standard : formule trop grande pour minisat : 1000000 variables et 2 clauses " +
        "lui demanderaient environ 105 Mo, il en accepte 48 (son tas est fixé à 64 Mo) ; " +
        "le solveur cdcl du cours n'a pas cette limite\n",
    );
  });

  it("donne un modèle qui satisfait la formule d'une grille (code 10)", async () => {
    const fnc = coderGrille(lireLigne(ANNEXE), "etendu");
    const r = await sudoku(["sat", "--solveur", "minisat", "-"], ecrireDimacs(fnc));
    expect(r.code).toBe(10);
    expectSortieSAT(r.stdout);
    expect(satisfaitTout(fnc, modeleLu(r.stdout, fnc.nombreDeVariables))).toBe(true);
  });

  it.each([
    [["--solveur", "minisat", "--budget", "5"], "--budget ne borne pas minisat"],
    [["--delai", "2"], "--delai ne sert qu'avec --solveur minisat"],
    [["--solveur", "cdcl", "--delai", "2"], "--delai ne sert qu'avec --solveur minisat"],
    [["--solveur", "minisat", "--delai", "0"], "--delai attend une durée en secondes"],
    [["--solveur", "minisat", "--delai", "1e3"], "--delai attend une durée en secondes"],
    [["--solveur", "minisat", "--delai", "86401"], "au plus 86400, pas « 86401 »"],
  ])("refuse %j avec un message clair et le code 2", async (options, message) => {
    const r = await sudoku(["sat", ...options, "-"], ecrireDimacs(pigeons(3)));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^sudoku : [^\n]+\n$/);
    expect(r.stderr).toContain(message);
  });
});

describe("MiniSat dans son fil", () => {
  const geante: FNC = { nombreDeVariables: 700_000, clauses: [[1, 700_000]] };

  it("rend « budget-epuise » (mémoire) quand son tas déborde, sans lever d'erreur", async () => {
    expect(memoireMiniSat(geante)).toBeGreaterThan(MEMOIRE_MINISAT_MAX);
    const r = await lancerMiniSat(geante, { delaiMs: 60_000 });
    expect(r).toMatchObject({ statut: "budget-epuise", arret: "memoire" });
  });

  it("refuse d'avance, par une RangeError en français, la formule trop grande", async () => {
    await expect(resoudreMiniSatBorne(geante, { delaiMs: 60_000 })).rejects.toThrow(
      /^formule trop grande pour minisat : 700000 variables et 1 clause /,
    );
  });

  it("la version directe des carnets refuse de même, au lieu de s'arrêter net", () => {
    expect(() => solveurLogicSolver.creer(geante)).toThrow(RangeError);
  });

  it("répond comme la version directe", async () => {
    const pigeons4 = pigeons(4);
    expect(await resoudreMiniSatBorne(pigeons4, { delaiMs: 60_000 })).toMatchObject({
      statut: "insatisfiable",
    });
    const grille = coderGrille(lireLigne(ANNEXE), "efficace");
    const borne = await resoudreMiniSatBorne(grille, { delaiMs: 60_000 });
    const directe = solveurLogicSolver.creer(grille).resoudre();
    expect(borne.statut).toBe("satisfiable");
    expect(borne.modele).toEqual(directe.modele);
  });
});
