/**
 * Comme un professeur puis un élève : `npm run classe` (un compte), puis,
 * dans Chromium sans écran, la page de connexion du hub (en français, un
 * mauvais mot de passe refusé en français), le JupyterLab de l'élève, la
 * leçon 1 et deux cellules exécutées (la grille de l'annexe s'affiche), son
 * serveur arrêté, puis Ctrl+C. Le terminal du professeur n'a eu que des
 * lignes françaises, aucune erreur, et le journal anglais est dans son
 * fichier. Captures dans sortie/navigateur/classe-connexion.png et
 * classe-lecon1.png. Demande root.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { portLibre } from "../../outils/classe/hub";
import { PREFIXE_ESSAI } from "../../outils/classe/essai";
import { lignesAnglaisesDuHub } from "../../outils/classe/journal-du-hub";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE } from "../aide-processus";
import { lancerChromium } from "../../outils/commun/page-jupyter";
import { EST_ROOT } from "./aide-classe";

const CAPTURES = join(RACINE, "sortie", "navigateur");
const LECON_1 = "01-td-retour-arriere.ipynb";

/** Les lignes du journal du hub (et les 12 suivantes) auxquelles renvoie « détails dans …, ligne n ». */
function lignesRenvoyees(terminal: string, hubLog: string): string {
  const lignes = hubLog.split("\n");
  return [...terminal.matchAll(/ligne (\d+)\./g)]
    .map((m) => lignes.slice(Number(m[1]) - 1, Number(m[1]) + 12).join("\n"))
    .join("\n…\n");
}

describe.skipIf(!EST_ROOT)("une classe avec JupyterHub : dans le navigateur", () => {
  const marque = randomBytes(3).toString("hex");
  const dossier = `/srv/sudoku-classe-essai-${marque}`;
  const prefixe = `${PREFIXE_ESSAI}${marque}-`;
  const compte = `${prefixe}01`;
  let classe: ReturnType<typeof spawn> | undefined;
  let journal = "";
  let erreurs = "";

  afterAll(async () => {
    if (classe && classe.exitCode === null) {
      const fin = new Promise((r) => classe!.once("exit", r));
      classe.kill("SIGINT");
      await fin;
    }
    spawnSync("userdel", ["--remove", "--force", compte]);
    rmSync(dossier, { recursive: true, force: true });
  }, 60_000);

  it(
    "npm run classe, connexion de l'élève, leçon 1 : une cellule montre la grille",
    { timeout: 400_000 },
    async () => {
      const port = await portLibre();
      classe = spawn(
        process.execPath,
        [
          join(RACINE, "node_modules", "ts-node", "dist", "bin.js"),
          join(RACINE, "outils", "classe", "classe.ts"),
          ...["--dossier", dossier, "--port", String(port), "--eleves", "1", "--prefixe", prefixe],
        ],
        { cwd: RACINE },
      );
      classe.stdout?.on("data", (m: Buffer) => (journal += m.toString()));
      classe.stderr?.on("data", (m: Buffer) => {
        journal += m.toString();
        erreurs += m.toString();
      });
      const adresse = `http://127.0.0.1:${port}`;
      await expect
        .poll(() => journal, { timeout: 300_000, interval: 500 })
        .toContain("Le cours est servi");
      const motDePasse = readFileSync(join(dossier, "hub", "mots-de-passe.txt"), "utf8")
        .split("\n")
        .find((l) => l.startsWith(compte))!
        .split(/\s+/)[1];

      const navigateur = await lancerChromium(dossierTemporaire("classe-chromium"));
      try {
        const page = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${adresse}/hub/login`);
        // La page de connexion en français (jupyter/classe/gabarits/login.html).
        expect(await page.locator("label[for=username_input]").textContent()).toBe(
          "Nom d'utilisateur :",
        );
        expect(await page.locator("label[for=password_input]").textContent()).toBe(
          "Mot de passe :",
        );
        expect(await page.locator("#login_submit").getAttribute("value")).toBe("Se connecter");
        await page.fill("#username_input", compte);
        await page.fill("#password_input", "pas-le-bon");
        await page.click("#login_submit");
        await expect
          .poll(() => page.locator(".login_error").textContent(), { timeout: 30_000 })
          .toContain("Nom d'utilisateur ou mot de passe incorrect.");
        mkdirSync(CAPTURES, { recursive: true });
        await page.screenshot({ path: join(CAPTURES, "classe-connexion.png") });
        expect(await page.locator("#login-main").innerText()).not.toMatch(
          /Sign in|Username|Password|Invalid/,
        );
        await page.fill("#username_input", compte);
        await page.fill("#password_input", motDePasse);
        await page.click("#login_submit");
        // Le JupyterLab de l'élève s'ouvre sur le sommaire, copié chez lui.
        await page.waitForURL(/\/user\/.*\/lab/, { timeout: 180_000 });
        await page.goto(`${adresse}/user/${compte}/lab/tree/${LECON_1}`);
        const cellules = page.locator(".jp-Notebook .jp-CodeCell");
        await cellules.first().waitFor({ timeout: 120_000 });
        // Maj+Entrée sur chaque cellule ; une touche pressée avant que le carnet soit prêt
        // se perd : on recommence tant que la cellule n'a pas de numéro d'exécution.
        for (const i of [0, 1]) {
          const invite = cellules.nth(i).locator(".jp-InputPrompt");
          for (let essai = 0; !/\[\d+\]/.test((await invite.textContent()) ?? ""); essai++) {
            expect(essai, `la cellule ${i} ne s'exécute pas`).toBeLessThan(10);
            // JupyterLab demande parfois le noyau à la première ouverture (avant d'avoir la
            // liste des noyaux) : le noyau du cours est proposé, l'élève le choisit.
            const choix = page.locator(".jp-Dialog button.jp-mod-accept");
            if (await choix.isVisible()) await choix.click();
            await cellules.nth(i).locator(".jp-InputArea-editor").click();
            await page.keyboard.press("Shift+Enter");
            await expect
              .poll(() => invite.textContent(), { timeout: 60_000 })
              .toMatch(/\[(\d+|\*)\]/)
              .catch(() => undefined);
            await expect.poll(() => invite.textContent(), { timeout: 120_000 }).not.toContain("*");
          }
        }
        const grille = cellules.nth(1).locator(".jp-OutputArea-output table");
        await grille.waitFor({ timeout: 120_000 });
        expect(await grille.locator("td").count()).toBe(81);
        // Les menus et panneaux de professeur de nbgrader sont cachés aux élèves.
        const menus = await page.locator(".lm-MenuBar-itemLabel").allTextContents();
        expect(menus).toContain("Noyau");
        expect(menus.filter((m) => /nbgrader/i.test(m))).toEqual([]);
        await page.screenshot({ path: join(CAPTURES, "classe-lecon1.png") });
        // L'élève arrête son serveur depuis la page du hub.
        await page.goto(`${adresse}/hub/home`);
        await page.click("#stop");
        await expect
          .poll(() => journal, { timeout: 120_000 })
          .toContain(`Serveur de ${compte} arrêté.`);
      } catch (erreur) {
        mkdirSync(CAPTURES, { recursive: true });
        for (const page of navigateur.contexts().flatMap((c) => c.pages()))
          await page.screenshot({ path: join(CAPTURES, "classe-echec.png") });
        throw erreur;
      } finally {
        await navigateur.close();
      }

      // Ctrl+C : un seul arrêt, propre, dit en français.
      const fin = new Promise((r) => classe!.once("exit", r));
      classe.kill("SIGINT");
      await fin;
      const hubLog = readFileSync(join(dossier, "hub", "hub.log"), "utf8");
      expect(hubLog).toContain("Running JupyterHub version");
      expect(hubLog).not.toContain("Failed to stop user");
      // Aucune requête au mandataire avant que le hub n'y ait sa route.
      expect(hubLog).not.toContain("404 GET /hub/api/");
      expect(hubLog).not.toContain("Failed to get custom error page");
      expect(journal).toMatch(
        /Limites de chaque élève : mémoire 1536 Mo pour tous ses processus.* 256 processus au plus ; disque 512 Mo/,
      );
      for (const ligne of [
        `Connexion refusée pour « ${compte} »`,
        `Connexion de ${compte}.`,
        `Serveur de ${compte} démarré`,
        "Arrêt du hub et des serveurs des élèves…",
        "Hub arrêté proprement",
      ])
        expect(journal).toContain(ligne);
      expect(lignesAnglaisesDuHub(journal)).toEqual([]);
      // Ni erreur ni avertissement, même en couleur (rouge, jaune). En cas d'erreur, le message
      // du test montre les lignes du journal anglais auxquelles le terminal renvoie.
      expect(journal, lignesRenvoyees(journal, hubLog)).not.toMatch(/Erreur/);
      for (const couleur of ["31", "33"]) expect(journal).not.toContain(`\u001b[${couleur}m`);
      expect(erreurs).toBe("");
    },
  );
});
