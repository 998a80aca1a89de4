/**
 * `npm run site` : le cours en site statique, qui s'ouvre dans un navigateur
 * sans rien installer (JupyterLite). Étapes :
 *
 * 1. les paquets JavaScript du noyau dans la page (`paquets.ts`), les
 *    fichiers de son compilateur (`types.ts`) et la copie de plotly ;
 * 2. l'extension JupyterLite qui inscrit ce noyau (`extension.ts`) ;
 * 3. `jupyter lite build` (jupyterlite-core, dans `.venv/` comme le reste de
 *    Jupyter) : JupyterLab en français, les leçons à la racine (celles des
 *    élèves, ou celles du professeur avec `--professeur`), `data/`, et le
 *    noyau du cours, seul et par défaut ;
 * 4. la page d'accueil du site ouvre le sommaire du cours.
 *
 * Rien n'est refait si rien n'a changé : l'empreinte de tout ce qui entre
 * dans le site est gardée dans le site lui-même (`.empreinte-du-site`), et
 * celle des paquets dans `.cache/site/`.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { hote } from "../../src/hote/index";
import { assurerEnvironnementPython } from "../commun/environnement-python";
import { sousVerrou } from "../commun/sous-verrou";
import { RACINE, environnementJupyter, programmeDuProjet } from "../commun/jupyter";
import { fichierDeLApplication } from "./application";
import { NOM_EXTENSION, construireExtension } from "./extension";
import { completerPageDuLab } from "./page-du-lab";
import {
  ecrireExtension,
  paquetBibliotheque,
  paquetFil,
  paquetsDesFils,
  type Paquet,
} from "./paquets";
import { completerTraductions } from "./traductions";
import { typesDuCompilateur } from "./types";

export type Edition = "eleve" | "professeur";

/** Le dossier du site de chaque édition, celui de `npm run site` sans `--sortie`. */
export function dossierDuSite(edition: Edition): string {
  return join(RACINE, edition === "eleve" ? "site" : "site-professeur");
}

export interface OptionsSite {
  edition: Edition;
  /** Le dossier du site (`site/`, ou `site-professeur/` pour l'édition du professeur). */
  sortie: string;
  /** Écrit l'avancement (une ligne par étape). */
  journal?: (ligne: string) => void;
}

export interface SiteConstruit {
  sortie: string;
  /** Faux si le site était déjà à jour. */
  reconstruit: boolean;
  millisecondes: number;
}

const CACHE = join(RACINE, ".cache", "site");
const MARQUE = ".empreinte-du-site";
/** L'intervalle de l'enregistrement automatique de JupyterLab dans le site, en secondes (120 d'office ; voir plus bas). */
export const AUTO_ENREGISTREMENT_S = 10;
/** La leçon qu'ouvre la page d'accueil. */
const SOMMAIRE = "00-sommaire.ipynb";

/** L'empreinte du contenu des fichiers sous `chemins` (fichiers ou dossiers). */
function empreinteDe(chemins: string[]): string {
  const h = createHash("sha256");
  const ajouter = (chemin: string) => {
    if (!existsSync(chemin)) return;
    if (statSync(chemin).isDirectory()) {
      for (const nom of readdirSync(chemin).sort()) ajouter(join(chemin, nom));
      return;
    }
    h.update(`${relative(RACINE, chemin)}\0`);
    h.update(readFileSync(chemin));
  };
  for (const chemin of chemins) ajouter(join(RACINE, chemin));
  return h.digest("hex").slice(0, 20);
}

/** Ce dont dépendent les paquets du navigateur. */
const SOURCES_DES_PAQUETS = ["src", "outils/site", "package-lock.json", "patches"];

/** Les fichiers du dossier `static/` de l'extension, et leurs noms (avec empreinte). */
interface Statiques {
  fichiers: Record<string, Uint8Array>;
  adresses: {
    fil: string;
    types: string;
    bibliotheque: string;
    plotly: string;
    fils: Record<string, string>;
  };
}

function avecEmpreinte(prefixe: string, extension: string, contenu: Uint8Array): Paquet {
  const empreinte = createHash("sha256").update(contenu).digest("hex").slice(0, 12);
  return { nom: `${prefixe}.${empreinte}${extension}`, contenu };
}

/** Les paquets et fichiers du noyau, refaits seulement si leurs sources ont changé. */
async function statiques(journal: (ligne: string) => void): Promise<Statiques> {
  const cle = empreinteDe(SOURCES_DES_PAQUETS);
  const dossier = join(CACHE, "statiques");
  const manifeste = join(dossier, `manifeste-${cle}.json`);
  if (existsSync(manifeste)) {
    const adresses = JSON.parse(readFileSync(manifeste, "utf8")) as Statiques["adresses"];
    const noms = [
      adresses.fil,
      adresses.types,
      adresses.bibliotheque,
      adresses.plotly,
      ...Object.values(adresses.fils),
    ];
    if (noms.every((nom) => existsSync(join(dossier, nom)))) {
      return {
        adresses,
        fichiers: Object.fromEntries(noms.map((nom) => [nom, readFileSync(join(dossier, nom))])),
      };
    }
  }
  journal("paquets du navigateur (esbuild) : bibliothèque, noyau, fils…");
  const [bibliotheque, fil, fils, types] = await Promise.all([
    paquetBibliotheque(),
    paquetFil(),
    paquetsDesFils(),
    typesDuCompilateur(),
  ]);
  const typesJson = avecEmpreinte("types", ".json", Buffer.from(JSON.stringify(types)));
  // Pas d'extension « .gz » : bien des serveurs enverraient alors le fichier décompressé
  // (Content-Encoding), et la page recevrait autre chose que les octets compressés attendus.
  const plotly = avecEmpreinte("plotly-gzip", ".bin", Buffer.from(hote.copiePlotly(), "base64"));
  const tous = [bibliotheque, fil, typesJson, plotly, ...Object.values(fils)];
  rmSync(dossier, { recursive: true, force: true });
  mkdirSync(dossier, { recursive: true });
  for (const p of tous) writeFileSync(join(dossier, p.nom), p.contenu);
  const adresses: Statiques["adresses"] = {
    fil: fil.nom,
    types: typesJson.nom,
    bibliotheque: bibliotheque.nom,
    plotly: plotly.nom,
    fils: Object.fromEntries(Object.entries(fils).map(([nom, p]) => [nom, p.nom])),
  };
  writeFileSync(manifeste, JSON.stringify(adresses));
  return { adresses, fichiers: Object.fromEntries(tous.map((p) => [p.nom, p.contenu])) };
}

/**
 * Les leçons à la racine, `data/`, et les sources de la bibliothèque (`src/`,
 * sans le noyau) : ce que le navigateur de fichiers montrera. Une leçon peut
 * ainsi citer le code même de la bibliothèque (`lireTexte("src/…")`), comme
 * sous Node, et l'élève l'ouvrir.
 */
function preparerContenus(edition: Edition): string {
  const contenus = join(CACHE, `contenus-${edition}`);
  rmSync(contenus, { recursive: true, force: true });
  mkdirSync(contenus, { recursive: true });
  const lecons = join(RACINE, "notebooks", edition);
  for (const nom of readdirSync(lecons).filter((n) => n.endsWith(".ipynb")))
    copyFileSync(join(lecons, nom), join(contenus, nom));
  cpSync(join(RACINE, "data"), join(contenus, "data"), { recursive: true });
  cpSync(join(RACINE, "src"), join(contenus, "src"), {
    recursive: true,
    filter: (chemin) => chemin !== join(RACINE, "src", "noyau"),
  });
  return contenus;
}

/** Le dossier de JupyterLite : sa configuration (noyau par défaut, stockage, réglages). */
function preparerDossierLite(edition: Edition, extension: string): string {
  const dossier = join(CACHE, `lite-${edition}`);
  mkdirSync(dossier, { recursive: true });
  const construction = {
    LiteBuildConfig: {
      apps: ["lab"],
      no_unused_shared_packages: true,
      no_sourcemaps: true,
      federated_extensions: [extension],
      // Les extensions installées dans .venv/ (nbgrader…) n'ont rien à faire dans le site ; les traductions, si.
      ignore_sys_prefix: ["federated_extensions", "settings"],
      settings_overrides: [join(dossier, "overrides.json")],
    },
  };
  writeFileSync(join(dossier, "jupyter_lite_config.json"), JSON.stringify(construction, null, 2));
  const configuration = {
    "jupyter-lite-schema-version": 0,
    "jupyter-config-data": {
      appName: edition === "eleve" ? "Cours Sudoku" : "Cours Sudoku (professeur)",
      defaultKernelName: "sudoku-ts",
      // Le travail de chaque édition dans son propre espace du navigateur.
      contentsStorageName: `cours-sudoku-${edition}`,
      settingsStorageName: `cours-sudoku-${edition}`,
      workspacesStorageName: `cours-sudoku-${edition}`,
      // Les tests lisent l'état de JupyterLab depuis la page (window.jupyterapp).
      exposeAppInBrowser: true,
      disabledExtensions: [
        // Les nouvelles et mises à jour de Jupyter viennent d'Internet : rien ne sort du site.
        "@jupyterlab/apputils-extension:announcements",
        // « Clear Browser Data » effaçait tout le travail de l'élève d'une touche (Entrée).
        "@jupyterlite/application-extension:clear-browser-data",
      ],
    },
  };
  writeFileSync(join(dossier, "jupyter-lite.json"), JSON.stringify(configuration, null, 2));
  const reglages = JSON.parse(
    readFileSync(join(RACINE, "jupyter", "lab", "settings", "overrides.json"), "utf8"),
  ) as Record<string, object>;
  // Dans la page, une cellule qui prend toute la mémoire fait tomber l'onglet : le noyau
  // enregistre les carnets avant chaque cellule (src/noyau/navigateur/enregistrement.ts), et
  // JupyterLab, toutes les 10 s, ce que l'élève écrit pendant qu'une cellule tourne. Pas moins :
  // une leçon et ses graphiques (2 Mo) prennent 0,1 à 0,6 s à enregistrer, la page figée jusqu'à 0,1 s.
  reglages["@jupyterlab/docmanager-extension:plugin"] = {
    autosave: true,
    autosaveInterval: AUTO_ENREGISTREMENT_S,
  };
  writeFileSync(join(dossier, "overrides.json"), JSON.stringify(reglages, null, 2));
  return dossier;
}

/**
 * La page d'accueil ouvre le sommaire dans JupyterLab. On garde la page de
 * JupyterLite (les autres pages y lisent la configuration du site) ; seul
 * son script d'ouverture change : il mène au sommaire, pas au seul JupyterLab.
 */
function ecrireAccueil(sortie: string): void {
  const fichier = join(sortie, "index.html");
  const page = fichierDeLApplication("index.html").toString("utf8");
  const ouverture = "await import('./config-utils.js');";
  if (!page.includes(ouverture))
    throw new Error("la page d'accueil de JupyterLite a changé de forme");
  writeFileSync(
    fichier,
    page
      .replace("<html>", '<html lang="fr">')
      .replace("<head>", "<head>\n    <title>Cours Sudoku : de la recherche naïve à SAT</title>")
      .replace(ouverture, `location.replace("./lab/index.html?path=${SOMMAIRE}");`),
  );
}

function versionDuProjet(): string {
  return (JSON.parse(readFileSync(join(RACINE, "package.json"), "utf8")) as { version: string })
    .version;
}

/**
 * Une construction à la fois : deux (les deux éditions, lancées par deux
 * tests) partagent les paquets et l'extension de `.cache/site/`. Un verrou de
 * plus de dix minutes est celui d'une construction morte en route.
 */
export function construireSite(options: OptionsSite): Promise<SiteConstruit> {
  return sousVerrou(join(CACHE, "verrou"), 10 * 60_000, () => construire(options));
}

async function construire(options: OptionsSite): Promise<SiteConstruit> {
  const debut = Date.now();
  const journal = options.journal ?? (() => undefined);
  const sortie = options.sortie;
  await assurerEnvironnementPython();
  const cle = empreinteDe([
    ...SOURCES_DES_PAQUETS,
    `notebooks/${options.edition}`,
    "data",
    "jupyter/lab/settings/overrides.json",
    "jupyter/requirements.txt",
  ]);
  const marque = join(sortie, MARQUE);
  if (existsSync(marque) && readFileSync(marque, "utf8") === cle) {
    return { sortie, reconstruit: false, millisecondes: Date.now() - debut };
  }

  const { fichiers, adresses } = await statiques(journal);
  journal("extension JupyterLite (@jupyter/builder)…");
  const dossierExtension = join(CACHE, "extension");
  const index = join(CACHE, "extension-index.js");
  await ecrireExtension(index, NOM_EXTENSION, adresses);
  const extension = construireExtension(dossierExtension, versionDuProjet(), readFileSync(index));
  mkdirSync(join(extension, "static"), { recursive: true });
  for (const [nom, contenu] of Object.entries(fichiers))
    writeFileSync(join(extension, "static", nom), contenu);

  journal(
    `jupyter lite build (${options.edition === "eleve" ? "leçons des élèves" : "leçons corrigées"})…`,
  );
  const contenus = preparerContenus(options.edition);
  const lite = preparerDossierLite(options.edition, extension);
  rmSync(marque, { force: true });
  const r = spawnSync(
    programmeDuProjet("jupyter-lite"),
    ["build", "--lite-dir", lite, "--contents", contenus, "--output-dir", sortie],
    { cwd: lite, env: environnementJupyter(), encoding: "utf8" },
  );
  if (r.status !== 0)
    throw new Error(`jupyter lite build a échoué :\n${(r.stderr || r.stdout).slice(-4000)}`);
  ecrireAccueil(sortie);
  completerTraductions(sortie);
  await completerPageDuLab(sortie);
  writeFileSync(marque, cle);
  return { sortie, reconstruit: true, millisecondes: Date.now() - debut };
}
