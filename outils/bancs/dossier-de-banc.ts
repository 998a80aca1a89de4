/**
 * Le dossier temporaire d'un banc d'essai : ses fichiers de mesure y sont
 * fabriqués, et `nettoyer` l'efface. Un Ctrl+C pendant la mesure l'efface
 * aussi avant de quitter : un banc arrêté ne laisse rien derrière lui.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function dossierDeBanc(nom: string): { dossier: string; nettoyer: () => void } {
  const dossier = mkdtempSync(join(tmpdir(), `sudoku-bench-${nom}-`));
  const nettoyer = () => rmSync(dossier, { recursive: true, force: true });
  process.once("SIGINT", () => {
    nettoyer();
    process.exit(130);
  });
  return { dossier, nettoyer };
}
