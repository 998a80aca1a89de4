/**
 * `npm run construire:wasm` : compile `assembly/bandes.ts` (AssemblyScript) en
 * `src/rapide/bandes.wasm`, le module versé dans le dépôt que charge
 * `src/rapide/wasm.ts`. Les options sont fixées ici une fois pour toutes : un
 * test reconstruit le module et exige les mêmes octets.
 */
import { spawnSync } from "child_process";
import { join } from "path";

const RACINE = join(__dirname, "..");
export const SOURCE_WASM = join(RACINE, "assembly", "bandes.ts");
export const MODULE_WASM = join(RACINE, "src", "rapide", "bandes.wasm");

/**
 * Les options d'asc : optimisé pour la vitesse, sans assertions, runtime
 * `stub` (ni tas ni ramasse-miettes : le moteur n'alloue rien), quatre pages
 * de mémoire fixes (256 Kio : 22 Kio de tables et d'états, puis le lot de
 * 1 024 grilles à partir de la page 1).
 */
export const OPTIONS_ASC = [
  "-O3",
  "--noAssert",
  "--runtime",
  "stub",
  "--initialMemory",
  "4",
  "--maximumMemory",
  "4",
];

/** Compile le module vers `sortie` ; lance une erreur (avec le message d'asc) s'il échoue. */
export function construireModuleWasm(sortie = MODULE_WASM): void {
  const asc = require.resolve("assemblyscript/bin/asc.js");
  const r = spawnSync(process.execPath, [asc, SOURCE_WASM, "-o", sortie, ...OPTIONS_ASC], {
    cwd: RACINE,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`asc a échoué :\n${r.stdout}${r.stderr}`);
}

if (require.main === module) {
  construireModuleWasm();
  console.log(`écrit : ${MODULE_WASM}`);
}
