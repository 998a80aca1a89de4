/**
 * La copie de plotly.js du premier graphique, côté Node : minifiée (esbuild),
 * compressée (gzip), en base64. Elle est gardée dans `.cache/plotly/` du
 * projet (ou dans le dossier que nomme la variable d'environnement
 * SUDOKU_CACHE_PLOTLY) : on ne la refait qu'une fois par version de plotly.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Le fichier de plotly.js-dist, et son numéro de version. */
function fichierPlotly(): { chemin: string; version: string } {
  const paquet = require.resolve("plotly.js-dist/package.json");
  const { version } = JSON.parse(readFileSync(paquet, "utf8")) as { version: string };
  return { chemin: join(dirname(paquet), "plotly.js"), version };
}

let copieEnMemoire: string | undefined;

/** Le premier appel d'une machine prend quelques secondes ; les suivants lisent le cache. */
export function copiePlotly(): string {
  if (copieEnMemoire) return copieEnMemoire;
  const { chemin, version } = fichierPlotly();
  // node_modules/plotly.js-dist/ → la racine du projet, deux dossiers plus haut.
  const dossier =
    process.env.SUDOKU_CACHE_PLOTLY || join(dirname(chemin), "..", "..", ".cache", "plotly");
  const cache = join(dossier, `plotly-${version}.min.js.gz`);
  let compresse: Buffer;
  try {
    compresse = readFileSync(cache);
  } catch {
    compresse = compresserAPart(chemin, cache);
  }
  copieEnMemoire = compresse.toString("base64");
  return copieEnMemoire;
}

/**
 * Le travail de `compresserAPart`, dans un processus Node à part : minifier
 * (esbuild), compresser, écrire le cache d'un coup (fichier temporaire
 * renommé : deux noyaux peuvent le faire ensemble), puis rendre les octets.
 */
const COMPRESSER = `
const [esbuild, source, cache] = process.argv.slice(1);
const fs = require("fs");
const code = require(esbuild).transformSync(fs.readFileSync(source, "utf8"), { minify: true, legalComments: "eof" }).code;
const compresse = require("zlib").gzipSync(code, { level: 9 });
try {
  fs.mkdirSync(require("path").dirname(cache), { recursive: true });
  fs.writeFileSync(cache + "." + process.pid + ".tmp", compresse);
  fs.renameSync(cache + "." + process.pid + ".tmp", cache);
} catch {}
process.stdout.write(compresse);
`;

/**
 * Minifie et compresse plotly.js dans un processus détaché du noyau (son
 * propre groupe de processus) : le SIGINT qu'un client Jupyter envoie à tout
 * le groupe du noyau pour l'interrompre ne l'atteint pas. Un service esbuild
 * lancé par le noyau lui-même mourrait de ce signal, et chaque graphique
 * suivant échouerait. Si la cellule est interrompue pendant ce temps, le
 * cache est écrit quand même, pour le graphique suivant.
 */
function compresserAPart(source: string, cache: string): Buffer {
  // `detached` vaut pour spawnSync comme pour spawn (Node le passe à libuv),
  // bien que les types de Node ne le nomment que pour spawn.
  const options = {
    detached: true,
    windowsHide: true,
    maxBuffer: 64 * 1024 * 1024,
    encoding: "buffer" as const,
  };
  const r = spawnSync(
    process.execPath,
    ["-e", COMPRESSER, require.resolve("esbuild"), source, cache],
    options,
  );
  if (r.status !== 0 || r.error) {
    const raison = r.error?.message ?? r.stderr.toString().trim().split("\n").pop();
    throw new Error(`plotly.js n'a pas pu être minifié (esbuild) : ${raison}`);
  }
  return r.stdout;
}
