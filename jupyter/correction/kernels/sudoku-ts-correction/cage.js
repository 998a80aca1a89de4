// Le noyau du cours pour la correction (npm run devoirs -- corriger) : le
// même noyau (../../../kernels/sudoku-ts/lanceur.js), enfermé par bubblewrap
// (paquet Debian « bubblewrap ») dans une cage où la copie de l'élève ne voit
// que ce dont le noyau a besoin :
//   - en lecture seule : le système (/usr, /lib…), et du projet src/, data/,
//     node_modules/, .cache/noyau/ et le dossier du noyau ; ni les carnets du
//     professeur, ni le dossier des devoirs (sources, tests cachés, copies,
//     base de notes), ni le dossier personnel ;
//   - en écriture : un /tmp vide et borné, effacé avec la cage ;
//   - aucun réseau : la cage a son propre réseau, vide. Le noyau parle à
//     nbgrader par des sockets Unix (transport « ipc » de ZeroMQ), dans un
//     dossier propre à la correction, seul partagé avec la cage ;
//   - ses propres processus (espace de PID à part) : quand le noyau s'arrête,
//     ou quand ce lanceur meurt, tout ce que la copie a lancé meurt avec lui ;
//   - des bornes : mémoire des données (RLIMIT_DATA), tas de V8, temps de
//     calcul (RLIMIT_CPU) et durée totale de la copie.
// bubblewrap marche sans être root si le système permet les espaces de noms
// d'utilisateur (le cas de Debian). Sans lui, ce lanceur refuse et dit quoi
// installer : une correction hors cage se demande explicitement (voir
// docs/professeur-nbgrader.md).
"use strict";
const { spawn, spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const racine = path.resolve(__dirname, "..", "..", "..", "..");
const lanceur = path.join(racine, "jupyter", "kernels", "sudoku-ts", "lanceur.js");
const Mo = 1024 * 1024;

/** Un nombre de l'environnement (SUDOKU_CAGE_…), ou sa valeur par défaut. */
function reglage(nom, defaut) {
  const valeur = Number(process.env[nom]);
  return Number.isFinite(valeur) && valeur > 0 ? valeur : defaut;
}

// Les bornes d'une copie, réglables par l'environnement de « npm run devoirs ».
const MEMOIRE_MO = reglage("SUDOKU_CAGE_MEMOIRE_MO", 1536);
const TAS_MO = Math.min(reglage("SUDOKU_CAGE_TAS_MO", 1024), MEMOIRE_MO);
const CALCUL_S = reglage("SUDOKU_CAGE_CALCUL_S", 600);
const DUREE_S = reglage("SUDOKU_CAGE_DUREE_S", 900);
const TMP_MO = reglage("SUDOKU_CAGE_TMP_MO", 64);

function refuser(message) {
  process.stderr.write(`[cage de correction] ${message}\n`);
  process.exit(2);
}

const fichier = process.argv[2] && path.resolve(process.argv[2]);
if (!fichier) refuser("il manque le fichier de connexion de Jupyter.");
const connexion = JSON.parse(fs.readFileSync(fichier, "utf8"));
if (connexion.transport !== "ipc")
  refuser(
    'le noyau de correction parle par sockets Unix : il faut c.KernelManager.transport = "ipc" (configuration de npm run devoirs).',
  );
if (spawnSync("bwrap", ["--version"]).status !== 0)
  refuser(
    "bubblewrap (bwrap) est introuvable : installez-le (sudo apt install bubblewrap) pour corriger en cage.",
  );

/**
 * Monte `chemin` en lecture seule au même endroit, s'il existe ; si c'est un
 * lien (node_modules lié ailleurs), sa cible aussi, où Node la cherchera.
 */
function lecture(chemin) {
  if (!fs.existsSync(chemin)) return [];
  const reel = fs.realpathSync(chemin);
  const montages = ["--ro-bind", chemin, chemin];
  return reel === chemin ? montages : [...montages, "--ro-bind", reel, reel];
}

const systeme = ["/usr", "/bin", "/lib", "/lib64", "/lib32", "/sbin", "/etc/alternatives"];
// Le Node qui lance ce script, s'il n'est pas dans /usr (nvm, /opt…).
const prefixeNode = path.dirname(path.dirname(fs.realpathSync(process.execPath)));
const projet = ["src", "data", "node_modules", "package.json", path.join(".cache", "noyau")];

const args = [
  "--unshare-all",
  "--die-with-parent",
  "--new-session",
  "--cap-drop",
  "ALL",
  // Le /tmp de la cage d'abord : ce qui est monté ensuite sous /tmp (un dépôt, le dossier des
  // sockets) passe par-dessus.
  "--size",
  String(TMP_MO * Mo),
  "--tmpfs",
  "/tmp",
  ...systeme.flatMap(lecture),
  ...(systeme.some((s) => prefixeNode === s || prefixeNode.startsWith(s + "/"))
    ? []
    : lecture(prefixeNode)),
  ...projet.flatMap((p) => lecture(path.join(racine, p))),
  ...lecture(path.dirname(lanceur)),
  "--proc",
  "/proc",
  "--dev",
  "/dev",
  // Le dossier des sockets, seul lien avec nbgrader, et le fichier de connexion.
  "--bind",
  path.dirname(connexion.ip),
  path.dirname(connexion.ip),
  ...lecture(fichier),
  "--remount-ro",
  "/",
  "--chdir",
  racine,
  "--clearenv",
  "--setenv",
  "PATH",
  "/usr/local/bin:/usr/bin:/bin",
  "--setenv",
  "HOME",
  "/tmp",
  "--setenv",
  "TMPDIR",
  "/tmp",
  "--setenv",
  "LANG",
  "C.UTF-8",
];
for (const nom of [
  "NBGRADER_EXECUTION",
  "SUDOKU_CORRECTION_PIEGES",
  "MALLOC_ARENA_MAX",
  "MALLOC_MMAP_THRESHOLD_",
  "TZ",
])
  if (process.env[nom] !== undefined) args.push("--setenv", nom, process.env[nom]);
args.push(
  "--",
  process.execPath,
  "--no-force-async-hooks-checks",
  "--max-semi-space-size=2",
  `--max-old-space-size=${TAS_MO}`,
  lanceur,
  fichier,
);

// Les bornes passent par prlimit (util-linux) : elles valent pour tout ce que la cage lance.
const cage = spawn(
  "prlimit",
  [`--data=${MEMOIRE_MO * Mo}`, `--cpu=${CALCUL_S}`, "--core=0", "--", "bwrap", ...args],
  { stdio: "inherit" },
);
const duree = setTimeout(() => {
  process.stderr.write(
    `[cage de correction] la copie a dépassé ${DUREE_S} s : le noyau est arrêté.\n`,
  );
  cage.kill("SIGKILL");
}, DUREE_S * 1000);
duree.unref();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => cage.kill("SIGKILL"));
cage.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
