/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Le cours tel qu'un élève le suit : JupyterLab (et Notebook 7) du projet,
 * sur 127.0.0.1, les copies élèves des leçons, Chromium sans écran piloté
 * par playwright-core. On y fait ce que fait l'élève (écrire une fonction
 * fausse puis juste, lancer la visionneuse, interrompre une boucle,
 * redémarrer le noyau, compléter avec Tab…), on vérifie dans la page, et
 * l'on garde des captures d'écran dans sortie/navigateur/ (ignoré par git).
 * Aucune requête ne doit quitter 127.0.0.1.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RACINE } from "../aide-processus";
import { ALGORITHMES } from "../../src/algos/index";
import {
  CAPTURES,
  CELLULES_COMPLETION,
  LECON_1,
  LECON_6,
  capture,
  erreursEtSortieDErreur,
  scenarioCompletion,
  scenarioLecon1,
  suivreAvancement,
  typeDAxe,
  verifierLesExercices,
  type PageSuivie,
} from "./scenarios";
import {
  CarnetOuvert,
  type Cellule,
  horsLigne,
  lancerChromium,
  texteDesSorties,
} from "../../outils/commun/page-jupyter";
import { lancerServeurJupyter, type ServeurJupyter } from "../../outils/commun/serveur-jupyter";
import { commandeDuProjet, type Interface } from "../../outils/commun/jupyter";
import { exporterCarnet } from "../../outils/carnets/pages-html";
import { carnetDeTest } from "../aide-carnets";
import { sansCouleurs } from "../noyau/aide-jupyter";

/** Dans la page seulement (voir outils/commun/page-jupyter.ts). */
declare const aide: () => { selectionner(i: number): void; cellules(): Cellule[] };

/** Un dossier de travail d'élève : les copies élèves des leçons demandées. */
function dossierDeTravail(lecons: string[]): string {
  const dossier = mkdtempSync(join(tmpdir(), "sudoku-travail-"));
  for (const lecon of lecons)
    copyFileSync(join(RACINE, "notebooks", "eleve", lecon), join(dossier, lecon));
  return dossier;
}

/** L'adresse d'un carnet dans l'interface choisie. */
function adresseCarnet(serveur: ServeurJupyter, interfaceChoisie: Interface, nom: string): string {
  return serveur.adresse(interfaceChoisie === "lab" ? `lab/tree/${nom}` : `notebooks/${nom}`);
}

/**
 * Une session de navigateur contre un serveur : dossiers, serveur, Chromium.
 * Les dossiers naissent au démarrage : un bloc dont `-t` écarte tous les
 * tests ne démarre ni ne s'arrête, et n'en laisse pas dans /tmp.
 */
class Session {
  serveur!: ServeurJupyter;
  navigateur!: Browser;
  travail!: string;
  maison!: string;
  constructor(
    readonly interfaceChoisie: Interface,
    readonly lecons: string[],
  ) {}

  async demarrer(): Promise<void> {
    this.travail = dossierDeTravail(this.lecons);
    this.maison = mkdtempSync(join(tmpdir(), "sudoku-maison-"));
    this.serveur = await lancerServeurJupyter(this.interfaceChoisie, this.travail, this.maison);
    this.navigateur = await lancerChromium(this.maison);
  }

  /** Une page neuve coupée du réseau, la console gardée pour les messages d'échec. */
  async page(): Promise<PageSuivie> {
    const page = await this.navigateur.newPage({ viewport: { width: 1280, height: 900 } });
    const console_: string[] = [];
    page.on("console", (m) => console_.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => console_.push(`erreur de page : ${e.message}`));
    const externes = await horsLigne(page, this.serveur.base);
    return { page, externes, console_ };
  }

  async arreter(): Promise<void> {
    await this.navigateur?.close();
    await this.serveur?.arreter();
    if (this.travail) rmSync(this.travail, { recursive: true, force: true });
    if (this.maison) rmSync(this.maison, { recursive: true, force: true });
  }
}

/** Toutes les leçons de l'élève, dans l'ordre du cours. */
const LECONS_ELEVE = readdirSync(join(RACINE, "notebooks", "eleve"))
  .filter((n) => n.endsWith(".ipynb"))
  .sort();

describe("le cours dans JupyterLab", () => {
  const session = new Session("lab", LECONS_ELEVE);
  beforeAll(() => session.demarrer(), 90_000);
  afterAll(() => session.arreter(), 60_000);

  it(
    "chaque leçon, ouverte puis fermée sans y toucher, ne paraît pas modifiée : ni ● sur l'onglet, ni question à la fermeture",
    { timeout: 300_000 },
    async () => {
      const { page } = await session.page();
      const carnet = await CarnetOuvert.ouvrir(
        page,
        adresseCarnet(session.serveur, "lab", LECONS_ELEVE[0]),
      );
      // Les autres leçons s'ouvrent toutes à la fois : leurs noyaux démarrent ensemble.
      for (const lecon of LECONS_ELEVE.slice(1))
        await carnet.commande("docmanager:open", { path: lecon });
      const etats = await page.evaluate(async (lecons) => {
        type Onglet = {
          id: string;
          context: { path: string; model: { dirty: boolean } };
          sessionContext: {
            ready: Promise<void>;
            session?: { kernel?: { info: Promise<unknown> } };
          };
        };
        const app = (
          globalThis as unknown as {
            jupyterapp: { shell: { widgets(zone: string): Iterable<Onglet> } };
          }
        ).jupyterapp;
        const onglets = [...app.shell.widgets("main")].filter((w) =>
          lecons.includes(w.context?.path),
        );
        // Le noyau a répondu à kernel_info : Jupyter a déjà comparé son langage à celui du carnet.
        await Promise.all(
          onglets.map(async (w) => {
            await w.sessionContext.ready;
            await w.sessionContext.session?.kernel?.info;
          }),
        );
        await new Promise((r) => setTimeout(r, 500));
        return onglets.map((w) => ({
          lecon: w.context.path,
          id: w.id,
          modifiee: w.context.model.dirty,
        }));
      }, LECONS_ELEVE);
      expect(etats.map((e) => e.lecon).sort()).toEqual([...LECONS_ELEVE].sort());
      for (const { lecon, modifiee } of etats) expect(modifiee, lecon).toBe(false);
      expect(await page.locator(".lm-TabBar-tab.jp-mod-dirty").count()).toBe(0);
      for (const { lecon, id } of etats) {
        await page.evaluate(
          (onglet) =>
            (
              globalThis as unknown as { jupyterapp: { shell: { activateById(id: string): void } } }
            ).jupyterapp.shell.activateById(onglet),
          id,
        );
        await carnet.commande("application:close");
        await page.waitForTimeout(300);
        expect(
          await page.locator(".jp-Dialog").count(),
          `${lecon} : une question à la fermeture`,
        ).toBe(0);
      }
      await page.close();
    },
  );

  it(
    "leçon 1 de l'élève : fonction fausse puis juste, grille, visionneuse, graphique hors ligne ; thème sombre lisible",
    { timeout: 300_000 },
    async () => {
      const carnet = await scenarioLecon1(
        () => session.page(),
        adresseCarnet(session.serveur, "lab", LECON_1),
        "lab",
      );
      const page = carnet.page;

      // Les longues lignes de console.log se coupent entre les mots (feuille de style du cours).
      const flux = page.locator(".jp-OutputArea-output pre").first();
      expect(await flux.evaluate((e) => getComputedStyle(e).wordBreak)).toBe("normal");

      // Le thème sombre : les affichages restent lisibles (contraste du texte sur son fond).
      await carnet.commande("apputils:change-theme", { theme: "JupyterLab Dark" });
      await page.waitForFunction(() =>
        document.body.getAttribute("data-jp-theme-name")?.includes("Dark"),
      );
      const illisibles = await page.evaluate(textesIllisibles);
      expect(illisibles).toEqual([]);
      // Le graphique suit le thème : fond transparent, textes clairs sur le fond sombre.
      const graphique = page.locator(".js-plotly-plot").first();
      await expect
        .poll(() => graphique.evaluate(aspectDuGraphique))
        .toMatchObject({
          fond: "rgba(0, 0, 0, 0)",
          texteClair: true,
        });
      for (const [nom, selecteur] of [
        ["grille", ".jp-OutputArea-output table"],
        ["rapport", ".jp-OutputArea-output"],
        ["graphique", ".js-plotly-plot"],
      ] as const) {
        await capture(page, `lab-sombre-${nom}`, page.locator(selecteur).first());
      }

      // Sa barre d'outils est en français, sans le bouton qui l'enverrait sur les serveurs de Plotly.
      const titres = await graphique
        .locator(".modebar-btn")
        .evaluateAll((boutons) => boutons.map((b) => b.getAttribute("data-title") ?? ""));
      expect(titres).toContain("Enregistrer le graphique en PNG");
      expect(titres.filter((t) => /share|cloud|plotly/i.test(t))).toEqual([]);
      expect(
        titres.filter((t) =>
          /^(Download|Zoom in|Zoom out|Pan|Box|Lasso|Autoscale|Reset|Show|Compare|Toggle)/.test(t),
        ),
      ).toEqual([]);

      // Retour au thème clair pendant que la leçon est cachée derrière un autre onglet :
      // revenue, elle a son graphique à la largeur de la cellule, aux couleurs du thème
      // clair, et sa visionneuse au même tour.
      const etat = page.locator('[id^="visionneuse-"] [data-role="etat"]').first();
      const tour = await etat.textContent();
      const avant = await graphique.evaluate(aspectDuGraphique);
      await carnet.commande("launcher:create");
      await expect.poll(() => graphique.isVisible()).toBe(false);
      await carnet.commande("apputils:change-theme", { theme: "JupyterLab Light" });
      await page.waitForFunction(() =>
        document.body.getAttribute("data-jp-theme-name")?.includes("Light"),
      );
      await page.waitForTimeout(1500);
      await page.locator(".lm-TabBar-tab", { hasText: "01-td-retour-arriere" }).first().click();
      await expect.poll(() => graphique.isVisible()).toBe(true);
      await expect
        .poll(() => graphique.evaluate(aspectDuGraphique))
        .toMatchObject({ texteClair: false, largeurDessin: avant.largeur, largeur: avant.largeur });
      expect(await etat.textContent()).toBe(tour);
      await capture(page, "lab-clair-apres-onglet-cache", graphique);
    },
  );

  it(
    "leçon 6 (jeu réduit) : la barre d'avancement change sur place, puis des graphiques log à légende cliquable",
    { timeout: 360_000 },
    async () => {
      const { page, externes, console_ } = await session.page();
      const carnet = await CarnetOuvert.ouvrir(
        page,
        session.serveur.adresse(`lab/tree/${LECON_6}`),
      );
      const avancement = suivreAvancement(page);
      const debut = Date.now();
      await carnet.toutExecuter(300_000, avancement.sonder);
      const duree = Date.now() - debut;
      // Ce passage est aussi celui de la leçon 6 de l'élève sous le noyau de Jupyter, que
      // test/carnets/execution.test.ts ne refait pas : ni erreur ni écriture sur la sortie
      // d'erreur, et chaque exercice du catalogue a sa vérification, ⏳ puisqu'il n'est pas fait.
      const cellules = await carnet.cellules();
      const erreurs = erreursEtSortieDErreur(cellules);
      expect(erreurs, `${erreurs.join("\n\n")}\n${console_.join("\n")}`).toEqual([]);
      verifierLesExercices(LECON_6, cellules, "⏳");
      mkdirSync(CAPTURES, { recursive: true });
      writeFileSync(
        join(CAPTURES, "lab-lecon6-duree.txt"),
        `Leçon 6 (jeu réduit), tout exécuter dans JupyterLab : ${(duree / 1000).toFixed(1)} s\n`,
      );

      // Une seule barre, mise à jour sur place, passée par des états intermédiaires.
      await avancement.constater();

      const graphiques = page.locator(".js-plotly-plot");
      await expect.poll(() => graphiques.count(), { timeout: 60_000 }).toBe(4);
      const durees = graphiques.nth(0);
      // Une boîte par algorithme du catalogue.
      expect(await durees.locator(".boxlayer .trace").count()).toBe(ALGORITHMES.length);
      expect(await typeDAxe(durees, "yaxis")).toBe("log");
      const noeuds = graphiques.nth(2);
      expect(await typeDAxe(noeuds, "xaxis")).toBe("log");
      expect(await typeDAxe(noeuds, "yaxis")).toBe("log");

      // Un clic sur « td » dans la légende cache sa boîte.
      const visibilite = () =>
        durees.evaluate(
          (div) =>
            (div as unknown as { _fullData: { name: string; visible: unknown }[] })._fullData.find(
              (t) => t.name === "td",
            )!.visible,
        );
      expect(await visibilite()).toBe(true);
      await durees
        .locator(".legend .traces")
        .filter({ hasText: /^td$/ })
        .locator(".legendtoggle")
        .click();
      await expect.poll(visibilite).toBe("legendonly");
      await capture(page, "lab-lecon6-durees", durees);
      await capture(page, "lab-lecon6-noeuds", noeuds);
      expect(externes).toEqual([]);
    },
  );

  it(
    "le noyau : ■ arrête une boucle sans fin, même après un await, et garde les variables, redémarrage, erreur en français à la bonne ligne",
    { timeout: 180_000 },
    async () => {
      const nom = "bac-a-sable.ipynb";
      writeFileSync(
        join(session.travail, nom),
        JSON.stringify(
          carnetDeTest([
            "let compteur = 0;",
            "while (true) compteur++;",
            "compteur > 0",
            'function moyenne(valeurs: number[]): number {\n  const total = valeurs.reduce((a, b) => a + b, 0);\n  if (valeurs.length === 0) throw new Error("liste vide : pas de moyenne");\n  return total / valeurs.length;\n}\nmoyenne([]);',
            "1 + 1",
            "(async () => {\n  await null;\n  while (true) {}\n})();",
          ]),
        ),
      );
      const { page, externes } = await session.page();
      const carnet = await CarnetOuvert.ouvrir(page, session.serveur.adresse(`lab/tree/${nom}`));
      await carnet.executer(0);

      // La boucle tourne ; le bouton ■ de la barre d'outils l'arrête.
      await page.evaluate(() => aide().selectionner(1));
      await page.keyboard.press("Shift+Enter");
      await page.waitForTimeout(1500);
      expect((await carnet.cellules())[1].compte).toBeNull();
      await page.locator('[data-command="notebook:interrupt-kernel"]').first().click();
      await page.waitForFunction(() => aide().cellules()[1].compte !== null, undefined, {
        timeout: 20_000,
      });
      const interrompue = (await carnet.cellules())[1];
      expect(interrompue.sorties.map((s) => s.ename)).toContain("Interruption");
      await capture(page, "lab-noyau-interruption", carnet.cellule(1));
      await carnet.attendreNoyau(20_000);
      expect(texteDesSorties(await carnet.executer(2))).toContain("true");

      // Une boucle lancée après un await : ■ l'arrête aussi, les variables restent.
      await page.evaluate(() => aide().selectionner(5));
      await page.keyboard.press("Shift+Enter");
      await page.waitForTimeout(1500);
      await page.locator('[data-command="notebook:interrupt-kernel"]').first().click();
      await page.waitForFunction(() => aide().cellules()[5].compte !== null, undefined, {
        timeout: 20_000,
      });
      expect((await carnet.cellules())[5].sorties.map((s) => s.ename)).toContain("Interruption");
      await capture(page, "lab-noyau-interruption-await", carnet.cellule(5));
      await carnet.attendreNoyau(20_000);
      expect(texteDesSorties(await carnet.executer(2))).toContain("true");

      // Une erreur : la pile en français montre la ligne de l'élève.
      const erreur = await carnet.executer(3);
      const pile = sansCouleurs(texteDesSorties(erreur));
      expect(pile).toContain("liste vide : pas de moyenne");
      expect(pile).toMatch(/ligne 3, dans moyenne/);
      expect(pile).toContain('throw new Error("liste vide');
      await capture(page, "lab-noyau-erreur", carnet.cellule(3));

      // « Redémarrer le noyau » : le noyau repart, sans les variables.
      await page.locator('[data-command="notebook:restart-kernel"]').first().click();
      await page.locator(".jp-Dialog button.jp-mod-accept").click();
      await page.waitForTimeout(1000);
      await carnet.attendreNoyau(60_000);
      expect(texteDesSorties(await carnet.executer(4))).toContain("2");
      const apres = texteDesSorties(await carnet.executer(2));
      expect(apres).toMatch(/compteur/);
      expect(apres).not.toContain("true");
      expect(externes).toEqual([]);
    },
  );

  it(
    "Tab complète un nom de la bibliothèque, Maj+Tab en montre la documentation",
    { timeout: 120_000 },
    async () => {
      const nom = "completion.ipynb";
      writeFileSync(join(session.travail, nom), JSON.stringify(carnetDeTest(CELLULES_COMPLETION)));
      const { page } = await session.page();
      const carnet = await CarnetOuvert.ouvrir(page, session.serveur.adresse(`lab/tree/${nom}`));
      await carnet.executer(0);

      await scenarioCompletion(carnet, "lab");
    },
  );

  it("le lanceur propose le noyau du cours, et lui seul", { timeout: 120_000 }, async () => {
    const { page, externes } = await session.page();
    await page.goto(session.serveur.adresse("lab"));
    await page.waitForFunction(() => {
      const w = globalThis as unknown as { jupyterapp?: { commands?: unknown } };
      return w.jupyterapp?.commands !== undefined;
    });
    // Les commandes des extensions n'existent qu'une fois l'application restaurée.
    await page.evaluate(async () => {
      const app = (
        globalThis as unknown as {
          jupyterapp: {
            restored: Promise<void>;
            commands: { execute(n: string): Promise<unknown> };
          };
        }
      ).jupyterapp;
      await app.restored;
      await app.commands.execute("launcher:create");
    });
    const section = page.locator(".jp-Launcher-section").filter({ hasText: "Notebook" }).first();
    const cartes = section.locator(".jp-LauncherCard-label");
    await expect.poll(() => cartes.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await cartes.allTextContents()).toEqual(["TypeScript (cours Sudoku)"]);
    // Les menus et panneaux de professeur de nbgrader (en anglais) sont cachés à l'élève.
    const menus = await page.locator(".lm-MenuBar-itemLabel").allTextContents();
    expect(menus).toContain("Noyau");
    expect(menus.filter((m) => /nbgrader/i.test(m))).toEqual([]);
    expect(await page.getByText("Create Assignment").count()).toBe(0);
    await capture(page, "lab-lanceur");
    expect(externes).toEqual([]);
  });
});

describe("le cours dans Notebook 7", () => {
  const session = new Session("notebook", [LECON_1]);
  beforeAll(() => session.demarrer(), 90_000);
  afterAll(() => session.arreter(), 60_000);

  it(
    "leçon 1 de l'élève : fonction fausse puis juste, grille, visionneuse, graphique hors ligne",
    { timeout: 300_000 },
    async () => {
      await scenarioLecon1(
        () => session.page(),
        adresseCarnet(session.serveur, "notebook", LECON_1),
        "notebook7",
      );
    },
  );
});

describe("l'export HTML", () => {
  it(
    "une page exportée par le cours dessine grille et graphique sans rien demander au réseau",
    { timeout: 180_000 },
    async () => {
      const nbconvert = commandeDuProjet("jupyter-nbconvert");
      if (!nbconvert)
        throw new Error("jupyter-nbconvert manque dans .venv/ : lancez « npm test ».");
      const dossier = mkdtempSync(join(tmpdir(), "sudoku-export-"));
      const maison = mkdtempSync(join(tmpdir(), "sudoku-maison-"));
      const carnet = carnetDeTest([
        'import { barres } from "./src/notebook/index";\nimport { Grille } from "./src/grille/grille";',
        'barres(["a", "b", "c"], [{ nom: "tours", valeurs: [10, 1000, 100000] }], { axeY: { log: true } })',
        "Grille.vide(9)",
      ]);
      writeFileSync(join(dossier, "export.ipynb"), JSON.stringify(carnet));
      const navigateur = await lancerChromium(maison);
      try {
        expect(exporterCarnet(nbconvert, join(dossier, "export.ipynb"), dossier)).toBeUndefined();
        const page = await navigateur.newPage();
        const refusees = await horsLigne(page);
        await page.goto(`file://${join(dossier, "export.html")}`);
        const graphique = page.locator(".js-plotly-plot").first();
        await graphique.waitFor({ state: "attached", timeout: 60_000 });
        expect(await graphique.locator(".bars .point").count()).toBe(3);
        const grilles = page
          .locator("table")
          .filter({ has: page.locator("tr:nth-child(9) td:nth-child(9)") });
        expect(await grilles.count()).toBe(1);
        expect(refusees).toEqual([]);
        mkdirSync(CAPTURES, { recursive: true });
        await graphique.screenshot({ path: join(CAPTURES, "export-graphique.png") });
      } finally {
        await navigateur.close();
        rmSync(dossier, { recursive: true, force: true });
        rmSync(maison, { recursive: true, force: true });
      }
    },
  );
});

/**
 * Dans la page : les textes des sorties dont le contraste avec leur fond
 * est sous 3:1 (le minimum du WCAG pour un texte de grande taille). Le fond
 * est celui du premier ancêtre qui en a un.
 */
/** Dans la page : le fond d'un graphique plotly, la clarté de ses textes, sa largeur et celle de son dessin. */
function aspectDuGraphique(div: Element) {
  const svg = div.querySelector(".main-svg") as SVGSVGElement;
  const texte = div.querySelector(".xtick text, .ytick text") as SVGElement | null;
  const [r, g, b] = (getComputedStyle(texte ?? div).fill.match(/[\d.]+/g) ?? []).map(Number);
  return {
    fond: svg.style.background.replace(/^none /, ""),
    texteClair: (r + g + b) / 3 > 128,
    largeur: (div as HTMLElement).offsetWidth,
    largeurDessin: Number(svg.getAttribute("width")),
  };
}

function textesIllisibles(): string[] {
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const fond = (e: Element | null): number[] => {
    for (let n = e; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const fautifs: string[] = [];
  for (const e of document.querySelectorAll(".jp-OutputArea-output *")) {
    if (e.closest("svg, .js-plotly-plot")) continue;
    const texte = [...e.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? "")
      .join("")
      .trim();
    if (!texte) continue;
    const style = getComputedStyle(e);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const a = luminance(rgb(style.color));
    const b = luminance(fond(e));
    const rapport = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (rapport < 3) fautifs.push(`${texte.slice(0, 40)} (${rapport.toFixed(2)}:1)`);
  }
  return fautifs;
}
