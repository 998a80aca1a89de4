/**
 * Le cours dans un vrai navigateur : Jupyter Notebook (Debian) sur 127.0.0.1
 * avec le noyau du cours, les leçons 1 et 6 ouvertes dans Chromium sans écran
 * (playwright-core), toutes les cellules exécutées comme par « Cell › Run All ».
 * On vérifie dans la page que grilles, barre d'avancement et graphiques plotly
 * sont dessinés (et que la légende d'un graphique répond au clic),
 * sans rien demander au réseau, on garde une capture d'écran dans
 * sortie/navigateur/ (ignoré par git), et l'on arrête le serveur par son
 * numéro de processus. Un second test ouvre l'export HTML d'un carnet
 * exécuté par nbconvert, hors ligne.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { environnementJupyter, trouverCommande } from "../../outils/jupyter";
import { carnetDeTest } from "../aide-carnets";
import { RACINE, lancer } from "../aide-processus";

const LECON = "01-td-retour-arriere.ipynb";
const LECON_6 = "06-comparaison.ipynb";
/** Les options de Chromium demandées par le cours (sans écran, sans réseau superflu). */
const OPTIONS_CHROMIUM = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CAPTURES = join(RACINE, "sortie", "navigateur");

/** Lance Jupyter Notebook sur 127.0.0.1 ; rend le processus et l'adresse une fois qu'il répond. */
async function lancerJupyter(
  jeton: string,
  maison: string,
): Promise<{ serveur: ChildProcess; base: string; journal: () => string }> {
  const commande = trouverCommande("jupyter-notebook");
  if (!commande)
    throw new Error(
      "jupyter-notebook est introuvable : installez le paquet Debian jupyter-notebook.",
    );
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const args = [
    "--no-browser",
    "--ip=127.0.0.1",
    `--port=${port}`,
    "--port-retries=0",
    `--NotebookApp.token=${jeton}`,
    `--notebook-dir=${RACINE}`,
  ];
  if (process.getuid?.() === 0) args.push("--allow-root");
  const serveur = spawn(commande, args, {
    cwd: RACINE,
    env: environnementJupyter({ ...process.env, HOME: maison }),
  });
  let journal = "";
  serveur.stdout?.on("data", (m: Buffer) => (journal += m.toString()));
  serveur.stderr?.on("data", (m: Buffer) => (journal += m.toString()));
  const base = `http://127.0.0.1:${port}`;
  const fin = Date.now() + 60_000;
  while (Date.now() < fin) {
    if (serveur.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/status?token=${jeton}`)).ok)
        return { serveur, base, journal: () => journal };
    } catch {
      // Pas encore prêt.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  serveur.kill("SIGTERM");
  throw new Error(`Jupyter Notebook n'a pas démarré :\n${journal.slice(-3000)}`);
}

/** Arrête les noyaux par l'API de Jupyter, puis le serveur par son numéro de processus. */
async function arreterJupyter(serveur: ChildProcess, base: string, jeton: string): Promise<void> {
  try {
    const noyaux = (await (await fetch(`${base}/api/kernels?token=${jeton}`)).json()) as {
      id: string;
    }[];
    for (const { id } of noyaux)
      await fetch(`${base}/api/kernels/${id}?token=${jeton}`, { method: "DELETE" });
  } finally {
    const fini = new Promise((r) => serveur.once("exit", r));
    if (serveur.pid && serveur.exitCode === null) process.kill(serveur.pid, "SIGTERM");
    await Promise.race([fini, new Promise((r) => setTimeout(r, 10_000))]);
    if (serveur.exitCode === null && serveur.pid) process.kill(serveur.pid, "SIGKILL");
  }
}

/**
 * Coupe la page du réseau : seules passent les requêtes vers `permis`
 * (le serveur local) ou les fichiers locaux. Rend la liste des adresses
 * refusées, pour vérifier que rien (plotly compris) ne vient d'un CDN.
 */
async function horsLigne(page: Page, permis?: string): Promise<string[]> {
  const refusees: string[] = [];
  await page.route("**/*", (requete) => {
    const url = requete.request().url();
    if (url.startsWith("file:") || url.startsWith("data:") || (permis && url.startsWith(permis))) {
      return requete.continue();
    }
    refusees.push(url);
    return requete.abort();
  });
  return refusees;
}

/** L'état des cellules de code vu par Jupyter Notebook (son API JavaScript dans la page). */
function etatDesCellules(page: Page) {
  return page.evaluate(() => {
    type Cellule = {
      cell_type: string;
      input_prompt_number: number | string | null;
      output_area: { outputs: { output_type: string; ename?: string; evalue?: string }[] };
    };
    const jupyter = (globalThis as unknown as { Jupyter: { notebook: { get_cells(): Cellule[] } } })
      .Jupyter;
    const code = jupyter.notebook.get_cells().filter((c) => c.cell_type === "code");
    return {
      total: code.length,
      finies: code.filter((c) => typeof c.input_prompt_number === "number").length,
      erreurs: code.flatMap((c) =>
        c.output_area.outputs
          .filter((o) => o.output_type === "error")
          .map((o) => `${o.ename}: ${o.evalue}`),
      ),
    };
  });
}

/** Ce que l'on vérifie dans la page, une fois toutes les cellules exécutées. */
type Verification = (page: Page, base: string, console_: string[]) => Promise<void>;

/**
 * Ouvre une leçon (version professeur) dans Jupyter Notebook sur 127.0.0.1,
 * l'exécute tout entière comme « Cell › Run All », vérifie qu'aucune cellule
 * n'a échoué et que rien n'est venu du réseau, puis passe la page à
 * `verifier`. `pendantLExecution` est appelée régulièrement tant que des
 * cellules tournent (pour observer une barre d'avancement, par exemple).
 */
async function executerDansLeNavigateur(
  lecon: string,
  verifier: Verification,
  pendantLExecution?: (page: Page) => Promise<void>,
): Promise<void> {
  const jeton = randomBytes(16).toString("hex");
  const maison = mkdtempSync(join(tmpdir(), "sudoku-maison-"));
  // Une copie de la leçon, dans un dossier que le serveur montre (pas caché) et que git ignore.
  const dossier = `sortie/navigateur-${process.pid}`;
  mkdirSync(join(RACINE, dossier), { recursive: true });
  copyFileSync(join(RACINE, "notebooks", "professeur", lecon), join(RACINE, dossier, lecon));
  const { serveur, base, journal } = await lancerJupyter(jeton, maison);
  let navigateur: Browser | undefined;
  const console_: string[] = [];
  try {
    navigateur = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: OPTIONS_CHROMIUM,
    });
    const page = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (m) => console_.push(`${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => console_.push(`erreur de page : ${e.message}`));
    const externes = await horsLigne(page, base);
    await page.goto(`${base}/notebooks/${dossier}/${lecon}?token=${jeton}`);
    await page.waitForFunction(
      () => {
        const j = (
          globalThis as unknown as {
            Jupyter?: { notebook?: { kernel?: { is_connected(): boolean } } };
          }
        ).Jupyter;
        return j?.notebook?.kernel?.is_connected() === true;
      },
      undefined,
      { timeout: 90_000 },
    );
    await page.evaluate(() =>
      (
        globalThis as unknown as { Jupyter: { notebook: { execute_all_cells(): void } } }
      ).Jupyter.notebook.execute_all_cells(),
    );
    const fin = Date.now() + 240_000;
    for (;;) {
      const etat = await etatDesCellules(page);
      if (etat.finies === etat.total) break;
      if (Date.now() > fin)
        throw new Error(`${etat.finies}/${etat.total} cellules exécutées après 4 min`);
      await pendantLExecution?.(page);
      await new Promise((r) => setTimeout(r, 250));
    }
    const etat = await etatDesCellules(page);
    expect(etat.erreurs, console_.join("\n")).toEqual([]);
    await verifier(page, base, console_);
    // Rien n'est venu d'ailleurs que du serveur local : ni plotly, ni rien d'autre.
    expect(externes).toEqual([]);
  } catch (erreur) {
    throw new Error(
      `${(erreur as Error).message}\n--- console du navigateur :\n${console_.slice(-40).join("\n")}\n--- journal de Jupyter :\n${journal().slice(-3000)}`,
      { cause: erreur },
    );
  } finally {
    await navigateur?.close();
    await arreterJupyter(serveur, base, jeton);
    rmSync(join(RACINE, dossier), { recursive: true, force: true });
    rmSync(maison, { recursive: true, force: true });
  }
  expect(serveur.exitCode !== null || serveur.signalCode !== null).toBe(true);
}

/** Le type d'un axe d'un graphique plotly dessiné (« log », « linear »…). */
function typeDAxe(graphique: Locator, axe: "xaxis" | "yaxis"): Promise<string> {
  return graphique.evaluate(
    (div, a) =>
      (div as unknown as { _fullLayout: Record<string, { type: string }> })._fullLayout[a].type,
    axe,
  );
}

describe("le cours dans un navigateur", () => {
  it(
    "Jupyter Notebook exécute toute la leçon 1 avec le noyau du cours, et dessine grilles et graphique",
    { timeout: 300_000 },
    async () => {
      await executerDansLeNavigateur(LECON, async (page, _base, console_) => {
        // Une grille 9×9 dessinée par montrer (HTML du noyau).
        const grilles = page
          .locator(".output_html table")
          .filter({ has: page.locator("tr:nth-child(9) td:nth-child(9)") });
        expect(await grilles.count()).toBeGreaterThan(0);
        await expect.poll(() => grilles.first().isVisible()).toBe(true);

        // Le graphique plotly de la leçon : 20 barres, axe logarithmique, barre d'outils en français.
        const graphique = page.locator(".js-plotly-plot").first();
        await graphique.waitFor({ state: "attached", timeout: 60_000 });
        expect(await graphique.locator(".bars .point").count(), console_.join("\n")).toBe(20);
        expect(
          await graphique.locator('[data-title="Enregistrer le graphique en PNG"]').count(),
        ).toBe(1);
        expect(await typeDAxe(graphique, "yaxis")).toBe("log");

        // Sans la copie de plotly dans la page (carnet rouvert après coup), le serveur Jupyter la fournit.
        const parLeServeur = await page.evaluate(async () => {
          const w = globalThis as unknown as {
            document: { querySelectorAll(s: string): { remove(): void }[] };
            Plotly?: unknown;
            sudokuPlotlyEnCours: unknown;
            sudokuPlotly(): Promise<{ newPlot: unknown }>;
          };
          for (const copie of w.document.querySelectorAll("script[data-plotly-compresse]"))
            copie.remove();
          delete w.Plotly;
          w.sudokuPlotlyEnCours = null;
          return typeof (await w.sudokuPlotly()).newPlot;
        });
        expect(parLeServeur).toBe("function");

        mkdirSync(CAPTURES, { recursive: true });
        await graphique.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(CAPTURES, "lecon1-graphique.png") });
        await grilles.last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(CAPTURES, "lecon1-grille.png") });
      });
    },
  );

  it(
    "la leçon 6 montre son avancement pendant le calcul, puis des graphiques interactifs",
    { timeout: 300_000 },
    async () => {
      const avancements = new Set<string>();
      await executerDansLeNavigateur(
        LECON_6,
        async (page) => {
          // La barre finit sur « terminé », après être passée par des états intermédiaires.
          const barre = page.locator(".sudoku-avancement").first();
          expect((await barre.textContent())?.trim()).toMatch(
            /^Comparaison : terminé \(312\/312\)/,
          );
          expect(await barre.locator("progress").getAttribute("value")).toBe("312");
          const intermediaires = [...avancements].filter((t) => /^Comparaison : \d+\/312/.test(t));
          expect(intermediaires.length, [...avancements].join("\n")).toBeGreaterThanOrEqual(2);

          // Les trois graphiques de la comparaison, puis celui de « mes grilles ».
          const graphiques = page.locator(".js-plotly-plot");
          await expect.poll(() => graphiques.count(), { timeout: 60_000 }).toBe(4);
          const durees = graphiques.nth(0);
          expect(await durees.locator(".boxlayer .trace").count()).toBe(13);
          expect(await typeDAxe(durees, "yaxis")).toBe("log");
          const noeuds = graphiques.nth(2);
          expect(await typeDAxe(noeuds, "xaxis")).toBe("log");
          expect(await typeDAxe(noeuds, "yaxis")).toBe("log");

          // Interactif : un clic sur « td » dans la légende cache sa boîte.
          const visibilite = () =>
            durees.evaluate(
              (div) =>
                (
                  div as unknown as { _fullData: { name: string; visible: unknown }[] }
                )._fullData.find((t) => t.name === "td")!.visible,
            );
          expect(await visibilite()).toBe(true);
          await durees
            .locator(".legend .traces")
            .filter({ hasText: /^td$/ })
            .locator(".legendtoggle")
            .click();
          await expect.poll(visibilite).toBe("legendonly");

          mkdirSync(CAPTURES, { recursive: true });
          await durees.scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(CAPTURES, "lecon6-durees.png") });
          await noeuds.scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(CAPTURES, "lecon6-noeuds.png") });
        },
        async (page) => {
          const texte = await page
            .locator(".sudoku-avancement")
            .first()
            .textContent({ timeout: 100 })
            .catch(() => null);
          if (texte) avancements.add(texte.trim());
        },
      );
    },
  );

  it(
    "l'export HTML d'un carnet exécuté (nbconvert) dessine le graphique sans réseau",
    { timeout: 180_000 },
    async () => {
      const nbconvert = trouverCommande("jupyter-nbconvert");
      if (!nbconvert)
        throw new Error(
          "jupyter-nbconvert est introuvable : installez le paquet Debian jupyter-nbconvert.",
        );
      const dossier = mkdtempSync(join(tmpdir(), "sudoku-export-"));
      const carnet = carnetDeTest([
        'import { barres } from "./src/notebook/index";\nimport { Grille } from "./src/grille/grille";',
        'barres(["a", "b", "c"], [{ nom: "tours", valeurs: [10, 1000, 100000] }], { axeY: { log: true } })',
        "Grille.vide(9)",
      ]);
      writeFileSync(join(dossier, "export.ipynb"), JSON.stringify(carnet));
      const r = await lancer(
        nbconvert,
        [
          "--to",
          "html",
          "--execute",
          "--ExecutePreprocessor.kernel_name=sudoku-ts",
          join(dossier, "export.ipynb"),
        ],
        { env: environnementJupyter(), delai: 170_000 },
      );
      expect(r.code, r.stderr.slice(-3000)).toBe(0);
      const navigateur = await chromium.launch({
        executablePath: "/usr/bin/chromium",
        args: OPTIONS_CHROMIUM,
      });
      try {
        const page = await navigateur.newPage();
        const refusees = await horsLigne(page);
        await page.goto(`file://${join(dossier, "export.html")}`);
        const graphique = page.locator(".js-plotly-plot").first();
        await graphique.waitFor({ state: "attached", timeout: 60_000 });
        expect(await graphique.locator(".bars .point").count()).toBe(3);
        expect(
          await page
            .locator("table")
            .filter({ has: page.locator("tr:nth-child(9) td:nth-child(9)") })
            .count(),
        ).toBe(1);
        // Le gabarit de nbconvert demande require.js et MathJax à un CDN (refusés ici) ; plotly, lui, est dans la page.
        expect(refusees.filter((url) => /plotly/i.test(url))).toEqual([]);
        mkdirSync(CAPTURES, { recursive: true });
        await graphique.screenshot({ path: join(CAPTURES, "export-graphique.png") });
      } finally {
        await navigateur.close();
        rmSync(dossier, { recursive: true, force: true });
      }
    },
  );
});
