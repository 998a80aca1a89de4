import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { createConverter } from "tslab/dist/converter";
import { afterEach, describe, expect, it } from "vitest";
import { Bibliotheque, construire, dossierDuCache, empreinte } from "../../src/noyau/bibliotheque";
import { Cellules } from "../../src/noyau/cellules";
import { RACINE, lancer } from "../aide-processus";

// De petits projets : src/index.ts réexporte src/calcul.ts ; src/noyau/ n'en fait pas partie.
const CALCUL =
  "/** Le double de n. */\nexport function double(n: number): number {\n  return 2 * n;\n}\n";
const projets: string[] = [];
const dossierDeDepart = process.cwd();
// TypeScript retient le premier dossier courant qu'on lui demande ; le noyau, lui, n'en change
// jamais. Ici chaque test a son projet : on lui fait relire le dossier courant à chaque fois.
ts.sys.getCurrentDirectory = () => process.cwd();

function ecrire(racine: string, fichier: string, texte: string): void {
  mkdirSync(dirname(join(racine, fichier)), { recursive: true });
  writeFileSync(join(racine, fichier), texte);
}

/** Un petit projet, dont le dossier devient le dossier courant (celui des cellules, pour tslab). */
function petitProjet(calcul = CALCUL): string {
  const racine = mkdtempSync(join(tmpdir(), "sudoku-bibliotheque-"));
  projets.push(racine);
  ecrire(racine, "src/index.ts", 'export * from "./calcul";\n');
  ecrire(racine, "src/calcul.ts", calcul);
  ecrire(racine, "src/noyau/autre.ts", "export const x = 1;\n");
  process.chdir(racine);
  return racine;
}

afterEach(() => {
  process.chdir(dossierDeDepart);
  for (const racine of projets.splice(0)) rmSync(racine, { recursive: true, force: true });
});

/** Exécute une cellule et rend son issue. */
const executer = (cellules: Cellules, code: string) => cellules.executer(code, "Cellule [1]");

describe("le cache de la bibliothèque", () => {
  it("a pour nom l'empreinte du contenu de src/, noyau excepté", () => {
    const racine = petitProjet();
    const avant = empreinte(racine);
    ecrire(racine, "src/noyau/autre.ts", "export const x = 2;\n");
    expect(empreinte(racine)).toBe(avant);
    ecrire(racine, "src/calcul.ts", CALCUL.replace("2 * n", "n + n"));
    expect(empreinte(racine)).not.toBe(avant);
    ecrire(racine, "src/calcul.ts", CALCUL);
    expect(empreinte(racine)).toBe(avant);
  });

  it("range les déclarations (avec leur documentation) et le JavaScript même de tslab", async () => {
    const racine = petitProjet();
    const manifeste = await construire(racine);
    expect(manifeste).toMatchObject({ erreurs: 0, modules: ["calcul", "index"] });
    const cache = join(dossierDuCache(racine, empreinte(racine)), "src");
    expect(readFileSync(join(cache, "calcul.d.ts"), "utf8")).toContain(
      "/** Le double de n. */\nexport declare function double(n: number): number;",
    );
    // Ce que tslab traduit lui-même au premier import.
    const tslab = createConverter({ isJS: false, isBrowser: false });
    try {
      const r = tslab.convert("", 'import { double } from "./src/index";');
      for (const module of ["index", "calcul"]) {
        const sienne = r.sideOutputs?.find((s) => s.path === join(racine, "src", `${module}.js`));
        expect(readFileSync(join(cache, `${module}.js`), "utf8")).toBe(sienne?.data);
      }
    } finally {
      tslab.close();
    }
  });

  it("n'est pas fait pour une bibliothèque qui ne compile pas : tslab en montre l'erreur", async () => {
    const racine = petitProjet(CALCUL.replace("return 2 * n", 'return "deux"'));
    const manifeste = await construire(racine);
    expect(manifeste.erreurs).toBe(1);
    const bibliotheque = new Bibliotheque(racine, construire);
    const cellules = new Cellules(racine, { bibliotheque });
    const issue = await executer(cellules, 'import { double } from "./src/index";');
    expect(bibliotheque.mode).toBe("directe");
    expect(issue.statut === "compilation" && issue.diagnostics[0]).toMatchObject({
      fileName: "src/calcul.ts",
      start: { line: 2 },
    });
    cellules.fermer();
  });
});

describe("les cellules, avec la bibliothèque précompilée", () => {
  it("attendent le cache construit au démarrage, puis lisent ses déclarations et son JavaScript", async () => {
    const racine = petitProjet();
    let construction: Promise<unknown> | undefined;
    const bibliotheque = new Bibliotheque(racine, (r) => (construction = construire(r)));
    expect(bibliotheque.mode).toBe("attente");
    expect(construction).toBeDefined();
    const cellules = new Cellules(racine, { bibliotheque });
    const issue = await executer(cellules, 'import { double } from "./src/index";\ndouble(21)');
    expect(bibliotheque.mode).toBe("precompilee");
    expect(issue).toEqual({ statut: "ok", valeur: { v: 42 } });
    // Complétion et inspection, documentation comprise.
    expect(cellules.executeur.complete("dou", 3).candidates).toContain("double");
    const info = cellules.executeur.inspect("double", 2);
    expect(info?.documentation?.map((d) => d.text).join("")).toBe("Le double de n.");
    cellules.fermer();
  });

  it("ne relisent pas les sources : ce que dit le cache fait foi", async () => {
    const racine = petitProjet();
    await construire(racine);
    // On retouche le cache : le noyau doit s'en servir tel quel.
    const cache = join(dossierDuCache(racine, empreinte(racine)), "src");
    const js = readFileSync(join(cache, "calcul.js"), "utf8");
    writeFileSync(join(cache, "calcul.js"), js.replace("2 * n", "3 * n"));
    const dts = readFileSync(join(cache, "calcul.d.ts"), "utf8");
    writeFileSync(join(cache, "calcul.d.ts"), dts.replace("n: number", "n: 3"));
    const bibliotheque = new Bibliotheque(racine, () =>
      Promise.reject(new Error("déjà construit")),
    );
    expect(bibliotheque.mode).toBe("precompilee");
    const cellules = new Cellules(racine, { bibliotheque });
    expect(await executer(cellules, 'import { double } from "./src/index";\ndouble(3)')).toEqual({
      statut: "ok",
      valeur: { v: 9 },
    });
    const issue = await executer(cellules, "const a = 1;\nconst b = double(2);");
    expect(issue.statut === "compilation" && issue.diagnostics[0]).toMatchObject({
      start: { line: 1 },
      messageText: "Argument of type '2' is not assignable to parameter of type '3'.",
    });
    cellules.fermer();
  });

  it("reviennent au chargement ordinaire de tslab quand src/ change pendant la séance", async () => {
    const racine = petitProjet();
    await construire(racine);
    const bibliotheque = new Bibliotheque(racine, construire);
    const cellules = new Cellules(racine, { bibliotheque });
    expect(await executer(cellules, 'import { double } from "./src/index";\ndouble(1)')).toEqual({
      statut: "ok",
      valeur: { v: 2 },
    });
    ecrire(racine, "src/calcul.ts", CALCUL.replace("2 * n", "10 * n"));
    const issue = await executer(cellules, 'import { double as d } from "./src/index";\nd(1)');
    expect(bibliotheque.mode).toBe("directe");
    expect(issue).toEqual({ statut: "ok", valeur: { v: 10 } });
    cellules.fermer();
  });
});

it("lanceur.js --bibliotheque construit le cache du projet", async () => {
  const lanceur = join(RACINE, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
  const r = await lancer(process.execPath, [lanceur, "--bibliotheque"], { delai: 170_000 });
  expect(r.code).toBe(0);
  expect(existsSync(join(dossierDuCache(RACINE, empreinte(RACINE)), "manifeste.json"))).toBe(true);
}, 180_000);

it("le noyau se charge sans ts-node ni swc, et garde la traduction de ses fichiers", async () => {
  const lanceur = join(RACINE, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
  // Un module chargé avant le lanceur, qui dit à la sortie quels paquets ont été chargés.
  const temoin = join(mkdtempSync(join(tmpdir(), "sudoku-lanceur-")), "temoin.js");
  projets.push(dirname(temoin));
  writeFileSync(
    temoin,
    'process.on("exit", () => console.log(JSON.stringify(Object.keys(require.cache))));\n',
  );
  const r = await lancer(process.execPath, ["--require", temoin, lanceur, "--bibliotheque"], {
    delai: 170_000,
  });
  expect(r.code).toBe(0);
  const charges = JSON.parse(r.stdout.trim().split("\n").pop() ?? "[]") as string[];
  expect(charges.some((f) => f.endsWith(join("src", "noyau", "bibliotheque.ts")))).toBe(true);
  expect(charges.filter((f) => /ts-node|@swc/.test(f))).toEqual([]);
  const source = readFileSync(join(RACINE, "src", "noyau", "bibliotheque.ts"), "utf8");
  const traductions = readdirSync(join(RACINE, ".cache", "noyau", "js")).map((f) =>
    readFileSync(join(RACINE, ".cache", "noyau", "js", f), "utf8"),
  );
  expect(traductions.some((js) => js.includes("function construireEnLigneDeCommande("))).toBe(true);
  expect(source).toContain("export async function construireEnLigneDeCommande(");
}, 180_000);

it("le noyau charge le compilateur de tslab depuis sa copie réduite, écrite en ASCII", async () => {
  const lanceur = join(RACINE, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
  const original = require.resolve("@tslab/typescript-for-tslab", { paths: [RACINE] });
  // À la sortie : le TypeScript chargé vient-il du fichier d'origine ou d'une autre source ?
  const temoin = join(mkdtempSync(join(tmpdir(), "sudoku-lanceur-")), "temoin.js");
  projets.push(dirname(temoin));
  writeFileSync(
    temoin,
    `process.on("exit", () => {
      const module = require.cache[${JSON.stringify(original)}];
      const texte = require("fs").readFileSync(${JSON.stringify(original)}, "utf8");
      console.log(JSON.stringify({
        version: module.exports.version,
        origine: texte.includes(module.exports.createSourceFile.toString()),
      }));
    });\n`,
  );
  // La première construction fait la copie réduite (si elle manque) ; la seconde la charge.
  for (let k = 0; k < 2; k++) {
    const r = await lancer(process.execPath, ["--require", temoin, lanceur, "--bibliotheque"], {
      delai: 170_000,
    });
    expect(r.code).toBe(0);
    if (k === 1)
      expect(JSON.parse(r.stdout.trim().split("\n").pop() ?? "{}")).toEqual({
        version: "5.0.4",
        origine: false,
      });
  }
  const copies = readdirSync(join(RACINE, ".cache", "noyau")).filter((f) =>
    /^typescript-.*\.min\.js$/.test(f),
  );
  expect(copies).toHaveLength(1);
  const copie = readFileSync(join(RACINE, ".cache", "noyau", copies[0]), "utf8");
  // Autant d'octets que de caractères en UTF-8 : rien que de l'ASCII.
  expect(Buffer.byteLength(copie)).toBe(copie.length);
  expect(copie.length).toBeLessThan(statSync(original).size / 2);
}, 360_000);
