// Le noyau du cours pour la correction (npm run devoirs -- corriger) : le
// même noyau (../../../kernels/sudoku-ts/lanceur.js), enfermé par bubblewrap
// (paquet Debian « bubblewrap ») dans une cage où la copie de l'élève ne voit
// que ce dont le noyau a besoin pour l'exécuter :
//   - en lecture seule : le système (/usr, /lib…) ; du projet, data/, les
//     paquets dont le noyau a besoin (tslab et ce qu'il charge, logic-solver,
//     plotly), et la construction de la correction
//     (outils/correction/bibliotheque-de-correction.ts) : la bibliothèque sans ses sources
//     TypeScript et sans ce qui répond aux exercices notés, le noyau en un
//     fichier. Ni src/, ni le compilateur TypeScript du projet, ni ts-node, ni
//     les carnets du professeur, ni le dossier des devoirs (sources, tests
//     cachés, copies, base de notes), ni le dossier personnel ;
//   - en écriture : un /tmp vide et borné, effacé avec la cage, et le dossier
//     propre à cette copie, où le noyau ouvre ses sockets (transport « ipc » de
//     ZeroMQ) ; nbgrader le crée pour elle seule et l'efface après elle
//     (jupyter/nbgrader/execution.py), et ce lanceur en surveille la taille ;
//   - aucun réseau : la cage a son propre réseau, vide ;
//   - ses propres processus (espace de PID à part) : quand le noyau s'arrête,
//     ou quand ce lanceur meurt, tout ce que la copie a lancé meurt avec lui ;
//   - des bornes par processus (mémoire des données, temps de calcul, taille
//     d'un fichier) et pour la copie entière : mémoire et nombre de processus
//     par un cgroup à elle quand la machine le permet (cgroup v1 ou v2 qu'on
//     peut écrire, ou « systemd-run --user »), sinon en surveillant ses
//     processus ; la durée totale.
// Quand ce lanceur arrête une copie, il écrit pourquoi à côté de son dossier
// (`<dossier>.arret`, hors de la cage) : la correction le dit dans le retour.
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
/** La mémoire de toute la copie (tous ses processus), et le nombre de ses processus et fils. */
const TOTAL_MO = reglage("SUDOKU_CAGE_TOTAL_MO", 2048);
const PROCESSUS_MAX = reglage("SUDOKU_CAGE_PROCESSUS", 128);
/** Ce que la copie peut écrire dans le dossier de ses sockets. */
const DOSSIER_MO = reglage("SUDOKU_CAGE_DOSSIER_MO", 8);
/** Forcer la surveillance au lieu d'un cgroup (pour l'essayer là où un cgroup est possible). */
const SANS_CGROUP = process.env.SUDOKU_CAGE_SANS_CGROUP === "1";

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

// Le dossier de la copie, et ce que la correction y a écrit pour elle (execution.py).
const dossierDeLaCopie = path.dirname(connexion.ip);
let construction;
try {
  construction = JSON.parse(
    fs.readFileSync(path.join(dossierDeLaCopie, "correction.json"), "utf8"),
  ).bibliotheque;
} catch {
  // Vérifié juste après.
}
if (typeof construction !== "string" || !fs.existsSync(path.join(construction, "noyau.js")))
  refuser(
    "la construction de la correction manque : lancez la correction par « npm run devoirs -- corriger ».",
  );

/** Pourquoi ce lanceur arrête la copie : écrit hors de sa cage, lu par la correction. */
function noterLArret(raison) {
  try {
    fs.writeFileSync(`${dossierDeLaCopie}.arret`, `${raison}\n`, { flag: "wx" });
  } catch {
    // Une première raison est déjà notée.
  }
}

/**
 * Monte `chemin` en lecture seule au même endroit, s'il existe ; si c'est un
 * lien (node_modules lié ailleurs), sa cible aussi, où Node la cherchera.
 */
function lecture(chemin, cible = chemin) {
  if (!fs.existsSync(chemin)) return [];
  const reel = fs.realpathSync(chemin);
  const montages = ["--ro-bind", chemin, cible];
  return reel === chemin ? montages : [...montages, "--ro-bind", reel, reel];
}

/**
 * Les paquets de node_modules dont le noyau a besoin en tournant, avec leurs
 * dépendances : tslab (et le TypeScript qu'il emploie pour les cellules, et
 * les types de Node qu'elles voient), ZeroMQ, logic-solver (MiniSat), plotly.
 * Rien d'autre : ni le TypeScript du projet, ni ts-node, ni les outils.
 */
const PAQUETS_DU_NOYAU = [
  "tslab",
  "@tslab/typescript-for-tslab",
  "zeromq",
  "@types/node",
  "logic-solver",
  "plotly.js-dist",
];

function paquetsNecessaires() {
  const vus = new Map();
  const visiter = (nom, depuis) => {
    // Comme Node : le node_modules le plus proche du paquet qui le demande, puis ceux du dessus.
    for (let d = depuis; ; d = path.dirname(d)) {
      const dossier = path.join(d, "node_modules", nom);
      if (fs.existsSync(path.join(dossier, "package.json"))) {
        if (vus.has(dossier)) return;
        vus.set(dossier, true);
        const paquet = JSON.parse(fs.readFileSync(path.join(dossier, "package.json"), "utf8"));
        const dependances = { ...paquet.dependencies, ...paquet.optionalDependencies };
        for (const dep of Object.keys(dependances)) visiter(dep, dossier);
        return;
      }
      if (d === racine || path.dirname(d) === d) return;
    }
  };
  for (const nom of PAQUETS_DU_NOYAU) visiter(nom, racine);
  // Un paquet imbriqué vient avec son parent : seuls ceux du premier niveau sont montés.
  const premier = path.join(racine, "node_modules") + path.sep;
  return [...vus.keys()].filter((d) => !path.relative(premier, d).includes(`node_modules`));
}

/** Les fichiers versés dans src/ (WebAssembly, scripts de fils), où la bibliothèque les cherche. */
function fichiersVerses() {
  const src = path.join(construction, "src");
  const liste = [];
  const parcourir = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const chemin = path.join(d, e.name);
      if (e.isDirectory()) parcourir(chemin);
      else if (!/\.(js|d\.ts)$/.test(e.name)) liste.push(path.relative(src, chemin));
    }
  };
  parcourir(src);
  return liste;
}

const systeme = ["/usr", "/bin", "/lib", "/lib64", "/lib32", "/sbin", "/etc/alternatives"];
// Le Node qui lance ce script, s'il n'est pas dans /usr (nvm, /opt…).
const prefixeNode = path.dirname(path.dirname(fs.realpathSync(process.execPath)));
const cacheDuNoyau = path.join(racine, ".cache", "noyau");
const compilateursReduits = fs.existsSync(cacheDuNoyau)
  ? fs.readdirSync(cacheDuNoyau).filter((nom) => /^typescript-.*\.min\.js$/.test(nom))
  : [];

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
  // Le dossier du projet, où qu'il soit (même sous /tmp) : un squelette vide où ne sont montés
  // que les morceaux utiles, remis en lecture seule à la fin. La copie n'y écrit rien, pas même
  // dans la mémoire de la cage.
  "--tmpfs",
  racine,
  // /dev/shm aussi, dans la mémoire de la cage et borné comme /tmp.
  ...systeme.flatMap((s) => lecture(s)),
  ...(systeme.some((s) => prefixeNode === s || prefixeNode.startsWith(s + "/"))
    ? []
    : lecture(prefixeNode)),
  ...paquetsNecessaires().flatMap((d) => lecture(d)),
  ...lecture(path.join(racine, "data")),
  ...lecture(path.join(racine, "package.json")),
  ...lecture(construction),
  ...fichiersVerses().flatMap((f) =>
    lecture(path.join(construction, "src", f), path.join(racine, "src", f)),
  ),
  ...compilateursReduits.flatMap((nom) => lecture(path.join(cacheDuNoyau, nom))),
  ...lecture(path.join(racine, ".cache", "plotly")),
  ...lecture(path.dirname(lanceur)),
  "--proc",
  "/proc",
  "--dev",
  "/dev",
  "--size",
  String(TMP_MO * Mo),
  "--tmpfs",
  "/dev/shm",
  // Le dossier de la copie, seul lien avec nbgrader, et le fichier de connexion.
  "--bind",
  dossierDeLaCopie,
  dossierDeLaCopie,
  ...lecture(fichier),
  "--remount-ro",
  racine,
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
// Rien dans l'environnement ne dit à la copie qu'elle est corrigée : seuls passent les réglages
// de la mémoire de la libc (kernel.json) et le fuseau horaire.
for (const nom of ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_", "TZ"])
  if (process.env[nom] !== undefined) args.push("--setenv", nom, process.env[nom]);
// Le noyau en faucheur de ses descendants (faucheur.py) : ce qu'une fonction détache reste à lui,
// et sa vérification l'arrête. Sans Python du système dans la cage, le noyau est lancé tel quel.
const python = ["/usr/bin/python3", "/usr/local/bin/python3"].find((p) => fs.existsSync(p));
args.push(
  "--",
  ...(python ? [python, path.join(path.dirname(lanceur), "faucheur.py")] : []),
  process.execPath,
  "--no-force-async-hooks-checks",
  "--max-semi-space-size=2",
  `--max-old-space-size=${TAS_MO}`,
  lanceur,
  "--noyau",
  path.join(construction, "noyau.js"),
  fichier,
);

// Les bornes de chaque processus passent par prlimit (util-linux) : elles valent pour tout ce
// que la cage lance. --nproc compte les processus de la cage, sauf pour root (que le noyau de
// Linux n'en borne jamais) : le cgroup ou la surveillance le fait alors.
const bornes = [
  `--data=${MEMOIRE_MO * Mo}`,
  `--cpu=${CALCUL_S}`,
  "--core=0",
  `--fsize=${TMP_MO * Mo}`,
  ...(process.getuid && process.getuid() !== 0 ? [`--nproc=${PROCESSUS_MAX}`] : []),
];

const cgroup = SANS_CGROUP
  ? undefined
  : require("./cgroup").cgroupDeLaCopie(TOTAL_MO * Mo, PROCESSUS_MAX);
const [commande, ...debut] = cgroup ? cgroup.prefixe : ["prlimit"];
const cage = spawn(
  commande,
  [...debut, ...(cgroup ? ["prlimit"] : []), ...bornes, "--", "bwrap", ...args],
  { stdio: "inherit", env: { ...process.env, ...(cgroup ? cgroup.env : {}) } },
);

/** Arrête la copie en notant pourquoi. */
function arreter(raison) {
  noterLArret(raison);
  cage.kill("SIGKILL");
}

const duree = setTimeout(() => {
  process.stderr.write(
    `[cage de correction] la copie a dépassé ${DUREE_S} s : le noyau est arrêté.\n`,
  );
  arreter(`la copie a dépassé la durée permise (${DUREE_S} s) : elle a été arrêtée.`);
}, DUREE_S * 1000);
duree.unref();

const surveillance = setInterval(() => {
  const ecrit = tailleDe(dossierDeLaCopie);
  if (ecrit > DOSSIER_MO * Mo)
    arreter(
      `la copie a écrit plus de ${DOSSIER_MO} Mo dans le dossier de ses sockets : elle a été arrêtée.`,
    );
  if (cgroup) return;
  // Sans cgroup : la mémoire et le nombre des processus de la cage, lus dans /proc.
  const { nombre, memoire } = processusDeLaCage(cage.pid);
  if (nombre > PROCESSUS_MAX)
    arreter(`la copie a lancé plus de ${PROCESSUS_MAX} processus : elle a été arrêtée.`);
  else if (memoire > TOTAL_MO * Mo)
    arreter(
      `la copie a pris plus de ${TOTAL_MO} Mo de mémoire (tous ses processus) : elle a été arrêtée.`,
    );
}, 200);
surveillance.unref();

/** La taille de ce qu'il y a sous `dossier` (les liens ne sont pas suivis), bornée à 10 000 entrées. */
function tailleDe(dossier) {
  let total = 0;
  let vues = 0;
  const pile = [dossier];
  while (pile.length > 0 && vues < 10_000) {
    const d = pile.pop();
    let entrees;
    try {
      entrees = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entrees) {
      vues++;
      const chemin = path.join(d, e.name);
      if (e.isDirectory()) pile.push(chemin);
      else if (e.isFile())
        try {
          total += fs.lstatSync(chemin).size;
        } catch {
          // Effacé entre-temps.
        }
    }
  }
  return vues >= 10_000 ? Infinity : total;
}

/**
 * Les processus de la cage : ceux de son espace de PID, qu'on reconnaît au
 * lien /proc/<pid>/ns/pid de l'enfant de bubblewrap. Rend leur nombre (fils
 * compris) et leur mémoire résidente totale.
 */
function processusDeLaCage(pidDeBwrap) {
  let espace;
  const pids = fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n));
  const lire = (pid, quoi) => {
    try {
      return fs.readFileSync(`/proc/${pid}/${quoi}`, "utf8");
    } catch {
      return "";
    }
  };
  for (const pid of pids) {
    if (/^PPid:\s*(\d+)/m.exec(lire(pid, "status"))?.[1] === String(pidDeBwrap)) {
      try {
        espace = fs.readlinkSync(`/proc/${pid}/ns/pid`);
      } catch {
        // Parti entre-temps.
      }
      break;
    }
  }
  if (!espace) return { nombre: 0, memoire: 0 };
  let nombre = 0;
  let memoire = 0;
  for (const pid of pids) {
    let lien;
    try {
      lien = fs.readlinkSync(`/proc/${pid}/ns/pid`);
    } catch {
      continue;
    }
    if (lien !== espace) continue;
    const etat = lire(pid, "status");
    nombre += Number(/^Threads:\s*(\d+)/m.exec(etat)?.[1] ?? 1);
    memoire += Number(/^VmRSS:\s*(\d+)/m.exec(etat)?.[1] ?? 0) * 1024;
  }
  return { nombre, memoire };
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => cage.kill("SIGKILL"));
/** Ce que dit la fin du noyau, quand ce lanceur ne l'a pas arrêté lui-même. */
function raisonDeLaFin(code) {
  // 128 + 6 (SIGABRT) : V8 abandonne quand le tas de JavaScript est plein.
  if (code === 134)
    return `la copie a rempli la mémoire permise au JavaScript (${TAS_MO} Mo) : son noyau s'est arrêté.`;
  if (code === 137)
    return "le noyau de la copie a été tué (SIGKILL) : par la copie elle-même, ou faute de mémoire.";
  return undefined;
}

cage.on("exit", (code, signal) => {
  clearInterval(surveillance);
  if (cgroup) {
    const raison = cgroup.raison();
    if (raison) noterLArret(raison);
    cgroup.detruire();
  }
  const raison = raisonDeLaFin(code);
  if (raison) noterLArret(raison);
  process.exit(code ?? (signal ? 1 : 0));
});
