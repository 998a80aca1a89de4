/**
 * La commande `sudoku` compilée d'avance (bin/commande-compilee.cjs) : le
 * cache de .cache/commande/ sert tant que rien ne change, et il est refait dès
 * qu'un fichier compilé change, même sans changer de taille ni de date, ou
 * qu'un fichier ajouté change ce qu'un `import` désigne. Chaque essai compile un
 * petit projet à lui, dans un dossier temporaire.
 */
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE, sudoku } from "../aide-processus";

interface Compilee {
  principal: (args: string[]) => Promise<string>;
  garderCodeCompile: () => void;
}
const { chargerCommande } = createRequire(join(RACINE, "package.json"))(
  join(RACINE, "bin", "commande-compilee.cjs"),
) as { chargerCommande: (o: { racine: string; cache: string }) => Promise<Compilee> };

/** Un projet minuscule : `principal` répond le message de src/cli/message. */
function petitProjet() {
  const racine = dossierTemporaire("compilee");
  const cli = join(racine, "src", "cli");
  mkdirSync(cli, { recursive: true });
  writeFileSync(
    join(cli, "principal.ts"),
    'import { MESSAGE } from "./message";\n' +
      "export async function principal(args: string[]): Promise<string> {\n" +
      '  return `${MESSAGE} ${args.join(" ")} ${__dirname}`;\n}\n',
  );
  writeFileSync(join(cli, "terminal.ts"), "export function terminalDuProcessus() {}\n");
  writeFileSync(join(cli, "message.ts"), 'export const MESSAGE: string = "un";\n');
  const cache = join(racine, ".cache", "commande");
  const charger = () => chargerCommande({ racine, cache });
  const manifeste = () => statSync(join(cache, "manifeste.json")).mtimeMs;
  return { racine, cli, cache, charger, manifeste };
}

describe("sudoku compilé d'avance", () => {
  it("compile au premier lancement, puis reprend le cache tel quel", async () => {
    const { cli, charger, manifeste } = petitProjet();
    const premier = await charger();
    // __dirname reste celui du fichier source, pas celui du cache.
    expect(await premier.principal(["a"])).toBe(`un a ${cli}`);
    premier.garderCodeCompile();
    const date = manifeste();
    const second = await charger();
    expect(await second.principal(["b"])).toBe(`un b ${cli}`);
    expect(manifeste()).toBe(date);
  });

  it("recompile quand un fichier change, même de même taille et à la même date", async () => {
    const { cli, charger } = petitProjet();
    expect(await (await charger()).principal([])).toMatch(/^un /);
    const message = join(cli, "message.ts");
    const avant = statSync(message);
    writeFileSync(message, readFileSync(message, "utf8").replace('"un"', '"de"'));
    utimesSync(message, avant.atime, avant.mtime);
    expect(await (await charger()).principal([])).toMatch(/^de /);
    writeFileSync(message, 'export const MESSAGE: string = "trois";\n');
    expect(await (await charger()).principal([])).toMatch(/^trois /);
  });

  it("recompile quand un fichier ajouté change ce qu'un import désigne", async () => {
    const { cli, charger } = petitProjet();
    rmSync(join(cli, "message.ts"));
    writeFileSync(join(cli, "message.js"), 'exports.MESSAGE = "js";\n');
    expect(await (await charger()).principal([])).toMatch(/^js /);
    // esbuild préfère message.ts à message.js : le dossier a changé, le cache est refait.
    writeFileSync(join(cli, "message.ts"), 'export const MESSAGE: string = "ts";\n');
    expect(await (await charger()).principal([])).toMatch(/^ts /);
  });

  it("recompile quand tsconfig.json change (options de la traduction)", async () => {
    const { racine, charger, manifeste } = petitProjet();
    const tsconfig = join(racine, "tsconfig.json");
    writeFileSync(tsconfig, '{ "compilerOptions": { "target": "ES2022" } }\n');
    await charger();
    const date = manifeste();
    await charger();
    expect(manifeste()).toBe(date);
    writeFileSync(tsconfig, '{ "compilerOptions": { "target": "ES2020" } }\n');
    await charger();
    expect(manifeste()).not.toBe(date);
  });

  it("recompile si le fichier compilé a disparu (effacé par une commande plus neuve)", async () => {
    const { cache, charger } = petitProjet();
    expect(await (await charger()).principal([])).toMatch(/^un /);
    const { fichier } = JSON.parse(readFileSync(join(cache, "manifeste.json"), "utf8")) as {
      fichier: string;
    };
    rmSync(join(cache, fichier));
    expect(await (await charger()).principal([])).toMatch(/^un /);
  });

  it("la vraie commande tourne depuis son cache", async () => {
    const r = await sudoku(["algos"]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")).toContain("rapide");
    const cache = join(RACINE, ".cache", "commande");
    const { fichier } = JSON.parse(readFileSync(join(cache, "manifeste.json"), "utf8")) as {
      fichier: string;
    };
    expect(statSync(join(cache, fichier)).isFile()).toBe(true);
  });
});
