/**
 * Le Jupyter du projet : un environnement Python à lui, `.venv/`, où
 * JupyterLab, Notebook et les outils des tests sont installés aux versions
 * exactes du verrou `jupyter/requirements.txt` (empreintes comprises).
 *
 * - Le premier `npm start` (ou `npm test`) crée l'environnement ; les
 *   suivants le réutilisent tel quel, en quelques millisecondes.
 * - Une marque, écrite en dernier, retient l'empreinte du verrou : si le
 *   verrou change, ou si une installation a été interrompue (pas de marque),
 *   l'environnement est refait de zéro. Un environnement à moitié installé
 *   n'est donc jamais utilisé, et il est effacé dès que l'échec est connu.
 * - Rien ne va dans le dossier personnel : le cache de pip est dans `.cache/`.
 *
 * Seul Python 3 (3.11 ou plus) avec son module `venv` est demandé à la
 * machine ; s'il manque, le message dit quoi installer, selon le système.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE, VENV, pythonDuProjet } from "./jupyter";

export const VERROU = join(RACINE, "jupyter", "requirements.txt");

/** Les arguments de Python qui installent le verrou, empreintes exigées, rien de plus. */
export const INSTALLER_LE_VERROU = [
  "-m",
  "pip",
  "install",
  "--disable-pip-version-check",
  "--require-hashes",
  "--no-deps",
  "-r",
  VERROU,
];
const MARQUE = join(VENV, "verrou-installe.txt");
const VERSION_MINIMALE: [number, number] = [3, 11];

/** Le Python de la machine qui servira à créer l'environnement. */
interface PythonDeLaMachine {
  commande: string;
  /** Arguments à placer avant les nôtres (`py -3` sous Windows). */
  prefixe: string[];
  version: string;
}

/** L'empreinte de ce qui doit être installé : le verrou et la plateforme. */
export function empreinteAttendue(): string {
  const hache = createHash("sha256");
  hache.update(readFileSync(VERROU));
  hache.update(`${process.platform}-${process.arch}`);
  return hache.digest("hex");
}

/** Vrai si `.venv/` est complet et correspond au verrou actuel. */
export function environnementAJour(): boolean {
  if (!existsSync(MARQUE) || !existsSync(pythonDuProjet())) return false;
  return readFileSync(MARQUE, "utf8").trim() === empreinteAttendue();
}

/** Les commandes qui lancent peut-être Python 3, dans l'ordre où on les essaie. */
function candidats(): { commande: string; prefixe: string[] }[] {
  const liste: { commande: string; prefixe: string[] }[] = [
    { commande: "python3", prefixe: [] },
    { commande: "python", prefixe: [] },
  ];
  if (process.platform === "win32") liste.unshift({ commande: "py", prefixe: ["-3"] });
  return liste;
}

const SONDE =
  "import sys\n" +
  "print('%d.%d' % sys.version_info[:2])\n" +
  "import venv, ensurepip\n" +
  "print('venv')\n";

/**
 * Le Python de la machine, ou la raison de son absence : pas de Python,
 * Python trop ancien, ou Python sans `venv` (cas de Debian et d'Ubuntu, où
 * il est dans un paquet à part).
 */
export function trouverPython(): PythonDeLaMachine | { manque: "python" | "venv" | "version" } {
  let sansVenv = false;
  let tropAncien = false;
  for (const { commande, prefixe } of candidats()) {
    const r = spawnSync(commande, [...prefixe, "-c", SONDE], { encoding: "utf8", timeout: 30_000 });
    if (r.error || !r.stdout) continue;
    const [version, venv] = r.stdout.trim().split(/\r?\n/);
    const [majeure, mineure] = (version ?? "").split(".").map(Number);
    if (majeure !== VERSION_MINIMALE[0] || mineure < VERSION_MINIMALE[1]) {
      tropAncien = true;
      continue;
    }
    if (venv !== "venv") {
      sansVenv = true;
      continue;
    }
    return { commande, prefixe, version };
  }
  return { manque: sansVenv ? "venv" : tropAncien ? "version" : "python" };
}

const MINIMUM = VERSION_MINIMALE.join(".");

/** Ce qu'il faut installer, en français, selon ce qui manque et le système. */
export function consignesPython(manque: "python" | "venv" | "version"): string {
  const raison = {
    python: "Python 3 est introuvable sur cette machine (ni « python3 » ni « python »).",
    venv:
      "Python 3 est là, mais sans son module « venv » (qui crée l'environnement du cours) : " +
      "sur Debian et Ubuntu, il est dans un paquet à part.",
    version: `Le Python de cette machine est trop ancien : le cours demande Python ${MINIMUM} ou plus.`,
  }[manque];
  return `${raison}

Le cours installe lui-même Jupyter dans le dossier .venv/ du projet ; il lui faut
seulement Python ${MINIMUM} ou plus, avec venv. Installez-le, puis relancez la commande :
  - Debian, Ubuntu :  sudo apt-get install python3 python3-venv
  - macOS :           brew install python3  (ou l'installeur de python.org)
  - Windows :         winget install Python.Python.3.12  (ou l'installeur de python.org,
                      en cochant « Add python.exe to PATH »)
Rien n'a été installé.`;
}

/**
 * Lance une commande (par défaut avec le cache de pip du projet) et rend son
 * code de sortie et ce qu'elle a écrit, à montrer en cas d'échec.
 */
export function executer(
  commande: string,
  args: string[],
  env: NodeJS.ProcessEnv = { ...process.env, PIP_CACHE_DIR: join(RACINE, ".cache", "pip") },
  surSortie: (morceau: string) => void = () => {},
): Promise<{ code: number; journal: string }> {
  return new Promise((resoudre) => {
    const enfant = spawn(commande, args, { cwd: RACINE, env });
    let journal = "";
    const lire = (m: Buffer) => {
      journal += m.toString();
      surSortie(m.toString());
    };
    enfant.stdout.on("data", lire);
    enfant.stderr.on("data", lire);
    enfant.on("error", (e) => resoudre({ code: -1, journal: journal + e.message }));
    enfant.on("close", (code) => resoudre({ code: code ?? -1, journal }));
  });
}

/**
 * Ce que fait pip, montré pendant qu'il le fait : il lit un à un les paquets
 * du verrou (depuis l'index ou son cache), puis les installe tous ensemble,
 * ce qui prend le plus long sans rien écrire. Une ligne dit où il en est et
 * depuis combien de temps : réécrite sur place dans un terminal, répétée
 * toutes les dix secondes sinon (journal d'intégration continue).
 */
function suivreLInstallation(): { lire: (morceau: string) => void; finir: () => void } {
  const total = readFileSync(VERROU, "utf8")
    .split("\n")
    .filter((l) => /^[A-Za-z0-9_.-]+==/.test(l)).length;
  const debut = Date.now();
  let lus = 0;
  let installation = false;
  const terminal = process.stdout.isTTY === true;
  const ligne = () => {
    const s = Math.round((Date.now() - debut) / 1000);
    return installation
      ? `  pip installe les ${total} paquets dans .venv/… ${s} s`
      : `  pip lit les paquets : ${lus} sur ${total}… ${s} s`;
  };
  const montrer = () => {
    if (terminal) process.stdout.write(`\r${ligne()}\u001b[K`);
    else console.log(ligne());
  };
  const minuteur = setInterval(montrer, terminal ? 1000 : 10_000);
  return {
    lire: (morceau) => {
      lus += (morceau.match(/^Collecting /gm) ?? []).length;
      if (/^Installing collected packages/m.test(morceau)) installation = true;
    },
    finir: () => {
      clearInterval(minuteur);
      if (terminal) process.stdout.write(`\r${ligne()}\u001b[K\n`);
    },
  };
}

/**
 * Crée `.venv/` et y installe le verrou. En cas d'échec ou d'interruption
 * (Ctrl+C), efface ce qui a été commencé, et rend un message d'erreur.
 */
async function installer(python: PythonDeLaMachine): Promise<string | undefined> {
  rmSync(VENV, { recursive: true, force: true });
  const effacer = () => rmSync(VENV, { recursive: true, force: true });
  const interrompu = () => {
    effacer();
    console.error("\nInstallation interrompue : .venv/ est effacé, rien n'est à moitié installé.");
    process.exit(130);
  };
  process.once("SIGINT", interrompu);
  process.once("SIGTERM", interrompu);
  try {
    const creation = await executer(python.commande, [...python.prefixe, "-m", "venv", VENV]);
    if (creation.code !== 0) {
      effacer();
      return `La création de l'environnement .venv/ a échoué :\n${creation.journal.trim()}`;
    }
    const suivi = suivreLInstallation();
    const pip = await executer(pythonDuProjet(), INSTALLER_LE_VERROU, undefined, suivi.lire);
    suivi.finir();
    if (pip.code !== 0) {
      effacer();
      return `L'installation de Jupyter dans .venv/ a échoué (pip, voir ci-dessous) ; vérifiez l'accès à l'index des paquets Python, puis relancez.\n${pip.journal.trim().split("\n").slice(-25).join("\n")}`;
    }
    writeFileSync(MARQUE, empreinteAttendue() + "\n");
    return undefined;
  } finally {
    process.off("SIGINT", interrompu);
    process.off("SIGTERM", interrompu);
  }
}

/**
 * Rend l'environnement du projet prêt : ne fait rien s'il est à jour, sinon
 * l'installe (une vingtaine de secondes à une minute). Quitte avec un message
 * en français si c'est impossible.
 */
export async function assurerEnvironnementPython(): Promise<void> {
  if (environnementAJour()) return;
  const python = trouverPython();
  if ("manque" in python) {
    console.error(consignesPython(python.manque));
    process.exit(1);
  }
  const refaire = existsSync(VENV);
  console.log(
    `${refaire ? "Le verrou de Jupyter a changé (ou une installation a été interrompue) : réinstallation" : "Installation"} ` +
      `de JupyterLab et de Notebook dans .venv/ (Python ${python.version}, versions de jupyter/requirements.txt)…`,
  );
  const debut = Date.now();
  const erreur = await installer(python);
  if (erreur) {
    console.error(erreur);
    process.exit(1);
  }
  console.log(`Jupyter est installé dans .venv/ (${Math.round((Date.now() - debut) / 1000)} s).`);
}
