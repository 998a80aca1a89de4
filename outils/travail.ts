/**
 * Le dossier de travail des élèves : une copie de chaque leçon, faite une
 * seule fois. Une copie existante n'est jamais remplacée (c'est le travail
 * de l'élève) ; une leçon ajoutée plus tard au cours y est copiée.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Copie les carnets de `source` absents de `destination` ; renvoie les noms copiés. */
export function preparerTravail(source: string, destination: string): string[] {
  mkdirSync(destination, { recursive: true });
  const copies: string[] = [];
  for (const nom of readdirSync(source).sort()) {
    if (!nom.endsWith(".ipynb") || existsSync(join(destination, nom))) continue;
    // COPYFILE_EXCL : même si un fichier apparaît entre-temps, on ne l'écrase pas.
    copyFileSync(join(source, nom), join(destination, nom), 1);
    copies.push(nom);
  }
  return copies;
}
