/**
 * npm start : ouvre le cours. Trouve Jupyter (JupyterLab d'abord, sinon
 * Jupyter Notebook), l'installe depuis Debian s'il manque et que c'est
 * possible, prépare le dossier `travail/` des élèves, puis lance le serveur
 * sur 127.0.0.1 seulement, avec le jeton de Jupyter.
 *
 * Les arguments passent à Jupyter : `npm start -- --no-browser --port=8899`.
 */
import { spawn } from "node:child_process";
import { join, relative } from "node:path";
import {
  RACINE,
  environnementJupyter,
  installerParApt,
  peutInstallerParApt,
  trouverJupyter,
  type Jupyter,
} from "./jupyter";
import { preparerTravail } from "./travail";

const TRAVAIL = join(RACINE, "travail");

const CONSIGNES = `Jupyter n'est pas installé sur cette machine, et ce script ne peut pas l'installer
lui-même (il faut être administrateur sur Debian ou Ubuntu).

Installez l'un des deux, puis relancez « npm start » :
  - Debian ou Ubuntu :   sudo apt-get install jupyter-notebook
  - avec pip (Python) :  python3 -m pip install --user jupyterlab
`;

function obtenirJupyter(): Jupyter {
  const trouve = trouverJupyter();
  if (trouve) return trouve;
  if (peutInstallerParApt()) {
    console.log("Jupyter est absent : installation du paquet Debian jupyter-notebook…");
    if (installerParApt(["jupyter-notebook"])) {
      const installe = trouverJupyter();
      if (installe) return installe;
    }
  }
  console.error(CONSIGNES);
  process.exit(1);
}

/** Les options de Jupyter : écoute locale, racine du projet, ouverture sur travail/. */
function argumentsJupyter(jupyter: Jupyter, supplementaires: string[]): string[] {
  const dossier = relative(RACINE, TRAVAIL);
  const args = ["--ip=127.0.0.1"];
  if (jupyter.sorte === "lab") {
    args.push(`--ServerApp.root_dir=${RACINE}`, `--LabApp.default_url=/lab/tree/${dossier}`);
  } else {
    args.push(`--notebook-dir=${RACINE}`, `--NotebookApp.default_url=/tree/${dossier}`);
  }
  if (process.getuid?.() === 0) args.push("--allow-root");
  return [...args, ...supplementaires];
}

function demarrer(): void {
  const jupyter = obtenirJupyter();
  const copies = preparerTravail(join(RACINE, "notebooks", "eleve"), TRAVAIL);
  for (const nom of copies) console.log(`Leçon copiée dans travail/ : ${nom}`);
  console.log(
    `Ouverture du cours avec ${jupyter.sorte === "lab" ? "JupyterLab" : "Jupyter Notebook"} ` +
      "(vos copies sont dans travail/ ; pour arrêter : Ctrl+C).",
  );
  const serveur = spawn(jupyter.commande, argumentsJupyter(jupyter, process.argv.slice(2)), {
    cwd: RACINE,
    env: environnementJupyter(),
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => serveur.kill(signal));
  }
  serveur.on("exit", (code) => process.exit(code ?? 0));
}

demarrer();
