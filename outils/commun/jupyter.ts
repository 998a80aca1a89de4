/**
 * Jupyter au service du projet seul : celui de `.venv/` (voir
 * environnement-python.ts), ses dossiers de configuration, de données et
 * d'exécution dans `.jupyter/` du projet, le noyau du cours
 * (jupyter/kernels/sudoku-ts) et les réglages du cours (jupyter/lab/,
 * jupyter/custom/). Rien n'est écrit dans le dossier personnel.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";

export const RACINE = resolve(__dirname, "..", "..");
export const NOM_DU_NOYAU = "sudoku-ts";
/** La spécification du noyau qu'un carnet nomme dans ses métadonnées (`kernelspec`). */
export const SPEC_DU_NOYAU = {
  name: NOM_DU_NOYAU,
  display_name: "TypeScript (cours Sudoku)",
  language: "typescript",
};
/** L'environnement Python du projet, où Jupyter est installé aux versions du verrou. */
export const VENV = join(RACINE, ".venv");
/** Les dossiers privés de Jupyter : configuration, données, exécution. */
const PRIVE = join(RACINE, ".jupyter");

/** Le dossier des programmes de `.venv/` (`bin/`, ou `Scripts/` sous Windows). */
function dossierDesProgrammes(): string {
  return join(VENV, process.platform === "win32" ? "Scripts" : "bin");
}

/** Le chemin d'un programme de `.venv/` : `programmeDuProjet("jupyter-nbconvert")`. */
export function programmeDuProjet(nom: string): string {
  return join(dossierDesProgrammes(), process.platform === "win32" ? `${nom}.exe` : nom);
}

/** Le chemin d'un programme de `.venv/` s'il est installé, sinon `undefined`. */
export function commandeDuProjet(nom: string): string | undefined {
  const chemin = programmeDuProjet(nom);
  return existsSync(chemin) ? chemin : undefined;
}

/** Le Python de `.venv/`. */
export function pythonDuProjet(): string {
  return programmeDuProjet("python");
}

/**
 * Le chemin d'une commande du PATH qui répond à `--version`, ou `undefined`.
 * On la lance pour de bon : un raccourci de pyenv existe parfois sans rien derrière.
 */
export function trouverCommande(nom: string): string | undefined {
  for (const dossier of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const chemin = join(dossier, nom);
    if (!existsSync(chemin)) continue;
    const r = spawnSync(chemin, ["--version"], { encoding: "utf8", timeout: 30_000 });
    if (r.status === 0) return chemin;
  }
  return undefined;
}

/**
 * L'environnement qui garde Jupyter dans le projet : les programmes de
 * `.venv/` d'abord, puis le `node` qui exécute ce script (le noyau lance
 * `node`), et les dossiers de Jupyter dans `.jupyter/`.
 */
export function environnementJupyter(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const chemin = [dossierDesProgrammes(), dirname(process.execPath), base.PATH ?? ""];
  // Sur un clone neuf, .jupyter/ n'existe pas encore : IPython (que charge nbconvert) ne crée
  // pas alors son dossier, et en laisse un vide dans le dossier temporaire à chaque lancement.
  mkdirSync(join(PRIVE, "ipython"), { recursive: true });
  return {
    ...base,
    JUPYTER_PATH: join(RACINE, "jupyter"),
    JUPYTER_CONFIG_DIR: join(PRIVE, "config"),
    JUPYTER_DATA_DIR: join(PRIVE, "donnees"),
    JUPYTER_RUNTIME_DIR: join(PRIVE, "execution"),
    IPYTHONDIR: join(PRIVE, "ipython"),
    // Les dossiers sont fixés ci-dessus : on adopte la règle de Jupyter à venir, sans son avertissement.
    JUPYTER_PLATFORM_DIRS: "1",
    PATH: chemin.join(delimiter),
  };
}

/** L'interface : JupyterLab (par défaut) ou Notebook 7. */
export type Interface = "lab" | "notebook";

export interface OptionsServeur {
  interface: Interface;
  /** Le dossier que montre le navigateur de fichiers (`travail/`, ou les leçons corrigées). */
  racine: string;
  /** Le carnet ouvert au démarrage, relatif à `racine`. */
  accueil?: string;
}

/**
 * Les options du serveur Jupyter pour le cours : écoute sur 127.0.0.1
 * seulement (avec le jeton de Jupyter), le dossier montré, le noyau du cours
 * seul proposé, aucune demande au réseau (ni nouvelles ni mises à jour), les
 * réglages et la feuille de style du cours, plotly.js servi hors ligne.
 */
export function argumentsServeur(options: OptionsServeur): string[] {
  const args = [
    "--ip=127.0.0.1",
    `--ServerApp.root_dir=${options.racine}`,
    `--KernelSpecManager.allowed_kernelspecs=${NOM_DU_NOYAU}`,
    `--MultiKernelManager.default_kernel_name=${NOM_DU_NOYAU}`,
    `--LabServerApp.app_settings_dir=${join(RACINE, "jupyter", "lab", "settings")}`,
    // plotly.js à l'adresse /static/plotly.js : les graphiques le demandent au serveur
    // quand la copie envoyée avec le premier d'entre eux n'est plus dans la page.
    `--ServerApp.extra_static_paths=${JSON.stringify([join(RACINE, "node_modules", "plotly.js-dist")])}`,
  ];
  const accueil = options.accueil ? encodeURI(options.accueil) : undefined;
  if (options.interface === "lab") {
    args.push(
      "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
      "--LabApp.custom_css=True",
    );
    if (accueil) args.push(`--LabApp.default_url=/lab/tree/${accueil}`);
  } else if (accueil) {
    args.push(`--JupyterNotebookApp.default_url=/notebooks/${accueil}`);
  }
  if (process.getuid?.() === 0) args.push("--allow-root");
  return args;
}

/**
 * Installe la configuration du cours dans un dossier de configuration de
 * Jupyter (celui du projet, ou celui des serveurs des élèves d'une classe) :
 * la feuille de style (`custom/custom.css`), là où JupyterLab et Notebook la
 * cherchent, les extensions cachées (`cacherNbgrader`) et un nbgrader_config.py
 * vide (jupyter/custom/nbgrader_config.py). Elle est au cours,
 * pas à l'utilisateur : on la remplace à chaque démarrage.
 */
export function installerConfigurationDuCours(configuration = join(PRIVE, "config")): void {
  const dossier = join(configuration, "custom");
  mkdirSync(dossier, { recursive: true });
  copyFileSync(join(RACINE, "jupyter", "custom", "custom.css"), join(dossier, "custom.css"));
  cacherNbgrader(configuration);
  // Vide : les extensions de nbgrader ne le réclament plus, en anglais, à chaque démarrage.
  const nbgrader = join(RACINE, "jupyter", "custom", "nbgrader_config.py");
  copyFileSync(nbgrader, join(configuration, "nbgrader_config.py"));
}

/**
 * nbgrader (installé pour les classes, voir npm run devoirs) ajoute à
 * JupyterLab et à Notebook un menu et des panneaux de professeur, en anglais :
 * l'élève n'en a que faire. On les cache (page_config.json).
 */
function cacherNbgrader(configuration: string): void {
  const dossier = join(configuration, "labconfig");
  mkdirSync(dossier, { recursive: true });
  const reglages = { disabledExtensions: { "@jupyter/nbgrader": true } };
  writeFileSync(join(dossier, "page_config.json"), JSON.stringify(reglages, null, 2) + "\n");
}

/** Vrai si l'on peut installer un paquet Debian soi-même (administrateur et apt-get présents). */
export function peutInstallerParApt(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

/** Installe des paquets Debian ; renvoie vrai si tout s'est bien passé. */
export function installerParApt(paquets: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const options = { stdio: "inherit" as const, env };
  if (spawnSync("apt-get", ["update"], options).status !== 0) return false;
  const args = ["install", "-y", "--no-install-recommends", ...paquets];
  return spawnSync("apt-get", args, options).status === 0;
}
