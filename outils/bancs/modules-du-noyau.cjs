// npm run bench:noyau -- --modules : ce que coûte chaque module de la bibliothèque
// au premier import, lancé par bench-noyau.ts dans un Node neuf réglé comme le
// noyau (voir jupyter/kernels/sudoku-ts/kernel.json).
//
// Usage : node --expose-gc modules-du-noyau.cjs DOSSIER_DU_CACHE duree|tas
// DOSSIER_DU_CACHE : la bibliothèque précompilée (.cache/noyau/bibliotheque-…),
// le JavaScript même que le noyau exécute. Écrit sur stdout, en JSON, pour chaque
// module chargé par `src/index`, sa part propre (sans ses imports) et sa part avec
// ses imports : de la durée (« duree »), ou du tas de V8 (« tas » : ramasse-miettes
// avant et après chaque module, donc les données qu'il garde, pas ses déchets ; les
// ramasse-miettes faussent les durées, d'où deux mesures à part).
//
// Les paquets et modules de Node que le noyau a déjà chargés avant la première
// cellule le sont ici d'abord : ils ne comptent pas pour la bibliothèque.
"use strict";
const Module = require("module");
const path = require("path");
const { performance } = require("perf_hooks");

const cache = path.resolve(process.argv[2]);
const src = path.join(cache, "src");
const racine = path.resolve(cache, "..", "..", "..");
for (const paquet of ["tslab/dist/jupyter", "tslab/dist/executor", "zeromq"])
  require(require.resolve(paquet, { paths: [racine] }));
for (const interne of [
  "child_process",
  "worker_threads",
  "util",
  "vm",
  "crypto",
  "v8",
  "inspector",
])
  require(interne);

const parTas = process.argv[3] === "tas";
const gc = globalThis.gc;
const mesure = () => {
  if (!parTas) return performance.now();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const modules = [];
// Pour chaque module en cours de chargement : la part de ses imports (durée ou tas).
const pile = [];
const requireOriginal = Module.prototype.require;
Module.prototype.require = function (id) {
  let fichier;
  try {
    fichier = Module._resolveFilename(id, this);
  } catch {
    return requireOriginal.apply(this, arguments);
  }
  if (require.cache[fichier] || !path.isAbsolute(fichier))
    return requireOriginal.apply(this, arguments);
  const avant = mesure();
  pile.push(0);
  try {
    return requireOriginal.apply(this, arguments);
  } finally {
    const total = mesure() - avant;
    const imports = pile.pop();
    const nom = fichier.startsWith(src + path.sep)
      ? `src/${path.relative(src, fichier).replace(/\.js$/, "")}`
      : fichier.replace(/.*node_modules[\\/]/, "");
    modules.push({ module: nom, propre: total - imports, total });
    if (pile.length > 0) pile[pile.length - 1] += total;
  }
};

require(path.join(src, "index.js"));
process.stdout.write(JSON.stringify(modules) + "\n");
