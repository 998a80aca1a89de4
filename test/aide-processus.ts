/** Lancer un programme du projet et récupérer ce qu'il écrit, pour les tests. */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { RACINE } from "../outils/commun/jupyter";

export { RACINE };

export interface Sortie {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Lance `commande args` depuis la racine du projet, avec `entree` sur stdin. */
export function lancer(
  commande: string,
  args: string[],
  options: { entree?: string; env?: NodeJS.ProcessEnv; delai?: number } = {},
): Promise<Sortie> {
  return new Promise((resoudre, rejeter) => {
    const enfant = spawn(commande, args, {
      cwd: RACINE,
      env: options.env ?? process.env,
      timeout: options.delai ?? 60_000,
    });
    let stdout = "";
    let stderr = "";
    enfant.stdout.on("data", (morceau: Buffer) => (stdout += morceau.toString()));
    enfant.stderr.on("data", (morceau: Buffer) => (stderr += morceau.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code) => resoudre({ code, stdout, stderr }));
    // Un programme qui ne lit pas son entrée peut finir avant qu'on l'ait écrite :
    // l'écriture échoue alors (EPIPE), sans que ce soit une erreur du programme.
    enfant.stdin.on("error", () => {});
    enfant.stdin.end(options.entree ?? "");
  });
}

/** La commande `sudoku` telle qu'un utilisateur la lance (bin/sudoku.cjs). */
export function sudoku(args: string[], entree?: string): Promise<Sortie> {
  return lancer(process.execPath, [resolve(RACINE, "bin", "sudoku.cjs"), ...args], { entree });
}

/** Les lignes de commande des processus de la machine qui contiennent `motif`. */
export function processusAvec(motif: string): string[] {
  return readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p))
    .flatMap((p) => {
      try {
        const ligne = readFileSync(`/proc/${p}/cmdline`, "utf8").replaceAll("\0", " ");
        return ligne.includes(motif) ? [`${p} ${ligne}`] : [];
      } catch {
        return []; // parti entre-temps
      }
    });
}
