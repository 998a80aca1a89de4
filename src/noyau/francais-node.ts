/**
 * Côté Node : le fichier des traductions se lit dans le paquet de TypeScript
 * de tslab, installé avec le projet (voir `francais.ts`).
 */
import { readFileSync } from "fs";
import { dirname, join } from "path";
import { FICHIER_DES_TRADUCTIONS, parlerFrancais } from "./francais";
import { journal } from "./journal";

export function parlerFrancaisSousNode(): boolean {
  return parlerFrancais(() => {
    const paquet = dirname(require.resolve("@tslab/typescript-for-tslab/package.json"));
    return JSON.parse(readFileSync(join(paquet, FICHIER_DES_TRADUCTIONS), "utf8")) as Record<
      string,
      string
    >;
  }, journal);
}
