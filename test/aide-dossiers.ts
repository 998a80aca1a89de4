/**
 * Les dossiers temporaires des tests : chacun est créé dans le dossier
 * temporaire du système, sous un nom « sudoku-… », et effacé quand les
 * tests du fichier qui l'a demandé sont finis, qu'ils aient réussi ou non.
 * `npm test` vérifie à la fin qu'aucun ne reste.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const crees: string[] = [];

/** Un dossier neuf, `sudoku-<nom>-XXXXXX`, effacé après les tests du fichier. */
export function dossierTemporaire(nom: string): string {
  const dossier = mkdtempSync(join(tmpdir(), `sudoku-${nom}-`));
  crees.push(dossier);
  return dossier;
}

// Vitest charge ce module à neuf pour chaque fichier de test : ce crochet est
// celui du fichier qui l'importe.
afterAll(() => {
  for (const dossier of crees.splice(0)) rmSync(dossier, { recursive: true, force: true });
});
