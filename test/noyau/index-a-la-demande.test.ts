import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { afterEach, describe, expect, it } from "vitest";
import { Bibliotheque, construire } from "../../src/noyau/bibliotheque";
import { Cellules } from "../../src/noyau/cellules";
import {
  IndexALaDemande,
  indexReduit,
  nomsDemandes,
  type Origines,
} from "../../src/noyau/index-a-la-demande";

const ORIGINES: Origines = {
  double: { module: "calcul/double", nom: "double" },
  Paire: { module: "paires", nom: "Paire" },
  paire: { module: "paires", nom: "fairePaire" },
};

describe("les noms que demande une cellule", () => {
  it("sont ceux de ses imports nommés de l'index, quel que soit le nom local", () => {
    const source =
      'import { double as d } from "./src/index";\nimport type { Paire } from "./src/index";\n' +
      'import { readFileSync } from "fs";\nconst x = d(2);';
    expect(nomsDemandes(source, ORIGINES)).toEqual(new Set(["double", "Paire"]));
    expect(nomsDemandes('import "./src/index";', ORIGINES)).toEqual(new Set());
  });

  it("sont tout l'index pour toute autre façon de le nommer, ou un nom qu'il n'a pas", () => {
    for (const source of [
      'import * as cours from "./src/index";',
      'import cours from "./src/index";',
      'import cours, { double } from "./src/index";',
      'import { doubel } from "./src/index";',
      'import { toString } from "./src/index";',
      'import { double } from "./src/index";\nconst m = await import("./src/index");',
      'const m = require("./src/index.js");',
      'export { double } from "./src";',
      'import cours = require("./src/index");',
      "const m = import(`./src/index`);",
    ])
      expect(nomsDemandes(source, ORIGINES), source).toBe("tout");
  });

  it("sont tout l'index pour une complétion entre les accolades d'un import", () => {
    const source = 'import { double,  } from "./src/index";\ndouble(1);';
    expect(nomsDemandes(source, ORIGINES, source.indexOf(",") + 2)).toBe("tout");
    expect(nomsDemandes(source, ORIGINES, source.length - 3)).toEqual(new Set(["double"]));
  });

  it("font un index réduit : une ligne par module qui les déclare", () => {
    expect(indexReduit(["paire", "double", "Paire"], ORIGINES).split("\n").slice(1)).toEqual([
      'export { double } from "./calcul/double";',
      'export { Paire, fairePaire as paire } from "./paires";',
      "",
    ]);
  });

  it("ne font que grandir, jusqu'à l'index entier, pour de bon", () => {
    const index = new IndexALaDemande(ORIGINES);
    expect(index.demander('import { double } from "./src/index";')).toBe(true);
    expect(index.demander('import { double } from "./src/index";')).toBe(false);
    expect(index.demander("1 + 1")).toBe(false);
    expect(index.texte()).toContain('export { double } from "./calcul/double";');
    expect(index.demander('import { Paire } from "./src/index";')).toBe(true);
    expect(index.texte()).toContain("double");
    expect(index.demander('import * as c from "./src/index";')).toBe(true);
    expect(index.texte()).toBeUndefined();
    expect(index.demander('import { double } from "./src/index";')).toBe(false);
    expect(index.texte()).toBeUndefined();
  });
});

// Un petit projet : l'index réexporte deux modules, dont l'un en renommant.
const projets: string[] = [];
const dossierDeDepart = process.cwd();
ts.sys.getCurrentDirectory = () => process.cwd();

function petitProjet(): string {
  const racine = mkdtempSync(join(tmpdir(), "sudoku-index-demande-"));
  projets.push(racine);
  const fichiers: Record<string, string> = {
    "src/index.ts":
      'export * from "./calcul/index";\nexport { Paire, fairePaire as paire } from "./paires";\n',
    "src/calcul/index.ts": 'export * from "./double";\n',
    "src/calcul/double.ts":
      "/** Le double de n. */\nexport function double(n: number): number {\n  return 2 * n;\n}\n",
    "src/paires.ts":
      "export interface Paire {\n  a: number;\n  b: number;\n}\n" +
      "export function fairePaire(a: number, b: number): Paire {\n  return { a, b };\n}\n" +
      "export function somme(p: Paire): number {\n  return p.a + p.b;\n}\n",
  };
  for (const [fichier, texte] of Object.entries(fichiers)) {
    mkdirSync(dirname(join(racine, fichier)), { recursive: true });
    writeFileSync(join(racine, fichier), texte);
  }
  process.chdir(racine);
  return racine;
}

afterEach(() => {
  process.chdir(dossierDeDepart);
  for (const racine of projets.splice(0)) rmSync(racine, { recursive: true, force: true });
});

/** Les cellules d'un petit projet précompilé, et les fichiers de déclarations que lit leur compilateur. */
async function cellulesDuProjet() {
  const racine = petitProjet();
  await construire(racine);
  const lus = new Set<string>();
  const lire = ts.sys.readFile;
  const bibliotheque = new Bibliotheque(racine, construire);
  const espion = ts.sys.readFile;
  ts.sys.readFile = (chemin, encodage) => {
    if (chemin.startsWith(join(racine, "src"))) lus.add(chemin.slice(racine.length + 5));
    return espion.call(ts.sys, chemin, encodage);
  };
  const cellules = new Cellules(racine, { bibliotheque });
  const fermer = () => {
    cellules.fermer();
    ts.sys.readFile = lire;
  };
  return { cellules, lus, fermer };
}

const executer = (cellules: Cellules, code: string) => cellules.executer(code, "Cellule [1]");

describe("dans le noyau", () => {
  it("le compilateur ne lit que les déclarations des noms importés, puis celles des nouveaux", async () => {
    const { cellules, lus, fermer } = await cellulesDuProjet();
    try {
      expect(await executer(cellules, 'import { double } from "./src/index";\ndouble(21)')).toEqual(
        {
          statut: "ok",
          valeur: { v: 42 },
        },
      );
      expect([...lus].sort()).toEqual(["calcul/double.d.ts", "index.d.ts"]);
      // Un nom nouveau, renommé par l'index ; un type qui reste le même d'une cellule à l'autre.
      const issue = await executer(
        cellules,
        'import { paire, type Paire } from "./src/index";\nconst p: Paire = paire(1, 2);\np.b',
      );
      expect(issue).toEqual({ statut: "ok", valeur: { v: 2 } });
      expect(lus.has("paires.d.ts")).toBe(true);
      expect(lus.has("calcul/index.d.ts")).toBe(false);
      // L'index entier : les types déjà vus sont les mêmes, et `somme` (jamais importé) y est.
      const tout = await executer(
        cellules,
        'import * as cours from "./src/index";\ncours.double(p.a)',
      );
      expect(tout).toEqual({ statut: "ok", valeur: { v: 2 } });
      expect(lus.has("calcul/index.d.ts")).toBe(true);
      const q: unknown = await executer(cellules, "const q: cours.Paire = p;\nq.a + double(1)");
      expect(q).toEqual({ statut: "ok", valeur: { v: 3 } });
    } finally {
      fermer();
    }
  });

  it("un nom mal écrit reçoit le message de l'index entier, qui propose le bon", async () => {
    const { cellules, fermer } = await cellulesDuProjet();
    try {
      const issue = await executer(cellules, 'import { doubel } from "./src/index";\ndoubel(1)');
      expect(issue.statut === "compilation" && issue.diagnostics[0].messageText).toMatch(
        /has no exported member named 'doubel'\. Did you mean 'double'\?/,
      );
    } finally {
      fermer();
    }
  });

  it("un chemin de l'index qu'il ne reconnaît pas le fait recompiler avec l'index entier", async () => {
    const { cellules, fermer } = await cellulesDuProjet();
    try {
      await executer(cellules, 'import { double } from "./src/index";');
      const issue = await executer(
        cellules,
        'import { paire } from "./src/../src/index";\npaire(1, 2).a',
      );
      expect(issue).toEqual({ statut: "ok", valeur: { v: 1 } });
    } finally {
      fermer();
    }
  });

  it("un fichier créé sous le dossier des cellules ne fait pas échouer l'import d'un nom nouveau", async () => {
    const { cellules, fermer } = await cellulesDuProjet();
    try {
      await executer(cellules, 'import { double } from "./src/index";');
      // Un module absent : tslab surveille le dossier où il le cherchait.
      expect((await executer(cellules, 'import { x } from "./absent";')).statut).toBe(
        "compilation",
      );
      writeFileSync(join(process.cwd(), "absent.ts"), "export const x = 5;\n");
      await new Promise((fini) => setTimeout(fini, 1500));
      const issue = await executer(cellules, 'import { paire } from "./src/index";\npaire(1, 2).a');
      expect(issue).toEqual({ statut: "ok", valeur: { v: 1 } });
    } finally {
      fermer();
    }
  });

  it("la complétion entre les accolades d'un import propose tous les noms de l'index", async () => {
    const { cellules, fermer } = await cellulesDuProjet();
    try {
      await executer(cellules, 'import { double } from "./src/index";');
      const code = 'import { double, p } from "./src/index";';
      const candidats = cellules.executeur.complete(code, code.indexOf(" p ") + 2).candidates;
      expect(candidats).toEqual(expect.arrayContaining(["paire", "Paire"]));
      expect(await executer(cellules, "double(4)")).toEqual({ statut: "ok", valeur: { v: 8 } });
    } finally {
      fermer();
    }
  });
});
