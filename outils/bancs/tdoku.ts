/**
 * tdoku (Tom Dillon, 2019), le solveur de Sudoku en C++ SIMD le plus rapide
 * connu : la référence du solveur rapide dans `npm run bench`.
 *
 * Le projet ne le livre pas. Ses durées, relevées sur la machine du cours
 * (tdoku au commit af42618, `g++ -O3 -march=native`, Debian, AMD EPYC à
 * 2 cœurs), sont dans `TDOKU_RELEVE`. Qui a ses sources peut le mesurer dans
 * la même exécution : `npm run bench -- --tdoku <dossier de tdoku>` construit
 * alors `outils/bancs/tdoku/pilote.cc` avec lui, dans un dossier temporaire.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";

/**
 * µs de processeur par grille pour une passe (unicité prouvée : limite 2), sur
 * les ensembles de `npm run bench:moteurs`, par nom d'ensemble ; médiane de
 * 5 lancements. (Nos 49 158 grilles à 17 indices sont 70 grilles difficiles
 * transformées : tdoku y met 9,5 µs, contre 3,0 sur la liste complète des
 * grilles à 17 indices, plus facile en moyenne, qu'il a dans ses sources.)
 */
export const TDOKU_RELEVE: Readonly<Record<string, number>> = {
  "17 indices": 9.5,
  "forum hardest": 82.0,
  "magictour top1465": 9.4,
  kaggle: 1.11,
  top95: 10.65,
};

/** Une mesure de tdoku sur un ensemble : première passe, meilleure passe, grilles à solution unique. */
export interface MesureTdoku {
  premiere: number;
  meilleure: number;
  uniques: number;
}

/** Construit le pilote avec les sources de tdoku ; rend le chemin du programme. */
export function construireTdoku(source: string, dossier: string): string {
  const fichiers = ["include/tdoku.h", "src/solver_dpll_triad_simd.cc", "src/util.cc"];
  const manquant = fichiers.find((f) => !existsSync(join(source, f)));
  if (manquant) {
    throw new Error(
      `--tdoku ${source} : ${manquant} introuvable ; attendu le dossier des sources de tdoku`,
    );
  }
  const programme = join(dossier, "tdoku-pilote");
  const sources = [
    join(RACINE, "outils", "bancs", "tdoku", "pilote.cc"),
    ...fichiers.slice(1).map((f) => join(source, f)),
  ];
  try {
    execFileSync(
      "g++",
      [
        "-O3",
        "-march=native",
        "-std=c++17",
        "-I",
        join(source, "include"),
        "-I",
        join(source, "src"),
        "-o",
        programme,
        ...sources,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (erreur) {
    const detail = (erreur as { stderr?: Buffer }).stderr?.toString().trim() ?? String(erreur);
    throw new Error(`tdoku ne se construit pas avec g++ :\n${detail}`, { cause: erreur });
  }
  return programme;
}

/** Le pilote sur un fichier de grilles, `passes` fois. */
export function mesurerTdoku(programme: string, fichier: string, passes = 3): MesureTdoku {
  const sortie = execFileSync(programme, [String(passes)], {
    input: readFileSync(fichier),
  }).toString();
  const lignes = sortie
    .trim()
    .split("\n")
    .map((l) => l.split(" ").map(Number));
  const durees = lignes.map(([us]) => us);
  return { premiere: durees[0], meilleure: Math.min(...durees), uniques: lignes[0][1] };
}
