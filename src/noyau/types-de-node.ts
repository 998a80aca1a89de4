/**
 * Les types de Node que voit le compilateur des cellules, allégés.
 *
 * tslab charge tout `@types/node` (2,2 Mo de déclarations) dans le compilateur
 * de chaque noyau, et le garde en mémoire toute la séance. Les modules dont
 * les cellules du cours ne se servent pas (réseau, serveurs, cryptographie,
 * fils, compression, `fetch`…) sont retirés de la liste que lit le
 * compilateur (le fichier `index.d.ts` de `@types/node`) : une vingtaine de
 * Mo de moins par noyau. Les globaux (`console`, `process`, `Buffer`,
 * `require`, `setTimeout`, `performance`…) et les modules de tous les jours
 * (`fs`, `path`, `os`, `child_process`, `util`, `events`, `stream`…) restent.
 *
 * Un module retiré n'est pas refusé : la première cellule qui l'importe (ou
 * qui appelle `fetch`) le fait ajouter, avec les modules dont il dépend, et le
 * compilateur est recréé (une seconde, une seule fois).
 *
 * Les déclarations de Node et de JavaScript sont lues sans leur documentation
 * anglaise (`sans-jsdoc.ts`).
 *
 * De même, le compilateur inclut d'office chaque paquet de `node_modules/@types`
 * (ceux des outils du projet : chai, estree, emscripten…) : seul `node` reste
 * inclus d'office, 3 Mo de moins par noyau. Un `import` explicite d'un de ces
 * paquets trouve toujours ses types.
 */
import type { System } from "@tslab/typescript-for-tslab";
import { estDeclarationExterne, sansJSDoc } from "./sans-jsdoc";

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
  "web-globals/fetch",
  "worker_threads",
  "crypto",
  "zlib",
  "vm",
  "readline",
  "readline/promises",
  "stream/web",
  "stream/consumers",
  "stream/promises",
  "async_hooks",
  "tty",
  "assert",
  "assert/strict",
  "constants",
  "timers/promises",
];

/** Les globaux d'un fichier retiré : une cellule qui les nomme le fait ajouter. */
const GLOBAUX_RETIRES: Record<string, RegExp> = {
  "web-globals/fetch": /\b(fetch|Request|Response|Headers|FormData|WebSocket|EventSource)\b/,
};

/** Les modules qu'importe un texte : `from "x"`, `import "x"`, `import("x")`, `require("x")`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'](?:node:)?([\w./-]+)["']/g;

/** Les fichiers retirés que nomme `texte`, par ses imports ou ses globaux. */
export function retiresNommes(texte: string): string[] {
  const noms = new Set<string>();
  for (const [, module] of texte.matchAll(IMPORT)) {
    for (const fichier of [module, `${module}.generated`])
      if (MODULES_RETIRES.includes(fichier)) noms.add(fichier);
  }
  for (const [fichier, motif] of Object.entries(GLOBAUX_RETIRES))
    if (motif.test(texte)) noms.add(fichier);
  return [...noms];
}

/** Les index de `@types/node` (celui de TypeScript 5.0 est dans ts5.6/). */
const INDEX = /[\\/]@types[\\/]node[\\/](ts[\d.]+[\\/])?index\.d\.ts$/;

/** `index.d.ts` de `@types/node` sans les références aux modules retirés, sauf ceux de `ajoutes`. */
export function allegerIndex(texte: string, ajoutes: ReadonlySet<string> = new Set()): string {
  return texte
    .split("\n")
    .filter((ligne) => {
      const reference = /^\/\/\/ <reference path="(?:\.\.\/)?(.+)\.d\.ts" \/>/.exec(ligne.trim());
      return !reference || !MODULES_RETIRES.includes(reference[1]) || ajoutes.has(reference[1]);
    })
    .join("\n");
}

/**
 * Une déclaration telle que la lit le compilateur des cellules : l'index de
 * `@types/node` sans les modules retirés (sauf ceux de `ajoutes`), les autres
 * déclarations de JavaScript et de Node sans leur documentation, les autres
 * fichiers tels quels. Le noyau et la page (outils/site/types.ts) s'en servent.
 */
export function declarationAllegee(
  chemin: string,
  texte: string,
  ajoutes: ReadonlySet<string> = new Set(),
): string {
  if (!estDeclarationExterne(chemin)) return texte;
  return INDEX.test(chemin) ? allegerIndex(texte, ajoutes) : sansJSDoc(texte);
}

/** Un dossier `@types` où le compilateur cherche les paquets de types à inclure d'office. */
const RACINE_DE_TYPES = /[\\/]node_modules[\\/]@types[\\/]?$/;

/** Les types de Node d'un noyau : ce qui est ajouté à la demande des cellules. */
export interface TypesDeNode {
  /**
   * Ajoute les fichiers retirés que nomme la cellule `source`, et ceux dont
   * ils dépendent. Rend vrai s'il y en a de nouveaux : le compilateur des
   * cellules est alors à recréer (il relit l'index).
   */
  demander(source: string): boolean;
}

type SystemeAllege = System & {
  __avantAllegement?: Pick<System, "readFile" | "getDirectories">;
};

/** Branche l'allègement dans `sys` (le `ts.sys` du TypeScript de tslab). */
export function allegerLesTypesDeNode(sys: System): TypesDeNode {
  // Les lectures d'origine, gardées sur `sys` : une seconde installation remplace la première
  // au lieu de s'y ajouter (elle lirait un index déjà allégé, sans les ajouts de la sienne).
  const originales = ((sys as SystemeAllege).__avantAllegement ??= {
    readFile: sys.readFile,
    getDirectories: sys.getDirectories,
  });
  const lire = originales.readFile;
  const ajoutes = new Set<string>();
  /** Le dossier de `@types/node`, vu à la lecture de son index. */
  let dossier: string | undefined;
  sys.readFile = (chemin, encodage) => {
    const texte = lire.call(sys, chemin, encodage);
    if (texte === undefined) return texte;
    if (INDEX.test(chemin)) dossier = chemin.replace(/[\\/](ts[\d.]+[\\/])?index\.d\.ts$/, "");
    return declarationAllegee(chemin, texte, ajoutes);
  };
  const sousDossiers = originales.getDirectories;
  sys.getDirectories = (chemin) => {
    const dossiers = sousDossiers.call(sys, chemin);
    return RACINE_DE_TYPES.test(chemin) ? dossiers.filter((d) => d === "node") : dossiers;
  };
  /** Ajoute `fichier` et, d'après les imports de son texte, les fichiers retirés dont il dépend. */
  const ajouter = (fichier: string) => {
    if (ajoutes.has(fichier)) return;
    ajoutes.add(fichier);
    const texte = dossier && lire.call(sys, `${dossier}/${fichier}.d.ts`);
    // Sans la documentation, dont les exemples importent d'autres modules.
    for (const dependance of retiresNommes(sansJSDoc(texte ?? ""))) ajouter(dependance);
  };
  return {
    demander(source) {
      const avant = ajoutes.size;
      for (const fichier of retiresNommes(source)) ajouter(fichier);
      return ajoutes.size > avant;
    },
  };
}
