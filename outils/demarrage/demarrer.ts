/**
 * npm start : ouvre le cours dans JupyterLab.
 *
 * Installe au besoin le Jupyter du projet (.venv/, voir
 * outils/commun/environnement-python.ts), copie les leçons absentes dans `travail/`, puis
 * lance le serveur sur 127.0.0.1 seulement, avec le jeton de Jupyter, sur le
 * sommaire du cours. Le navigateur de fichiers montre `travail/` et rien
 * d'autre : les corrigés ne sont pas à un clic de l'élève (le noyau, lui,
 * trouve `src/` et `data/` : il part de la racine du projet).
 *
 *   npm start                         JupyterLab sur travail/
 *   npm start -- --notebook           Notebook 7 à la place
 *   npm start -- --professeur         les leçons corrigées (notebooks/professeur/)
 *   npm start -- --jupyter-systeme    le Jupyter déjà installé sur la machine
 *
 * Les autres options passent à Jupyter : `npm start -- --no-browser --port=8899`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { assurerEnvironnementPython } from "../commun/environnement-python";
import {
  RACINE,
  argumentsServeur,
  environnementJupyter,
  installerConfigurationDuCours,
  pythonDuProjet,
  trouverCommande,
  type Interface,
} from "../commun/jupyter";
import { ErreurTravail, preparerTravail, verifierTravail } from "../commun/travail";

const TRAVAIL = join(RACINE, "travail");
const SOMMAIRE = "00-sommaire.ipynb";

interface Choix {
  interface: Interface;
  professeur: boolean;
  systeme: boolean;
  /** Les options laissées à Jupyter. */
  autres: string[];
}

function lireOptions(args: string[]): Choix {
  const nos = new Set(["--notebook", "--professeur", "--jupyter-systeme"]);
  return {
    interface: args.includes("--notebook") ? "notebook" : "lab",
    professeur: args.includes("--professeur"),
    systeme: args.includes("--jupyter-systeme"),
    autres: args.filter((a) => !nos.has(a)),
  };
}

/** La commande qui lance l'interface choisie : celle de .venv/, ou celle de la machine si on le demande. */
function commandeJupyter(choix: Choix): { commande: string; args: string[] } {
  const module = choix.interface === "lab" ? "jupyterlab" : "notebook";
  if (!choix.systeme) return { commande: pythonDuProjet(), args: ["-m", module] };
  const nom = choix.interface === "lab" ? "jupyter-lab" : "jupyter-notebook";
  const commande = trouverCommande(nom);
  if (!commande) {
    console.error(
      `--jupyter-systeme : la commande ${nom} est introuvable sur cette machine. ` +
        "Sans cette option, « npm start » installe lui-même Jupyter dans .venv/.",
    );
    process.exit(1);
  }
  return { commande, args: [] };
}

async function demarrer(): Promise<void> {
  const choix = lireOptions(process.argv.slice(2));
  // Un travail/ inutilisable se dit tout de suite, avant d'installer quoi que ce soit.
  if (!choix.professeur) verifierTravail(TRAVAIL);
  if (!choix.systeme) await assurerEnvironnementPython();
  const lancement = commandeJupyter(choix);
  let racine = join(RACINE, "notebooks", "professeur");
  if (!choix.professeur) {
    racine = TRAVAIL;
    const copies = preparerTravail(join(RACINE, "notebooks", "eleve"), TRAVAIL);
    for (const nom of copies) console.log(`Leçon copiée dans travail/ : ${nom}`);
  }
  installerConfigurationDuCours();
  const nomInterface = choix.interface === "lab" ? "JupyterLab" : "Notebook 7";
  console.log(
    choix.professeur
      ? `Ouverture des leçons corrigées (notebooks/professeur/) avec ${nomInterface} (pour arrêter : Ctrl+C).`
      : `Ouverture du cours avec ${nomInterface} (vos copies sont dans travail/ ; pour arrêter : Ctrl+C).`,
  );
  const args = [
    ...lancement.args,
    ...argumentsServeur({ interface: choix.interface, racine, accueil: SOMMAIRE }),
    ...choix.autres,
  ];
  // Jupyter a son propre groupe de processus : Ctrl+C n'arrive qu'ici, qui l'arrête proprement.
  const serveur = spawn(lancement.commande, args, {
    cwd: RACINE,
    env: environnementJupyter(),
    stdio: "inherit",
    detached: true,
  });
  arreterAvec(serveur);
  serveur.on("exit", (code) => process.exit(code ?? 0));
}

/**
 * Arrête Jupyter par SIGTERM, quelle que soit la façon dont on nous arrête :
 * Ctrl+C, `kill -INT` sur `npm start` lancé en arrière-plan, SIGTERM, fin du
 * terminal (SIGHUP), ou disparition du processus parent. SIGTERM ferme les
 * noyaux et efface les fichiers du serveur ; SIGINT sans terminal, lui,
 * laisserait Jupyter finir sans fermer ses noyaux.
 */
function arreterAvec(serveur: ChildProcess): void {
  let arrete = false;
  const arreter = () => {
    if (arrete) return;
    arrete = true;
    console.log("Arrêt de Jupyter et de ses noyaux…");
    serveur.kill("SIGTERM");
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, arreter);
  const parent = process.ppid;
  const veille = setInterval(() => {
    if (process.ppid !== parent) arreter();
  }, 1000);
  serveur.on("exit", () => clearInterval(veille));
}

demarrer().catch((erreur: unknown) => {
  // Un message en français, pas une pile d'appels ; le travail de l'élève reste tel quel.
  const message =
    erreur instanceof ErreurTravail
      ? erreur.message
      : `impossible de préparer le cours : ${(erreur as Error).message}`;
  console.error(`npm start : ${message}`);
  process.exit(1);
});
