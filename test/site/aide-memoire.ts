/**
 * La mémoire d'un Chromium que le test a lancé : la somme de ce que prennent
 * ses processus de rendu (la page, ses fils Web Worker, et les petits
 * processus de rendu de Chromium même : la mesure est plutôt forte). On lit
 * la « PSS » de Linux : une page partagée entre processus n'y compte qu'une
 * part. `performance.measureUserAgentSpecificMemory` ne compte que les tas
 * JavaScript (le quart de ce que prend la page) : elle ne suffit pas.
 */
import { readFileSync, readdirSync } from "node:fs";

function lire(chemin: string): string {
  try {
    return readFileSync(chemin, "utf8");
  } catch {
    return ""; // le processus vient de finir
  }
}

/** Le parent de chaque processus. */
function parents(): Map<number, number> {
  const carte = new Map<number, number>();
  for (const nom of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    const stat = lire(`/proc/${nom}/stat`);
    const apres = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (apres.length > 1) carte.set(Number(nom), Number(apres[1]));
  }
  return carte;
}

/** Le processus principal du Chromium dont `maison` est le dossier temporaire. */
function navigateurDe(maison: string, carte: Map<number, number>): number | undefined {
  return [...carte.keys()].find(
    (pid) =>
      !lire(`/proc/${pid}/cmdline`).includes("--type=") &&
      lire(`/proc/${pid}/cmdline`).includes("chromium") &&
      lire(`/proc/${pid}/environ`).includes(`TMPDIR=${maison}\0`),
  );
}

/** Les Mo (PSS) des processus de rendu du Chromium lancé avec `maison`. */
export function memoireDesRendus(maison: string): number {
  const carte = parents();
  const racine = navigateurDe(maison, carte);
  if (racine === undefined) throw new Error(`aucun Chromium lancé dans ${maison}`);
  const descend = (pid: number) => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = carte.get(p))
      if (p === racine) return true;
    return false;
  };
  let ko = 0;
  for (const pid of carte.keys()) {
    if (!lire(`/proc/${pid}/cmdline`).includes("--type=renderer") || !descend(pid)) continue;
    ko += Number(/^Pss:\s+(\d+)/m.exec(lire(`/proc/${pid}/smaps_rollup`))?.[1] ?? 0);
  }
  return Math.round(ko / 1024);
}
