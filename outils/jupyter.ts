/**
 * Trouver Jupyter et le faire travailler pour le projet seul : ses dossiers
 * de configuration, de données et d'exécution restent dans `.jupyter/` du
 * projet, et il y trouve le noyau du cours (jupyter/kernels/sudoku-ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";

export const RACINE = resolve(__dirname, "..");
export const NOM_DU_NOYAU = "sudoku-ts";

/** Les dossiers où chercher les commandes de Jupyter : le PATH, puis ceux de Debian. */
function dossiersDeRecherche(): string[] {
  const chemin = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  return [...chemin, "/usr/local/bin", "/usr/bin"];
}

/**
 * Le chemin d'une commande qui répond à `--version`, ou `undefined`. On la
 * lance pour de bon : un raccourci de pyenv existe parfois sans Jupyter derrière.
 */
export function trouverCommande(nom: string): string | undefined {
  for (const dossier of dossiersDeRecherche()) {
    const chemin = join(dossier, nom);
    if (!existsSync(chemin)) continue;
    const r = spawnSync(chemin, ["--version"], { encoding: "utf8", timeout: 30_000 });
    if (r.status === 0) return chemin;
  }
  return undefined;
}

export interface Jupyter {
  /** « lab » (JupyterLab) ou « notebook » (Jupyter Notebook). */
  sorte: "lab" | "notebook";
  commande: string;
}

/** JupyterLab s'il est là, sinon Jupyter Notebook, sinon `undefined`. */
export function trouverJupyter(): Jupyter | undefined {
  const lab = trouverCommande("jupyter-lab");
  if (lab) return { sorte: "lab", commande: lab };
  const notebook = trouverCommande("jupyter-notebook");
  if (notebook) return { sorte: "notebook", commande: notebook };
  return undefined;
}

/** L'environnement qui garde Jupyter dans le projet (jamais dans la configuration de l'utilisateur). */
export function environnementJupyter(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const prive = join(RACINE, ".jupyter");
  return {
    ...base,
    JUPYTER_PATH: join(RACINE, "jupyter"),
    JUPYTER_CONFIG_DIR: join(prive, "config"),
    JUPYTER_DATA_DIR: join(prive, "donnees"),
    JUPYTER_RUNTIME_DIR: join(prive, "execution"),
    IPYTHONDIR: join(prive, "ipython"),
    // Le noyau lance `node` : celui qui exécute ce script.
    PATH: [resolve(process.execPath, ".."), base.PATH ?? ""].join(delimiter),
  };
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
