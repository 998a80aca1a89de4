import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as ts from "@tslab/typescript-for-tslab";
import { createConverter } from "tslab/dist/converter";
import { describe, expect, it } from "vitest";
import { Cellules } from "../../src/noyau/cellules";
import { allegerIndex, allegerLesTypesDeNode, retiresNommes } from "../../src/noyau/types-de-node";
import { RACINE } from "../aide-processus";

describe("les types de Node allégés", () => {
  it("retirent de l'index de @types/node les modules dont le cours ne se sert pas", () => {
    const index = readFileSync(
      join(RACINE, "node_modules", "@types", "node", "ts5.6", "index.d.ts"),
      "utf8",
    );
    const allege = allegerIndex(index);
    for (const retire of [
      "http",
      "http2",
      "net",
      "tls",
      "inspector.generated",
      "crypto",
      "worker_threads",
      "web-globals/fetch",
    ])
      expect(allege).not.toContain(`/${retire}.d.ts"`);
    for (const garde of ["fs", "path", "os", "child_process", "process", "util", "module"])
      expect(allege).toContain(`/${garde}.d.ts"`);
    expect(allegerIndex(allege)).toBe(allege);
    // Un module demandé revient.
    expect(allegerIndex(index, new Set(["crypto"]))).toContain('/crypto.d.ts"');
  });

  it("reconnaissent les modules retirés qu'une cellule importe ou les globaux qu'elle nomme", () => {
    expect(retiresNommes('import * as http from "node:http";')).toEqual(["http"]);
    expect(retiresNommes("const { createHash } = require('crypto');")).toEqual(["crypto"]);
    expect(retiresNommes('await import("zlib")')).toEqual(["zlib"]);
    expect(retiresNommes('import "inspector";')).toEqual(["inspector", "inspector.generated"]);
    expect(retiresNommes('import { Worker } from "worker_threads"')).toEqual(["worker_threads"]);
    expect(retiresNommes("await fetch(adresse)")).toEqual(["web-globals/fetch"]);
    expect(retiresNommes('import * as fs from "fs";\nconst crypto = 1;')).toEqual([]);
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
    } finally {
      tslab.close();
    }
  });

  it("ajoutent à la demande un module retiré, avec ceux dont il dépend", () => {
    const types = allegerLesTypesDeNode(ts.sys);
    const code =
      'import * as http from "http";\nconst s: http.Server = http.createServer();\ns.listening';
    let tslab = createConverter({ isJS: false, isBrowser: false });
    try {
      const erreurs = (source: string) =>
        tslab.convert("", source).diagnostics.map((d) => d.messageText);
      expect(erreurs(code)).toEqual([
        "Cannot find module 'http' or its corresponding type declarations.",
      ]);
      expect(types.demander(code)).toBe(true);
      expect(types.demander(code)).toBe(false);
      tslab.close();
      tslab = createConverter({ isJS: false, isBrowser: false });
      expect(erreurs(code)).toEqual([]);
      // `net`, dont dépend `http`, est venu avec lui : ses types sont vérifiés.
      expect(erreurs('import { Socket } from "net";\nconst n: number = new Socket();')).toEqual([
        "Type 'Socket' is not assignable to type 'number'.",
      ]);
    } finally {
      tslab.close();
    }
  });

  it("dans une cellule : le module demandé s'exécute, vérifié, et les cellules d'avant restent connues", async () => {
    const cellules = new Cellules(RACINE, { typesDeNode: allegerLesTypesDeNode(ts.sys) });
    try {
      expect(await cellules.executer("const x: number = 20;", "Cellule [1]")).toEqual({
        statut: "ok",
      });
      const hache =
        'import { createHash } from "crypto";\ncreateHash("sha1").update("a").digest("hex")';
      expect(await cellules.executer(hache, "Cellule [2]")).toEqual({
        statut: "ok",
        valeur: { v: "86f7e437faa5a7fce15d1ddcb9eaeaea377667b8" },
      });
      const mal = await cellules.executer("createHash(x)", "Cellule [3]");
      expect(mal.statut).toBe("compilation");
      expect(await cellules.executer("x + 1", "Cellule [4]")).toEqual({
        statut: "ok",
        valeur: { v: 21 },
      });
    } finally {
      cellules.fermer();
    }
  });

  it("n'incluent d'office que les types de Node, pas ceux des outils du projet", () => {
    allegerLesTypesDeNode(ts.sys);
    const types = join(RACINE, "node_modules", "@types");
    expect(ts.sys.getDirectories(types)).toEqual(["node"]);
    expect(ts.sys.getDirectories(join(types, "node")).length).toBeGreaterThan(0);
  });
});
