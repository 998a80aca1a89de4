// Un cgroup pour une copie en correction (cage.js) : la mémoire de tous ses
// processus et leur nombre, bornés par le noyau de Linux, et de quoi les
// arrêter tous à la fin, où qu'ils soient partis.
//
// Trois façons, dans cet ordre ; la première qui marche sert :
//   - cgroup v1 (contrôleurs « memory » et « pids ») qu'on peut écrire : un
//     sous-groupe de celui du lanceur, dans chaque hiérarchie (root, ou une
//     délégation) ;
//   - cgroup v2 (root) : un sous-groupe de /sys/fs/cgroup/sudoku-correction ;
//   - systemd-run --user --scope : le cgroup que systemd donne à un compte
//     ordinaire sur un poste Debian ou Ubuntu de bureau.
// Sans aucune, cage.js surveille lui-même les processus de la cage (/proc).
"use strict";
const { spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const RACINE_CGROUPS = "/sys/fs/cgroup";
/** Le script qui entre dans les cgroups nommés par SUDOKU_CGROUPS, puis devient la commande. */
const ENTRER =
  'IFS=:; for f in $SUDOKU_CGROUPS; do echo $$ > "$f" || exit 97; done; unset SUDOKU_CGROUPS IFS; exec "$@"';

function ecrire(fichier, texte) {
  fs.writeFileSync(fichier, texte);
}

function lire(fichier) {
  try {
    return fs.readFileSync(fichier, "utf8");
  } catch {
    return "";
  }
}

/** Le chemin du cgroup du processus pour un contrôleur v1 (« memory »), ou pour v2 (« »). */
function cheminDuProcessus(controleur) {
  for (const ligne of lire("/proc/self/cgroup").split("\n")) {
    const [, liste, chemin] = ligne.split(":");
    if (chemin === undefined) continue;
    if (controleur === "" ? liste === "" : liste.split(",").includes(controleur)) return chemin;
  }
  return undefined;
}

function nomDeLaCopie() {
  return `sudoku-copie-${process.pid}-${Date.now().toString(36)}`;
}

/** Arrête tout ce qui reste dans le groupe `dossier` (v1 : un à un, jusqu'à ce qu'il soit vide). */
function viderV1(dossier) {
  for (let essai = 0; essai < 50; essai++) {
    const pids = lire(path.join(dossier, "cgroup.procs")).split("\n").filter(Boolean);
    if (pids.length === 0) return;
    for (const pid of pids)
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // Déjà fini.
      }
    spawnSync("sleep", ["0.02"]);
  }
}

function effacer(dossier) {
  for (let essai = 0; essai < 50; essai++) {
    try {
      fs.rmdirSync(dossier);
      return;
    } catch (erreur) {
      if (erreur.code === "ENOENT") return;
      spawnSync("sleep", ["0.02"]);
    }
  }
}

const raisonMemoire = (octets) =>
  `la copie a dépassé la mémoire permise (${Math.round(octets / (1024 * 1024))} Mo pour tous ses processus) : elle a été arrêtée.`;

function cgroupV1(memoire, processus) {
  const cheminMemoire = cheminDuProcessus("memory");
  const cheminPids = cheminDuProcessus("pids");
  if (cheminMemoire === undefined || cheminPids === undefined) return undefined;
  const nom = nomDeLaCopie();
  const dossierMemoire = path.join(RACINE_CGROUPS, "memory", cheminMemoire, nom);
  const dossierPids = path.join(RACINE_CGROUPS, "pids", cheminPids, nom);
  try {
    fs.mkdirSync(dossierMemoire);
    fs.mkdirSync(dossierPids);
    ecrire(path.join(dossierMemoire, "memory.limit_in_bytes"), String(memoire));
    ecrire(path.join(dossierPids, "pids.max"), String(processus));
  } catch {
    effacer(dossierMemoire);
    effacer(dossierPids);
    return undefined;
  }
  return {
    mode: "cgroup v1",
    procs: [dossierMemoire, dossierPids].map((d) => path.join(d, "cgroup.procs")),
    raison() {
      const tues = /oom_kill (\d+)/.exec(lire(path.join(dossierMemoire, "memory.oom_control")));
      return tues && Number(tues[1]) > 0 ? raisonMemoire(memoire) : undefined;
    },
    detruire() {
      for (const dossier of [dossierMemoire, dossierPids]) {
        viderV1(dossier);
        effacer(dossier);
      }
    },
  };
}

function cgroupV2(memoire, processus) {
  if (process.getuid() !== 0 || !fs.existsSync(path.join(RACINE_CGROUPS, "cgroup.controllers")))
    return undefined;
  const parent = path.join(RACINE_CGROUPS, "sudoku-correction");
  const dossier = path.join(parent, nomDeLaCopie());
  try {
    fs.mkdirSync(parent, { recursive: true });
    ecrire(path.join(parent, "cgroup.subtree_control"), "+memory +pids");
    fs.mkdirSync(dossier);
    ecrire(path.join(dossier, "memory.max"), String(memoire));
    ecrire(path.join(dossier, "memory.swap.max"), "0");
    ecrire(path.join(dossier, "pids.max"), String(processus));
  } catch {
    effacer(dossier);
    return undefined;
  }
  return {
    mode: "cgroup v2",
    procs: [path.join(dossier, "cgroup.procs")],
    raison() {
      const tues = /oom_kill (\d+)/.exec(lire(path.join(dossier, "memory.events")));
      return tues && Number(tues[1]) > 0 ? raisonMemoire(memoire) : undefined;
    },
    detruire() {
      try {
        ecrire(path.join(dossier, "cgroup.kill"), "1");
      } catch {
        viderV1(dossier);
      }
      effacer(dossier);
    },
  };
}

/** systemd-run --user --scope, s'il répond (une session de bureau ordinaire). */
function systemdUtilisateur(memoire, processus) {
  const essai = spawnSync("systemd-run", ["--user", "--scope", "--quiet", "--", "true"], {
    timeout: 5000,
    stdio: "ignore",
  });
  if (essai.status !== 0) return undefined;
  return {
    mode: "systemd-run --user",
    prefixe: [
      "systemd-run",
      "--user",
      "--scope",
      "--quiet",
      "--collect",
      "-p",
      `MemoryMax=${memoire}`,
      "-p",
      "MemorySwapMax=0",
      "-p",
      `TasksMax=${processus}`,
      "--",
    ],
    raison: () => undefined,
    detruire: () => undefined,
  };
}

/**
 * Le cgroup de la copie, ou `undefined` si la machine n'en donne aucun :
 * `prefixe` lance une commande dedans, `raison()` dit après coup si la copie
 * a été arrêtée faute de mémoire, `detruire()` arrête ce qui reste et l'efface.
 */
function cgroupDeLaCopie(memoire, processus) {
  const groupe = cgroupV1(memoire, processus) ?? cgroupV2(memoire, processus);
  if (groupe)
    return {
      ...groupe,
      prefixe: ["sh", "-c", ENTRER, "sh"],
      env: { SUDOKU_CGROUPS: groupe.procs.join(":") },
    };
  const systemd = systemdUtilisateur(memoire, processus);
  return systemd && { ...systemd, env: {} };
}

module.exports = { cgroupDeLaCopie };
