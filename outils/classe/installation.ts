/**
 * Le cours installé pour une classe : une copie lisible par tous les comptes
 * de la machine, prête avant la première connexion d'un élève.
 *
 * Le dépôt peut être cloné là où les autres comptes ne passent pas (sous
 * /root, par exemple) : les noyaux des élèves, lancés sous leur propre compte,
 * ne pourraient alors lire ni `src/`, ni `node_modules/`, ni le Python de
 * `.venv/`. On copie donc ce que le noyau et le serveur de l'élève lisent dans
 * un dossier à part (`/srv/sudoku-classe/cours` par défaut), par liens durs
 * quand le fichier est déjà lisible par tous (une ou deux secondes pour tout
 * `node_modules/`), sinon par une vraie copie rendue lisible.
 *
 * Puis, en administrateur et avant toute connexion : l'environnement Python
 * des serveurs des élèves (fait par un Python que tout compte peut exécuter,
 * depuis le verrou de Jupyter, empreintes comprises), la bibliothèque
 * précompilée, la traduction du noyau et la copie compressée de plotly. Un
 * noyau d'élève n'a ainsi rien à écrire dans le cours, qui lui est en lecture
 * seule.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, sep } from "node:path";
import { buildSync } from "esbuild";
import { environnementDansMaison } from "../commun/bac-a-sable";
import {
  INSTALLER_LE_VERROU,
  VERROU,
  executer as executerEtLire,
} from "../commun/environnement-python";
import { RACINE, installerConfigurationDuCours, pythonDuProjet } from "../commun/jupyter";
import { sousVerrou } from "../commun/sous-verrou";

/** Ce que le noyau et le serveur d'un élève lisent dans le dépôt. */
const A_COPIER = [
  "src",
  "data",
  "node_modules",
  "jupyter",
  join("notebooks", "eleve"),
  "package.json",
  "tsconfig.json",
  "tsconfig.tslab.json",
];
/** Les caches déjà faits par le dépôt, repris s'ils sont là (sinon refaits plus bas). */
const CACHES = [join(".cache", "noyau"), join(".cache", "plotly")];

/** Le Python lisible par tous qui fait l'environnement des élèves (celui de Debian). */
export const PYTHON_DES_ELEVES = "/usr/bin/python3";
/** L'environnement des élèves, fait une fois dans le dépôt puis copié dans le cours. */
const VENV_EN_CACHE = join(RACINE, ".cache", "classe", "venv-eleves");
/** Le nom de cet environnement dans le cours installé. */
export const VENV_DU_COURS = ".venv-eleves";

/** Comment la copie des leçons est mise en un fichier (ici et dans jupyter/classe/Dockerfile). */
export const EMPAQUETAGE = {
  bundle: true,
  platform: "node",
  target: "node20",
  logLevel: "error",
} as const;

export class ErreurClasse extends Error {
  override name = "ErreurClasse";
}

/** Copie `source` vers `cible` (qui ne doit pas exister) : liens durs si possible. */
function copierArbre(source: string, cible: string): void {
  const info = lstatSync(source);
  if (info.isSymbolicLink()) {
    symlinkSync(readlinkSync(source), cible);
  } else if (info.isDirectory()) {
    mkdirSync(cible, { mode: 0o755 });
    chmodSync(cible, 0o755);
    for (const nom of readdirSync(source)) copierArbre(join(source, nom), join(cible, nom));
  } else if (info.isFile()) {
    // Un lien dur partage les droits du fichier du dépôt : seulement s'il est déjà lisible par tous.
    const lisible = (info.mode & 0o004) !== 0 && (!(info.mode & 0o100) || info.mode & 0o001);
    if (lisible) {
      try {
        linkSync(source, cible);
        return;
      } catch {
        // Autre système de fichiers : on copie.
      }
    }
    copyFileSync(source, cible);
    chmodSync(cible, info.mode & 0o100 ? 0o755 : 0o644);
  }
}

/** Le dossier parent qui empêche un autre compte de descendre jusqu'à `dossier`, s'il y en a un. */
export function dossierQuiBloque(dossier: string): string | undefined {
  const parties = dossier.split(sep).filter(Boolean);
  for (let i = 0; i <= parties.length; i++) {
    const chemin = sep + parties.slice(0, i).join(sep);
    if ((lstatSync(chemin).mode & 0o001) === 0) return chemin;
  }
  return undefined;
}

/** L'empreinte de l'environnement des élèves : le verrou et le Python qui le fait. */
function empreinteDuVenv(): string {
  const version = spawnSync(PYTHON_DES_ELEVES, ["--version"], { encoding: "utf8" });
  return createHash("sha256")
    .update(readFileSync(VERROU))
    .update(`${version.stdout}${process.platform}-${process.arch}`)
    .digest("hex");
}

/** Lance une commande ; si elle échoue, lève une ErreurClasse qui montre la fin de ce qu'elle a écrit. */
async function executer(commande: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, journal } = await executerEtLire(commande, args, env);
  if (code !== 0)
    throw new ErreurClasse(
      `${commande} ${args.join(" ")} a échoué :\n${journal.trim().split("\n").slice(-20).join("\n")}`,
    );
}

/**
 * L'environnement Python des serveurs des élèves, dans `.cache/classe/` du
 * dépôt : fait par le Python de Debian (le `python3` de l'administrateur peut
 * être sous /root, illisible des élèves), avec le même verrou que `.venv/`.
 * Refait seulement si le verrou change ; une installation ratée est effacée.
 */
export function assurerVenvDesEleves(): Promise<void> {
  // Deux classes installées ensemble (ou deux tests) : une seule fait l'environnement.
  return sousVerrou(`${VENV_EN_CACHE}.verrou`, 30 * 60_000, faireVenvDesEleves);
}

async function faireVenvDesEleves(): Promise<void> {
  const marque = join(VENV_EN_CACHE, "verrou-installe.txt");
  const attendue = empreinteDuVenv();
  if (existsSync(marque) && readFileSync(marque, "utf8").trim() === attendue) return;
  if (!existsSync(PYTHON_DES_ELEVES))
    throw new ErreurClasse(
      `${PYTHON_DES_ELEVES} est introuvable : installez-le (Debian, Ubuntu : apt-get install python3 python3-venv).`,
    );
  console.log("Environnement Python des élèves (verrou jupyter/requirements.txt)…");
  rmSync(VENV_EN_CACHE, { recursive: true, force: true });
  // Un dossier personnel jetable : pip demande sa version à rustc s'il le trouve, et le
  // rustup de l'administrateur écrit alors ~/.rustup/ ; rien de cela n'a à rester chez lui.
  mkdirSync(join(RACINE, ".cache", "classe"), { recursive: true });
  const maison = mkdtempSync(join(RACINE, ".cache", "classe", "maison-pip-"));
  const env = {
    ...environnementDansMaison(maison),
    PIP_CACHE_DIR: join(RACINE, ".cache", "pip"),
  };
  try {
    await executer(PYTHON_DES_ELEVES, ["-m", "venv", VENV_EN_CACHE], env);
    await executer(join(VENV_EN_CACHE, "bin", "python"), INSTALLER_LE_VERROU, env);
  } catch (erreur) {
    rmSync(VENV_EN_CACHE, { recursive: true, force: true });
    throw erreur;
  } finally {
    rmSync(maison, { recursive: true, force: true });
  }
  writeFileSync(marque, attendue + "\n");
}

/**
 * Installe le cours dans `cours` (remplacé en entier : c'est une copie du
 * dépôt, le travail des élèves est chez eux). Rend la main quand tout est
 * lisible et précompilé.
 */
export async function installerCours(cours: string): Promise<void> {
  process.umask(0o022);
  const bloque = dossierQuiBloque(dirname(cours));
  if (bloque)
    throw new ErreurClasse(
      `les comptes des élèves ne peuvent pas traverser « ${bloque} » : choisissez pour le cours ` +
        `un dossier que tous peuvent lire (option --dossier, /srv/sudoku-classe par défaut), ` +
        `ou donnez-leur le droit de passer (chmod o+x ${bloque}).`,
    );
  await assurerVenvDesEleves();
  const provisoire = `${cours}.nouveau`;
  rmSync(provisoire, { recursive: true, force: true });
  mkdirSync(provisoire, { recursive: true, mode: 0o755 });
  chmodSync(provisoire, 0o755);
  for (const chemin of [...A_COPIER, ...CACHES]) {
    const source = join(RACINE, chemin);
    if (!existsSync(source)) continue;
    mkdirSync(dirname(join(provisoire, chemin)), { recursive: true, mode: 0o755 });
    copierArbre(source, join(provisoire, chemin));
  }
  copierArbre(VENV_EN_CACHE, join(provisoire, VENV_DU_COURS));
  mkdirSync(join(provisoire, ".cache", "noyau"), { recursive: true, mode: 0o755 });
  // La configuration du cours (feuille de style, extensions cachées), en lecture seule pour les élèves.
  installerConfigurationDuCours(join(provisoire, ".jupyter", "config"));
  // La migration des anciens dossiers de Jupyter est sans objet : la marquer faite, sinon chaque
  // serveur essaie d'écrire cette marque dans la configuration en lecture seule (et les
  // extensions qui la demandent ensuite échouent).
  writeFileSync(join(provisoire, ".jupyter", "config", "migrated"), "");
  // La copie des leçons à la première connexion, en un seul fichier JavaScript (sans ts-node).
  buildSync({
    entryPoints: [join(RACINE, "outils", "classe", "premiere-connexion.ts")],
    ...EMPAQUETAGE,
    outfile: join(provisoire, ".cache", "classe", "premiere-connexion.js"),
  });
  // Le cours d'avant est remplacé d'un coup.
  rmSync(`${cours}.ancien`, { recursive: true, force: true });
  if (existsSync(cours)) renameSync(cours, `${cours}.ancien`);
  renameSync(provisoire, cours);
  rmSync(`${cours}.ancien`, { recursive: true, force: true });
  await prechauffer(cours);
}

/**
 * En administrateur, dans le cours installé : précompile la bibliothèque,
 * puis démarre un noyau qui importe `./src/index` et prépare plotly, pour que
 * la traduction du noyau et la copie de plotly soient en cache.
 */
async function prechauffer(cours: string): Promise<void> {
  const lanceur = join(cours, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
  await executer(process.execPath, [lanceur, "--bibliotheque"], process.env);
  const execution = join(cours, ".cache", "prechauffage");
  mkdirSync(execution, { recursive: true });
  try {
    await executer(pythonDuProjet(), [join(cours, "jupyter", "classe", "prechauffer.py")], {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}`,
      JUPYTER_PATH: join(cours, "jupyter"),
      JUPYTER_RUNTIME_DIR: execution,
      JUPYTER_CONFIG_DIR: execution,
      JUPYTER_DATA_DIR: execution,
      JUPYTER_PLATFORM_DIRS: "1",
      IPYTHONDIR: execution,
    });
  } finally {
    rmSync(execution, { recursive: true, force: true });
  }
}
