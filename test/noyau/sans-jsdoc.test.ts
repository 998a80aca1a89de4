import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { describe, expect, it } from "vitest";
import { estDeclarationExterne, sansJSDoc } from "../../src/noyau/sans-jsdoc";
import { RACINE } from "../aide-processus";

const LIB = join(dirname(require.resolve("@tslab/typescript-for-tslab/package.json")), "lib");

describe("les déclarations de JavaScript et de Node sans leur documentation", () => {
  it("retirent les commentaires /** */ et eux seuls", () => {
    const texte = [
      '/// <reference path="./fs.d.ts" />',
      "/** Ajoute. @param a le premier */",
      "declare function f(a: number): number; // reste",
      "/* reste aussi */",
      'declare const s: "/** pas un commentaire */";',
      "/**",
      " * Sur plusieurs lignes.",
      " */",
      "interface I { /** champ */ x: 1 }",
    ].join("\n");
    expect(sansJSDoc(texte)).toBe(
      [
        '/// <reference path="./fs.d.ts" />',
        "",
        "declare function f(a: number): number; // reste",
        "/* reste aussi */",
        'declare const s: "/** pas un commentaire */";',
        "",
        "interface I {  x: 1 }",
      ].join("\n"),
    );
  });

  it("laissent des déclarations qui disent la même chose, en deux fois moins de texte", () => {
    for (const fichier of [
      join(LIB, "lib.es5.d.ts"),
      join(RACINE, "node_modules", "@types", "node", "fs.d.ts"),
    ]) {
      const texte = readFileSync(fichier, "utf8");
      const allege = sansJSDoc(texte);
      expect(allege.length).toBeLessThan(texte.length / 2);
      const avant = ts.createSourceFile("a.d.ts", texte, ts.ScriptTarget.ES2022);
      const apres = ts.createSourceFile("a.d.ts", allege, ts.ScriptTarget.ES2022);
      expect((apres as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
      const noms = (f: ts.SourceFile) => f.statements.map((d) => d.getText(f).slice(0, 40));
      expect(noms(apres).length).toBe(noms(avant).length);
    }
  });

  it("ne touchent que les déclarations de JavaScript et de Node, pas celles du cours", () => {
    expect(estDeclarationExterne(join(LIB, "lib.es2022.d.ts"))).toBe(true);
    expect(estDeclarationExterne("/c/node_modules/@types/node/ts5.6/index.d.ts")).toBe(true);
    expect(estDeclarationExterne("/c/node_modules/@types/node/fs/promises.d.ts")).toBe(true);
    expect(estDeclarationExterne("/c/src/grille/grille.d.ts")).toBe(false);
    expect(estDeclarationExterne("/c/.cache/noyau/bibliotheque-1/src/index.d.ts")).toBe(false);
    expect(estDeclarationExterne("/c/node_modules/@types/estree/index.d.ts")).toBe(false);
  });
});
