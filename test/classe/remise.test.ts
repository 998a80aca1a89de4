/**
 * Un devoir rendu de partout, de bout en bout (demande root) : une classe de
 * deux élèves lancée par `npm run classe` ; chacun, dans Chromium, récupère la
 * leçon 1 par le panneau « Assignment List » de JupyterLab et la rend ; une
 * troisième copie vient de « Rendre mon devoir » de l'édition navigateur (le
 * même code fait son nom et son texte) et entre par `importer`. Puis
 * `ramasser`, `corriger` (les trois, chacune ses points), `retours`,
 * `rendre-retours`, et chaque élève récupère son retour, et lui seul.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { lireCarnet, type Carnet } from "../../outils/carnets/carnets";
import { Eleve, type Carnet as CarnetApi } from "../../outils/classe/eleve";
import type { Compte } from "../../outils/classe/comptes";
import { PREFIXE_ESSAI } from "../../outils/classe/essai";
import { portLibre } from "../../outils/classe/hub";
import { lignesAnglaisesDuHub } from "../../outils/classe/journal-du-hub";
import { lancerChromium } from "../../outils/commun/page-jupyter";
import { nomDeCopie, texteRendu } from "../../src/noyau/navigateur/rendre-devoir";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE } from "../aide-processus";
import { devoirs, notesDeLaBase } from "../nbgrader/aide-nbgrader";
import { TEST_LIGNE_CASE_COMPTEE, copie, reponsesDuProfesseur } from "../nbgrader/copies";
import { pointsDesExercices } from "../nbgrader/scenarios/commun";
import { EST_ROOT } from "./aide-classe";

const LECON = "01-td-retour-arriere";
const CAPTURES = join(RACINE, "sortie", "navigateur");
/** L'identifiant que tape l'élève de l'édition navigateur. */
const ELEVE_DU_SITE = "emma.martin";

/** Toute la sortie terminal des commandes du professeur, pour les vérifications d'après fusion. */
let terminal = "";

/** Une ligne du journal de nbgrader ou de Jupyter (« [AutogradeApp | INFO] … »), ou une pile Python. */
const LIGNE_DE_NBGRADER =
  /^\[\w+(App)?\s*\|\s*(DEBUG|INFO|WARNING|ERROR|CRITICAL)\]|^Traceback \(most recent/m;

/**
 * Ce que le professeur lit : le tableau de `corriger` (les points de la base,
 * pour chaque élève), la feuille de `notes` (BOM, « ; », virgules décimales,
 * une ligne par élève), et aucune ligne anglaise de nbgrader, de JupyterHub ou
 * du mandataire au terminal (commandes de `devoirs` et de `npm run classe`).
 */
function verifierCeQueLitLeProfesseur(
  sortieDeCorriger: string,
  totaux: Record<string, number>,
  feuille: string,
  classe: string,
): void {
  expect(terminal).toContain("copie(s) de lecon1 importée(s)");
  for (const [eleve, total] of Object.entries(totaux)) {
    const ligne = sortieDeCorriger.split("\n").find((l) => l.startsWith(`${eleve} `));
    expect(ligne, `la ligne de ${eleve} dans le tableau de corriger`).toBeDefined();
    const lu = /(\d+(?:,\d+)?) \/ \d+(?:,\d+)?/.exec(ligne!);
    expect(Number(lu?.[1].replace(",", "."))).toBe(total);
  }
  expect(feuille.startsWith("\ufeff")).toBe(true);
  const lignes = feuille.slice(1).trimEnd().split("\r\n");
  expect(lignes[0].split(";")[0]).toBe("Élève");
  expect(
    lignes
      .slice(1)
      .map((l) => l.split(";")[0])
      .sort(),
  ).toEqual(Object.keys(totaux).sort());
  const sur20 = lignes.slice(1).map((l) => l.split(";").at(-1)!);
  expect(sur20.every((n) => /^\d+(,\d+)?$/.test(n))).toBe(true);
  expect(sur20.some((n) => n.includes(","))).toBe(true);
  expect(terminal).not.toMatch(LIGNE_DE_NBGRADER);
  expect(lignesAnglaisesDuHub(classe)).toEqual([]);
}

/** Une commande du professeur, qui doit réussir ; sa sortie va dans `terminal`. */
async function professeur(cours: string, args: string[]): Promise<string> {
  const r = await devoirs(cours, args);
  const sortie = `${r.stdout}\n${r.stderr}`;
  terminal += `\n$ npm run devoirs -- ${args.join(" ")}\n${sortie}`;
  expect(r.code, `devoirs ${args.join(" ")} :\n${sortie.slice(-4000)}`).toBe(0);
  return sortie;
}

/** La copie d'un élève : le code du professeur pour `justes`, d'autres réponses pour le reste. */
function reponses(justes: string[], autres: Record<string, string>, marque: string) {
  const professeur = reponsesDuProfesseur(LECON);
  return Object.fromEntries([
    ...justes.map((e) => [`solution-${e}`, `// ${marque}\n${professeur[`solution-${e}`]}`]),
    ...Object.entries(autres).map(([e, code]) => [`solution-${e}`, `// ${marque}\n${code}`]),
  ]) as Record<string, string>;
}

/** Ouvre le JupyterLab de l'élève, connecté par la page du hub. */
async function ouvrirLab(navigateur: Browser, adresse: string, compte: Compte): Promise<Page> {
  const page = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${adresse}/hub/login`);
  await page.fill("#username_input", compte.nom);
  await page.fill("#password_input", compte.motDePasse);
  await page.click("#login_submit");
  await page.waitForURL(/\/user\/.*\/lab/, { timeout: 240_000 });
  await page.locator(".lm-MenuBar-itemLabel", { hasText: "Fichier" }).waitFor({ timeout: 120_000 });
  return page;
}

/** Fichier › Assignment List : le panneau des devoirs de nbgrader. */
async function ouvrirDevoirs(page: Page): Promise<void> {
  await page.locator(".lm-MenuBar-itemLabel", { hasText: "Fichier" }).click();
  await page.locator(".lm-Menu-itemLabel", { hasText: "Assignment List" }).click();
  await page.locator("#released_assignments_list").waitFor({ timeout: 60_000 });
}

/** Un bouton d'une liste du panneau, sur la ligne de lecon1. */
function bouton(page: Page, liste: string, texte: string) {
  return page
    .locator(`#${liste} .list_item`, { hasText: "lecon1" })
    .locator("button", { hasText: new RegExp(`^\\s*${texte}\\s*$`) })
    .first();
}

/**
 * Clique un bouton du panneau, l'onglet « Assignments » montré d'abord : le
 * sommaire, ouvert au démarrage, peut passer devant.
 */
async function cliquer(page: Page, liste: string, texte: string): Promise<void> {
  for (let essai = 1; ; essai++) {
    await page.locator(".lm-TabBar-tab", { hasText: "Assignments" }).click();
    try {
      await bouton(page, liste, texte).click({ timeout: 5_000 });
      return;
    } catch (erreur) {
      if (essai >= 12) throw erreur;
    }
  }
}

/** Ferme la boîte de dialogue que le panneau ouvre parfois (remise faite, etc.). */
async function fermerDialogue(page: Page): Promise<void> {
  const ok = page.locator(".jp-Dialog button.jp-mod-accept");
  if (await ok.isVisible()) await ok.click();
}

describe.skipIf(!EST_ROOT)("un devoir rendu de partout", () => {
  const marque = randomBytes(3).toString("hex");
  const dossier = `/srv/sudoku-classe-essai-${marque}`;
  const prefixe = `${PREFIXE_ESSAI}${marque}-`;
  const comptes = [`${prefixe}01`, `${prefixe}02`];
  let classe: ChildProcess | undefined;
  let journal = "";

  afterAll(async () => {
    if (classe && classe.exitCode === null) {
      const fin = new Promise((r) => classe!.once("exit", r));
      classe.kill("SIGINT");
      await fin;
    }
    for (const compte of comptes) spawnSync("userdel", ["--remove", "--force", compte]);
    rmSync(dossier, { recursive: true, force: true });
  }, 60_000);

  it(
    "récupérer et rendre dans JupyterLab, importer la copie du site, corriger, rendre les retours",
    { timeout: 1_500_000 },
    async () => {
      const debut = Date.now();
      const etape = (quoi: string) =>
        console.log(`[remise] ${quoi} (${((Date.now() - debut) / 1000).toFixed(0)} s)`);
      const cours = join(dossierTemporaire("remise"), "devoirs");
      await professeur(cours, ["creer", "lecon1", LECON]);
      await professeur(cours, ["generer", "lecon1"]);

      const port = await portLibre();
      classe = spawn(
        process.execPath,
        [
          join(RACINE, "node_modules", "ts-node", "dist", "bin.js"),
          join(RACINE, "outils", "classe", "classe.ts"),
          ...["--dossier", dossier, "--port", String(port), "--eleves", "2", "--prefixe", prefixe],
        ],
        { cwd: RACINE },
      );
      classe.stdout?.on("data", (m: Buffer) => (journal += m.toString()));
      classe.stderr?.on("data", (m: Buffer) => (journal += m.toString()));
      await expect
        .poll(() => journal, { timeout: 600_000, interval: 1000 })
        .toContain("Le cours est servi");
      etape("classe servie");
      const adresse = `http://127.0.0.1:${port}`;
      const motsDePasse = readFileSync(join(dossier, "hub", "mots-de-passe.txt"), "utf8");
      const eleves = comptes.map((nom) => {
        const motDePasse = motsDePasse
          .split("\n")
          .find((l) => l.startsWith(nom))!
          .split(/\s+/)[1];
        return { nom, motDePasse, uid: 0, gid: 0, maison: "" } satisfies Compte;
      });

      // Les droits de l'échange, que nbgrader garde.
      const echange = join(dossier, "echange");
      expect(journal).toContain(`c.Exchange.root = "${echange}"`);
      appendFileSync(
        join(cours, "nbgrader_config.py"),
        `c.Exchange.root = ${JSON.stringify(echange)}\n`,
      );
      await professeur(cours, ["distribuer", "lecon1"]);
      const droits = (chemin: string) =>
        (statSync(join(echange, chemin)).mode & 0o7777).toString(8);
      expect([droits("."), droits("sudoku/inbound"), droits("sudoku/outbound")]).toEqual([
        "1777",
        "3733",
        "755",
      ]);

      // Les copies : l'élève 1 juste sur les quatre premiers exercices, l'élève 2 avec une
      // erreur dans test_ligne, la copie du site juste partout.
      const copies = [
        reponses(["test_ligne", "test_colonne", "test_carre", "test"], {}, comptes[0]),
        reponses(
          ["test_colonne", "test_carre", "test"],
          { test_ligne: TEST_LIGNE_CASE_COMPTEE },
          comptes[1],
        ),
      ];
      const navigateur = await lancerChromium(dossierTemporaire("remise-chromium"));
      const pages: Page[] = [];
      try {
        for (const [k, compte] of eleves.entries()) {
          const page = await ouvrirLab(navigateur, adresse, compte);
          pages.push(page);
          await ouvrirDevoirs(page);
          await cliquer(page, "released_assignments_list", "Fetch");
          await bouton(page, "fetched_assignments_list", "Submit").waitFor({
            state: "attached",
            timeout: 120_000,
          });
          etape(`${compte.nom} a récupéré lecon1`);
          // L'élève écrit ses réponses (ici par l'API « contents », comme un enregistrement).
          const api = new Eleve(adresse, compte);
          await api.connecter();
          const chemin = `lecon1/${LECON}.ipynb`;
          const recu = (await api.lireCarnet(chemin)) as unknown as Carnet;
          await api.enregistrerCarnet(chemin, copie(recu, copies[k]) as unknown as CarnetApi);
          await cliquer(page, "fetched_assignments_list", "Submit");
          await expect
            .poll(
              async () => {
                await fermerDialogue(page);
                return page.locator("#submitted_assignments_list").textContent();
              },
              { timeout: 120_000 },
            )
            .toContain("lecon1");
          etape(`${compte.nom} a rendu lecon1`);
        }
        // Un élève ne liste pas les copies rendues, ni ne renomme le dossier du cours.
        const liste = spawnSync("runuser", [
          "-u",
          comptes[0],
          "--",
          "ls",
          join(echange, "sudoku", "inbound"),
        ]);
        expect(liste.status).not.toBe(0);
        const renomme = spawnSync("runuser", [
          ...["-u", comptes[0], "--", "mv"],
          ...[join(echange, "sudoku"), join(echange, "a-moi")],
        ]);
        expect(renomme.status).not.toBe(0);

        // La copie de l'édition navigateur : le carnet sans les métadonnées de nbgrader,
        // nommé et écrit par le code de « Rendre mon devoir ».
        const distribue = lireCarnet(join(cours, "release", "lecon1", `${LECON}.ipynb`));
        const tous = Object.keys(reponsesDuProfesseur(LECON))
          .filter((id) => id.startsWith("solution-"))
          .map((id) => id.slice("solution-".length));
        const duSite = copie(distribue, reponses(tous, {}, ELEVE_DU_SITE));
        const sansNbgrader = {
          ...duSite,
          cells: duSite.cells.map((c) => ({ ...c, metadata: {} })),
        };
        const recues = dossierTemporaire("remise-recues");
        mkdirSync(join(recues, "Emma Martin_1_assignsubmission_file_"));
        writeFileSync(
          join(
            recues,
            "Emma Martin_1_assignsubmission_file_",
            nomDeCopie(`${LECON}.ipynb`, ELEVE_DU_SITE),
          ),
          texteRendu(sansNbgrader),
        );
        await professeur(cours, ["importer", "lecon1", recues]);

        await professeur(cours, ["ramasser", "lecon1"]);
        etape("copies ramassées");
        const sortieDeCorriger = await professeur(cours, ["corriger", "lecon1"]);
        etape("copies corrigées");
        const notes = await notesDeLaBase(cours, "lecon1");
        expect(Object.keys(notes).sort()).toEqual([...comptes, ELEVE_DU_SITE].sort());
        const total = (eleve: string) =>
          Object.values(notes[eleve]).reduce<number>((s, n) => s + (n ?? 0), 0);
        // Tous les points d'un exercice (1 à 3, lus dans le carnet) ou aucun.
        const points = pointsDesExercices(LECON);
        expect(notes[comptes[0]]).toMatchObject({
          "verifier-test_ligne": points["verifier-test_ligne"],
          "verifier-test_colonne": points["verifier-test_colonne"],
          "verifier-test_carre": points["verifier-test_carre"],
          "verifier-resolution": 0,
        });
        expect(notes[comptes[1]]).toMatchObject({
          "verifier-test_ligne": 0,
          "verifier-test_colonne": points["verifier-test_colonne"],
          "verifier-resolution": 0,
        });
        expect(notes[ELEVE_DU_SITE]).toEqual(points);
        expect(total(comptes[1])).toBeLessThan(total(comptes[0]));
        expect(total(comptes[0])).toBeLessThan(total(ELEVE_DU_SITE));

        await professeur(cours, ["retours", "lecon1"]);
        await professeur(cours, ["rendre-retours", "lecon1"]);
        expect(readdirSync(join(echange, "sudoku", "feedback"))).toHaveLength(3);
        etape("retours rendus");

        // Chaque élève récupère son retour, et seulement le sien.
        for (const [k, compte] of eleves.entries()) {
          const page = pages[k];
          await page.locator(".lm-TabBar-tab", { hasText: "Assignments" }).click();
          await page.locator("#refresh_assignments_list").click();
          await cliquer(page, "submitted_assignments_list", "Fetch Feedback");
          const api = new Eleve(adresse, compte);
          await api.connecter();
          await expect.poll(() => retoursDe(api), { timeout: 120_000 }).toHaveLength(1);
          const html = await retoursDe(api);
          expect(html[0]).toContain(compte.nom);
          for (const autre of [...comptes, ELEVE_DU_SITE].filter((n) => n !== compte.nom))
            expect(html[0]).not.toContain(`// ${autre}`);
        }
        etape("retours récupérés");
        await professeur(cours, ["notes"]);
        const totaux = Object.fromEntries(Object.keys(notes).map((e) => [e, total(e)]));
        const feuille = readFileSync(join(cours, "notes.csv"), "utf8");
        verifierCeQueLitLeProfesseur(sortieDeCorriger, totaux, feuille, journal);
      } catch (erreur) {
        mkdirSync(CAPTURES, { recursive: true });
        const ouvertes = navigateur.contexts().flatMap((c) => c.pages());
        for (const [k, page] of ouvertes.entries())
          await page.screenshot({ path: join(CAPTURES, `remise-echec-${k + 1}.png`) });
        // Le terminal de la classe et la fin du journal du hub disent souvent pourquoi.
        const journalDuHub = join(dossier, "hub", "hub.log");
        const fin = existsSync(journalDuHub)
          ? readFileSync(journalDuHub, "utf8").split("\n").slice(-60).join("\n")
          : "";
        console.log(`[remise] terminal de la classe :\n${journal}\n[remise] hub.log :\n${fin}`);
        throw erreur;
      } finally {
        await navigateur.close();
      }
    },
  );
});

/** Les pages de retour qu'un élève a chez lui (lecon1/feedback/<heure>/*.html), par l'API. */
async function retoursDe(eleve: Eleve): Promise<string[]> {
  const lister = async (chemin: string) => {
    const r = await eleve.requete(`/user/${eleve.nom}/api/contents/${chemin}?content=1`);
    if (!r.ok) return [];
    return ((await r.json()) as { content: { path: string; type: string }[] }).content;
  };
  const pages: string[] = [];
  for (const heure of await lister("lecon1/feedback"))
    for (const fichier of await lister(heure.path))
      if (fichier.path.endsWith(".html")) {
        const r = await eleve.requete(`/user/${eleve.nom}/api/contents/${fichier.path}?content=1`);
        pages.push(((await r.json()) as { content: string }).content);
      }
  return pages;
}
