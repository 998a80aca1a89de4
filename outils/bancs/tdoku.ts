/**
 * tdoku (Tom Dillon, 2019), le solveur de Sudoku en C++ SIMD le plus rapide
 * connu : la référence du solveur rapide dans `npm run bench:moteurs` et
 * `npm run bench`.
 *
 * Le projet ne le livre pas et ne le télécharge jamais. Ses chiffres, relevés
 * sur la machine du cours, sont dans data/REFERENCE.md (lu par `reference.ts`).
 * Qui a ses sources peut le mesurer dans la même exécution :
 * `npm run bench:moteurs -- --tdoku <dossier de tdoku>` construit alors, dans
 * un dossier temporaire, `tdoku/pilote.cc` avec g++ (natif) et, si `emcc` est
 * là (paquet Debian `emscripten`), `tdoku/pilote-wasm.cc` en WebAssembly, que
 * Node charge avec `chargerTdokuWasm`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";

/** Les fichiers de tdoku dont le pilote a besoin. */
const FICHIERS = ["include/tdoku.h", "src/solver_dpll_triad_simd.cc", "src/util.cc"];

/** Une compilation ne dure jamais plus longtemps (ms). */
const COMPILATION_MAX_MS = 5 * 60_000;

/** Les options de compilation, recopiées telles quelles dans data/REFERENCE.md. */
export const OPTIONS_NATIF = ["-O3", "-march=native", "-std=c++17"];
export const OPTIONS_WASM = [
  "-O3",
  "-msimd128",
  // Les intrinsèques x86 de tdoku, traduits par emscripten en SIMD128.
  "-msse4.2",
  "-std=c++17",
  "--no-entry",
  "-sSTANDALONE_WASM=1",
  "-sALLOW_MEMORY_GROWTH=1",
  "-sEXPORTED_FUNCTIONS=_malloc,_free",
];

function verifierSources(source: string): void {
  const manquant = FICHIERS.find((f) => !existsSync(join(source, f)));
  if (manquant) {
    throw new Error(
      `--tdoku ${source} : ${manquant} introuvable ; attendu le dossier des sources de tdoku`,
    );
  }
}

function compiler(compilateur: string, args: string[]): void {
  try {
    execFileSync(compilateur, args, {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: COMPILATION_MAX_MS,
    });
  } catch (erreur) {
    const detail = (erreur as { stderr?: Buffer }).stderr?.toString().trim() ?? String(erreur);
    throw new Error(`tdoku ne se construit pas avec ${compilateur} :\n${detail}`, {
      cause: erreur,
    });
  }
}

function arguments_(source: string, pilote: string, sortie: string): string[] {
  return [
    "-I",
    join(source, "include"),
    "-I",
    join(source, "src"),
    "-o",
    sortie,
    join(RACINE, "outils", "bancs", "tdoku", pilote),
    ...FICHIERS.slice(1).map((f) => join(source, f)),
  ];
}

/** Construit le pilote natif avec les sources de tdoku ; rend le chemin du programme. */
export function construireTdoku(source: string, dossier: string): string {
  verifierSources(source);
  const programme = join(dossier, "tdoku-pilote");
  compiler("g++", [...OPTIONS_NATIF, ...arguments_(source, "pilote.cc", programme)]);
  return programme;
}

/** Vrai si `emcc` (emscripten) répond. */
export function emccPresent(): boolean {
  try {
    execFileSync("emcc", ["--version"], { stdio: "ignore", timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** Ce qu'il faut faire quand emcc manque. */
export const SANS_EMCC =
  "emcc introuvable : tdoku WASM n'est pas mesuré (sur Debian : « sudo apt-get install -y emscripten »)";

/** Construit le module WebAssembly de tdoku (`pilote-wasm.cc`) ; rend son chemin. */
export function construireTdokuWasm(source: string, dossier: string): string {
  verifierSources(source);
  const module = join(dossier, "tdoku.wasm");
  compiler("emcc", [...OPTIONS_WASM, ...arguments_(source, "pilote-wasm.cc", module)]);
  return module;
}

/** Une mesure du pilote natif : µs par grille de chaque passe, grilles uniques, essais par passe. */
export interface MesureTdoku {
  premiere: number;
  meilleure: number;
  uniques: number;
  essais: number;
}

/** Le pilote natif sur un fichier de grilles, `passes` fois (en `dureeMaxMs` au plus). */
export function mesurerTdoku(
  programme: string,
  fichier: string,
  passes = 3,
  dureeMaxMs = 10 * 60_000,
): MesureTdoku {
  const sortie = execFileSync(programme, [String(passes)], {
    input: readFileSync(fichier),
    timeout: dureeMaxMs,
  }).toString();
  const lignes = sortie
    .trim()
    .split("\n")
    .map((l) => l.split(" ").map(Number));
  const durees = lignes.map(([us]) => us);
  const meilleure = passes > 1 ? Math.min(...durees.slice(1)) : durees[0];
  return { premiere: durees[0], meilleure, uniques: lignes[0][1], essais: lignes[0][2] };
}

/** Les réponses du pilote natif, grille par grille : nombre de solutions (limite 2) et solution. */
export function solutionsTdoku(
  programme: string,
  fichier: string,
  dureeMaxMs = 10 * 60_000,
): { solutions: number; solution: string }[] {
  return execFileSync(programme, ["--solutions"], {
    input: readFileSync(fichier),
    timeout: dureeMaxMs,
    maxBuffer: 1 << 30,
  })
    .toString()
    .trim()
    .split("\n")
    .map((l) => {
      const [n, solution] = l.split(" ");
      return { solutions: Number(n), solution };
    });
}

/** Le module de `pilote-wasm.cc`, chargé dans ce processus. */
export interface TdokuWasm {
  /** Copie les grilles (81 caractères, « . » pour une case vide) dans la mémoire du module. */
  remplir(grilles: readonly string[]): void;
  /** Une passe, limite 2 : grilles à solution unique et total des essais. */
  passe(): { uniques: number; essais: number };
  /** Hors chronomètre : le nombre de solutions (limite 2) et la solution de la grille k. */
  reponse(k: number): { solutions: number; solution: string };
}

/** Ce que le module exporte. */
interface ExportsTdoku {
  memory: WebAssembly.Memory;
  _initialize(): void;
  reserverGrilles(n: number): number;
  resoudreTout(): number;
  essais(): number;
  nombreDeSolutions(k: number): number;
  solutionDe(k: number): number;
}

/** Compile et instancie le module (le temps que le banc compte comme « chargement »). */
export function chargerTdokuWasm(chemin: string): TdokuWasm {
  const module = new WebAssembly.Module(readFileSync(chemin));
  const hote: { memoire?: WebAssembly.Memory } = {};
  // Ce que la bibliothèque C d'emscripten demande à son hôte : rien d'autre.
  const imports = {
    env: {
      emscripten_notify_memory_growth: () => undefined,
      getentropy: (adresse: number, taille: number) => {
        new Uint8Array(hote.memoire!.buffer, adresse, taille).fill(17);
        return 0;
      },
    },
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new Error(`tdoku WASM s'est arrêté (code ${code})`);
      },
    },
  };
  const e = new WebAssembly.Instance(module, imports).exports as unknown as ExportsTdoku;
  hote.memoire = e.memory;
  e._initialize();
  let nombre = 0;
  let adresse = 0;
  return {
    remplir(grilles) {
      nombre = grilles.length;
      adresse = e.reserverGrilles(nombre);
      if (adresse === 0) throw new Error(`tdoku WASM : pas de place pour ${nombre} grilles`);
      // Relue après l'allocation : la mémoire a pu grandir.
      const octets = new Uint8Array(e.memory.buffer, adresse, 82 * nombre);
      grilles.forEach((g, k) => {
        for (let i = 0; i < 81; i++)
          octets[82 * k + i] = g.charCodeAt(i) === 48 ? 46 : g.charCodeAt(i);
        octets[82 * k + 81] = 0;
      });
    },
    passe() {
      const uniques = e.resoudreTout();
      return { uniques, essais: e.essais() };
    },
    reponse(k) {
      if (!(k >= 0 && k < nombre)) throw new RangeError(`tdoku WASM : pas de grille ${k}`);
      const solutions = e.nombreDeSolutions(k);
      const texte = new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.solutionDe(k), 81));
      return { solutions, solution: texte };
    },
  };
}
