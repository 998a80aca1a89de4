/**
 * Les modules WebAssembly, côté navigateur : leurs octets sont dans le paquet
 * de la bibliothèque, qui les verse ici au chargement (esbuild y copie chaque
 * `.wasm` de src/, voir `outils/site/paquets.ts`) ; le navigateur les compile
 * dans le fil, de façon synchrone, comme Node.
 */
import type { ModulesWasm } from "../contrat";

/** Les octets de chaque module, par chemin dans src/ (`rapide/bandes.wasm`). */
const MODULES: Record<string, Uint8Array> = {};

/** Appelée par le paquet de la bibliothèque, avant tout autre module. */
export function verserModulesWasm(modules: Record<string, Uint8Array>): void {
  Object.assign(MODULES, modules);
}

const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (octets: Uint8Array) => object;
      validate(octets: Uint8Array): boolean;
    };
  }
).WebAssembly;

function octets(dossier: string, nom: string, quoi: string): Uint8Array {
  const module = MODULES[`${dossier}/${nom}`];
  if (!module) throw new Error(`${quoi} : le module ${nom} n'est pas dans le paquet du navigateur`);
  return module;
}

export const wasm: ModulesWasm = {
  origine: (dossier, nom, quoi) => {
    octets(dossier, nom, quoi);
    return `${nom} (dans le paquet de la bibliothèque)`;
  },
  valider: (dossier, nom, quoi) => webAssembly.validate(octets(dossier, nom, quoi)),
  // Le navigateur choisit lui-même quand optimiser : l'option ne change rien ici.
  compiler: (dossier, nom, quoi) => new webAssembly.Module(octets(dossier, nom, quoi)),
};
