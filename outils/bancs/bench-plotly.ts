/**
 * npm run bench:plotly : dans JupyterLab, les deux façons de dessiner un
 * graphique de la bibliothèque, mesurées dans la même exécution.
 *
 *   - « HTML autonome » (le choix du cours) : la sortie `text/html` du
 *     graphique porte son script ; le premier graphique de la session joint
 *     une copie compressée de plotly.js (voir src/notebook/plotly.ts) ;
 *   - « extension plotly » : l'extension de JupyterLab du paquet Python
 *     `plotly` dessine la sortie `application/vnd.plotly.v1+json`, que chaque
 *     graphique émet aussi. L'extension (plotly 7.1.0, même plotly.js 4.1.1)
 *     est prise dans la roue du paquet, téléchargée une fois dans
 *     `.cache/banc-plotly/` (empreinte vérifiée) : le banc seul a besoin du
 *     réseau, et seulement la première fois.
 *
 * Pour chacune : l'ouverture de JupyterLab jusqu'au noyau prêt, le dessin du
 * premier et du deuxième graphique (de Maj+Entrée au SVG dans la page), la
 * taille du carnet enregistré, le dessin à la réouverture, et la langue de la
 * barre d'outils du graphique. Tout reste sur 127.0.0.1 ; chaque ouverture
 * est bornée à 90 s. `-- --tours N` : N mesures par façon (3 par défaut).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { CarnetOuvert, horsLigne, lancerChromium } from "../commun/page-jupyter";
import { lancerServeurJupyter } from "../commun/serveur-jupyter";
import { RACINE, SPEC_DU_NOYAU, pythonDuProjet } from "../commun/jupyter";

const ROUE = "plotly-7.1.0-py3-none-any.whl";
const EMPREINTE_ROUE = "sha256:dbb7fa18afce40d0a8e80d1bf162eceb3faa0ce5a77fe741ad09a74cf78f53f3";

/** Le dossier de données de Jupyter qui contient l'extension jupyterlab-plotly. */
function extensionPlotly(): string {
  const cache = join(RACINE, ".cache", "banc-plotly");
  const donnees = join(cache, "donnees");
  if (existsSync(join(donnees, "share", "jupyter", "labextensions", "jupyterlab-plotly"))) {
    return join(donnees, "share", "jupyter");
  }
  mkdirSync(cache, { recursive: true });
  const telechargement = spawnSync(
    pythonDuProjet(),
    ["-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d", cache, "plotly==7.1.0"],
    { stdio: "inherit" },
  );
  const roue = join(cache, ROUE);
  if (telechargement.status !== 0 || !existsSync(roue)) {
    throw new Error("impossible de télécharger la roue de plotly (réseau ?)");
  }
  const empreinte = "sha256:" + createHash("sha256").update(readFileSync(roue)).digest("hex");
  if (empreinte !== EMPREINTE_ROUE) {
    throw new Error(`empreinte inattendue pour ${ROUE} : ${empreinte}`);
  }
  const dossierRoue = "plotly-7.1.0.data/data/share/jupyter/labextensions/jupyterlab-plotly";
  const extraction = spawnSync(
    pythonDuProjet(),
    [
      "-c",
      "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); " +
        "[z.extract(n, sys.argv[2]) for n in z.namelist() if n.startswith(sys.argv[3])]",
      roue,
      join(cache, "roue"),
      dossierRoue,
    ],
    { stdio: "inherit" },
  );
  if (extraction.status !== 0) throw new Error("extraction de l'extension impossible");
  const cible = join(donnees, "share", "jupyter", "labextensions");
  mkdirSync(cible, { recursive: true });
  spawnSync("cp", ["-r", join(cache, "roue", dossierRoue), cible]);
  return join(donnees, "share", "jupyter");
}

/**
 * Le petit carnet mesuré : l'import, puis deux graphiques de 20 barres. Avec
 * `mimeSeul`, chaque graphique n'émet que sa sortie plotly (et son texte) :
 * ce que ferait le cours s'il comptait sur l'extension.
 */
function carnetDeMesure(dossier: string, mimeSeul: boolean): void {
  const code = (source: string, id: string) => ({
    cell_type: "code",
    id,
    metadata: {},
    execution_count: null,
    outputs: [],
    source,
  });
  const figure = (titre: string) =>
    `barres(Array.from({ length: 20 }, (_, k) => "n" + k), ` +
    `[{ nom: "durée", valeurs: Array.from({ length: 20 }, (_, k) => 2 ** (k / 2)) }], ` +
    `{ titre: "${titre}", axeY: { log: true } })`;
  const graphique = (titre: string) =>
    mimeSeul
      ? `(() => { const g = ${figure(titre)}; return { [Symbol.for("Jupyter.display")]: () => ({ ` +
        `"application/vnd.plotly.v1+json": { data: g.traces, layout: g.miseEnPage, config: g.configuration }, ` +
        `"text/plain": g.resume }) }; })()`
      : figure(titre);
  const carnet = {
    cells: [
      code('import { barres } from "./src/index";', "import"),
      code(graphique("premier"), "premier"),
      code(graphique("deuxième"), "deuxieme"),
    ],
    metadata: {
      kernelspec: SPEC_DU_NOYAU,
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  writeFileSync(join(dossier, "mesure.ipynb"), JSON.stringify(carnet, null, 1));
}

/** Exécute la cellule i et rend le temps jusqu'au SVG de plotly dans sa sortie (ms). */
async function dessiner(carnet: CarnetOuvert, i: number): Promise<number> {
  const debut = Date.now();
  await carnet.executer(i, 90_000);
  await carnet.cellule(i).locator(".js-plotly-plot .main-svg").first().waitFor({ timeout: 90_000 });
  return Date.now() - debut;
}

interface Mesure {
  ouverture: number;
  premier: number;
  deuxieme: number;
  tailleCarnet: number;
  reouverture: number;
  aLaReouverture: string;
  rendu: string;
  barreEnFrancais: boolean;
}

async function mesurer(
  navigateur: Browser,
  avecExtension: string | undefined,
  mimeSeul = false,
): Promise<Mesure> {
  const maison = mkdtempSync(join(tmpdir(), "sudoku-banc-plotly-"));
  const racine = join(maison, "travail");
  mkdirSync(racine);
  carnetDeMesure(racine, mimeSeul);
  const serveur = await lancerServeurJupyter(
    "lab",
    racine,
    maison,
    avecExtension ? [avecExtension] : [],
  );
  const contexte = await navigateur.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await contexte.newPage();
    const refusees = await horsLigne(page, serveur.base);
    const t0 = Date.now();
    const carnet = await CarnetOuvert.ouvrir(page, serveur.adresse("lab/tree/mesure.ipynb"));
    const ouverture = Date.now() - t0;
    await carnet.executer(0, 90_000);
    const premier = await dessiner(carnet, 1);
    const deuxieme = await dessiner(carnet, 2);
    const sortie = carnet.cellule(1);
    const rendu = (await sortie.locator(".jp-RenderedPlotly").count()) > 0 ? "extension" : "HTML";
    await sortie.locator(".js-plotly-plot").first().hover();
    const titres = await sortie
      .locator(".modebar-btn")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-title") ?? ""));
    const barreEnFrancais = titres.some((t) => t.startsWith("Échelle"));
    await carnet.commande("docmanager:save");
    const tailleCarnet = statSync(join(racine, "mesure.ipynb")).size;
    // Réouverture : le carnet enregistré, sans rien exécuter.
    const t1 = Date.now();
    await page.goto(serveur.adresse("lab/tree/mesure.ipynb"));
    // Le second graphique réaffiché (« attached » : il peut être hors de la fenêtre) : dessiné
    // par plotly, ou image fixe (l'extension enregistre une copie PNG et la montre à la réouverture).
    const reaffiche = page
      .locator(".jp-Cell")
      .nth(2)
      .locator(".js-plotly-plot .main-svg, img.plot-img");
    await reaffiche.first().waitFor({ state: "attached", timeout: 90_000 });
    const reouverture = Date.now() - t1;
    const aLaReouverture =
      (await reaffiche.first().evaluate((e) => e.tagName)) === "IMG" ? "image PNG" : "interactif";
    if (refusees.length > 0) throw new Error(`requêtes hors de 127.0.0.1 : ${refusees.join(", ")}`);
    return {
      ouverture,
      premier,
      deuxieme,
      tailleCarnet,
      reouverture,
      aLaReouverture,
      rendu,
      barreEnFrancais,
    };
  } finally {
    await contexte.close();
    await serveur.arreter();
    rmSync(maison, { recursive: true, force: true });
  }
}

async function principal(): Promise<void> {
  const k = process.argv.indexOf("--tours");
  const tours = k >= 0 ? Number(process.argv[k + 1]) : 3;
  const extension = extensionPlotly();
  const maison = mkdtempSync(join(tmpdir(), "sudoku-banc-chromium-"));
  const navigateur = await lancerChromium(maison);
  const resultats: Record<string, Mesure[]> = {
    "HTML autonome (retenu)": [],
    "extension, mêmes sorties": [],
    "extension, sortie plotly seule": [],
  };
  try {
    for (let t = 0; t < tours; t++) {
      // En alternance, pour que la machine pèse autant sur les deux façons.
      resultats["HTML autonome (retenu)"].push(await mesurer(navigateur, undefined));
      resultats["extension, mêmes sorties"].push(await mesurer(navigateur, extension));
      resultats["extension, sortie plotly seule"].push(await mesurer(navigateur, extension, true));
    }
  } finally {
    await navigateur.close();
    rmSync(maison, { recursive: true, force: true });
  }
  const ms = (v: number[]) => `${Math.round(mediane(v))} ms`;
  const lignes = Object.entries(resultats).map(([nom, m]) => [
    nom,
    m[0].rendu,
    ms(m.map((x) => x.ouverture)),
    ms(m.map((x) => x.premier)),
    ms(m.map((x) => x.deuxieme)),
    `${ms(m.map((x) => x.reouverture))} (${m[0].aLaReouverture})`,
    `${(mediane(m.map((x) => x.tailleCarnet)) / 1e6).toFixed(2)} Mo`,
    m[0].barreEnFrancais ? "français" : "anglais",
  ]);
  console.log(
    `${decrireMachine()} ; médianes de ${tours} mesures, JupyterLab dans Chromium sans écran\n`,
  );
  console.log(
    tableauTexte([
      [
        "façon",
        "rendu vu",
        "ouverture",
        "1er graphique",
        "2e graphique",
        "réouverture",
        "carnet",
        "barre d'outils",
      ],
      ...lignes,
    ]),
  );
}

principal().catch((erreur: unknown) => {
  console.error(erreur instanceof Error ? erreur.message : erreur);
  process.exit(1);
});
