import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LONGS } from "./ordre-des-fichiers.mjs";

const SRC = resolve(__dirname, "..", "src");

/** Les fichiers que tslab peut charger : pas le code du navigateur, qu'esbuild met en paquets. */
function fichiersTs(dossier: string): string[] {
  return readdirSync(dossier).flatMap((nom) => {
    const chemin = join(dossier, nom);
    if (statSync(chemin).isDirectory()) return nom === "navigateur" ? [] : fichiersTs(chemin);
    return nom.endsWith(".ts") ? [chemin] : [];
  });
}

function importsLocaux(fichier: string): string[] {
  const texte = readFileSync(fichier, "utf8");
  // Seulement les vraies instructions (en début de ligne), pas les exemples des commentaires.
  return [...texte.matchAll(/^(?:import|export)\b[^;]*?from\s+"(\.{1,2}\/[^"]*)"/gm)].map(
    (m) => m[1],
  );
}

describe("la bibliothèque s'ouvre dans tslab", () => {
  // tslab compile chaque fichier importé, mais ne sait pas ouvrir un dossier
  // (`./td` pour `./td/index.ts`) ni un import qui finit par `.ts`.
  it("chaque import local de src/ nomme un fichier .ts, sans extension", () => {
    const fautifs: string[] = [];
    for (const fichier of fichiersTs(SRC)) {
      for (const chemin of importsLocaux(fichier)) {
        const cible = resolve(dirname(fichier), chemin);
        if (chemin.endsWith(".ts") || !existsSync(`${cible}.ts`)) {
          fautifs.push(`${relative(SRC, fichier)} : « ${chemin} »`);
        }
      }
    }
    expect(fautifs).toEqual([]);
  });
});

describe("l'ordre des fichiers de test", () => {
  // Un fichier long renommé sortirait de la liste sans bruit, et partirait en dernier.
  it("nomme des fichiers de test qui existent", () => {
    const absents = LONGS.filter((nom) => !existsSync(join(__dirname, `${nom}.test.ts`)));
    expect(absents).toEqual([]);
  });
});
