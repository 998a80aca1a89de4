/**
 * Les durées des fichiers de test, en secondes : chaque lancement de vitest
 * écrit celles des fichiers qu'il a passés dans .cache/tests/durees.json, et
 * l'ordre des fichiers (ordre-des-fichiers.mts) les relit. Un clone neuf
 * (l'intégration continue) n'a pas encore de .cache/ : il prend les durées
 * de référence, test/durees.json, mesurées sur la machine du cours (deux
 * cœurs). Après un `npm test` complet, `npm run test:durees` les remplace
 * par celles qu'il vient de mesurer.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";
import { nomDuTest } from "./paliers.mjs";

/** Les durées du dernier lancement, sous la racine du projet (celle de vitest). */
export const dureesMesurees = (racine: string) => join(racine, ".cache", "tests", "durees.json");
/** Les durées de référence, versionnées. */
export const dureesDeReference = (racine: string) => join(racine, "test", "durees.json");

/** Nom du fichier de test (« cli/flux ») → durée en secondes. */
export type Durees = Record<string, number>;

export function lireDurees(fichier: string): Durees {
  if (!existsSync(fichier)) return {};
  try {
    return JSON.parse(readFileSync(fichier, "utf8")) as Durees;
  } catch {
    // Un fichier abîmé (lancement interrompu) ne fait que perdre l'ordre.
    return {};
  }
}

/** Les durées connues : celles du dernier lancement d'abord, sinon celles de référence. */
export function dureesConnues(racine: string): Durees {
  return { ...lireDurees(dureesDeReference(racine)), ...lireDurees(dureesMesurees(racine)) };
}

/** Le temps de mur d'un fichier : mise en place, import, puis ses tests et ses crochets. */
function dureeDe(module: TestModule): number {
  const d = module.diagnostic();
  const ms =
    d.environmentSetupDuration +
    d.prepareDuration +
    d.collectDuration +
    d.setupDuration +
    d.duration;
  return Math.round(ms / 100) / 10;
}

/** Le rapporteur de vitest qui garde la durée de chaque fichier passé. */
export class DureesDesFichiers implements Reporter {
  private fichier = "";

  onInit(vitest: Vitest): void {
    this.fichier = dureesMesurees(vitest.config.root);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const durees = lireDurees(this.fichier);
    let changees = 0;
    for (const module of modules) {
      // Un fichier sauté (ou filtré par -t) ne dit rien de sa vraie durée.
      const etat = module.state();
      if (etat !== "passed" && etat !== "failed") continue;
      durees[nomDuTest(module.moduleId)] = dureeDe(module);
      changees++;
    }
    if (changees === 0) return;
    const triees = Object.fromEntries(
      Object.entries(durees).sort(([a], [b]) => a.localeCompare(b)),
    );
    mkdirSync(dirname(this.fichier), { recursive: true });
    // Écrit à côté puis renommé : deux lancements à la fois ne laissent jamais un fichier coupé.
    const provisoire = `${this.fichier}.${process.pid}`;
    writeFileSync(provisoire, `${JSON.stringify(triees, null, 2)}\n`);
    renameSync(provisoire, this.fichier);
  }
}

// `--reporter=./test/durees.mts` (outils/tester.ts) : vitest instancie l'export par défaut.
export default DureesDesFichiers;
