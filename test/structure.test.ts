import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { dureesDeReference, lireDurees } from "./durees.mjs";
import { BOUT_EN_BOUT, PROCESSUS, nomDuTest, palierDe } from "./paliers.mjs";

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

/** Tous les fichiers de test, nommés comme dans les paliers (« cli/flux »). */
function fichiersDeTest(dossier = __dirname): string[] {
  return readdirSync(dossier).flatMap((nom) => {
    const chemin = join(dossier, nom);
    if (statSync(chemin).isDirectory()) return fichiersDeTest(chemin);
    return nom.endsWith(".test.ts") ? [nomDuTest(relative(__dirname, chemin))] : [];
  });
}

describe("les paliers des tests (test/paliers.mts)", () => {
  const existants = fichiersDeTest();

  // Un fichier renommé sortirait de son palier sans bruit, et irait aux tests unitaires.
  it("ne nomment que des fichiers de test qui existent, chacun une fois", () => {
    const nommes = [...PROCESSUS, ...BOUT_EN_BOUT];
    expect(nommes.filter((nom) => !existants.includes(nom))).toEqual([]);
    expect(nommes.filter((nom, k) => nommes.indexOf(nom) !== k)).toEqual([]);
  });

  it("donnent un palier à chaque fichier, et les trois paliers ont des fichiers", () => {
    const paliers = existants.map((nom) => palierDe(`test/${nom}.test.ts`));
    expect(new Set(paliers)).toEqual(new Set(["unitaires", "processus", "bout-en-bout"]));
  });
});

describe("les durées de référence (test/durees.json)", () => {
  // Un clone neuf ordonne ses fichiers d'après elles : `npm run test:durees` les refait.
  it("ne nomment que des fichiers de test qui existent", () => {
    const absents = Object.keys(lireDurees(dureesDeReference(join(__dirname, "..")))).filter(
      (nom) => !existsSync(join(__dirname, `${nom}.test.ts`)),
    );
    expect(absents).toEqual([]);
  });

  it("donnent une durée à chaque fichier de bout en bout", () => {
    const durees = lireDurees(dureesDeReference(join(__dirname, "..")));
    expect(BOUT_EN_BOUT.filter((nom) => !(nom in durees))).toEqual([]);
  });
});
