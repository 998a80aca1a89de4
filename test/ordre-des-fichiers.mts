/**
 * L'ordre des fichiers de test. Deux fichiers tournent à la fois (deux
 * cœurs) ; les tests de bout en bout (Jupyter, Chromium, le hub, nbgrader)
 * durent chacun des minutes. Partis en dernier, l'un d'eux finirait seul
 * pendant que l'autre cœur attend : les fichiers partent donc du plus long
 * au plus court, d'après les durées mesurées (durees.mts), et les fichiers
 * courts comblent la fin.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { dureesConnues } from "./durees.mjs";
import { nomDuTest } from "./paliers.mjs";

/** La durée supposée d'un fichier jamais mesuré (un fichier neuf est le plus souvent court). */
const INCONNUE = 1;

export class OrdreDesFichiers extends BaseSequencer {
  override async sort(fichiers: TestSpecification[]): Promise<TestSpecification[]> {
    const tries = await super.sort(fichiers);
    const durees = dureesConnues(this.ctx.config.root);
    const duree = (f: TestSpecification) => durees[nomDuTest(f.moduleId)] ?? INCONNUE;
    // Tri stable : à durée égale, l'ordre de vitest.
    return tries
      .map((f, i) => ({ f, i, d: duree(f) }))
      .sort((a, b) => b.d - a.d || a.i - b.i)
      .map(({ f }) => f);
  }
}
