/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Le cours sans rien installer (`npm run site`), tel que l'ouvre un élève :
 * le site statique servi par un serveur ordinaire sur 127.0.0.1 (sans en-tête
 * particulier, comme GitHub Pages), JupyterLab dans Chromium, le noyau du
 * cours dans la page. On y refait la leçon 1 de l'élève, on arrête des
 * boucles sans fin avec ■, on fait une erreur de type, on complète avec Tab,
 * on recharge la page, on compare `expliquer` dans la page et dans Node ;
 * aucune requête ne doit quitter le site.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carnetDeTest } from "../aide-carnets";
import { sansCouleurs } from "../noyau/aide-jupyter";
import { CarnetOuvert, type Cellule, texteDesSorties } from "../../outils/commun/page-jupyter";
import {
  CELLULES_COMPLETION,
  LECON_1,
  TEST_LIGNE_JUSTE,
  capture,
  scenarioCompletion,
  scenarioLecon1,
} from "../navigateur/scenarios";
import { SessionSite } from "./aide-site";
import { RACINE } from "../aide-processus";
import { executerDansLaPage } from "../../outils/commun/noyau-de-la-page";
import { expliquer, explicationEnJSON } from "../../src/explication/index";
import { lireFichier } from "../../src/grille/lecture";

/**
 * Deux grilles de top95 pour `expliquer` dans la page : la 3 (techniques nommées
 * seules) et la 13 (trois étapes de raisonnement minimal : sondage, solveur CDCL, réduction).
 */
const GRILLES_EXPLIQUEES = [3, 13];

/** Dans la page seulement (voir outils/commun/page-jupyter.ts). */
declare const aide: () => { selectionner(i: number): void; cellules(): Cellule[] };

/** Ce que les tests lisent de JupyterLite, dans la page (`exposeAppInBrowser`). */
interface AppDansLaPage {
  restored: Promise<void>;
  commands: { isToggled(id: string): boolean };
  serviceManager: {
    contents: { save(chemin: string, modele: object): Promise<unknown> };
    kernelspecs: {
      ready: Promise<void>;
      specs: { default: string; kernelspecs: Record<string, { display_name: string }> } | null;
    };
  };
}

/**
 * Écrit des carnets dans le stockage du navigateur (le travail de l'élève),
 * comme des carnets neufs. La page passe d'abord par la leçon 1 : c'est
 * JupyterLite, une fois chargé, qui écrit dans ce stockage.
 */
async function deposerCarnets(
  session: SessionSite,
  page: Page,
  carnets: Record<string, string[]>,
): Promise<void> {
  await page.goto(session.adresse(LECON_1));
  await page.waitForFunction(() => "jupyterapp" in globalThis, undefined, { timeout: 90_000 });
  await page.evaluate(async (contenus) => {
    const app = (globalThis as unknown as { jupyterapp: AppDansLaPage }).jupyterapp;
    await app.restored;
    for (const [nom, carnet] of Object.entries(contenus))
      await app.serviceManager.contents.save(nom, { type: "notebook", format: "json", content: carnet });
  }, Object.fromEntries(Object.entries(carnets).map(([nom, cellules]) => [nom, carnetDeTest(cellules)])));
}

/** Écrit un carnet neuf dans le stockage du navigateur, puis l'ouvre. */
async function ouvrirCarnetNeuf(
  session: SessionSite,
  page: Page,
  nom: string,
  cellules: string[],
): Promise<CarnetOuvert> {
  await deposerCarnets(session, page, { [nom]: cellules });
  return CarnetOuvert.ouvrir(page, session.adresse(nom));
}

/** Appuie sur ■ dans la barre d'outils du carnet. */
async function interrompre(page: Page): Promise<void> {
  await page.locator('[data-command="notebook:interrupt-kernel"]').first().click();
}

/** Lance la cellule `i` sans attendre sa fin, puis appuie sur ■ après `ms` millisecondes. */
async function lancerPuisInterrompre(carnet: CarnetOuvert, i: number, ms = 1500): Promise<void> {
  const page = carnet.page;
  await page.evaluate((k) => aide().selectionner(k), i);
  await page.keyboard.press("Shift+Enter");
  await page.waitForTimeout(ms);
  await interrompre(page);
}

/** Attend que la cellule `i` ait fini (numéro d'exécution posé) ; rend ses sorties. */
async function attendreCellule(carnet: CarnetOuvert, i: number, delai = 30_000): Promise<Cellule> {
  await carnet.page.waitForFunction((k) => aide().cellules()[k as number].compte !== null, i, {
    timeout: delai,
  });
  return (await carnet.cellules())[i];
}

describe("le cours dans le navigateur, sans rien installer (édition des élèves)", () => {
  const session = new SessionSite("eleve");
  beforeAll(() => session.demarrer(), 600_000);
  afterAll(() => session.arreter(), 60_000);

  it(
    "leçon 1 de l'élève : fonction fausse puis juste, grille, visionneuse, graphique, sans réseau",
    { timeout: 300_000 },
    async () => {
      const carnet = await scenarioLecon1(() => session.page(), session.adresse(LECON_1), "site");
      // Le modèle du site : JupyterLab en français, le noyau du cours seul et par défaut.
      const page = carnet.page;
      await expect.poll(() => page.locator(".lm-MenuBar-itemLabel").first().textContent()).toBe("Fichier");
      const specs = await page.evaluate(async () => {
        const app = (globalThis as unknown as { jupyterapp: AppDansLaPage }).jupyterapp;
        await app.serviceManager.kernelspecs.ready;
        const s = app.serviceManager.kernelspecs.specs!;
        return { defaut: s.default, noms: Object.keys(s.kernelspecs), nom: s.kernelspecs["sudoku-ts"]?.display_name };
      });
      expect(specs).toEqual({ defaut: "sudoku-ts", noms: ["sudoku-ts"], nom: "TypeScript (cours Sudoku)" });
    },
  );

  it(
    "■ arrête une boucle sans fin au premier niveau, dans une fonction, après un await et dans un minuteur ; les variables restent",
    { timeout: 300_000 },
    async () => {
      const { page, externes, console_ } = await session.page();
      const carnet = await ouvrirCarnetNeuf(session, page, "boucles.ipynb", [
        "let compteur = 0;",
        "let tours = 0;\nwhile (true) compteur = ++tours;",
        "compteur > 0 && tours > 0",
        "function tourner(): number {\n  for (;;) compteur++;\n}\ntourner();",
        "await new Promise((r) => setTimeout(r, 50));\nwhile (true) compteur++;",
        'setTimeout(() => {\n  while (true) compteur++;\n}, 100);\n"minuteur lancé"',
        "compteur = -1;\ncompteur",
      ]);
      await carnet.executer(0);
      for (const [i, nom] of [
        [1, "premier-niveau"],
        [3, "fonction"],
        [4, "apres-await"],
      ] as const) {
        await lancerPuisInterrompre(carnet, i);
        const interrompue = await attendreCellule(carnet, i);
        expect(interrompue.sorties.map((s) => s.ename), console_.join("\n")).toContain("Interruption");
        await capture(page, `site-interruption-${nom}`, carnet.cellule(i));
        await carnet.attendreNoyau(20_000);
        // La variable a gardé ce que la boucle lui a fait.
        expect(texteDesSorties(await carnet.executer(2))).toContain("true");
      }

      // Un minuteur qui tourne sans fin après sa cellule : le fil est pris, la cellule suivante attend ;
      // ■ arrête le minuteur, le dit sous la cellule, et la suivante s'exécute avec les variables.
      expect(texteDesSorties(await carnet.executer(5))).toContain("minuteur lancé");
      await lancerPuisInterrompre(carnet, 6, 2000);
      const suivante = await attendreCellule(carnet, 6);
      expect(texteDesSorties(suivante)).toContain("-1");
      const minuteur = (await carnet.cellules())[5];
      expect(texteDesSorties(minuteur)).toContain("lancé par une cellule déjà finie");
      await capture(page, "site-interruption-minuteur", carnet.cellule(5));
      expect(externes).toEqual([]);
    },
  );

  it(
    "une erreur de type est rapportée comme par le noyau de Jupyter ; une erreur à l'exécution montre la ligne de l'élève",
    { timeout: 180_000 },
    async () => {
      const { page, externes } = await session.page();
      const carnet = await ouvrirCarnetNeuf(session, page, "erreurs.ipynb", [
        'const nom: string = 42;',
        'function moyenne(valeurs: number[]): number {\n  const total = valeurs.reduce((a, b) => a + b, 0);\n  if (valeurs.length === 0) throw new Error("liste vide : pas de moyenne");\n  return total / valeurs.length;\n}\nmoyenne([]);',
      ]);
      const type = (await carnet.executer(0)).sorties.find((s) => s.output_type === "error")!;
      expect(type.ename).toBe("ErreurDeCompilation");
      const texte = sansCouleurs((type.traceback ?? []).join("\n"));
      expect(texte).toContain("Cellule [1], ligne 1, colonne 7 : Impossible d'assigner le type 'number' au type 'string'. (TS2322)");
      expect(texte).toContain("const nom: string = 42;");
      await capture(page, "site-erreur-de-type", carnet.cellule(0));

      const pile = sansCouleurs(texteDesSorties(await carnet.executer(1)));
      expect(pile).toContain("liste vide : pas de moyenne");
      expect(pile).toMatch(/ligne 3, dans moyenne/);
      expect(pile).toContain('throw new Error("liste vide');
      await capture(page, "site-erreur", carnet.cellule(1));
      expect(externes).toEqual([]);
    },
  );

  it("Tab complète un nom de la bibliothèque, Maj+Tab en montre la documentation", { timeout: 180_000 }, async () => {
    const { page } = await session.page();
    const carnet = await ouvrirCarnetNeuf(session, page, "completion.ipynb", CELLULES_COMPLETION);
    await carnet.executer(0);
    await scenarioCompletion(carnet, "site");
  });

  it("le travail de l'élève reste dans le navigateur : une cellule modifiée et enregistrée survit au rechargement", { timeout: 180_000 }, async () => {
    const { page, externes } = await session.page();
    const carnet = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
    const definition = await carnet.indice("function test_ligne");
    await carnet.ecrire(definition, TEST_LIGNE_JUSTE);
    await carnet.commande("docmanager:save");
    await page.reload();
    const rouvert = await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
    expect((await rouvert.cellules())[definition].source).toBe(TEST_LIGNE_JUSTE);
    await capture(page, "site-travail-garde", rouvert.cellule(definition));
    expect(externes).toEqual([]);
  });

  it(
    "une cellule prend toute la mémoire et fait tomber l'onglet : ce que l'élève venait d'écrire dans un autre carnet, sans l'enregistrer, est gardé",
    { timeout: 240_000 },
    async () => {
      const { page, externes, console_ } = await session.page();
      const ecrit = 'const note = "écrit juste avant le plantage";';
      await deposerCarnets(session, page, {
        "brouillon.ipynb": ["// à compléter"],
        "gourmand.ipynb": ["const tas: number[][] = [];\nwhile (true) tas.push(new Array(1e6).fill(Math.random()));"],
      });
      const carnet = await CarnetOuvert.ouvrir(page, session.adresse("brouillon.ipynb"));
      // Sans l'enregistrement automatique de JupyterLab (toutes les 10 s dans le site) : seul
      // l'enregistrement que fait le noyau avant chaque cellule peut sauver le brouillon.
      await carnet.commande("docmanager:toggle-autosave");
      const autoEnregistrement = await page.evaluate(() =>
        (globalThis as unknown as { jupyterapp: AppDansLaPage }).jupyterapp.commands.isToggled(
          "docmanager:toggle-autosave",
        ),
      );
      expect(autoEnregistrement).toBe(false);
      await carnet.ecrire(0, ecrit);
      // L'autre carnet s'ouvre à côté, dans le même JupyterLab ; le brouillon reste modifié, non enregistré.
      await carnet.commande("docmanager:open", { path: "gourmand.ipynb" });
      await page.waitForFunction(() => aide().cellules()[0]?.source.startsWith("const tas"));
      await carnet.attendreNoyau();
      const tombe = page.waitForEvent("crash", { timeout: 120_000 });
      await page.evaluate(() => aide().selectionner(0));
      await page.keyboard.press("Shift+Enter");
      await tombe;

      // L'élève rouvre le site dans le même navigateur : son brouillon est là.
      const suite = await session.page(page);
      const rouvert = await CarnetOuvert.ouvrir(suite.page, session.adresse("brouillon.ipynb"));
      // JupyterLab rouvre aussi l'autre carnet (l'espace de travail est gardé) : le brouillon devant.
      await rouvert.commande("docmanager:open", { path: "brouillon.ipynb" });
      await suite.page.waitForFunction(() => aide().cellules()[0]?.source !== undefined && !aide().cellules()[0].source.startsWith("const tas"));
      expect((await rouvert.cellules())[0].source, console_.join("\n")).toBe(ecrit);
      await capture(suite.page, "site-travail-garde-apres-plantage", rouvert.cellule(0));
      expect([...externes, ...suite.externes]).toEqual([]);
    },
  );

  it(
    "verifier dans la page : une fonction sans fin reçoit le rapport en français ; close() ne tue pas le noyau",
    { timeout: 180_000 },
    async () => {
      const { page, externes } = await session.page();
      const carnet = await ouvrirCarnetNeuf(session, page, "cage.ipynb", [
        'import { verifier } from "./src/index";',
        "function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {\n  while (true) {}\n}\nverifier(\"test_ligne\", test_ligne)",
        "function test_colonne(i: number, j: number, nombre: number, M: number[][]): boolean {\n  (globalThis as any).close();\n  return true;\n}\nverifier(\"test_colonne\", test_colonne)",
        "(globalThis as any).close();",
        "1 + 1",
      ]);
      await carnet.executer(0);
      const sansFin = texteDesSorties(await carnet.executer(1, 60_000));
      expect(sansFin).toContain("la fonction ne s'arrête pas (interrompue après");
      await capture(page, "site-verifier-sans-fin", carnet.cellule(1));
      const arret = texteDesSorties(await carnet.executer(2, 60_000));
      expect(arret).toContain("votre fonction a appelé self.close()");
      const direct = texteDesSorties(await carnet.executer(3));
      expect(direct).toContain("close() arrêterait le noyau du cours");
      expect(texteDesSorties(await carnet.executer(4))).toContain("2");
      expect(externes).toEqual([]);
    },
  );

  it(
    "du code qui échappe à la garde (eval) : ■ annule les minuteurs des cellules, ou relance le fil du noyau au bout de quelques secondes, et le dit ; un nom en __ se déclare",
    { timeout: 240_000 },
    async () => {
      const { page, externes } = await session.page();
      const carnet = await ouvrirCarnetNeuf(session, page, "relance.ipynb", [
        "const gardee = 42;",
        'eval("while (true) {}");',
        "typeof gardee",
        "1 + 1",
        "const __x = 20;\nfunction __aide(): number {\n  return __x + 1;\n}\n__aide()",
        "const tours = globalThis as unknown as { tic: number; tac: number };\ntours.tic = 0;\ntours.tac = 0;",
        'eval("function tic() { globalThis.tic++; setTimeout(tic, 5); } tic();");\nsetInterval(() => tours.tac++, 5);\n"lancés"',
        "`${tours.tic} ${tours.tac}`",
        'setTimeout(() => eval("while (true) {}"), 100);\n"parti"',
        "`${tours.tic} ${tours.tac}`",
      ]);
      // Un nom en __ : tslab écrivait son nom échappé (___x) dans le code qu'il compile.
      expect(texteDesSorties(await carnet.executer(4))).toContain("21");

      // Une boucle qui rend la main par setTimeout, lancée par eval (que la garde ne voit pas),
      // et un setInterval : ■, alors qu'aucune cellule ne tourne, les annule tous deux.
      await carnet.executer(5);
      expect(texteDesSorties(await carnet.executer(6))).toContain("lancés");
      const compteurs = async (i: number) =>
        texteDesSorties(await carnet.executer(i)).replace(/'/g, "").split(" ").map(Number);
      const [tic, tac] = await compteurs(7);
      await page.waitForTimeout(300);
      const [tic2, tac2] = await compteurs(7);
      expect(tic2 > tic && tac2 > tac, `${tic} ${tac} puis ${tic2} ${tac2}`).toBe(true);
      await interrompre(page);
      await page.waitForTimeout(300);
      const arretes = await compteurs(9);
      await page.waitForTimeout(500);
      expect(await compteurs(9)).toEqual(arretes);
      // Le mot du noyau, sous la dernière cellule exécutée avant ■.
      await page.waitForFunction(
        () => aide().cellules()[7].sorties.some((s) => String(s.text ?? "").includes("ont été annulés")),
        undefined,
        { timeout: 20_000 },
      );
      expect(texteDesSorties((await carnet.cellules())[7])).toContain(
        "Interruption : 2 minuteurs programmés par les cellules ont été annulés (setTimeout, setInterval). Les variables sont gardées.",
      );
      await capture(page, "site-minuteurs-annules", carnet.cellule(7));

      // Du code sans contrôle lancé par un minuteur, après la fin de sa cellule, bloque le fil :
      // aucune cellule n'attend, mais ■ relance le fil au bout de quelques secondes, et le dit.
      expect(texteDesSorties(await carnet.executer(8))).toContain("parti");
      await page.waitForTimeout(500);
      await interrompre(page);
      await page.waitForFunction(
        () => aide().cellules()[8].sorties.some((s) => String(s.text ?? "").includes("Noyau relancé")),
        undefined,
        { timeout: 30_000 },
      );
      expect(texteDesSorties((await carnet.cellules())[8])).toContain("Les variables sont perdues");
      await capture(page, "site-noyau-relance-minuteur", carnet.cellule(8));
      await carnet.attendreNoyau(60_000);
      expect(texteDesSorties(await carnet.executer(3))).toContain("2");

      // Du code sans contrôle dans la cellule même : ■ relance le fil, et la cellule le dit.
      await carnet.executer(0);
      await lancerPuisInterrompre(carnet, 1);
      const relancee = await attendreCellule(carnet, 1, 60_000);
      expect(relancee.sorties.map((s) => s.ename)).toContain("NoyauRelance");
      expect(texteDesSorties(relancee)).toContain("Les variables sont perdues");
      await capture(page, "site-noyau-relance", carnet.cellule(1));
      await carnet.attendreNoyau(60_000);
      // Un fil neuf : les variables d'avant n'existent plus, mais le noyau répond.
      expect(texteDesSorties(await carnet.executer(2))).toContain("Le nom 'gardee' est introuvable");
      expect(texteDesSorties(await carnet.executer(3))).toContain("2");
      expect(externes).toEqual([]);
    },
  );
  it(
    "expliquer dans la page donne, étape par étape, la même explication que dans Node",
    { timeout: 180_000 },
    async () => {
      const { page, externes, console_ } = await session.page();
      await CarnetOuvert.ouvrir(page, session.adresse(LECON_1));
      // La bibliothèque importée comme le fait une cellule de l'élève, par le noyau de la page.
      const importation = await executerDansLaPage(page, 'import { expliquer, explicationEnJSON, lireFichier } from "./src/index";');
      expect(importation.erreur, importation.texte).toBe(false);
      const rangs = JSON.stringify(GRILLES_EXPLIQUEES);
      const r = await executerDansLaPage(
        page,
        `const grillesDuTest = lireFichier("data/ensembles/norvig_top95.txt");\n` +
          `for (const rang of ${rangs}) console.log(explicationEnJSON(grillesDuTest[rang - 1], expliquer(grillesDuTest[rang - 1])));`,
      );
      expect(r.erreur, `${r.texte}\n${console_.join("\n")}`).toBe(false);
      const grilles = lireFichier(join(RACINE, "data", "ensembles", "norvig_top95.txt"));
      const dansNode = GRILLES_EXPLIQUEES.map((rang) => explicationEnJSON(grilles[rang - 1], expliquer(grilles[rang - 1])));
      const dansLaPage = r.sortie.trim().split("\n");
      expect(dansLaPage).toHaveLength(GRILLES_EXPLIQUEES.length);
      dansLaPage.forEach((ligne, k) => {
        const explication = JSON.parse(ligne) as { etapes: { technique: string }[] };
        expect(explication.etapes.length).toBeGreaterThan(100);
        // La ligne entière : chaque étape, sa technique, ses unités et ses faits, dans le même ordre.
        expect(ligne, `grille ${GRILLES_EXPLIQUEES[k]} de top95`).toBe(dansNode[k]);
      });
      const minimales = JSON.parse(dansLaPage[1]) as { etapes: { technique: string }[] };
      expect(minimales.etapes.some((e) => e.technique === "raisonnement minimal")).toBe(true);
      expect(externes).toEqual([]);
      await page.close();
    },
  );
});
