/**
 * La visionneuse des étapes d'une explication, seule dans une page de
 * Chromium, en thème clair puis sombre (les variables CSS de JupyterLab) :
 * on avance de quelques étapes, case « passer les éliminations directes »
 * cochée puis décochée, et l'on vérifie la phrase (celle d'`ecrireEtape`),
 * le numéro, les unités surlignées, le chiffre placé et les candidats
 * éliminés. Deux visionneuses dans la même page ne se gênent pas. Captures
 * dans sortie/explication/ (ignoré par git).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horsLigne, lancerChromium } from "../../outils/commun/page-jupyter";
import {
  ecrireEtape,
  estPlacement,
  expliquer,
  htmlExplication,
  type EtapeExpliquee,
} from "../../src/explication/index";
import { geometrie } from "../../src/explication/geometrie";
import { lireLigne } from "../../src/grille/index";
import { RACINE } from "../aide-processus";
import { dossierTemporaire } from "../aide-dossiers";

const CAPTURES = join(RACINE, "sortie", "explication");

/** Une grille de top95 aux techniques variées (154 étapes, dont 70 éliminations directes). */
const GRILLE = lireLigne(
  readFileSync(join(RACINE, "data", "ensembles", "norvig_top95.txt"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81)[4],
);
const EXPLICATION = expliquer(GRILLE);
const ETAPES = EXPLICATION.etapes;
const NON_DIRECTES = ETAPES.flatMap((e, k) => (e.technique === "élimination directe" ? [] : [k]));

/** Les valeurs des thèmes de JupyterLab 4, posées sur la page comme le fait Jupyter. */
const THEMES = {
  clair: {
    fond: "#ffffff",
    texte: "rgba(0, 0, 0, 0.87)",
    variables: {
      "--jp-layout-color0": "#ffffff",
      "--jp-content-font-color1": "rgba(0, 0, 0, 0.87)",
      "--jp-content-font-color2": "rgba(0, 0, 0, 0.54)",
      "--jp-border-color1": "#bdbdbd",
      "--jp-content-link-color": "#0d47a1",
    },
  },
  sombre: {
    fond: "#111111",
    texte: "#ffffff",
    variables: {
      "--jp-layout-color0": "#111111",
      "--jp-content-font-color1": "rgba(255, 255, 255, 1)",
      "--jp-content-font-color2": "rgba(255, 255, 255, 0.7)",
      "--jp-border-color1": "#616161",
      "--jp-content-link-color": "#64b5f6",
    },
  },
};

function pageDe(theme: keyof typeof THEMES): string {
  const t = THEMES[theme];
  const variables = Object.entries(t.variables)
    .map(([nom, valeur]) => `${nom}:${valeur}`)
    .join(";");
  const style = `${variables};background:${t.fond};color:${t.texte};margin:12px`;
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"></head><body style="${style}">` +
    `<div data-test="premiere">${htmlExplication(GRILLE, EXPLICATION, { titre: "Grille 5 de top95" })}</div>` +
    `<div data-test="seconde">${htmlExplication(GRILLE, EXPLICATION)}</div>` +
    `</body></html>`
  );
}

/** Ce que la page montre d'une visionneuse : numéro, phrase, marques des cases et des candidats. */
interface Vue {
  numero: string;
  phrase: string;
  /** Les cases (indices x = 9i + j) de chaque marque. */
  unites: number[];
  casesCitees: number[];
  place: number[];
  faits: number[];
  /** Les candidats éliminés par l'étape, en rouge : variables x·9 + v. */
  elimines: number[];
  faitsElimines: number[];
}

function lire(visionneuse: Locator): Promise<Vue> {
  return visionneuse.evaluate((racine) => {
    const cases = [...racine.querySelectorAll('[data-role="grille"] td')];
    const avec = (marque: string) =>
      cases.flatMap((td, x) =>
        (td.getAttribute("data-marques") ?? "").includes(marque) ? [x] : [],
      );
    const candidats = (sorte: string) =>
      cases.flatMap((td, x) =>
        [...td.querySelectorAll(`[data-candidat="${sorte}"]`)].map(
          (c) => x * 9 + Number(c.textContent),
        ),
      );
    return {
      numero: racine.querySelector('[data-role="numero"]')?.textContent ?? "",
      phrase: racine.querySelector('[data-role="phrase"]')?.textContent ?? "",
      unites: avec("unite"),
      casesCitees: avec("case-citee"),
      place: avec("place"),
      faits: avec("fait"),
      elimines: candidats("elimine"),
      faitsElimines: candidats("fait-elimine"),
    };
  });
}

/** Ce que la visionneuse doit montrer de l'étape k : les valeurs de la grille avant elle viennent des étapes. */
function attendu(k: number): Omit<Vue, "numero" | "phrase"> {
  const g = geometrie(9);
  const numeros = new Map(g.noms.map((nom, u) => [nom, u]));
  const e: EtapeExpliquee = ETAPES[k];
  const valeurs = [...GRILLE.valeurs];
  for (const avant of ETAPES.slice(0, k)) {
    if (estPlacement(avant)) valeurs[avant.place[0] * 9 + avant.place[1]] = avant.place[2];
  }
  const unites = e.unites.map((nom) => numeros.get(nom) ?? -1);
  const trie = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);
  const x = ([i, j]: number[]) => i * 9 + j;
  const vide = (t: number[]) => valeurs[x(t)] === 0;
  const candidat = (t: number[]) => x(t) * 9 + t[2];
  return {
    unites: trie(unites.filter((u) => u < 27).flatMap((u) => g.casesDe[u])),
    casesCitees: trie(unites.filter((u) => u >= 27).map((u) => u - 27)),
    place: estPlacement(e) ? [x(e.place)] : [],
    faits: trie(e.faits.places.map(x)),
    // Une case déjà remplie montre son chiffre, pas ses candidats.
    elimines: estPlacement(e) ? [] : trie(e.elimine.filter(vide).map(candidat)),
    faitsElimines: trie(e.faits.elimines.filter(vide).map(candidat)),
  };
}

async function verifierEtape(visionneuse: Locator, k: number): Promise<void> {
  const vue = await lire(visionneuse);
  expect(vue.phrase).toBe(ecrireEtape(ETAPES[k]));
  const trie = (xs: number[]) => [...xs].sort((a, b) => a - b);
  expect({
    ...vue,
    elimines: trie(vue.elimines),
    faitsElimines: trie(vue.faitsElimines),
    numero: undefined,
    phrase: undefined,
  }).toEqual({ ...attendu(k), numero: undefined, phrase: undefined });
}

async function capture(page: Page, nom: string): Promise<void> {
  mkdirSync(CAPTURES, { recursive: true });
  await page
    .locator('[data-test="premiere"]')
    .screenshot({ path: join(CAPTURES, `visionneuse-${nom}.png`) });
}

describe("la visionneuse des étapes d'une explication, dans Chromium", () => {
  let page: Page;
  let fermer: () => Promise<void>;

  beforeAll(async () => {
    const navigateur = await lancerChromium(dossierTemporaire("explication-chromium"));
    fermer = () => navigateur.close();
    page = await navigateur.newPage({
      viewport: { width: 900, height: 900 },
      deviceScaleFactor: 2,
    });
    expect(await horsLigne(page)).toEqual([]);
  }, 60_000);

  afterAll(async () => {
    await fermer?.();
  });

  it("l'explication a des éliminations directes et d'autres étapes", () => {
    expect(EXPLICATION.statut).toBe("expliquee");
    expect(NON_DIRECTES.length).toBeGreaterThan(10);
    expect(ETAPES.length - NON_DIRECTES.length).toBeGreaterThan(10);
  });

  for (const theme of ["clair", "sombre"] as const) {
    it(`avance, case cochée puis décochée, au clavier aussi (thème ${theme})`, async () => {
      const erreurs: string[] = [];
      page.on("pageerror", (e) => erreurs.push(e.message));
      await page.setContent(pageDe(theme));
      const premiere = page.locator('[data-test="premiere"] > div');
      const seconde = page.locator('[data-test="seconde"] > div');
      const avance = premiere.locator('[data-action="avance"]');

      // Au départ : l'énoncé, la case cochée.
      const depart = await lire(premiere);
      expect(depart.numero).toBe(
        `Énoncé : ${ETAPES.length} étapes, dont ${NON_DIRECTES.length} sans les éliminations directes`,
      );
      expect(await premiere.locator('[data-role="directes"]').isChecked()).toBe(true);
      await capture(page, `${theme}-enonce`);

      // Trois pas en avant, éliminations directes passées.
      for (let k = 0; k < 3; k++) await avance.click();
      const s = NON_DIRECTES[2];
      expect((await lire(premiere)).numero).toBe(
        `Étape 3 / ${NON_DIRECTES.length} (${s + 1}e des ${ETAPES.length}) : ${ETAPES[s].technique}`,
      );
      await verifierEtape(premiere, s);
      await capture(page, `${theme}-cochee`);

      // Par le curseur : la première étape montrée qui place, puis la première qui élimine.
      const curseur = premiere.locator('[data-role="curseur"]');
      for (const [nom, sorte] of [
        ["placement", true],
        ["elimination", false],
      ] as const) {
        const p = NON_DIRECTES.findIndex((k) => estPlacement(ETAPES[k]) === sorte);
        expect(p).toBeGreaterThanOrEqual(0);
        await curseur.fill(String(p + 1));
        await verifierEtape(premiere, NON_DIRECTES[p]);
        await capture(page, `${theme}-${nom}`);
      }
      await curseur.fill("3");

      // Décochée : on reste sur la même étape, comptée parmi toutes.
      await premiere.locator('[data-role="directes"]').uncheck();
      expect((await lire(premiere)).numero).toBe(
        `Étape ${s + 1} / ${ETAPES.length} : ${ETAPES[s].technique}`,
      );
      await verifierEtape(premiere, s);
      // Puis, au clavier, jusqu'à la prochaine élimination directe.
      const directe = ETAPES.findIndex((e, k) => k > s && e.technique === "élimination directe");
      await premiere.locator('[data-action="recul"]').click();
      await page.keyboard.press("ArrowRight");
      for (let k = s; k < directe; k++) await page.keyboard.press("ArrowRight");
      await verifierEtape(premiere, directe);
      await capture(page, `${theme}-decochee`);

      // La seconde visionneuse n'a pas bougé.
      expect((await lire(seconde)).numero).toBe(depart.numero);
      // La fin : la dernière étape place le dernier chiffre.
      await page.keyboard.press("End");
      await verifierEtape(premiere, ETAPES.length - 1);
      expect(erreurs).toEqual([]);
    }, 60_000);
  }
});
