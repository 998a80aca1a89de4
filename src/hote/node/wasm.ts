/** Les modules WebAssembly, côté Node : lus dans `src/`, compilés par V8. */
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import type { ModulesWasm } from "../contrat";
import { trouverDansSrc } from "./trouver";

/** Ce que l'on emploie de l'API WebAssembly (les types d'ES2022 ne la décrivent pas). */
interface ApiWebAssembly {
  Module: new (octets: Uint8Array) => object;
  validate(octets: Uint8Array): boolean;
}
const webAssembly = (globalThis as unknown as { WebAssembly: ApiWebAssembly }).WebAssembly;

export const wasm: ModulesWasm = {
  origine: (dossier, nom, quoi) => trouverDansSrc(`${dossier}/${nom}`, quoi),

  valider: (dossier, nom, quoi) =>
    webAssembly.validate(readFileSync(trouverDansSrc(`${dossier}/${nom}`, quoi))),

  compiler(dossier, nom, quoi, options = {}) {
    const octets = readFileSync(trouverDansSrc(`${dossier}/${nom}`, quoi));
    if (!options.optimise) return new webAssembly.Module(octets);
    // TurboFan tout de suite, pour ce module seulement (voir src/rapide/wasm.ts).
    setFlagsFromString("--no-liftoff");
    setFlagsFromString("--no-wasm-lazy-compilation");
    try {
      return new webAssembly.Module(octets);
    } finally {
      // Les valeurs par défaut de Node, pour les autres modules.
      setFlagsFromString("--liftoff");
      setFlagsFromString("--wasm-lazy-compilation");
    }
  },
};
