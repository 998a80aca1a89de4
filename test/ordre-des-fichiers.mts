/**
 * L'ordre des fichiers de test. Deux fichiers tournent à la fois (deux
 * cœurs) ; les tests de bout en bout (Jupyter, Chromium, le hub, nbgrader)
 * durent chacun des minutes. Partis en dernier, l'un d'eux finirait seul
 * pendant que l'autre cœur attend : ils partent donc les premiers, du plus
 * long au plus court, et les fichiers courts comblent la fin. Sans cette
 * liste, vitest trie par durée de la dernière fois, et sur un clone neuf
 * (l'intégration continue) par taille de fichier.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Du plus long au plus court, mesurés sur la machine du cours (2 cœurs). */
export const LONGS = [
  "nbgrader/correction",
  "carnets/execution",
  "site/professeur",
  "navigateur/lab",
  "site/eleve",
  "classe/charge",
  "classe/navigateur",
  "classe/limites",
  "classe/isolation",
  "demarrage",
  "classe/hub-echec",
  "verification/cage-processus",
  "noyau/bibliotheque-de-correction",
  "verification/juge",
  "comparaison/lecon6",
  "cli/generer",
  "export/export-html",
];

const rang = (fichier: string) => {
  const i = LONGS.findIndex((nom) => fichier.replaceAll("\\", "/").endsWith(`test/${nom}.test.ts`));
  return i === -1 ? LONGS.length : i;
};

export class OrdreDesFichiers extends BaseSequencer {
  override async sort(fichiers: TestSpecification[]): Promise<TestSpecification[]> {
    const tries = await super.sort(fichiers);
    // Tri stable : les autres gardent l'ordre de vitest.
    return tries
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rang(a.f.moduleId) - rang(b.f.moduleId) || a.i - b.i)
      .map(({ f }) => f);
  }
}
