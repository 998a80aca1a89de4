/**
 * Le texte de l'élève est une donnée. Une copie de la leçon 1 cache du script
 * partout où un élève écrit : dans une réponse libre (`<img onerror>`,
 * `<script>`, `<svg onload>`, lien `javascript:`, `<iframe>`), dans les
 * sorties de ses cellules (HTML, SVG, JavaScript, Markdown), dans une valeur
 * que le juge cite, dans un fichier rendu avec la copie ; une autre copie
 * porte du HTML dans le nom de son élève. Elles sont corrigées par les vraies
 * commandes (`npm run devoirs`, en cage), puis ouvertes comme le font le
 * professeur (formgrader, dans Chromium) et un élève (sa page de retour) :
 * rien ne s'exécute. Chaque script appellerait un témoin sur 127.0.0.1 et
 * poserait une variable globale `pirate_…` ; le test regarde aussi les
 * alertes. Puis formgrader sûr à cliquer (⚡, « Generate Feedback », cases de
 * points des vérifications), et le terminal du professeur (`reponses`).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lireCarnet, sourceDe, type Carnet } from "../../../outils/carnets/carnets";
import { lancerChromium } from "../../../outils/commun/page-jupyter";
import { dossierTemporaire } from "../../aide-dossiers";
import { RACINE } from "../../aide-processus";
import { DELAI, grillesDeLaBase, reussir, type FormgraderLance } from "../aide-nbgrader";
import { avecReponseLibre, copie, reponsesDuProfesseur } from "../copies";
import {
  CARNET_LECON_1 as CARNET,
  LECON_1,
  copieCorrigee,
  deLaLecon1,
  type CoursCommun,
} from "./commun";

export const devoir = LECON_1;
const PIRATE = "pirate";
/** Un élève dont l'identifiant (le nom de son dossier) est du HTML. */
const NOM_PIRATE = "<img src=x onerror=window.pirate_nom=1>";
const CAPTURES = join(RACINE, "sortie", "navigateur");
const juste = reponsesDuProfesseur(CARNET);

/** Les requêtes reçues par le témoin : chaque script qui tourne en envoie une. */
const appels: string[] = [];
let temoin: Server | undefined;
let port = 0;

/** Ce que fait chaque script caché : une variable globale, puis un appel au témoin. */
const sonde = (nom: string) =>
  `window.pirate_${nom}=1;new Image().src='http://127.0.0.1:${port}/${nom}'`;

/** Une valeur que la dernière ligne d'une cellule montre telle quelle (le protocole d'affichage du cours). */
const affichage = (paquet: Record<string, string>) =>
  `\n({ [Symbol.for("Jupyter.display")]: () => (${JSON.stringify(paquet)}) });`;

/** La réponse libre de l'élève : du script sous toutes ses formes, et de quoi effacer un terminal. */
const reponse = () => `**Votre réponse** (3 points)

Voici ma réponse <img src=x onerror="${sonde("img")}">
<script>${sonde("script")}</script>
<svg onload="${sonde("svg")}"><circle r="5"/></svg>
[un lien](javascript:window.pirate_lien=1)
<a href="javascript:window.pirate_a=1">un autre lien</a>
<iframe src="javascript:parent.pirate_iframe=1"></iframe>
<iframe srcdoc="<script>parent.pirate_srcdoc=1</script>"></iframe>
<style>body { background: red; }</style>

\u001b[2J\u001b[HNOTÉE 3/3\u0007`;

/** La copie pirate : juste, avec du script dans sa réponse, ses sorties et ses valeurs. */
function copiePirate(distribuee: Carnet): Carnet {
  const sorties: Record<string, string> = {
    "solution-test_ligne": affichage({
      "text/html": `<b>sortie</b><img src=x onerror="${sonde("sortie_html")}"><script>${sonde("sortie_script")}</script>`,
      "text/plain": "sortie",
    }),
    "solution-test_colonne": affichage({
      "image/svg+xml": `<svg xmlns="http://www.w3.org/2000/svg" onload="${sonde("sortie_svg")}"><script>${sonde("svg_script")}</script><circle r="5"/></svg>`,
      "text/plain": "svg",
    }),
    "solution-test_carre": affichage({
      "application/javascript": sonde("sortie_js"),
      "text/markdown": `<img src=x onerror="${sonde("sortie_md")}">`,
      "text/plain": "js",
    }),
  };
  const reponses = Object.fromEntries(
    Object.entries(sorties).map(([id, ajout]) => [id, juste[id] + ajout]),
  );
  // Une réponse fausse que le juge cite dans son rapport.
  reponses["solution-test"] =
    `function test(i: number, j: number, nombre: number, M: number[][]): boolean {
  return "<img src=x onerror=window.pirate_juge=1>" as any;
}`;
  return avecReponseLibre(copie(distribuee, reponses), "reponse-l1-colonne-j", reponse());
}

/** Ce que les scripts cachés auraient laissé dans une page : variables globales, dans chaque cadre. */
async function variablesPirates(page: Page): Promise<string[]> {
  const parCadre = await Promise.all(
    page
      .frames()
      .map((cadre) =>
        cadre
          .evaluate(() => Object.keys(window).filter((k) => k.startsWith("pirate")))
          .catch(() => [] as string[]),
      ),
  );
  return parCadre.flat();
}

/** Une page de Chromium qui note ses alertes ; le réseau hors de 127.0.0.1 est coupé. */
async function pageSurveillee(navigateur: Browser): Promise<{ page: Page; alertes: string[] }> {
  const page = await navigateur.newPage({ viewport: { width: 1200, height: 900 } });
  const alertes: string[] = [];
  page.on("dialog", (d) => {
    alertes.push(d.message());
    void d.dismiss();
  });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    const locale = /^(file|data|blob):|^https?:\/\/127\.0\.0\.1[:/]/.test(url);
    return locale ? route.continue() : route.abort();
  });
  return { page, alertes };
}

/** Clique chaque lien `javascript:` de la page (un élève, un professeur curieux). */
async function cliquerLesLiens(page: Page): Promise<void> {
  for (const lien of await page.locator("a[href^='javascript:' i]").all())
    await lien.click({ timeout: 2000 }).catch(() => undefined);
}

/**
 * Laisse à la page le temps d'exécuter ce qu'elle cacherait, clique ses liens
 * `javascript:`, puis constate que rien n'a tourné : aucune variable posée,
 * aucune alerte, aucun appel au témoin depuis `avant`.
 */
async function constaterQueRienNeTourne(
  page: Page,
  alertes: string[],
  avant: number,
): Promise<void> {
  await page.waitForTimeout(1500);
  await cliquerLesLiens(page);
  await page.waitForTimeout(500);
  expect(await variablesPirates(page)).toEqual([]);
  expect(alertes).toEqual([]);
  expect(appels.slice(avant)).toEqual([]);
}

const empreinte = (chemin: string) =>
  createHash("sha256").update(readFileSync(chemin)).digest("hex");
const pageDeRetour = (cours: CoursCommun, eleve: string) =>
  join(cours.dossier, "feedback", eleve, devoir, `${CARNET}.html`);

/** Le témoin écoute avant que les copies ne soient écrites : chaque script l'appellerait. */
export async function copies(cours: CoursCommun) {
  temoin = createServer((requete, reponse) => {
    appels.push(requete.url ?? "");
    reponse.end();
  });
  await new Promise<void>((ok) => temoin!.listen(0, "127.0.0.1", ok));
  port = (temoin.address() as AddressInfo).port;
  const distribuee = cours.distribuee(devoir, CARNET);
  return deLaLecon1({ [PIRATE]: copiePirate(distribuee), [NOM_PIRATE]: distribuee });
}

export function avantLaCorrection(cours: CoursCommun): void {
  // Un fichier rendu avec la copie : formgrader le sert depuis le dossier de la copie corrigée.
  writeFileSync(
    join(cours.dossier, "submitted", PIRATE, devoir, "piege.html"),
    `<script>${sonde("fichier")}</script>`,
  );
}

export function tests(cours: CoursCommun): void {
  // Le témoin écoute jusqu'à la fin du cours commun, même si ces tests sont laissés de côté.
  afterAll(() => new Promise<void>((ok) => (temoin ? temoin.close(() => ok()) : ok())));

  describe("le texte de l'élève est une donnée", () => {
    let navigateur: Browser;

    beforeAll(async () => {
      await cours.retours();
      navigateur = await lancerChromium(dossierTemporaire("texte-chromium"));
    }, DELAI);

    afterAll(async () => {
      await navigateur?.close();
    });

    it("la copie corrigée ne garde que la liste blanche : ni script, ni gestionnaire, ni lien javascript:", () => {
      const corrigee = lireCarnet(copieCorrigee(cours, PIRATE));
      // Ce qu'une page rend en HTML : les textes et les sorties HTML ou SVG (le code et les
      // sorties texte s'écrivent échappés).
      const montre = corrigee.cells.flatMap((c) => [
        ...(c.cell_type === "code" ? [] : [sourceDe(c)]),
        ...((c.outputs ?? []) as { data?: Record<string, unknown> }[]).flatMap((o) =>
          ["text/html", "image/svg+xml"].map((type) => String(o.data?.[type] ?? "")),
        ),
      ]);
      const tout = montre.join("\n");
      const dangereux = /<[a-z][^>]*\son[a-z]+\s*=|<script|<iframe|<style|javascript:|srcdoc/gi;
      expect(tout.match(dangereux) ?? []).toEqual([]);
      const types = corrigee.cells.flatMap((c) =>
        ((c.outputs ?? []) as { data?: Record<string, unknown> }[]).flatMap((o) =>
          Object.keys(o.data ?? {}),
        ),
      );
      expect(types).not.toContain("application/javascript");
      expect(types).not.toContain("text/markdown");
      // Ce qui est légitime reste : la réponse, le HTML simple, le rapport du juge et ses icônes.
      expect(tout).toContain("Voici ma réponse");
      expect(tout).toContain("<b>sortie</b>");
      expect(tout).toMatch(/<svg[^>]*viewBox="0 0 16 16"/);
      // Le juge cite la valeur de l'élève, échappée.
      expect(tout).toContain("&lt;img src=x onerror=window.pirate_juge=1&gt;");
    });

    it(
      "la page de retour, ouverte par un élève dans Chromium, n'exécute rien et montre la copie",
      async () => {
        const avant = appels.length;
        const { page, alertes } = await pageSurveillee(navigateur);
        await page.goto(pathToFileURL(pageDeRetour(cours, PIRATE)).href);
        await constaterQueRienNeTourne(page, alertes, avant);
        // La page n'a pas de script ; sa politique n'en permet aucun.
        const html = readFileSync(pageDeRetour(cours, PIRATE), "utf8");
        expect(/<meta[^>]*Content-Security-Policy[^>]*>/.exec(html)?.[0]).toContain(
          "script-src 'none'",
        );
        const scripts = (html.match(/<script\b[^>]*>/gi) ?? []).filter(
          (balise) => !/type="application\//.test(balise),
        );
        expect(scripts).toEqual([]);
        // Ce qui doit se lire se lit : la note, la réponse, le rapport du juge qui cite la valeur.
        await expect.poll(() => page.locator(".retour-note").textContent()).toMatch(/^Note : /);
        await page.getByText("Voici ma réponse").waitFor({ state: "visible" });
        await page
          .getByText('"<img src=x onerror=window.pirate_juge=1>"', { exact: false })
          .first()
          .waitFor({ state: "visible" });
        mkdirSync(CAPTURES, { recursive: true });
        await page.getByText("Voici ma réponse").scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(CAPTURES, "nbgrader-texte-eleve-retour.png") });
        // L'élève au nom en HTML : son nom est écrit, pas interprété.
        const autre = await pageSurveillee(navigateur);
        await autre.page.goto(pathToFileURL(pageDeRetour(cours, NOM_PIRATE)).href);
        expect(await autre.page.locator(".retour-entete").textContent()).toContain(NOM_PIRATE);
        expect(await variablesPirates(autre.page)).toEqual([]);
        await page.close();
        await autre.page.close();
      },
      DELAI,
    );

    it(
      "reponses n'écrit dans le terminal aucun caractère de contrôle d'une réponse",
      async () => {
        const r = await reussir(cours.dossier, ["reponses", devoir, "--eleve", PIRATE]);
        expect(r.stdout).toContain("Voici ma réponse");
        // Visibles, et inoffensives : \u{1b}[2J n'efface plus l'écran.
        expect(r.stdout).toContain("\\u{1b}[2J\\u{1b}[HNOTÉE 3/3\\u{7}");
        const controles = [...r.stdout].filter(
          (c) => /\p{Cc}/u.test(c) && c !== "\n" && c !== "\t",
        );
        expect(controles).toEqual([]);
      },
      DELAI,
    );

    describe("formgrader", () => {
      let formgrader: FormgraderLance;
      const url = (chemin: string) => `${formgrader.adresse}${chemin}`;

      beforeAll(async () => {
        formgrader = await cours.formgrader();
      }, DELAI);

      /** Un appel à l'API de formgrader depuis la page, avec son cookie XSRF, comme ses boutons. */
      const appeler = (page: Page, methode: string, chemin: string, corps?: unknown) =>
        page.evaluate(
          async ({ methode, chemin, corps }) => {
            const xsrf = document.cookie.match(/_xsrf=([^;]+)/)?.[1] ?? "";
            const r = await fetch(chemin, {
              method: methode,
              headers: { "X-XSRFToken": decodeURIComponent(xsrf) },
              body: corps === undefined ? undefined : JSON.stringify(corps),
            });
            return { statut: r.status, texte: await r.text() };
          },
          { methode, chemin, corps },
        );

      it(
        "la copie, ouverte par le professeur depuis formgrader, n'exécute rien ; les vérifications n'ont pas de cases",
        async () => {
          const avant = appels.length;
          const { page, alertes } = await pageSurveillee(navigateur);
          await page.goto(url(`/formgrader?token=${formgrader.jeton}`));
          // Comme le professeur : la liste des copies, l'élève, puis sa copie.
          await page.goto(url(`/formgrader/manage_submissions/${devoir}`));
          await page.locator(`a[href$="/manage_students/${PIRATE}/${devoir}"]`).click();
          const lien = page.locator('a[href*="/formgrader/submissions/"]').first();
          await lien.waitFor();
          await lien.click();
          await page.locator(".nbgrader_cell").first().waitFor();
          const id = /\/submissions\/([^/?#]+)/.exec(page.url())![1];
          await constaterQueRienNeTourne(page, alertes, avant);
          // La politique de la page : aucun script en ligne hors de ceux des gabarits.
          const politiques = (await page.request.get(page.url())).headers()[
            "content-security-policy"
          ];
          const scripts = /script-src [^;\n]*/.exec(politiques)?.[0] ?? "";
          expect(scripts).toMatch(/formgrader\/static\//);
          expect(scripts).not.toContain("'unsafe-inline'");

          // Une réponse libre se note ; une vérification n'a ni case ni bouton.
          expect(await page.locator("input#reponse-l1-colonne-j").count()).toBe(1);
          expect(await page.locator('input[id^="verifier-"]').count()).toBe(0);
          expect(await page.locator(".sudoku-note-du-juge").count()).toBe(9);
          await page.locator("input#reponse-l1-colonne-j").fill("2");
          await page.locator("input#reponse-l1-colonne-j").dispatchEvent("change");
          await expect
            .poll(
              async () =>
                (await grillesDeLaBase(cours.dossier, devoir))[PIRATE]["reponse-l1-colonne-j"]
                  .manuel,
            )
            .toBe(2);
          mkdirSync(CAPTURES, { recursive: true });
          await page.getByText("Voici ma réponse").scrollIntoViewIfNeeded();
          await page.screenshot({ path: join(CAPTURES, "nbgrader-texte-eleve-formgrader.png") });

          // Même par l'API, la note du juge ne se change pas, ni « Full credit » ni hors barème.
          const notes = JSON.parse(
            (await appeler(page, "GET", url(`/formgrader/api/grades?submission_id=${id}`))).texte,
          ) as { id: string; name: string }[];
          const verifiee = notes.find((n) => n.name === "verifier-test_ligne")!;
          const libre = notes.find((n) => n.name === "reponse-l1-colonne-j")!;
          const avantNote = (await grillesDeLaBase(cours.dossier, devoir))[PIRATE][
            "verifier-test_ligne"
          ];
          for (const corps of [
            { manual_score: 0, extra_credit: null },
            { manual_score: 1, extra_credit: 3 },
          ]) {
            const r = await appeler(
              page,
              "PUT",
              url(`/formgrader/api/grade/${verifiee.id}`),
              corps,
            );
            expect(r.statut).toBe(403);
            expect(r.texte).toContain("juge du cours");
          }
          const horsBareme = await appeler(page, "PUT", url(`/formgrader/api/grade/${libre.id}`), {
            manual_score: 50,
          });
          expect(horsBareme.statut).toBe(403);
          expect(
            (await grillesDeLaBase(cours.dossier, devoir))[PIRATE]["verifier-test_ligne"],
          ).toEqual(avantNote);
          expect(
            (await grillesDeLaBase(cours.dossier, devoir))[PIRATE]["reponse-l1-colonne-j"].manuel,
          ).toBe(2);

          // Un fichier rendu avec la copie, servi par formgrader : à part, sans script.
          await page.goto(url(`/formgrader/submissions/${id}/piege.html`));
          await page.waitForTimeout(500);
          // Le nom d'élève en HTML, dans les pages de formgrader qui le citent.
          await page.goto(
            url(`/formgrader/manage_students/${encodeURIComponent(NOM_PIRATE)}/${devoir}`),
          );
          await page.waitForTimeout(1000);
          // L'adresse elle-même porte un script (nbgrader la recopie dans un script de sa page).
          await page.goto(
            url(
              `/formgrader/manage_students/${encodeURIComponent('";window.pirate_adresse=1;//')}`,
            ),
          );
          await page.waitForTimeout(1000);
          expect(await variablesPirates(page)).toEqual([]);
          expect(alertes).toEqual([]);
          expect(appels.slice(avant)).toEqual([]);
          await page.close();
        },
        DELAI,
      );

      it(
        "formgrader sûr à cliquer : ⚡ caché et refusé sans rien effacer, « Generate Feedback » fait les retours du cours, aucun noyau",
        async () => {
          const { page } = await pageSurveillee(navigateur);
          await page.goto(url(`/formgrader?token=${formgrader.jeton}`));
          await page.goto(url(`/formgrader/manage_submissions/${devoir}`));
          const ligne = page
            .locator("#main-table tr")
            .filter({ has: page.locator("td.student-id", { hasText: new RegExp(`^${PIRATE}$`) }) });
          await ligne.waitFor();
          expect(await ligne.locator("td.autograde").isHidden()).toBe(true);
          expect(await page.locator("th", { hasText: "Autograde" }).isHidden()).toBe(true);
          mkdirSync(CAPTURES, { recursive: true });
          await page.screenshot({ path: join(CAPTURES, "nbgrader-texte-eleve-copies.png") });

          // ⚡ par l'API, comme le ferait le bouton : refusé, et la copie corrigée est intacte.
          const corrigee = copieCorrigee(cours, PIRATE);
          const avant = empreinte(corrigee);
          const eclair = await appeler(
            page,
            "POST",
            url(`/formgrader/api/submission/${devoir}/${PIRATE}/autograde`),
          );
          expect(JSON.parse(eclair.texte)).toMatchObject({ success: false });
          expect(eclair.texte).toContain("npm run devoirs -- corriger");
          expect(existsSync(corrigee)).toBe(true);
          expect(empreinte(corrigee)).toBe(avant);

          // « Generate Feedback » : la page de retour du cours, refaite.
          const retour = pageDeRetour(cours, PIRATE);
          const date = statSync(retour).mtimeMs;
          await ligne.locator("td.generate-feedback a").click();
          await page.locator("#success-modal").waitFor({ state: "visible", timeout: 60_000 });
          expect(statSync(retour).mtimeMs).toBeGreaterThan(date);
          const html = readFileSync(retour, "utf8");
          expect(html).toContain("Retour sur votre copie");
          expect(html).toMatch(/Content-Security-Policy/);

          // Aucun code ne s'exécute sous le compte du professeur : ni noyau, ni terminal.
          const noyau = await appeler(page, "POST", url("/api/kernels"), { name: "sudoku-ts" });
          expect(noyau.statut).toBe(403);
          const terminal = await appeler(page, "POST", url("/api/terminals"));
          expect(terminal.statut).toBe(404);
          await page.close();
        },
        DELAI,
      );
    });
  });
}
