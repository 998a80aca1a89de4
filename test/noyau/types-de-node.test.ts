import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { createConverter } from "tslab/dist/converter";
import { describe, expect, it } from "vitest";
import { allegerIndex, allegerLesTypesDeNode } from "../../src/noyau/types-de-node";
import { RACINE } from "../aide-processus";

describe("les types de Node allégés", () => {
  it("retirent de l'index de @types/node les modules de réseau, et eux seuls", () => {
    const index = readFileSync(
      join(RACINE, "node_modules", "@types", "node", "ts5.6", "index.d.ts"),
      "utf8",
    );
    const allege = allegerIndex(index);
    for (const retire of ["http", "http2", "net", "tls", "inspector.generated"])
      expect(allege).not.toContain(`/${retire}.d.ts"`);
    for (const garde of ["fs", "path", "os", "child_process", "process", "util", "crypto"])
      expect(allege).toContain(`/${garde}.d.ts"`);
    expect(allegerIndex(allege)).toBe(allege);
  });

  it("laissent les cellules se servir des globaux et des modules du cours", () => {
    allegerLesTypesDeNode(ts.sys);
    const tslab = createConverter({ isJS: false, isBrowser: false });
    try {
      const erreurs = (code: string) =>
        tslab.convert("", code).diagnostics.map((d) => d.messageText);
      expect(erreurs('import * as fs from "fs";\nfs.readFileSync("x", "utf8").length')).toEqual([]);
      expect(erreurs('import { execSync } from "child_process";\nexecSync("ls")')).toEqual([]);
      expect(erreurs("console.log(process.argv, Buffer.from('a'), performance.now())")).toEqual([]);
      expect(erreurs('import * as http from "http";')).toEqual([
        "Cannot find module 'http' or its corresponding type declarations.",
      ]);
    } finally {
      tslab.close();
    }
  });

  it("n'incluent d'office que les types de Node, pas ceux des outils du projet", () => {
    allegerLesTypesDeNode(ts.sys);
    const types = join(RACINE, "node_modules", "@types");
    expect(ts.sys.getDirectories(types)).toEqual(["node"]);
    expect(ts.sys.getDirectories(join(types, "node")).length).toBeGreaterThan(0);
  });
});
