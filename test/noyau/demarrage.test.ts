import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { lancerScriptPython } from "./aide-jupyter";

// Jupyter choisit les ports libres, les relâche, puis lance le noyau : si un autre
// programme en prend un avant que le noyau ne l'ouvre, le noyau ne peut pas démarrer.
// Le client dit seulement « Kernel died before replying to kernel_info » : le noyau
// doit dire lui-même pourquoi, sur sa sortie d'erreur (que Jupyter recopie).
it("un port déjà pris : le noyau meurt en disant lequel, au lieu de mourir en silence", async () => {
  const dossier = mkdtempSync(join(tmpdir(), "sudoku-port-pris-"));
  try {
    const fichier = join(dossier, "resultat.json");
    const r = await lancerScriptPython("port-pris.py", [fichier], 150_000);
    expect(r.code, r.stderr.slice(-3000)).toBe(0);
    const { port, client, journal } = JSON.parse(readFileSync(fichier, "utf8")) as {
      port: number;
      client: string;
      journal: string;
    };
    expect(client).toBe("Kernel died before replying to kernel_info");
    expect(journal).toContain(
      `Le noyau du cours n'a pas pu démarrer : Error: socket shell (tcp://127.0.0.1:${port}) : Address already in use`,
    );
  } finally {
    rmSync(dossier, { recursive: true, force: true });
  }
}, 160_000);
