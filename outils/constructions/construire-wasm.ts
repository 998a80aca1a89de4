/**
 * `npm run construire:wasm` : compile les deux modules AssemblyScript du
 * cours en WebAssembly, versés dans le dépôt :
 * - `assembly/bandes.ts` → `src/rapide/bandes.wasm` (le solveur rapide 9×9,
 *   chargé par `src/rapide/wasm.ts`) ;
 * - `assembly/triades.ts` → `src/rapide/triades.wasm` (le second moteur 9×9,
 *   par configurations de bande, en SIMD 128 bits) ;
 * - `assembly/cdcl.ts` → `src/sat/cdcl.wasm` (le CDCL de `sudoku sat`, chargé
 *   par `src/sat/cdcl-wasm.ts`).
 * Les options de chacun sont fixées ici une fois pour toutes : un test
 * reconstruit chaque module et exige les mêmes octets que le fichier versé.
 */
import { spawnSync } from "child_process";
import { join } from "path";

const RACINE = join(__dirname, "..", "..");

/** Optimisé pour la vitesse, sans assertions, sans le runtime d'AssemblyScript (ni tas ni ramasse-miettes). */
const OPTIONS_COMMUNES = ["-O3", "--noAssert", "--runtime", "stub"];

export const MODULES_WASM = {
  /**
   * Le moteur n'alloue rien : quatre pages de mémoire fixes (256 Kio : 22 Kio
   * de tables et d'états, puis le lot de 1 024 grilles à partir de la page 1).
   */
  bandes: {
    source: join(RACINE, "assembly", "bandes.ts"),
    module: join(RACINE, "src", "rapide", "bandes.wasm"),
    options: [...OPTIONS_COMMUNES, "--initialMemory", "4", "--maximumMemory", "4"],
  },
  /**
   * Même disposition que `bandes` (le lot à partir de la page 1), et le SIMD
   * de WebAssembly (v128) : le module ne se charge que là où l'hôte le
   * connaît (`triadesDisponible`).
   */
  triades: {
    source: join(RACINE, "assembly", "triades.ts"),
    module: join(RACINE, "src", "rapide", "triades.wasm"),
    options: [
      ...OPTIONS_COMMUNES,
      "--enable",
      "simd",
      "--initialMemory",
      "4",
      "--maximumMemory",
      "4",
    ],
  },
  /**
   * Le CDCL gère sa propre arène : une page au départ et pas de maximum
   * déclaré, il grandit jusqu'à ce que V8 refuse (4 Gio pour un module de 32 bits).
   */
  cdcl: {
    source: join(RACINE, "assembly", "cdcl.ts"),
    module: join(RACINE, "src", "sat", "cdcl.wasm"),
    options: [...OPTIONS_COMMUNES, "--initialMemory", "1"],
  },
} as const;

export type ModuleWasm = keyof typeof MODULES_WASM;

/** Compile un module vers `sortie` (par défaut, le fichier versé) ; lance une erreur (avec le message d'asc) s'il échoue. */
export function construireModuleWasm(
  nom: ModuleWasm,
  sortie: string = MODULES_WASM[nom].module,
): void {
  const { source, options } = MODULES_WASM[nom];
  const asc = require.resolve("assemblyscript/bin/asc.js");
  const r = spawnSync(process.execPath, [asc, source, "-o", sortie, ...options], {
    cwd: RACINE,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`asc a échoué pour ${source} :\n${r.stdout}${r.stderr}`);
}

if (require.main === module) {
  for (const nom of Object.keys(MODULES_WASM) as ModuleWasm[]) {
    construireModuleWasm(nom);
    console.log(`écrit : ${MODULES_WASM[nom].module}`);
  }
}
