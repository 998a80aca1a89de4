/**
 * Chaque leçon corrigée, « Tout exécuter » dans le navigateur (le site de
 * l'édition du professeur, `npm run site -- --professeur`), avec le noyau du
 * cours dans la page : aucune erreur, et chaque vérification ✅, comme avec
 * le noyau de Jupyter (test/carnets/execution.test.ts). La leçon 6 tourne sur
 * son jeu réduit, celui par défaut. La visionneuse des étapes de la leçon 7
 * y est essayée : son script tourne dans la page, et › avance d'une étape.
 * Les durées sont notées dans sortie/navigateur/site-lecons-durees.txt.
 */
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RACINE } from "../aide-processus";
import { CarnetOuvert } from "../../outils/commun/page-jupyter";
import {
  CAPTURES,
  LECON_6,
  capture,
  erreursEtSortieDErreur,
  suivreAvancement,
  verifierLesExercices,
} from "../navigateur/scenarios";
import { SessionSite } from "./aide-site";

const LECONS_DU_PROFESSEUR = readdirSync(join(RACINE, "notebooks", "professeur"))
  .filter((nom) => nom.endsWith(".ipynb"))
  .sort();
const DUREES = join(CAPTURES, "site-lecons-durees.txt");
const LECON_7 = "07-expliquer.ipynb";

describe("les leçons corrigées, « Tout exécuter » dans le navigateur", () => {
  const session = new SessionSite("professeur");
  beforeAll(async () => {
    await session.demarrer();
    mkdirSync(CAPTURES, { recursive: true });
    writeFileSync(DUREES, "Tout exécuter, leçons corrigées, noyau dans la page (Chromium) :\n");
  }, 600_000);
  afterAll(() => session.arreter(), 60_000);

  it.each(LECONS_DU_PROFESSEUR)("%s", { timeout: 400_000 }, async (nom) => {
    const { page, externes, console_ } = await session.page();
    const carnet = await CarnetOuvert.ouvrir(page, session.adresse(nom));
    // La leçon 6 : sa barre d'avancement, mise à jour sur place dans la page aussi.
    const avancement = nom === LECON_6 ? suivreAvancement(page) : undefined;
    const debut = Date.now();
    await carnet.toutExecuter(360_000, avancement?.sonder);
    const duree = Date.now() - debut;
    appendFileSync(DUREES, `  ${nom} : ${(duree / 1000).toFixed(1).replace(".", ",")} s\n`);
    const cellules = await carnet.cellules();
    const erreurs = erreursEtSortieDErreur(cellules);
    expect(erreurs, `${erreurs.join("\n\n")}\n${console_.join("\n")}`).toEqual([]);
    await avancement?.constater();

    verifierLesExercices(nom, cellules, "✅");
    if (nom === LECON_7) {
      // La visionneuse des étapes marche dans la page : son script a tourné, et › avance.
      const visionneuse = page.locator('[id^="explication-"]').first();
      await visionneuse.scrollIntoViewIfNeeded();
      for (let k = 0; k < 2; k++) await visionneuse.locator('[data-action="avance"]').click();
      await expect
        .poll(() => visionneuse.locator('[data-role="numero"]').textContent())
        .toMatch(/^Étape 2 \/ \d+/);
      expect(await visionneuse.locator('[data-role="phrase"]').textContent()).toMatch(/singleton/);
      await capture(page, "site-professeur-07-visionneuse", visionneuse);
    }
    const derniere = cellules.map((c) => c.type).lastIndexOf("code");
    await capture(page, `site-professeur-${nom.replace(".ipynb", "")}`, carnet.cellule(derniere));
    expect(externes).toEqual([]);
    await page.close();
  });
});
