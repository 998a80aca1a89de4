/**
 * Les paquets JavaScript du cours dans le navigateur, faits par esbuild
 * depuis les mêmes sources que sous Node :
 *
 * - **la bibliothèque** (`src/`) : l'hôte Node y est remplacé par l'hôte du
 *   navigateur (`src/hote/navigateur/`), et chaque module reçoit les contrôles
 *   de la garde (`src/noyau/navigateur/instrumenter.ts`) : une boucle de la
 *   bibliothèque s'arrête, elle aussi, à ■ ou au délai de `verifier`. Le
 *   paquet range tous ses modules sous une clé globale, par chemin
 *   (`src/index`, `src/td/index`…), pour le `require` des cellules ;
 * - **le fil du noyau** (`src/noyau/navigateur/fil.ts`) : le compilateur et
 *   l'exécuteur de tslab, avec les règles des cellules (`src/noyau/coeur.ts`) ;
 *   les modules de Node qu'ils demandent (`vm`, `module`, `path`) ont ici leur
 *   version pour le navigateur ;
 * - **les fils neufs**, un par entrée de `FILS` (`src/hote/contrat.ts`, voir
 *   `src/hote/navigateur/fils.ts`) ;
 * - **l'extension** JupyterLite (`src/noyau/navigateur/extension.ts`), que
 *   `@jupyter/builder` assemble ensuite (voir `extension.ts`).
 *
 * Chaque paquet est nommé par l'empreinte de son contenu : un navigateur ne
 * garde jamais une vieille version en cache.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import * as esbuild from "esbuild";
import * as ts from "@tslab/typescript-for-tslab";
import { FILS } from "../../src/hote/contrat";
import { instrumenter } from "../../src/noyau/navigateur/instrumenter";
import { RACINE } from "../commun/jupyter";

const SRC = join(RACINE, "src");
const NAVIGATEUR = join(SRC, "hote", "navigateur");
const NOYAU_NAVIGATEUR = join(SRC, "noyau", "navigateur");

/** Les modules de Node dont les paquets du navigateur ont leur propre version. */
const VERSIONS_NAVIGATEUR: Record<string, string> = {
  util: join(NAVIGATEUR, "util.ts"),
  path: require.resolve("path-browserify"),
  vm: join(NOYAU_NAVIGATEUR, "vm.ts"),
  module: join(NOYAU_NAVIGATEUR, "module.ts"),
  worker_threads: join(NAVIGATEUR, "fil-de-node.ts"),
};

/**
 * Les modules de Node que le compilateur TypeScript nomme sans s'en servir
 * hors de Node : des modules vides.
 */
const MODULES_VIDES = [
  "fs",
  "os",
  "crypto",
  "inspector",
  "perf_hooks",
  "source-map-support",
  "buffer",
  "child_process",
  "readline",
  "zeromq",
];

/** L'hôte du navigateur à la place de l'hôte Node (`src/hote/index.ts` importe `./node/index`). */
const hoteDuNavigateur: esbuild.Plugin = {
  name: "hote-du-navigateur",
  setup(construction) {
    construction.onResolve({ filter: /^\.\/node\/index$/ }, (args) =>
      args.importer === join(SRC, "hote", "index.ts")
        ? { path: join(NAVIGATEUR, "index.ts") }
        : undefined,
    );
  },
};

/** Les modules de Node : leur version pour le navigateur, ou un module vide. */
const modulesDeNode: esbuild.Plugin = {
  name: "modules-de-node",
  setup(construction) {
    construction.onResolve({ filter: /^(node:)?[a-z_]+$/ }, (args) => {
      const nom = args.path.replace(/^node:/, "");
      if (VERSIONS_NAVIGATEUR[nom]) return { path: VERSIONS_NAVIGATEUR[nom] };
      if (MODULES_VIDES.includes(nom)) return { path: nom, namespace: "vide" };
      return undefined;
    });
    construction.onLoad({ filter: /.*/, namespace: "vide" }, () => ({
      contents: "",
      loader: "js",
    }));
    // `require("..")` de l'exécuteur de tslab : le module `tslab` des cellules.
    construction.onResolve({ filter: /^\.\.$/ }, (args) =>
      args.importer.endsWith(join("tslab", "dist", "executor.js"))
        ? { path: join(NOYAU_NAVIGATEUR, "tslab.ts") }
        : undefined,
    );
  },
};

/**
 * Les modules de la bibliothèque, traduits par TypeScript puis munis des
 * contrôles de la garde. L'hôte du navigateur en est exclu : c'est lui qui
 * rattrape les arrêts de la garde (`appels.ts`).
 */
const garde: esbuild.Plugin = {
  name: "garde",
  setup(construction) {
    construction.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(SRC + sep) || args.path.startsWith(NAVIGATEUR + sep))
        return undefined;
      const source = readFileSync(args.path, "utf8");
      const { outputText } = ts.transpileModule(source, {
        fileName: args.path,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          esModuleInterop: true,
          sourceMap: false,
        },
      });
      return {
        contents: instrumenter(outputText, { code: "bibliotheque" }),
        loader: "js",
        resolveDir: dirname(args.path),
      };
    });
  },
};

const COMMUN: esbuild.BuildOptions = {
  bundle: true,
  // `Buffer`, global sous Node : le paquet `buffer` là où le code le nomme.
  inject: [join(NAVIGATEUR, "buffer.ts")],
  write: false,
  platform: "browser",
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  logLevel: "silent",
  loader: { ".wasm": "binary" },
  define: {
    // Ce que lisent tslab (sa cible d'après la version de Node) et semver, sans `process` ici.
    "process.version": JSON.stringify(process.version),
    "process.env.NODE_DEBUG": "undefined",
    // Le global de Node (@pkgjs/parseargs le nomme), celui de toute page.
    global: "globalThis",
  },
};

/** Les modules de la bibliothèque qu'une cellule peut importer : tout `src/`, sauf le noyau et la commande. */
function modulesDeLaBibliotheque(): string[] {
  const modules: string[] = [];
  const parcourir = (dossier: string) => {
    for (const entree of readdirSync(dossier, { withFileTypes: true })) {
      const chemin = join(dossier, entree.name);
      const relatif = relative(RACINE, chemin).split(sep).join("/");
      if (entree.isDirectory()) {
        if (!["src/noyau", "src/cli", "src/hote/node", "src/hote/navigateur"].includes(relatif))
          parcourir(chemin);
      } else if (entree.name.endsWith(".ts") && !entree.name.endsWith(".d.ts")) {
        modules.push(relatif.replace(/\.ts$/, ""));
      }
    }
  };
  parcourir(SRC);
  return modules.sort();
}

/** Les modules WebAssembly versés dans src/ (`rapide/bandes.wasm`…), que le paquet emporte. */
function modulesWasm(): string[] {
  const modules: string[] = [];
  const parcourir = (dossier: string) => {
    for (const entree of readdirSync(dossier, { withFileTypes: true })) {
      const chemin = join(dossier, entree.name);
      if (entree.isDirectory()) parcourir(chemin);
      else if (entree.name.endsWith(".wasm")) modules.push(relative(SRC, chemin).split(sep).join("/"));
    }
  };
  parcourir(SRC);
  return modules.sort();
}

/** Un paquet construit : son contenu et son nom, avec l'empreinte. */
export interface Paquet {
  nom: string;
  contenu: Uint8Array;
}

function nommer(prefixe: string, contenu: Uint8Array): Paquet {
  const empreinte = createHash("sha256").update(contenu).digest("hex").slice(0, 12);
  return { nom: `${prefixe}.${empreinte}.js`, contenu };
}

async function construire(options: esbuild.BuildOptions): Promise<Uint8Array> {
  const resultat = await esbuild.build({ ...COMMUN, ...options });
  return resultat.outputFiles![0].contents;
}

/** Le paquet de la bibliothèque. */
export async function paquetBibliotheque(): Promise<Paquet> {
  const entree = [
    // La garde d'abord : chaque module la lit à son chargement (voir src/hote/navigateur/garde.ts).
    'require("./src/hote/navigateur/garde").garde();',
    // Les octets des modules WebAssembly, que l'hôte compile à la demande (voir src/hote/navigateur/wasm.ts).
    'require("./src/hote/navigateur/wasm").verserModulesWasm({',
    ...modulesWasm().map((m) => `  ${JSON.stringify(m)}: require("./src/${m}"),`),
    "});",
    "const modules = {};",
    ...modulesDeLaBibliotheque().map((m) => `modules[${JSON.stringify(m)}] = require("./${m}");`),
    'globalThis[Symbol.for("sudoku-ts.bibliotheque")] = modules;',
  ].join("\n");
  const contenu = await construire({
    stdin: { contents: entree, resolveDir: RACINE, sourcefile: "bibliotheque.js", loader: "js" },
    format: "iife",
    // Les noms gardés : ils apparaissent dans les piles d'appels que lit l'élève.
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [hoteDuNavigateur, modulesDeNode, garde],
  });
  return nommer("bibliotheque", contenu);
}

/** Le fil du noyau. */
export async function paquetFil(): Promise<Paquet> {
  const contenu = await construire({
    entryPoints: [join(NOYAU_NAVIGATEUR, "fil.ts")],
    format: "iife",
    minify: true,
    plugins: [hoteDuNavigateur, modulesDeNode],
    // Les minuteurs d'avant ceux des cellules, que ■ annule (voir minuteurs-du-noyau.ts).
    inject: [...(COMMUN.inject ?? []), join(NOYAU_NAVIGATEUR, "minuteurs-du-noyau.ts")],
  });
  return nommer("fil", contenu);
}

/** Les paquets des fils neufs, un par entrée de `FILS` (voir `src/hote/navigateur/fils.ts`). */
export async function paquetsDesFils(): Promise<Record<string, Paquet>> {
  const paquets: Record<string, Paquet> = {};
  for (const [nom, fil] of Object.entries(FILS)) {
    const options: esbuild.BuildOptions =
      "script" in fil
        ? {
            // Le script, chargé après ses données, avec fil-de-node.ts pour worker_threads.
            stdin: {
              contents: `require(${JSON.stringify(join(NAVIGATEUR, "fil-de-node.ts"))}).recevoirPuisCharger(() => require(${JSON.stringify(join(SRC, fil.script))}));`,
              resolveDir: RACINE,
              sourcefile: `fil-${nom}.js`,
              loader: "js",
            },
          }
        : { entryPoints: [join(NAVIGATEUR, "fil-de-la-bibliotheque.ts")] };
    paquets[nom] = nommer(
      `fil-${nom}`,
      await construire({
        ...options,
        format: "iife",
        minify: true,
        plugins: [hoteDuNavigateur, modulesDeNode],
      }),
    );
  }
  return paquets;
}

/** L'extension JupyterLite, avant `@jupyter/builder` : les noms des fichiers du noyau y sont posés. */
export async function ecrireExtension(
  fichier: string,
  nomExtension: string,
  adresses: Record<string, unknown>,
): Promise<void> {
  const contenu = await construire({
    entryPoints: [join(NOYAU_NAVIGATEUR, "extension.ts")],
    format: "esm",
    minify: true,
    external: ["@jupyterlab/coreutils", "@jupyterlab/services", "@jupyterlite/services"],
    define: {
      ...COMMUN.define,
      ADRESSES: JSON.stringify(adresses),
      NOM_EXTENSION: JSON.stringify(nomExtension),
    },
  });
  writeFileSync(fichier, contenu);
}
