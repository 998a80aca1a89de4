/**
 * Le site du cours (`npm run site`) tel que l'ouvre un élève : construit (ou
 * repris tel quel s'il est à jour), servi par un serveur statique ordinaire
 * sur 127.0.0.1, ouvert dans Chromium sans écran, chaque page coupée du
 * réseau (toute requête hors du site est refusée et notée).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { construireSite, dossierDuSite, type Edition } from "../../outils/site/construire";
import { horsLigne, lancerChromium } from "../../outils/commun/page-jupyter";
import type { PageSuivie } from "../navigateur/scenarios";
import { servirSite, type ServeurStatique } from "../../outils/site/serveur-statique";

export class SessionSite {
  serveur!: ServeurStatique;
  navigateur!: Browser;
  readonly maison = mkdtempSync(join(tmpdir(), "sudoku-maison-"));

  constructor(readonly edition: Edition) {}

  async demarrer(): Promise<void> {
    const sortie = dossierDuSite(this.edition);
    await construireSite({ edition: this.edition, sortie });
    this.serveur = await servirSite(sortie);
    this.navigateur = await lancerChromium(this.maison);
  }

  /** L'adresse d'une leçon du site dans JupyterLab. */
  adresse(lecon: string): string {
    return `${this.serveur.base}lab/index.html?path=${encodeURIComponent(lecon)}`;
  }

  /**
   * Une page neuve, dans un contexte neuf (son propre stockage : un élève
   * neuf), ou dans celui de `memeEleve` (le même élève qui rouvre le site),
   * coupée du réseau hors du site, sur un écran de la taille `ecran` ; sa
   * console est gardée, celle du fil du noyau aussi, pour les messages d'échec.
   */
  async page(memeEleve?: Page, ecran = { width: 1280, height: 900 }): Promise<PageSuivie> {
    const contexte =
      memeEleve?.context() ?? (await this.navigateur.newContext({ viewport: ecran }));
    const page = await contexte.newPage();
    const console_: string[] = [];
    page.on("console", (m) => console_.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => console_.push(`erreur de page : ${e.message}`));
    page.on("worker", (fil) => fil.on("console", (m) => console_.push(`fil : ${m.text()}`)));
    const externes = await horsLigne(page, this.serveur.base);
    return { page, externes, console_ };
  }

  async arreter(): Promise<void> {
    await this.navigateur?.close();
    await this.serveur?.arreter();
    rmSync(this.maison, { recursive: true, force: true });
  }
}
