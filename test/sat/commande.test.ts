import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ecrireDimacs, kSATAleatoire, pigeons } from "../../src/sat/index";
import { dossierTemporaire } from "../aide-dossiers";
import { sudoku } from "../aide-processus";

const ANNEXE = "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";
const SOLUTION =
  "639125478714938562285647139846573291321894756597216384172389645953461827468752913";

/** Une sortie d'erreur propre : une ligne en français, jamais une pile d'appels. */
function expectErreurPropre(stderr: string) {
  expect(stderr).toMatch(/^sudoku : /);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr.trim().split("\n")).toHaveLength(1);
}

describe("sudoku sat", () => {
  it("lit un fichier au format SATLIB sur l'entrée standard et donne un modèle (code 10)", async () => {
    const texte = `c exemple\np cnf 3 3\n1 -2\n0\n2 3 0\n-1 0\n%\n0\n`;
    const r = await sudoku(["sat", "-"], texte);
    expect(r.code).toBe(10);
    expect(r.stdout).toContain("s SATISFIABLE\nv -1 -2 3 0\n");
  });

  it("dit UNSATISFIABLE (code 20) pour les pigeons, avec chaque solveur", async () => {
    for (const solveur of ["dpll", "cdcl", "minisat"]) {
      const r = await sudoku(["sat", "--solveur", solveur, "-"], ecrireDimacs(pigeons(4)));
      expect(r.code).toBe(20);
      expect(r.stdout).toMatch(/^c sudoku sat : 20 variables, 45 clauses, solveur \w+\n/);
      expect(r.stdout).toContain("\ns UNSATISFIABLE\n");
    }
  });

  it("dit UNKNOWN (code 0) quand le budget est épuisé", async () => {
    const r = await sudoku(["sat", "--budget", "1", "-"], ecrireDimacs(pigeons(6)));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("\ns UNKNOWN\n");
  });

  it("coupe les lignes « v » pour qu'elles restent lisibles", async () => {
    const f = kSATAleatoire(200, 600, 3, 1);
    const r = await sudoku(["sat", "-"], ecrireDimacs(f));
    expect(r.code).toBe(10);
    const lignesV = r.stdout.split("\n").filter((l) => l.startsWith("v "));
    expect(lignesV.length).toBeGreaterThan(5);
    for (const l of lignesV) expect(l.length).toBeLessThanOrEqual(78);
  });

  it.each([
    [
      ["sat", "-"],
      "p cnf 2 1\n1 2 x\n",
      "entrée standard, ligne 2, colonne 5 : « x » n'est pas un entier",
    ],
    [["sat", "-"], "1 2 0\n", "entrée standard, ligne 1, colonne 1 : une clause avant l'en-tête"],
    [["sat", "absent.cnf"], "", "fichier introuvable : absent.cnf"],
    [
      ["sat", "-"],
      "p cnf 99999999 1\n1 0\n",
      "99999999 variables, c'est trop pour les solveurs du cours",
    ],
    [["sat"], "", "un fichier DIMACS attendu"],
    [
      ["sat", "--solveur", "glucose", "-"],
      "",
      "solveur SAT inconnu : « glucose » ; disponibles : dpll, cdcl, minisat",
    ],
    [["sat", "--budget", "0", "-"], "", "--budget attend un entier positif"],
    [["sat", "--vite", "-"], "", "option inconnue : --vite"],
  ])("refuse %j avec un message clair et le code 2", async (args, entree, message) => {
    const r = await sudoku(args, entree);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain(message);
  });

  it("a une aide qui documente les codes de sortie 10 et 20", async () => {
    const r = await sudoku(["aide", "sat"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("10  satisfiable");
    expect(r.stdout).toContain("20  insatisfiable");
    expect((await sudoku(["aide"])).stdout).toContain("sudoku sat");
  });
});

describe("sudoku sat sur plusieurs fichiers en un appel", () => {
  const dossier = dossierTemporaire("sat-fichiers");
  const ecrire = (nom: string, texte: string) => {
    const chemin = join(dossier, nom);
    writeFileSync(chemin, texte);
    return chemin;
  };
  const oui = ecrire("oui.cnf", "p cnf 3 3\n1 -2 0\n2 3 0\n-1 0\n");
  const non = ecrire("non.cnf", ecrireDimacs(pigeons(3)));
  const oui2 = ecrire("oui2.cnf", "p cnf 1 1\n1 0\n");

  it("un bloc par fichier, dans l'ordre, chacun comme s'il était seul", async () => {
    const r = await sudoku(["sat", oui, non, oui2]);
    const seuls = await Promise.all([oui, non, oui2].map((f) => sudoku(["sat", f])));
    expect(r.stdout).toBe(
      [oui, non, oui2].map((f, k) => `c fichier : ${f}\n${seuls[k].stdout}`).join(""),
    );
    expect(r.stdout.match(/^s \w+$/gm)).toEqual([
      "s SATISFIABLE",
      "s UNSATISFIABLE",
      "s SATISFIABLE",
    ]);
  });

  it("code 10 si toutes sont satisfiables, 20 si aucune, 0 si mêlées", async () => {
    expect((await sudoku(["sat", oui, oui2])).code).toBe(10);
    expect((await sudoku(["sat", non, non])).code).toBe(20);
    expect((await sudoku(["sat", oui, non])).code).toBe(0);
    expect(
      (await sudoku(["sat", "--budget", "1", non, ecrire("p6.cnf", ecrireDimacs(pigeons(6)))]))
        .code,
    ).toBe(0);
  });

  it("s'arrête au premier fichier fautif (code 2), après les réponses d'avant", async () => {
    const faux = ecrire("faux.cnf", "p cnf 2 1\n1 x 0\n");
    const r = await sudoku(["sat", oui, faux, non]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("s SATISFIABLE");
    expect(r.stdout).not.toContain("UNSATISFIABLE");
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain(`${faux}, ligne 2, colonne 3`);
  });

  it("refuse l'entrée standard mêlée à des fichiers", async () => {
    const r = await sudoku(["sat", oui, "-"]);
    expect(r.code).toBe(2);
    expectErreurPropre(r.stderr);
  });

  it("l'aide le dit, avec le code de sortie de plusieurs fichiers", async () => {
    const aide = (await sudoku(["aide", "sat"])).stdout;
    expect(aide).toContain("Plusieurs fichiers en un appel");
    expect(aide).toContain("avec plusieurs fichiers : toutes les formules le sont");
  });
});

describe("les solveurs SAT dans sudoku resoudre", () => {
  it("sont listés par sudoku algos", async () => {
    const noms = (await sudoku(["algos"])).stdout.trim().split("\n");
    expect(noms).toEqual(expect.arrayContaining(["dpll", "cdcl", "minisat"]));
  });

  it.each(["dpll", "cdcl", "minisat"])(
    "--algo %s résout l'annexe et compte les solutions",
    async (algo) => {
      const rectangle = [...SOLUTION];
      for (const k of [3, 4, 48, 49]) rectangle[k] = "."; // (0,3) (0,4) (5,3) (5,4) : deux solutions
      const grilles = `${ANNEXE}\n${rectangle.join("")}\n`;
      expect((await sudoku(["resoudre", "--algo", algo], ANNEXE)).stdout).toBe(`${SOLUTION}\n`);
      expect((await sudoku(["resoudre", "--algo", algo, "--tous"], grilles)).stdout).toBe("1\n2\n");
      expect(
        (await sudoku(["resoudre", "--algo", algo, "--tous", "--limite", "1"], grilles)).stdout,
      ).toBe("1\n1\n");
    },
  );
});
