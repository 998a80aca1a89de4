import { describe, expect, it } from "vitest";
import { sudoku } from "../aide-processus";
import { expectErreurPropre, fichier } from "./aide-cli";

const ANNEXE = "...12....7.....5.22...47..984.5..2.1.........5.7..6.841..38...59.3.....7....52...";
const SOLUTION =
  "639125478714938562285647139846573291321894756597216384172389645953461827468752913";

describe("sudoku algos", () => {
  it("écrit un nom par ligne, l'algorithme du TD en premier", async () => {
    const r = await sudoku(["algos"]);
    expect(r.code).toBe(0);
    const noms = r.stdout.trim().split("\n");
    expect(noms[0]).toBe("td");
    for (const nom of noms) expect(nom).toMatch(/^[a-z0-9-]+$/);
    expect(noms).toContain("min-conflits");
  });

  it("min-conflits, recherche locale de la leçon 4, se choisit par son nom", async () => {
    const r = await sudoku(["resoudre", "--algo", "min-conflits"], `${ANNEXE}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SOLUTION}\n`);
  });
});

describe("sudoku resoudre", () => {
  it("résout chaque grille d'un fichier, dans l'ordre, une ligne chacune", async () => {
    const entree = fichier(
      "deux.txt",
      `# l'annexe du TD, puis une grille sans solution\n${ANNEXE}\n\n12345678.........9${".".repeat(63)}\n`,
    );
    const r = await sudoku(["resoudre", "--algo", "td", entree]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SOLUTION}\ninsoluble\n`);
  });

  it("lit l'entrée standard quand il n'y a pas de fichier", async () => {
    const r = await sudoku(["resoudre"], `${ANNEXE}\r\n`);
    expect(r.stdout).toBe(`${SOLUTION}\n`);
  });

  it("lit aussi le tableau à tabulations de l'annexe", async () => {
    const r = await sudoku(["resoudre", "data/td/annexe.tsv"]);
    expect(r.stdout).toBe(`${SOLUTION}\n`);
  });

  it("dit budget-epuise quand le budget ne suffit pas", async () => {
    const r = await sudoku(["resoudre", "--budget", "100", "-"], ANNEXE);
    expect(r.stdout).toBe("budget-epuise\n");
    expect(r.code).toBe(0);
  });

  it("compte les solutions avec --tous, et s'arrête à --limite", async () => {
    const rectangle = [...SOLUTION];
    for (const k of [3, 4, 48, 49]) rectangle[k] = "."; // (0,3) (0,4) (5,3) (5,4)
    const grilles = `${ANNEXE}\n${rectangle.join("")}\n`;
    expect((await sudoku(["resoudre", "--tous"], grilles)).stdout).toBe("1\n2\n");
    expect((await sudoku(["resoudre", "--tous", "--limite", "1"], grilles)).stdout).toBe("1\n1\n");
  });

  it("refuse une grille de mauvaise longueur en citant le fichier et la ligne", async () => {
    const entree = fichier("courte.txt", `${ANNEXE}\n${ANNEXE.slice(1)}\n`);
    const r = await sudoku(["resoudre", entree]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expectErreurPropre(r.stderr);
    expect(r.stderr).toContain("courte.txt");
    expect(r.stderr).toContain("ligne 2");
  });

  it("refuse une lettre en citant la ligne, la colonne et le caractère", async () => {
    const r = await sudoku(["resoudre"], `${ANNEXE.slice(0, 10)}x${ANNEXE.slice(11)}\n`);
    expect(r.code).toBe(2);
    expectErreurPropre(r.stderr);
    expect(r.stderr).toMatch(/ligne 1.*colonne 11/);
    expect(r.stderr).toContain("x");
  });

  it("répond « insoluble » à des données contradictoires, en nommant les cases en conflit, et continue", async () => {
    const lot = fichier("lot.txt", `${ANNEXE}\n55${ANNEXE.slice(2)}\n${ANNEXE}\n`);
    for (const algo of ["td", "rapide", "cdcl"]) {
      const r = await sudoku(["resoudre", "--algo", algo, lot]);
      expect(r.code, algo).toBe(0);
      expect(r.stderr, algo).toBe("");
      const lignes = r.stdout.split("\n");
      expect(lignes, algo).toHaveLength(4);
      expect([lignes[0], lignes[2], lignes[3]], algo).toEqual([SOLUTION, SOLUTION, ""]);
      expect(lignes[1], algo).toMatch(
        /^insoluble : les indices se contredisent : le 5 apparaît 2 fois/,
      );
      expect(lignes[1], algo).toContain("(0, 0) et (0, 1)");
    }
    const compte = await sudoku(["resoudre", "--tous", lot]);
    expect(compte.stdout).toBe("1\n0\n1\n");
  });

  it("refuse un fichier vide, un fichier absent, un algorithme ou une option inconnus", async () => {
    const vide = fichier("vide.txt", "");
    for (const args of [
      ["resoudre", vide],
      ["resoudre", "/nulle/part.txt"],
      ["resoudre", "--algo", "magie", vide],
      ["resoudre", "--vite"],
      ["resoudre", "--budget", "beaucoup"],
      ["inventer"],
    ]) {
      const r = await sudoku(args);
      expect(r.code, args.join(" ")).toBe(2);
      expectErreurPropre(r.stderr);
    }
  });
});

describe("sudoku verifier", () => {
  it("dit pour chaque grille si elle est valide et complète", async () => {
    const fausse = `55${SOLUTION.slice(2)}`;
    const r = await sudoku(["verifier"], `${SOLUTION}\n${ANNEXE}\n${fausse}\n`);
    const lignes = r.stdout.trim().split("\n");
    expect(lignes[0]).toBe("grille 1 : valide et complète");
    expect(lignes[1]).toMatch(/^grille 2 : valide, incomplète \(53 cases vides\)/);
    expect(lignes[2]).toMatch(/^grille 3 : invalide : /);
    expect(r.code).toBe(1);
  });

  it("rend 0 quand toutes les grilles sont résolues", async () => {
    const r = await sudoku(["verifier", "data/td/annexe-solution.tsv"]);
    expect(r.stdout).toBe("grille 1 : valide et complète\n");
    expect(r.code).toBe(0);
  });
});

describe("sudoku aide", () => {
  it("explique les commandes et les codes de sortie en français", async () => {
    const r = await sudoku(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Codes de sortie");
    expect((await sudoku(["aide", "resoudre"])).stdout).toContain("budget-epuise");
  });
});
