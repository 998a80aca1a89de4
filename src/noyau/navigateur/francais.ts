/**
 * Côté navigateur : les traductions des messages de TypeScript sont
 * embarquées dans le paquet du fil du noyau (esbuild y met le fichier JSON
 * tel quel, ≈ 300 Ko) ; rien ne vient du réseau (voir `../francais.ts`).
 */
import { parlerFrancais } from "../francais";

/** Un require que esbuild résout à la construction : le contenu du fichier entre dans le paquet. */
const lireLesTraductions = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("@tslab/typescript-for-tslab/lib/fr/diagnosticMessages.generated.json") as Record<
    string,
    string
  >;

export function parlerFrancaisDansLaPage(): boolean {
  return parlerFrancais(lireLesTraductions, (texte) => console.warn(`[noyau sudoku-ts] ${texte}`));
}
