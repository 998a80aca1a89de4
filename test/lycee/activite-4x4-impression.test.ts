/**
 * La fiche de l'activité débranchée, imprimée par Chromium comme le ferait
 * le professeur : sept feuilles A4, et sur chacune rien ne passe sous le pied
 * de page (une page trop remplie serait coupée sans le dire, chaque page
 * cachant ce qui déborde). La planche de jetons tient sur sa feuille.
 */
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { horsLigne, lancerChromium } from "../../outils/commun/page-jupyter";
import { FICHE } from "../../outils/lycee/activite-4x4";
import { dossierTemporaire } from "../aide-dossiers";

/** Ce que mesure la page : pour chaque feuille, le bas de son contenu et le haut de son pied. */
interface Mesure {
  titre: string;
  basDuContenu: number;
  hautDuPied: number;
  deborde: boolean;
}

describe("la fiche de l'activité 4×4, imprimée", () => {
  it("fait sept feuilles A4 dont aucune ne déborde, la planche de jetons comprise", async () => {
    const navigateur = await lancerChromium(dossierTemporaire("lycee-chromium"));
    try {
      const page = await navigateur.newPage();
      expect(await horsLigne(page)).toEqual([]);
      await page.goto(pathToFileURL(FICHE).href);
      await page.emulateMedia({ media: "print" });
      const mesures: Mesure[] = await page.$$eval(".page", (feuilles) =>
        feuilles.map((feuille) => {
          const haut = feuille.getBoundingClientRect().top;
          const contenu = [...feuille.querySelectorAll("*")].filter((e) => !e.closest(".pied"));
          const bas = Math.max(...contenu.map((e) => e.getBoundingClientRect().bottom));
          const pied = feuille.querySelector(".pied")?.getBoundingClientRect().top ?? Infinity;
          return {
            titre: feuille.querySelector(".entete span:last-child")?.textContent ?? "",
            basDuContenu: bas - haut,
            hautDuPied: pied - haut,
            deborde: feuille.scrollHeight > feuille.clientHeight,
          };
        }),
      );
      expect(mesures).toHaveLength(7);
      for (const [k, m] of mesures.entries()) {
        expect(m.deborde, `page ${k + 1} (${m.titre})`).toBe(false);
        expect(m.basDuContenu, `page ${k + 1} (${m.titre})`).toBeLessThan(m.hautDuPied);
      }
      expect(mesures[4].titre).toContain("Planche de jetons");
      // Imprimée en PDF, au format A4 de la page (@page), la fiche fait sept feuilles.
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const feuilles = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(feuilles).toHaveLength(7);
      const format = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString("latin1"));
      // A4 : 210 × 297 mm, soit 595 × 842 points.
      expect(Math.round(Number(format?.[1]))).toBe(595);
      expect(Math.round(Number(format?.[2]))).toBe(842);
    } finally {
      await navigateur.close();
    }
  }, 60_000);
});
