/**
 * npm run bench:navigateur : le cours dans le navigateur (`npm run site`),
 * mesuré dans une seule exécution, à côté du noyau de Jupyter (Node) :
 *
 * - le site : nombre de fichiers, octets, octets transférés compressés (gzip),
 *   et ce que transfère une première visite jusqu'au noyau prêt ;
 * - de l'ouverture de la page au noyau prêt, cache vide puis cache plein ;
 *   la première cellule ; le premier import de la bibliothèque ;
 * - « Tout exécuter » des leçons 1 et 6 (jeu réduit), dans la page et avec le
 *   noyau de Jupyter (JupyterLab du projet, même Chromium) ;
 * - `resoudreRapide`, µs par grille du top 95, dans la page et sous Node, pour
 *   chaque moteur 9×9 (`triades`, `wasm`, `bandes`) ;
 * - le bouton ■ : délai d'arrêt d'une boucle, et ce que coûte la garde à une
 *   boucle de calcul, page ordinaire (adresse révoquée) et page isolée
 *   (mémoire partagée), à côté du noyau de Jupyter ;
 * - la mémoire de l'onglet (processus de rendu de Chromium) après la leçon 1.
 *
 * Tout reste sur 127.0.0.1 (les tests du site vérifient qu'aucune requête
 * n'en sort ; le banc ne détourne pas les requêtes, ce qui fausserait les
 * durées) ; chaque page est bornée dans le temps.
 * `-- --tours N` : N mesures pour l'ouverture de la page (3 par défaut).
 */
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { lireFichier, resoudreRapide } from "../../src/index";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { CarnetOuvert, lancerChromium } from "../commun/page-jupyter";
import { executerDansLaPage, type AppDeLaPage } from "../commun/noyau-de-la-page";
import { lancerServeurJupyter } from "../commun/serveur-jupyter";
import { servirSite, type ServeurStatique } from "../site/serveur-statique";
import { RACINE, SPEC_DU_NOYAU } from "../commun/jupyter";
import { construireSite, dossierDuSite } from "../site/construire";

const LECON_1 = "01-td-retour-arriere.ipynb";
const LECON_6 = "06-comparaison.ipynb";
const tours = Number(process.argv[process.argv.indexOf("--tours") + 1]) || 3;

const ms = (x: number) => `${Math.round(x).toLocaleString("fr-FR")} ms`;
const s = (x: number) => `${(x / 1000).toFixed(1).replace(".", ",")} s`;
const mo = (octets: number) => `${(octets / 1e6).toFixed(1).replace(".", ",")} Mo`;
const us = (x: number) => `${x.toFixed(1).replace(".", ",")} µs`;
/** Combien de fois le temps de la page vaut celui de Node. */
const rapport = (page: number, node: number) => `${(page / node).toFixed(2).replace(".", ",")}×`;

/** Les fichiers d'un dossier, et la taille compressée (gzip -6, celui des serveurs web) de chacun. */
function tailles(dossier: string): Map<string, { octets: number; gzip: number }> {
  const resultat = new Map<string, { octets: number; gzip: number }>();
  const parcourir = (d: string) => {
    for (const nom of readdirSync(d)) {
      const chemin = join(d, nom);
      if (statSync(chemin).isDirectory()) parcourir(chemin);
      else {
        const contenu = readFileSync(chemin);
        const chemin_ = `/${relative(dossier, chemin).split("\\").join("/")}`;
        resultat.set(chemin_, {
          octets: contenu.length,
          gzip: gzipSync(contenu, { level: 6 }).length,
        });
      }
    }
  };
  parcourir(dossier);
  return resultat;
}

/** Ouvre la leçon 1 dans une page neuve ; rend la durée jusqu'au noyau prêt et la page. */
async function ouvrir(navigateur: Browser, serveur: ServeurStatique, lecon = LECON_1) {
  const contexte = await navigateur.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await contexte.newPage();
  const debut = Date.now();
  const carnet = await CarnetOuvert.ouvrir(page, `${serveur.base}lab/index.html?path=${lecon}`);
  return { page, carnet, duree: Date.now() - debut, fermer: () => contexte.close() };
}

/** La RSS et la PSS d'un processus (`/proc`), en octets. */
function memoireDuProcessus(pid: number): { rss: number; pss: number } {
  const lire = (fichier: string, cle: string) =>
    Number(
      new RegExp(`${cle}:\\s+(\\d+) kB`).exec(
        readFileSync(`/proc/${pid}/${fichier}`, "utf8"),
      )?.[1] ?? 0,
    ) * 1024;
  return { rss: lire("status", "VmRSS"), pss: lire("smaps_rollup", "Pss") };
}

/**
 * La mémoire de l'onglet : dans un Chromium neuf, une seule page, la leçon 1
 * exécutée en entier. La page et le fil du noyau vivent dans un même
 * processus de rendu, celui qui a le plus travaillé ; les autres processus
 * de rendu sont le service worker de JupyterLite et celui que Chromium tient prêt.
 */
async function memoireDeLOnglet(maison: string, serveur: ServeurStatique): Promise<string> {
  const navigateur = await lancerChromium(maison);
  try {
    const o = await ouvrir(navigateur, serveur);
    await o.carnet.toutExecuter(360_000);
    const cdp = await navigateur.newBrowserCDPSession();
    const { processInfo } = (await cdp.send("SystemInfo.getProcessInfo")) as {
      processInfo: { type: string; id: number; cpuTime: number }[];
    };
    const rendus = processInfo
      .filter((p) => p.type === "renderer")
      .sort((a, b) => b.cpuTime - a.cpuTime);
    const principal = memoireDuProcessus(rendus[0].id);
    const autres = rendus.slice(1).reduce((t, p) => t + memoireDuProcessus(p.id).rss, 0);
    return (
      `Mémoire de l'onglet après la leçon 1 (Chromium neuf, page seule) : la page de JupyterLab et le fil du noyau, ` +
      `${mo(principal.rss)} de RSS (${mo(principal.pss)} de PSS) ; les ${rendus.length - 1} autres processus de rendu ` +
      `(service worker de JupyterLite, processus tenu prêt), ${mo(autres)}.`
    );
  } finally {
    await navigateur.close();
  }
}

/** µs par grille du top 95 (limite 2) : médiane de 10 passes après 3 d'échauffement, par le moteur demandé. */
const CODE_RAPIDE = (moteur: string) => `(() => {
  const grilles = lireFichier("data/ensembles/norvig_top95.txt");
  const passe = () => { for (const g of grilles) resoudreRapide(g, { limite: 2, moteur: "${moteur}" }); };
  for (let k = 0; k < 3; k++) passe();
  const durees: number[] = [];
  for (let k = 0; k < 10; k++) { const d = performance.now(); passe(); durees.push(performance.now() - d); }
  durees.sort((a, b) => a - b);
  return ((durees[4] + durees[5]) / 2) * 1000 / grilles.length;
})()`;

function rapideSousNode(moteur: "triades" | "wasm" | "bandes"): number {
  const grilles = lireFichier(join(RACINE, "data", "ensembles", "norvig_top95.txt"));
  const passe = () => {
    for (const g of grilles) resoudreRapide(g, { limite: 2, moteur });
  };
  for (let k = 0; k < 3; k++) passe();
  const durees: number[] = [];
  for (let k = 0; k < 10; k++) {
    const d = performance.now();
    passe();
    durees.push(performance.now() - d);
  }
  return (mediane(durees) * 1000) / grilles.length;
}

/** Une boucle de calcul (3·10⁸ tours) : ce que coûtent les contrôles de la garde. */
const BOUCLE =
  "(() => { let somme = 0; for (let i = 0; i < 3e8; i++) somme += i & 7; return somme; })()";

/** La médiane de trois exécutions de la boucle ; `sansSonde` : la garde ne regarde pas si ■ est demandé. */
async function boucle(page: Page, sansSonde = false): Promise<number> {
  const garde = 'const garde = (globalThis as any)[Symbol.for("sudoku-ts.garde")];';
  if (sansSonde)
    await executerDansLaPage(
      page,
      `${garde} const sondeGardee = garde.sonde; garde.sonde = undefined;`,
    );
  const durees: number[] = [];
  for (let k = 0; k < 3; k++) durees.push((await executerDansLaPage(page, BOUCLE)).duree);
  if (sansSonde) await executerDansLaPage(page, "garde.sonde = sondeGardee;");
  return mediane(durees);
}

/** Ce que coûte un coup de sonde (voir src/noyau/navigateur/sonde.ts) : importer une adresse blob:, en ms. */
const SONDE =
  "(() => { const u = URL.createObjectURL(new Blob(['/* */'], { type: 'text/javascript' })); " +
  "const importer = (globalThis as any).importScripts; const debut = performance.now(); " +
  "for (let k = 0; k < 50; k++) importer(u); return (performance.now() - debut) / 50; })()";
/** ■ après une seconde de boucle sans fin : le temps de ■ à la réponse de la cellule. */
async function delaiInterruption(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const noyau = (globalThis as unknown as AppDeLaPage).jupyterapp.shell.currentWidget
      .sessionContext.session.kernel;
    const futur = noyau.requestExecute({ code: "let tours = 0; while (true) tours++;" });
    await new Promise((r) => setTimeout(r, 1000));
    const debut = performance.now();
    await noyau.interrupt();
    await futur.done;
    return performance.now() - debut;
  });
}

async function principal(): Promise<void> {
  const maison = mkdtempSync(join(tmpdir(), "sudoku-banc-site-"));
  const lignes: (string | number)[][] = [
    ["mesure", "dans la page", "noyau de Jupyter (Node)", "rapport"],
  ];
  const notes: string[] = [];
  let navigateur: Browser | undefined;
  let versionChromium: string | undefined;
  const serveurs: ServeurStatique[] = [];
  try {
    const eleve = dossierDuSite("eleve");
    const professeur = dossierDuSite("professeur");
    await construireSite({ edition: "eleve", sortie: eleve });
    await construireSite({ edition: "professeur", sortie: professeur });
    const fichiers = tailles(eleve);
    const total = [...fichiers.values()].reduce(
      (a, f) => ({ octets: a.octets + f.octets, gzip: a.gzip + f.gzip }),
      { octets: 0, gzip: 0 },
    );
    notes.push(
      `Site (édition des élèves) : ${fichiers.size} fichiers, ${mo(total.octets)}, ${mo(total.gzip)} compressés (gzip).`,
    );

    const ordinaire = await servirSite(eleve);
    const isole = await servirSite(eleve, { isoler: true });
    const corrige = await servirSite(professeur);
    serveurs.push(ordinaire, isole, corrige);
    navigateur = await lancerChromium(maison);
    versionChromium = navigateur.version();

    // Ouverture, cache vide puis plein ; ce qu'une première visite transfère.
    const froids: number[] = [];
    const chauds: number[] = [];
    for (let k = 0; k < tours; k++) {
      const debutDemandes = ordinaire.demandes.length;
      const o = await ouvrir(navigateur, ordinaire);
      froids.push(o.duree);
      if (k === 0) {
        const demandees = new Set(
          ordinaire.demandes.slice(debutDemandes).map((d) => decodeURIComponent(d.split("?")[0])),
        );
        const transfert = [...demandees].reduce(
          (t, d) => t + (fichiers.get(d === "/" ? "/index.html" : d)?.gzip ?? 0),
          0,
        );
        notes.push(
          `Première visite jusqu'au noyau prêt : ${demandees.size} fichiers, ${mo(transfert)} transférés (compressés).`,
        );
      }
      const debut = Date.now();
      await o.page.reload();
      await CarnetOuvert.ouvrir(o.page, `${ordinaire.base}lab/index.html?path=${LECON_1}`);
      chauds.push(Date.now() - debut);
      await o.fermer();
    }
    lignes.push(["page → noyau prêt, cache vide (médiane)", s(mediane(froids)), "", ""]);
    lignes.push(["page → noyau prêt, cache plein (médiane)", s(mediane(chauds)), "", ""]);

    // Première cellule, premier import, solveur rapide, garde.
    const o = await ouvrir(navigateur, ordinaire);
    const premiere = await executerDansLaPage(o.page, "1 + 1");
    const importation = await executerDansLaPage(
      o.page,
      'import { lireFichier, resoudreRapide } from "./src/index";',
    );
    lignes.push(["première cellule (1 + 1)", ms(premiere.duree), "", ""]);
    lignes.push(["premier import de ./src/index", ms(importation.duree), "", ""]);
    for (const moteur of ["triades", "wasm", "bandes"] as const) {
      const page = Number((await executerDansLaPage(o.page, CODE_RAPIDE(moteur))).texte);
      const node = rapideSousNode(moteur);
      lignes.push([
        `resoudreRapide, top95, µs par grille (${moteur})`,
        us(page),
        us(node),
        rapport(page, node),
      ]);
    }
    const boucleOrdinaire = await boucle(o.page);
    const boucleSansSonde = await boucle(o.page, true);
    const sonde = Number((await executerDansLaPage(o.page, SONDE)).texte);
    notes.push(
      `Un coup de sonde du bouton ■ (importer une adresse blob:) : ${sonde.toFixed(1).replace(".", ",")} ms.`,
    );
    const arretOrdinaire = await delaiInterruption(o.page);
    await o.fermer();
    const i = await ouvrir(navigateur, isole);
    const isolee = await i.page.evaluate(() => globalThis.crossOriginIsolated);
    await executerDansLaPage(i.page, "1");
    const boucleIsolee = await boucle(i.page);
    const arretIsole = await delaiInterruption(i.page);
    await i.fermer();
    if (!isolee) notes.push("Attention : la page servie avec COOP et COEP n'était pas isolée.");

    // Le noyau de Jupyter, sur les mêmes cellules et les mêmes leçons (leçons corrigées).
    const travail = mkdtempSync(join(tmpdir(), "sudoku-banc-travail-"));
    for (const lecon of [LECON_1, LECON_6])
      copyFileSync(join(RACINE, "notebooks", "professeur", lecon), join(travail, lecon));
    writeFileSync(
      join(travail, "vide.ipynb"),
      JSON.stringify({
        cells: [],
        metadata: {
          kernelspec: SPEC_DU_NOYAU,
        },
        nbformat: 4,
        nbformat_minor: 5,
      }),
    );
    const jupyter = await lancerServeurJupyter("lab", travail, maison);
    try {
      const pageJ = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
      await CarnetOuvert.ouvrir(pageJ, jupyter.adresse("lab/tree/vide.ipynb"));
      await executerDansLaPage(pageJ, "1");
      const boucleNode = await boucle(pageJ);
      const arretNode = await delaiInterruption(pageJ);
      for (const [mesure, duree] of [
        [
          "boucle de 3·10⁸ tours (médiane de 3), page ordinaire (sonde : adresse révoquée)",
          boucleOrdinaire,
        ],
        ["même boucle, sonde de ■ arrêtée (le coût des contrôles seuls)", boucleSansSonde],
        ["même boucle, page isolée (mémoire partagée)", boucleIsolee],
      ] as const)
        lignes.push([mesure, ms(duree), ms(boucleNode), rapport(duree, boucleNode)]);
      // Seul l'onglet mesuré reste ouvert pour la mesure de mémoire qui suit.
      await pageJ.close();
      lignes.push(["■ → cellule arrêtée, page ordinaire", ms(arretOrdinaire), ms(arretNode), ""]);
      lignes.push(["■ → cellule arrêtée, page isolée", ms(arretIsole), ms(arretNode), ""]);

      for (const lecon of [LECON_1, LECON_6]) {
        const p = await ouvrir(navigateur, corrige, lecon);
        const debut = Date.now();
        await p.carnet.toutExecuter(360_000);
        const dansLaPage = Date.now() - debut;
        await p.fermer();
        const pageL = await navigateur.newPage({ viewport: { width: 1280, height: 900 } });
        const carnet = await CarnetOuvert.ouvrir(pageL, jupyter.adresse(`lab/tree/${lecon}`));
        const debutJ = Date.now();
        await carnet.toutExecuter(360_000);
        const avecJupyter = Date.now() - debutJ;
        await pageL.close();
        lignes.push([
          `Tout exécuter, ${lecon.replace(".ipynb", "")} (corrigée)`,
          s(dansLaPage),
          s(avecJupyter),
          rapport(dansLaPage, avecJupyter),
        ]);
      }
    } finally {
      await jupyter.arreter();
      rmSync(travail, { recursive: true, force: true });
    }
    await navigateur.close();
    navigateur = undefined;
    notes.push(await memoireDeLOnglet(maison, corrige));
  } finally {
    await navigateur?.close();
    for (const serveur of serveurs) await serveur.arreter();
    rmSync(maison, { recursive: true, force: true });
  }
  console.log(decrireMachine());
  console.log(
    `Chromium ${versionChromium ?? "?"}, sans écran ; ouverture : médiane de ${tours}.\n`,
  );
  console.log(tableauTexte(lignes));
  console.log("");
  for (const note of notes) console.log(note);
}

void principal().catch((erreur) => {
  console.error("bench:navigateur :", erreur instanceof Error ? erreur.message : erreur);
  process.exit(1);
});
