/**
 * Les modules WebAssembly versés dans `src/` (`src/rapide/bandes.wasm`,
 * `src/sat/cdcl.wasm`) : l'API qui les compile, et où les trouver.
 *
 * `__dirname` n'est pas le même partout : `src` sous vitest et ts-node,
 * `.cache/commande` pour la commande compilée d'avance, `.cache/noyau/…` pour
 * la bibliothèque des carnets. On cherche donc `src/<dossier>/<nom>` dans
 * chaque dossier parent de ce module, puis du dossier courant.
 */
import { existsSync } from "fs";
import { dirname, join } from "path";

/**
 * Ce que l'on emploie de l'API WebAssembly de Node (les types d'ES2022 ne la
 * décrivent pas, ni ceux de Node que lit le TypeScript de tslab).
 */
interface ApiWebAssembly {
  Module: new (octets: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
export const webAssembly = (globalThis as unknown as { WebAssembly: ApiWebAssembly }).WebAssembly;

/** Le chemin du module ; `quoi` le nomme dans le message d'erreur français. */
export function trouverModuleWasm(dossier: string, nom: string, quoi: string): string {
  const essayes: string[] = [];
  for (const depart of [__dirname, process.cwd()]) {
    let courant = depart;
    for (;;) {
      essayes.push(join(courant, "src", dossier, nom));
      const parent = dirname(courant);
      if (parent === courant) break;
      courant = parent;
    }
  }
  const trouve = essayes.find((chemin) => existsSync(chemin));
  if (!trouve) {
    throw new Error(
      `${quoi} : le fichier ${nom} est introuvable (cherché dans ${essayes.slice(0, 3).join(", ")}…)`,
    );
  }
  return trouve;
}
