/// <reference lib="dom" />
/**
 * Le site du cours (`npm run site`) sur un téléphone (390×844) : la leçon
 * seule sur toute la largeur, les menus atteignables, une grille qui tient
 * dans sa sortie ; et, sur tous les écrans, l'interface en français, six
 * leçons ouvertes sous 600 Mo (un seul noyau), et le travail de l'élève
 * qu'aucune touche de menu n'efface.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarnetOuvert, horsLigne, optionsDeChromium, texteDesSorties } from "../../outils/commun/page-jupyter";
import { LECON_1, capture } from "../navigateur/scenarios";
import { memoireDesRendus } from "./aide-memoire";
import { SessionSite } from "./aide-site";

const TELEPHONE = { width: 390, height: 844 };
const LECONS = [
  "01-td-retour-arriere.ipynb",
  "02-psc-modelisation.ipynb",
  "03-psc-filtrage.ipynb",
  "03b-solveur-rapide.ipynb",
  "04-recherche-locale.ipynb",
  "05-sat.ipynb",
];

/** Ce que les tests lisent de JupyterLab dans la page (`exposeAppInBrowser`). */
interface Lab {
  restored: Promise<void>;
  shell: { mode: string; leftCollapsed: boolean; widgets(zone: string): Iterable<{ sessionContext?: { kernelDisplayStatus: string } }> };
  commands: { execute(id: string, args?: object): Promise<unknown>; hasCommand(id: string): boolean };
  serviceManager: { kernels: { running(): Iterable<unknown> } };
}
declare const jupyterapp: Lab;

/** La largeur d'un élément de la page, en pixels. */
async function largeur(element: import("playwright-core").Locator): Promise<number> {
  return (await element.boundingBox())?.width ?? 0;
}

describe("le site sur un téléphone, et sur tous les écrans", () => {
  const session = new SessionSite("eleve");
  beforeAll(() => session.demarrer(), 600_000);
  afterAll(() => session.arreter(), 60_000);

  it(
    "390×844 : la leçon 1 seule sur toute la largeur, Paramètres et Aide atteignables, une grille qui tient dans sa sortie",
    { timeout: 300_000 },
    async () => {
      const { page, externes, console_ } = await session.page(undefined, TELEPHONE);
      // « No Kernel » pendant que le noyau démarre : chaque libellé de noyau affiché est noté.
      await page.addInitScript(() => {
        const vus = new Set<string>();
        (globalThis as unknown as { libellesDuNoyau: Set<string> }).libellesDuNoyau = vus;
        new MutationObserver(() => {
          for (const e of document.querySelectorAll(".jp-KernelStatus, .jp-Toolbar-kernelName"))
            vus.add((e as HTMLElement).innerText.trim());
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const carnet = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
      const coquille = await page.evaluate(() => ({ mode: jupyterapp.shell.mode, replie: jupyterapp.shell.leftCollapsed }));
      expect(coquille).toEqual({ mode: "single-document", replie: true });
      await capture(page, "site-telephone-lecon1");
      // Toute la largeur, moins la barre d'icônes de gauche (33 pixels), qui mène à l'explorateur.
      const lecon = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)");
      expect(await largeur(lecon)).toBeGreaterThan(TELEPHONE.width - 40);

      // La barre de menus défile : « Paramètres » et « Aide » s'ouvrent à l'écran.
      for (const menu of ["Paramètres", "Aide"]) {
        await page.locator(".lm-MenuBar-item", { hasText: menu }).click();
        const ouvert = page.locator(".lm-MenuBar-menu");
        await ouvert.waitFor({ state: "visible" });
        await capture(page, `site-telephone-menu-${menu === "Aide" ? "aide" : "parametres"}`);
        const cadre = (await ouvert.boundingBox())!;
        expect(cadre.x, menu).toBeGreaterThanOrEqual(0);
        expect(cadre.x + cadre.width, `${menu} : ${JSON.stringify(cadre)}`).toBeLessThanOrEqual(TELEPHONE.width + 1);
        await page.keyboard.press("Escape");
      }

      // Une cellule tourne ; la grille de montrer(M) tient dans sa sortie.
      await carnet.executer(await carnet.indice("// Les outils de la leçon"));
      const montrer = await carnet.indice("const M: number[][] = lireFichier");
      expect(texteDesSorties(await carnet.executer(montrer)), console_.join("\n")).not.toContain("Error");
      const sortie = carnet.cellule(montrer).locator(".jp-OutputArea-output").first();
      const grille = sortie.locator("table");
      await grille.waitFor({ state: "visible" });
      expect(await largeur(grille)).toBeLessThanOrEqual(await largeur(sortie));
      expect(await largeur(grille)).toBeGreaterThan((await largeur(sortie)) * 0.6);
      await capture(page, "site-telephone-grille", grille);

      const libelles = await page.evaluate(() => [...(globalThis as unknown as { libellesDuNoyau: Set<string> }).libellesDuNoyau]);
      expect(libelles.join(" | ")).not.toContain("No Kernel");
      expect(externes).toEqual([]);
    },
  );

  it(
    "les menus de l'explorateur et Fichier en français ; « Clear Browser Data » n'efface plus le travail",
    { timeout: 180_000 },
    async () => {
      const { page, externes } = await session.page();
      const carnet = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
      const ecrit = "// gardé malgré tout";
      await carnet.ecrire(0, ecrit);
      await carnet.commande("docmanager:save");

      await page.locator(".jp-DirListing-item", { hasText: "01-td-retour" }).click({ button: "right" });
      const contextuel = page.locator(".lm-Menu").first();
      await contextuel.waitFor({ state: "visible" });
      const libelles = await contextuel.locator(".lm-Menu-itemLabel").allInnerTexts();
      expect(libelles).toEqual(expect.arrayContaining(["Télécharger", "Ouvrir avec", "Copier le lien partageable"]));
      expect(libelles.join(" | ")).not.toMatch(/Download|Open With|Shareable|Browser Data/);
      await capture(page, "site-menu-contextuel");
      // Entrée dans le menu, puis sur ce qui s'ouvrirait : rien n'efface le stockage du navigateur.
      await page.keyboard.press("Escape");
      expect(await page.evaluate(() => jupyterapp.commands.hasCommand("application:clear-browser-data"))).toBe(false);

      await page.locator(".lm-MenuBar-item", { hasText: "Fichier" }).click();
      const fichier = await page.locator(".lm-Menu").first().locator(".lm-Menu-itemLabel").allInnerTexts();
      expect(fichier.join(" | ")).not.toMatch(/Download|Shareable|Browser Data/);
      await page.keyboard.press("Escape");

      await page.reload();
      const rouvert = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
      expect((await rouvert.cellules())[0].source).toBe(ecrit);
      expect(externes).toEqual([]);
    },
  );

  it("six leçons ouvertes dans la page : un seul noyau, moins de 600 Mo", { timeout: 480_000 }, async () => {
    // Un Chromium à lui : la mémoire se lit dans ses processus.
    const maison = mkdtempSync(join(tmpdir(), "sudoku-mem-"));
    const navigateur = await chromium.launch(optionsDeChromium(maison));
    try {
      const page = await (await navigateur.newContext({ viewport: TELEPHONE })).newPage();
      const externes = await horsLigne(page, session.serveur.base);
      await CarnetOuvert.ouvrir(page, session.adresse(LECONS[0]));
      for (const lecon of LECONS.slice(1))
        await page.evaluate(async (chemin) => {
          await jupyterapp.commands.execute("docmanager:open", { path: chemin });
        }, lecon);
      await page.waitForFunction(
        (n) => {
          const carnets = [...jupyterapp.shell.widgets("main")].filter((w) => w.sessionContext);
          return carnets.length === n && carnets.every((w) => w.sessionContext!.kernelDisplayStatus === "idle");
        },
        LECONS.length,
        { timeout: 240_000 },
      );
      await page.waitForTimeout(3000);
      expect(await page.evaluate(() => [...jupyterapp.serviceManager.kernels.running()].length)).toBe(1);
      const mo = memoireDesRendus(maison);
      console.log(`six leçons ouvertes : ${mo} Mo (processus de rendu)`);
      expect(mo).toBeLessThan(600);
      expect(externes).toEqual([]);
    } finally {
      await navigateur.close();
      rmSync(maison, { recursive: true, force: true });
    }
  });
});
