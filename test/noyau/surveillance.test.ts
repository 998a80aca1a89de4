import { readFileSync, readdirSync } from "node:fs";
import * as ts from "@tslab/typescript-for-tslab";
import { createConverter } from "tslab/dist/converter";
import { describe, expect, it } from "vitest";
import { dansLesPaquets, nePasSurveillerLesPaquets } from "../../src/noyau/surveillance";

/** Le nombre de surveillances inotify du processus (Linux), lu dans /proc. */
function surveillancesInotify(): number {
  let n = 0;
  for (const fd of readdirSync("/proc/self/fdinfo")) {
    try {
      n += readFileSync(`/proc/self/fdinfo/${fd}`, "utf8")
        .split("\n")
        .filter((ligne) => ligne.startsWith("inotify")).length;
    } catch {
      // Descripteur refermé entre la liste et la lecture.
    }
  }
  return n;
}

describe("la surveillance des fichiers par le compilateur des cellules", () => {
  it("ne surveille rien sous node_modules, et le reste comme avant", () => {
    const vus: string[] = [];
    const faux = {
      watchFile: (chemin: string) => (vus.push(`fichier ${chemin}`), { close: () => undefined }),
      watchDirectory: (chemin: string) => (
        vus.push(`dossier ${chemin}`),
        { close: () => undefined }
      ),
    } as unknown as ts.System;
    nePasSurveillerLesPaquets(faux);
    const rappel = () => undefined;
    faux.watchFile!("/cours/node_modules/@types/node/fs.d.ts", rappel);
    faux.watchDirectory!("/cours/node_modules", rappel, true);
    faux.watchDirectory!("C:\\cours\\node_modules\\@types", rappel, true);
    faux.watchFile!("/cours/travail/mon_module.ts", rappel);
    faux.watchDirectory!("/cours/src", rappel, true);
    faux.watchDirectory!("/cours/mes_node_modules_a_moi", rappel, true);
    expect(vus).toEqual([
      "fichier /cours/travail/mon_module.ts",
      "dossier /cours/src",
      "dossier /cours/mes_node_modules_a_moi",
    ]);
    expect(dansLesPaquets("/a/node_modules")).toBe(true);
    expect(dansLesPaquets("/a/node_modulesx/b")).toBe(false);
  });

  it.runIf(process.platform === "linux")(
    "le compilateur de tslab ne pose plus une surveillance par dossier des paquets",
    () => {
      nePasSurveillerLesPaquets(ts.sys);
      const avant = surveillancesInotify();
      const tslab = createConverter({ isJS: false, isBrowser: false });
      try {
        const { diagnostics } = tslab.convert("", 'import * as fs from "fs";\nfs.existsSync("x")');
        expect(diagnostics).toEqual([]);
        // Sans l'installation, plus de 2 000 (un par dossier de node_modules).
        expect(surveillancesInotify() - avant).toBeLessThan(50);
      } finally {
        tslab.close();
      }
    },
  );
});
