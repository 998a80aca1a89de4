/**
 * « Rendre mon devoir » dans l'édition navigateur, dans Chromium : l'action
 * est au menu Fichier et dans la barre d'outils du carnet ; un identifiant
 * refusé est redemandé ; le carnet est téléchargé sous
 * `<carnet>--<identifiant>.ipynb`, avec ses cellules, que `importer` lit.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CarnetOuvert, texteDesSorties } from "../../outils/commun/page-jupyter";
import { lireNomDeCopie } from "../../src/noyau/navigateur/rendre-devoir";
import { dossierTemporaire } from "../aide-dossiers";
import { LECON_1, capture } from "../navigateur/scenarios";
import { SessionSite } from "./aide-site";

describe("le site : rendre mon devoir", () => {
  const session = new SessionSite("eleve");
  beforeAll(() => session.demarrer(), 900_000);
  afterAll(() => session.arreter());

  it("demande l'identifiant, le vérifie, et télécharge le carnet sous un nom qui le porte", async () => {
    const { page, externes } = await session.page();
    try {
      // Le graphique de la leçon (et ce dont il dépend) tourne d'abord : le carnet rendu le garde.
      const carnet = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
      for (const debut of [
        "// Les outils de la leçon",
        "const M: number[][] = lireFichier",
        "const matrice_originale",
        "const annexe = cours.Grille",
        "const faciles = lireFichier",
      ]) {
        console.log(`[rendre] ${debut}`);
        const sorties = texteDesSorties(await carnet.executer(await carnet.indice(debut), 120_000));
        expect(sorties, debut).not.toContain("Error");
      }
      const graphique = carnet.cellule(await carnet.indice("const faciles = lireFichier"));
      console.log("[rendre] graphique");
      await graphique.locator(".js-plotly-plot").waitFor({ timeout: 60_000 });
      await carnet.commande("docmanager:save");
      const outils = page.locator(".jp-NotebookPanel-toolbar", { hasText: "Rendre mon devoir" });
      await outils.waitFor({ timeout: 60_000 });

      // L'élève tape d'abord un identifiant refusé, puis le bon ; puis il lit le message final.
      const messages: string[] = [];
      const reponses = ["em ma", "emma.martin"];
      page.on("dialog", (d) => {
        messages.push(d.message());
        void (d.type() === "prompt" ? d.accept(reponses.shift()) : d.accept());
      });
      const telechargement = page.waitForEvent("download", { timeout: 60_000 });
      await page.locator(".lm-MenuBar-itemLabel", { hasText: "Fichier" }).click();
      await page.locator(".lm-Menu-itemLabel", { hasText: "Rendre mon devoir" }).click();
      const fichier = await telechargement;
      expect(fichier.suggestedFilename()).toBe(
        LECON_1.replace(/\.ipynb$/, "--emma.martin.ipynb"),
      );
      expect(lireNomDeCopie(fichier.suggestedFilename())).toEqual({
        carnet: LECON_1.replace(/\.ipynb$/, ""),
        identifiant: "emma.martin",
      });
      // Chromium peut tourner ailleurs (partagé) : le fichier est recopié ici.
      const copie = join(dossierTemporaire("site-rendre"), fichier.suggestedFilename());
      await fichier.saveAs(copie);
      const rendu = JSON.parse(readFileSync(copie, "utf8")) as {
        nbformat: number;
        cells: { id?: string }[];
      };
      expect(rendu.nbformat).toBe(4);
      expect(rendu.cells.length).toBeGreaterThan(20);
      expect(rendu.cells.every((c) => typeof c.id === "string")).toBe(true);
      // La leçon 1 avec son graphique reste légère : plotly n'est pas copié dans le carnet.
      expect(JSON.stringify(rendu.cells)).toContain("sudokuDessiner");
      expect(statSync(copie).size).toBeLessThan(300 * 1024);
      await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(3);
      expect(messages[1]).toContain("Refusé : l'identifiant ne prend que des lettres sans accent");
      expect(messages[2]).toContain("01-td-retour-arriere--emma.martin.ipynb");
      expect(externes).toEqual([]);
    } catch (erreur) {
      await capture(page, "site-rendre-devoir-echec");
      throw erreur;
    }
  }, 600_000);
});
