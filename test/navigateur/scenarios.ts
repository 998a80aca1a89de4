/// <reference lib="dom" />
/**
 * Ce que font les tests du cours dans un navigateur, avec JupyterLab du
 * projet (`lab.test.ts`) comme avec le site sans installation
 * (`test/site/`) : la leçon 1 telle que la suit l'élève, et les captures
 * d'écran gardées dans sortie/navigateur/ (ignoré par git).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { lireCarnet, sourceDe } from "../../outils/carnets/carnets";
import { RACINE } from "../aide-processus";
import { ALGORITHMES } from "../../src/algos/index";
import { jeuLecon6 } from "../../src/comparaison/jeux";
import {
  CarnetOuvert,
  erreursDes,
  texteDesSorties,
  type Cellule,
} from "../../outils/commun/page-jupyter";
import { LECONS } from "../../src/exercices/catalogue";

/** Une page neuve, coupée du réseau : les adresses qu'elle a voulu joindre dehors, et sa console. */
export interface PageSuivie {
  page: Page;
  externes: string[];
  console_: string[];
}

export const CAPTURES = join(RACINE, "sortie", "navigateur");
export const LECON_1 = "01-td-retour-arriere.ipynb";
export const LECON_6 = "06-comparaison.ipynb";

export const TEST_LIGNE_FAUX = `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let k = 0; k < 9; k++) if (M[i][k] === nombre) return false;
  return true;
}`;
export const TEST_LIGNE_JUSTE = `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (let k = 0; k < 9; k++) if (k !== j && M[i][k] === nombre) return false;
  return true;
}`;

/**
 * Les erreurs et les écritures sur la sortie d'erreur d'une leçon exécutée dans
 * la page, lisibles : la cellule, puis ce qu'elle a dit.
 */
export function erreursEtSortieDErreur(cellules: Cellule[]): string[] {
  return cellules.flatMap((c) =>
    c.sorties
      .filter((s) => s.output_type === "error" || (s as { name?: string }).name === "stderr")
      .map(
        (s) => `cellule :\n${c.source}\n--- erreur :\n${texteDesSorties({ ...c, sorties: [s] })}`,
      ),
  );
}

/**
 * Chaque exercice que le catalogue range dans `lecon` a sa cellule
 * `verifier("nom", …)`, et chacune a rendu un rapport qui commence par
 * `debut` : ✅ dans une leçon corrigée, ⏳ dans celle de l'élève.
 */
export function verifierLesExercices(lecon: string, cellules: Cellule[], debut: "✅" | "⏳"): void {
  const verifications = cellules.filter((c) => c.type === "code" && /^verifier\(/m.test(c.source));
  const catalogue = LECONS.find((l) => `${l.carnet}.ipynb` === lecon);
  expect(verifications.map((c) => /^verifier\("([^"]+)"/m.exec(c.source)?.[1]).sort()).toEqual(
    (catalogue?.exercices.map((e) => e.nom) ?? []).sort(),
  );
  for (const c of verifications)
    expect(texteDesSorties(c), c.source).toMatch(new RegExp(`^${debut}`));
}

/** Une capture d'écran de la page, `element` d'abord amené à l'écran. */
export async function capture(page: Page, nom: string, element?: Locator): Promise<void> {
  mkdirSync(CAPTURES, { recursive: true });
  if (element) {
    await element.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: join(CAPTURES, `${nom}.png`) });
}

/** Le type d'un axe d'un graphique plotly dessiné (« log », « linear »…). */
export function typeDAxe(graphique: Locator, axe: "xaxis" | "yaxis"): Promise<string> {
  return graphique.evaluate(
    (div, a) =>
      (div as unknown as { _fullLayout: Record<string, { type: string }> })._fullLayout[a].type,
    axe,
  );
}

/**
 * La leçon 1 comme la suit l'élève, depuis sa copie : tout exécuter, une
 * `test_ligne` fausse et son ❌ qui nomme l'erreur, la juste et son ✅, la
 * grille, la visionneuse pas à pas, le graphique plotly hors ligne.
 */
export async function scenarioLecon1(
  pageNeuve: () => Promise<PageSuivie>,
  adresse: string,
  prefixe: string,
): Promise<CarnetOuvert> {
  const { page, externes, console_ } = await pageNeuve();
  const carnet = await CarnetOuvert.ouvrir(page, adresse);
  await carnet.toutExecuter(180_000);
  const cellules = await carnet.cellules();
  expect(erreursDes(cellules), console_.join("\n")).toEqual([]);

  // L'introduction cite ✅ ❌ ⏳ : trois images, dessinées (aucune police d'emoji n'y est pour rien).
  const marques = carnet.cellule(0).locator('.jp-RenderedMarkdown img[src^="data:image/svg+xml"]');
  await expect.poll(() => marques.count()).toBe(3);
  const dessinees = await marques.evaluateAll((images) =>
    images.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
  );
  expect(dessinees).toEqual([16, 16, 16]);
  await capture(page, `${prefixe}-lecon1-introduction`, carnet.cellule(0));

  const definition = await carnet.indice("function test_ligne");
  const verification = await carnet.indice('verifier("test_ligne"');
  expect(texteDesSorties(cellules[verification])).toContain("pas encore écrite");

  await carnet.ecrire(definition, TEST_LIGNE_FAUX);
  await carnet.executer(definition);
  const echec = texteDesSorties(await carnet.executer(verification));
  expect(echec).toContain("la colonne j n'est pas exclue");
  const sorties = carnet.cellule(verification).locator(".jp-OutputArea-output");
  const rapport = sorties.first();
  await expect.poll(() => rapport.textContent()).toContain("la colonne j n'est pas exclue");
  // Le ❌ fait aussi échouer la cellule (comme la voit nbgrader) : une ligne rouge sous le rapport.
  await expect.poll(() => sorties.nth(1).textContent()).toContain("VerificationEchouee");
  await capture(page, `${prefixe}-lecon1-echec`, carnet.cellule(verification));

  await carnet.ecrire(definition, TEST_LIGNE_JUSTE);
  await carnet.executer(definition);
  const reussite = texteDesSorties(await carnet.executer(verification));
  expect(reussite).toMatch(/test_ligne/);
  expect(reussite).not.toContain("pas exclue");
  expect(reussite).not.toContain("pas encore écrite");
  await capture(page, `${prefixe}-lecon1-reussite`, rapport);

  // La grille de l'annexe, dessinée en tableau 9×9.
  const grille = page
    .locator(".jp-OutputArea-output table")
    .filter({ has: page.locator("tr:nth-child(9) td:nth-child(9)") })
    .first();
  await expect.poll(() => grille.isVisible()).toBe(true);
  await capture(page, `${prefixe}-lecon1-grille`, grille);

  // La visionneuse rejoue la resolution de l'élève : rien tant qu'elle n'est pas écrite ;
  // il écrit donc les autres fonctions du TD (celles du professeur), puis relance la cellule.
  const suivi = await carnet.indice("essayer(() => {\n  const suivi = cours.suivreEcritures");
  expect(texteDesSorties(cellules[suivi])).toContain("resolution n'est pas encore écrite");
  for (const { debut, code } of solutionsLecon1().filter((s) => !s.debut.includes("test_ligne"))) {
    const k = await carnet.indice(debut);
    await carnet.ecrire(k, code);
    await carnet.executer(k);
  }
  expect(texteDesSorties(await carnet.executer(suivi))).toMatch(
    /Votre resolution a écrit [\d\u202f]+ fois/,
  );
  const visionneuse = carnet.cellule(suivi).locator('[id^="visionneuse-"]');
  await visionneuse.scrollIntoViewIfNeeded();
  for (let k = 0; k < 3; k++) await visionneuse.locator('[data-action="avance"]').click();
  await expect
    .poll(() => visionneuse.locator('[data-role="etat"]').textContent())
    .toMatch(/^Tour 3 \/ \d+ : case \(\d, \d\)/);
  await capture(page, `${prefixe}-lecon1-visionneuse`, visionneuse);

  // Le graphique plotly : 20 barres, axe logarithmique, barre d'outils en français.
  const graphique = page.locator(".js-plotly-plot").first();
  await graphique.waitFor({ state: "attached", timeout: 60_000 });
  expect(await graphique.locator(".bars .point").count(), console_.join("\n")).toBe(20);
  expect(await typeDAxe(graphique, "yaxis")).toBe("log");
  expect(await graphique.locator('[data-title="Enregistrer le graphique en PNG"]').count()).toBe(1);
  await capture(page, `${prefixe}-lecon1-graphique`, graphique);

  expect(externes).toEqual([]);
  return carnet;
}

/** Les fonctions du TD comme les écrit le professeur (cellules `solution-…` de sa leçon 1), et la première ligne de chacune. */
function solutionsLecon1(): { debut: string; code: string }[] {
  const carnet = lireCarnet(join(RACINE, "notebooks", "professeur", "01-td-retour-arriere.ipynb"));
  return carnet.cells
    .filter((c) =>
      String((c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id ?? "").startsWith(
        "solution-",
      ),
    )
    .map((c) => ({ debut: sourceDe(c).split("\n")[0], code: sourceDe(c) }));
}

/** Les cellules du carnet de complétion : l'import, puis un nom à compléter. */
export const CELLULES_COMPLETION = ['import * as cours from "./src/index";', "cours.resolu"];

/** Le délai des fournisseurs de complétion que la page a reçu (réglages du cours appliqués). */
async function delaiDeCompletion(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    type Reglage = { schema: { properties: Record<string, { default?: unknown }> } };
    const app = (
      globalThis as unknown as {
        jupyterapp: { serviceManager: { settings: { fetch(id: string): Promise<Reglage> } } };
      }
    ).jupyterapp;
    const reglage = await app.serviceManager.settings.fetch(
      "@jupyterlab/completer-extension:manager",
    );
    return reglage.schema.properties.providerTimeout?.default;
  });
}

/**
 * Tab au bout de « cours.resolu » propose `resolution` ; Maj+Tab au bout de
 * « cours.resolution » en montre la signature et la documentation. Le carnet
 * est celui de `CELLULES_COMPLETION`, sa cellule d'import déjà exécutée.
 */
export async function scenarioCompletion(carnet: CarnetOuvert, prefixe: string): Promise<void> {
  const page = carnet.page;
  expect(await delaiDeCompletion(page)).toBe(5000);
  const editeur = carnet.cellule(1).locator(".cm-content");
  await editeur.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Tab");
  const completion = page.locator(".jp-Completer");
  // JupyterLab jette la réponse d'un fournisseur de complétion arrivée après son délai (1 s par
  // défaut) : sur une machine chargée, le premier Tab ne montrait rien. Le cours le porte à 5 s
  // (jupyter/lab/settings/overrides.json), ce que ce test demande.
  await completion.waitFor({ state: "visible", timeout: 30_000 });
  await expect.poll(() => completion.textContent()).toContain("resolution");
  await capture(page, `${prefixe}-completion`);
  await page.keyboard.press("Escape");

  await carnet.ecrire(1, "cours.resolution");
  await editeur.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Shift+Tab");
  const bulle = page.locator(".jp-Tooltip");
  await bulle.waitFor({ state: "visible", timeout: 20_000 });
  await expect.poll(() => bulle.textContent()).toContain("resolution");
  await capture(page, `${prefixe}-inspection`);
}

/**
 * Suit la barre d'avancement de la leçon 6 pendant « Tout exécuter » :
 * `sonder` se passe à `toutExecuter`, qui l'appelle pendant le calcul ;
 * `constater` vérifie ensuite qu'il n'y a eu qu'une barre, mise à jour sur
 * place (jamais ajoutée à la suite), passée par des états intermédiaires.
 */
export function suivreAvancement(page: Page): {
  sonder: () => Promise<void>;
  constater: () => Promise<void>;
} {
  // Toutes les grilles du jeu réduit, par tous les algorithmes du catalogue.
  const total = jeuLecon6("reduit").length * ALGORITHMES.length;
  const pendant = new RegExp(`^Comparaison : \\d+/${total}`);
  const etats = new Set<string>();
  let barresPendantLeCalcul = 0;
  const barres = page.locator(".sudoku-avancement");
  return {
    async sonder() {
      const texte = await barres
        .first()
        .textContent({ timeout: 100 })
        .catch(() => null);
      if (!texte) return;
      etats.add(texte.trim());
      if (pendant.test(texte.trim()))
        barresPendantLeCalcul = Math.max(barresPendantLeCalcul, await barres.count());
    },
    async constater() {
      expect(barresPendantLeCalcul).toBe(1);
      expect((await barres.first().textContent())?.trim()).toMatch(
        new RegExp(`^Comparaison : terminé \\(${total}/${total}\\)`),
      );
      const intermediaires = [...etats].filter((t) => pendant.test(t));
      expect(intermediaires.length, [...etats].join("\n")).toBeGreaterThanOrEqual(2);
    },
  };
}
