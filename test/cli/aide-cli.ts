import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { dossierTemporaire } from "../aide-dossiers";

/**
 * Écrit `contenu` dans un fichier neuf nommé `nom`, dans un dossier temporaire
 * (effacé après les tests du fichier), et renvoie son chemin.
 */
export function fichier(nom: string, contenu: string): string {
  const chemin = join(dossierTemporaire("cli"), nom);
  writeFileSync(chemin, contenu);
  return chemin;
}

/** Une sortie d'erreur propre : un seul message français, jamais une pile d'appels. */
export function expectErreurPropre(stderr: string): void {
  expect(stderr).toMatch(/^sudoku : /);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr).not.toMatch(/Error|TypeError|undefined/);
  expect(stderr.trim().split("\n")).toHaveLength(1);
}
