/**
 * Les types de Node que voit le compilateur des cellules, allégés.
 *
 * tslab charge tout `@types/node` (2,2 Mo de déclarations) dans le compilateur
 * de chaque noyau, et le garde en mémoire toute la séance. Les modules de
 * réseau, de serveur et d'outillage n'ont rien à faire dans un cours de Sudoku :
 * on les retire de la liste que lit le compilateur (le fichier `index.d.ts` de
 * `@types/node`), ce qui ôte une quinzaine de Mo à chaque noyau. Les globaux
 * (`console`, `process`, `Buffer`, `setTimeout`…) et les modules dont le cours
 * ou la bibliothèque se servent (`fs`, `path`, `os`, `child_process`, `util`,
 * `worker_threads`, `crypto`…) restent. Un `import … from "http"` dans une
 * cellule serait refusé (« Cannot find module 'http' »).
 *
 * De même, le compilateur inclut d'office chaque paquet de `node_modules/@types`
 * (ceux des outils du projet : chai, estree, emscripten…) : seul `node` reste
 * inclus d'office, 3 Mo de moins par noyau. Un `import` explicite d'un de ces
 * paquets trouve toujours ses types.
 */
import type { System } from "@tslab/typescript-for-tslab";

/** Les modules retirés (fichiers de `@types/node`, sans `.d.ts`). */
export const MODULES_RETIRES = [
  "cluster",
  "dgram",
  "diagnostics_channel",
  "dns",
  "dns/promises",
  "domain",
  "http",
  "http2",
  "https",
  "inspector",
  "inspector.generated",
  "net",
  "punycode",
  "querystring",
  "repl",
  "sea",
  "test",
  "tls",
  "trace_events",
  "v8",
  "wasi",
];

/** Les index de `@types/node` (celui de TypeScript 5.0 est dans ts5.6/). */
const INDEX = /[\\/]@types[\\/]node[\\/](ts[\d.]+[\\/])?index\.d\.ts$/;

/** `index.d.ts` de `@types/node` sans les références aux modules retirés. */
export function allegerIndex(texte: string): string {
  return texte
    .split("\n")
    .filter((ligne) => {
      const reference = /^\/\/\/ <reference path="(?:\.\.\/)?(.+)\.d\.ts" \/>/.exec(ligne.trim());
      return !reference || !MODULES_RETIRES.includes(reference[1]);
    })
    .join("\n");
}

/** Un dossier `@types` où le compilateur cherche les paquets de types à inclure d'office. */
const RACINE_DE_TYPES = /[\\/]node_modules[\\/]@types[\\/]?$/;

/** Branche l'allègement dans `sys` (le `ts.sys` du TypeScript de tslab). */
export function allegerLesTypesDeNode(sys: System): void {
  const lire = sys.readFile;
  sys.readFile = (chemin, encodage) => {
    const texte = lire.call(sys, chemin, encodage);
    return texte !== undefined && INDEX.test(chemin) ? allegerIndex(texte) : texte;
  };
  const sousDossiers = sys.getDirectories;
  sys.getDirectories = (chemin) => {
    const dossiers = sousDossiers.call(sys, chemin);
    return RACINE_DE_TYPES.test(chemin) ? dossiers.filter((d) => d === "node") : dossiers;
  };
}
