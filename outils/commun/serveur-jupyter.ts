/**
 * Le Jupyter du projet (.venv/), lancé pour les tests du navigateur et les
 * bancs (bench:plotly, bench:navigateur) comme `npm start` le lance : mêmes options (outils/commun/jupyter.ts), sur 127.0.0.1,
 * avec un jeton, sur un dossier donné. L'application est exposée à la page
 * (`window.jupyterapp`) pour que le test lise l'état des cellules.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { delimiter, join } from "node:path";
import { environnementDansMaison } from "./bac-a-sable";
import {
  RACINE,
  argumentsServeur,
  environnementJupyter,
  installerConfigurationDuCours,
  pythonDuProjet,
  type Interface,
} from "./jupyter";

export interface ServeurJupyter {
  base: string;
  jeton: string;
  /** L'adresse d'une page du serveur, jeton compris ; dans JupyterLab, sans les onglets d'avant. */
  adresse(chemin: string): string;
  journal(): string;
  arreter(): Promise<void>;
}

/** Lance JupyterLab ou Notebook 7 sur `racine` ; rend la main quand il répond. */
export async function lancerServeurJupyter(
  interfaceChoisie: Interface,
  racine: string,
  maison: string,
  /** Des dossiers de données de Jupyter en plus (JUPYTER_PATH) : une extension à essayer. */
  cheminsEnPlus: string[] = [],
): Promise<ServeurJupyter> {
  installerConfigurationDuCours();
  const jeton = randomBytes(16).toString("hex");
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const application = interfaceChoisie === "lab" ? "LabApp" : "JupyterNotebookApp";
  const args = [
    "-m",
    interfaceChoisie === "lab" ? "jupyterlab" : "notebook",
    "--no-browser",
    `--port=${port}`,
    "--port-retries=0",
    `--IdentityProvider.token=${jeton}`,
    `--${application}.expose_app_in_browser=True`,
    // Les onglets et les réglages (thème…) des tests restent dans leur dossier temporaire.
    `--LabServerApp.workspaces_dir=${join(maison, "espaces")}`,
    `--LabServerApp.user_settings_dir=${join(maison, "reglages")}`,
    ...argumentsServeur({ interface: interfaceChoisie, racine }),
  ];
  const env = environnementJupyter(environnementDansMaison(maison));
  env.JUPYTER_PATH = [env.JUPYTER_PATH, ...cheminsEnPlus].join(delimiter);
  const serveur = spawn(pythonDuProjet(), args, {
    cwd: RACINE,
    env,
  });
  let journal = "";
  serveur.stdout?.on("data", (m: Buffer) => (journal += m.toString()));
  serveur.stderr?.on("data", (m: Buffer) => (journal += m.toString()));
  const base = `http://127.0.0.1:${port}`;
  const fin = Date.now() + 60_000;
  while (Date.now() < fin && serveur.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/status?token=${jeton}`)).ok) {
        return {
          base,
          jeton,
          adresse: (chemin) => `${base}/${chemin}?reset&token=${jeton}`,
          journal: () => journal,
          arreter: () => arreter(serveur, base, jeton),
        };
      }
    } catch {
      // Pas encore prêt.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  serveur.kill("SIGTERM");
  throw new Error(`Jupyter n'a pas démarré :\n${journal.slice(-3000)}`);
}

/** Arrête les noyaux par l'API de Jupyter, puis le serveur par son numéro de processus. */
async function arreter(serveur: ChildProcess, base: string, jeton: string): Promise<void> {
  try {
    const noyaux = (await (await fetch(`${base}/api/kernels?token=${jeton}`)).json()) as {
      id: string;
    }[];
    for (const { id } of noyaux)
      await fetch(`${base}/api/kernels/${id}?token=${jeton}`, { method: "DELETE" });
  } finally {
    const fini = new Promise((r) => serveur.once("exit", r));
    if (serveur.pid && serveur.exitCode === null) process.kill(serveur.pid, "SIGTERM");
    await Promise.race([fini, new Promise((r) => setTimeout(r, 10_000))]);
    if (serveur.exitCode === null && serveur.pid) process.kill(serveur.pid, "SIGKILL");
  }
}
