/**
 * Les processus qu'un appel a laissés derrière lui, par quelque chemin qu'ils
 * soient partis : `spawn`, `spawnSync`, un shell qui les détache (`setsid …
 * &`) et meurt aussitôt.
 *
 * Un processus détaché perd son parent ; Linux le rattache alors au plus
 * proche ancêtre « faucheur » (PR_SET_CHILD_SUBREAPER). Le noyau du cours
 * l'est (jupyter/kernels/sudoku-ts/faucheur.py) : tout ce que lance une
 * cellule reste donc son descendant, et se retrouve dans /proc. Ailleurs (un
 * programme ordinaire), on retrouve encore ceux qui restent attachés.
 *
 * Lire /proc coûte quelques millisecondes : on ne le fait que si un processus
 * est né pendant l'appel, ce que dit en quelques microsecondes le dernier
 * numéro de processus attribué (/proc/sys/kernel/ns_last_pid).
 */
import { readFileSync, readdirSync } from "node:fs";

/** Ce qu'on note au début d'un appel. */
export interface Instant {
  /** Le dernier numéro de processus attribué, s'il se lit. */
  dernierPid: string | undefined;
  /** L'heure, en tics d'horloge depuis le démarrage de la machine (comme /proc/<pid>/stat). */
  tic: number;
}

/** Les tics par seconde de /proc/<pid>/stat : 100 sur Linux (USER_HZ). */
const TICS_PAR_SECONDE = 100;

function lire(fichier: string): string | undefined {
  try {
    return readFileSync(fichier, "latin1");
  } catch {
    return undefined;
  }
}

export function instant(): Instant {
  const depuisDemarrage = Number(lire("/proc/uptime")?.split(" ")[0] ?? NaN);
  return {
    dernierPid: lire("/proc/sys/kernel/ns_last_pid"),
    tic: Math.floor(depuisDemarrage * TICS_PAR_SECONDE),
  };
}

/**
 * Le parent, la date de naissance (en tics) et le nom d'un processus, lus
 * dans /proc/<pid>/stat ; `vivant` est faux pour un processus fini qui attend
 * que son parent le relève (état « Z »).
 */
function etat(
  pid: number,
): { parent: number; naissance: number; nom: string; vivant: boolean } | undefined {
  const texte = lire(`/proc/${pid}/stat`);
  if (!texte) return undefined;
  // Le nom est entre parenthèses et peut en contenir : les champs suivent la dernière.
  const fin = texte.lastIndexOf(")");
  const champs = texte.slice(fin + 2).split(" ");
  return {
    parent: Number(champs[1]),
    naissance: Number(champs[19]),
    nom: texte.slice(texte.indexOf("(") + 1, fin),
    vivant: champs[0] !== "Z" && champs[0] !== "X",
  };
}

/**
 * Les descendants de ce processus nés depuis `debut` (à un tic près), avec
 * leur nom ; aucun si aucun processus n'est né depuis.
 */
export function nouveauxDescendants(debut: Instant): { pid: number; nom: string }[] {
  if (debut.dernierPid !== undefined && lire("/proc/sys/kernel/ns_last_pid") === debut.dernierPid)
    return [];
  let noms: string[];
  try {
    noms = readdirSync("/proc");
  } catch {
    return [];
  }
  const parents = new Map<number, NonNullable<ReturnType<typeof etat>>>();
  for (const nom of noms)
    if (/^\d+$/.test(nom)) {
      const e = etat(Number(nom));
      if (e) parents.set(Number(nom), e);
    }
  const descend = (pid: number): boolean => {
    for (let p = pid, pas = 0; p > 1 && pas < 64; pas++) {
      if (p === process.pid) return true;
      p = parents.get(p)?.parent ?? 0;
    }
    return false;
  };
  const trouves: { pid: number; nom: string }[] = [];
  for (const [pid, e] of parents)
    if (pid !== process.pid && e.vivant && e.naissance >= debut.tic - 1 && descend(pid))
      trouves.push({ pid, nom: e.nom });
  return trouves;
}

/**
 * Arrête les descendants nés depuis `debut`, jusqu'à ce qu'il n'en reste plus
 * (un processus peut en lancer un autre pendant qu'on l'arrête) ; rend les
 * noms de ceux qu'on a arrêtés.
 */
export function arreterLesDescendants(debut: Instant): string[] {
  const arretes = new Set<string>();
  for (let tour = 0; tour < 10; tour++) {
    const restants = nouveauxDescendants(debut);
    if (restants.length === 0) break;
    for (const { pid, nom } of restants) {
      try {
        process.kill(pid, "SIGKILL");
        arretes.add(nom);
      } catch {
        // Déjà fini.
      }
    }
  }
  return [...arretes];
}
