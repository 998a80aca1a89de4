/**
 * `npx ts-node outils/construire-wasm-cdcl.ts` : compile `assembly/cdcl.ts` (AssemblyScript) en
 * `src/sat/cdcl.wasm`, le module versé dans le dépôt que charge
 * `src/sat/cdcl-wasm.ts`. Les options sont fixées ici une fois pour toutes : un
 * test reconstruit le module et exige les mêmes octets.
 */
import { spawnSync } from "child_process";
import { join } from "path";

const RACINE = join(__dirname, "..");
export const SOURCE_WASM_CDCL = join(RACINE, "assembly", "cdcl.ts");
export const MODULE_WASM_CDCL = join(RACINE, "src", "sat", "cdcl.wasm");

/**
 * Les options d'asc : optimisé pour la vitesse, sans assertions, runtime `stub`
 * (ni tas ni ramasse-miettes d'AssemblyScript : le module gère sa propre arène),
 * une page de mémoire au départ et pas de maximum déclaré : le module grandit
 * jusqu'à ce que V8 refuse (4 Gio pour un module de 32 bits).
 */
export const OPTIONS_ASC_CDCL = ["-O3", "--noAssert", "--runtime", "stub", "--initialMemory", "1"];

/** Compile le module vers `sortie` ; lance une erreur (avec le message d'asc) s'il échoue. */
export function construireModuleWasmCdcl(sortie = MODULE_WASM_CDCL): void {
  const asc = require.resolve("assemblyscript/bin/asc.js");
  const r = spawnSync(
    process.execPath,
    [asc, SOURCE_WASM_CDCL, "-o", sortie, ...OPTIONS_ASC_CDCL],
    {
      cwd: RACINE,
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`asc a échoué :\n${r.stdout}${r.stderr}`);
}

if (require.main === module) {
  construireModuleWasmCdcl();
  console.log(`écrit : ${MODULE_WASM_CDCL}`);
}
