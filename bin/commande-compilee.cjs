// La commande `sudoku` en JavaScript compilé d'avance, gardé dans .cache/commande/.
//
// ts-node compile src/cli au vol à chaque lancement : 0,15 s de CPU rien que pour
// démarrer, trois fois `node -e 0`. Ici, esbuild traduit une fois src/cli et tout
// ce qu'il importe en un seul fichier JavaScript (les paquets de node_modules restent
// des `require`), que les lancements suivants chargent directement.
//
// Le cache reste juste : le manifeste note, pour chaque fichier compilé, sa date de
// modification (à la nanoseconde), sa taille et une empreinte de son contenu, et la
// date de chaque dossier qui en contient un (un fichier ajouté, supprimé ou renommé
// change la date de son dossier, et peut changer ce qu'un `import` désigne). Au
// lancement, un seul `stat` par fichier suffit ; si un fichier ou un dossier a changé,
// tout est recompilé (une fraction de seconde). Une date trop proche de la
// compilation ne prouve rien (l'horloge des fichiers avance par à-coups) : le
// contenu de ce fichier-là est alors relu et comparé à son empreinte.
//
// Si esbuild manque ou échoue, la commande passe par ts-node, comme avant : plus
// lente, jamais fausse. Ce fichier est en JavaScript : il tourne avant que quoi
// que ce soit ne sache traduire le TypeScript.
//
// Il est ici, à côté de bin/sudoku.cjs, son seul appelant, et non dans src/ : ce
// n'est pas de la bibliothèque (les élèves ne le lisent pas, ni tsc ni tslab ne le
// compilent), c'est la façon de lancer la commande. bin/ ne dépend ainsi que de
// lui-même et de src/cli, qu'il compile ; rien d'outils/.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");
const Module = require("module");

/** Change quand la façon de compiler change : les anciens caches sont alors refaits. */
const VERSION = 1;
/** Une date de fichier à moins de 2 s de la compilation : on vérifie son contenu. */
const MARGE_NS = 2_000_000_000n;
const RACINE = path.join(__dirname, "..");
/** Ce que la commande importe : le point d'entrée et le terminal du processus. */
const ENTREE = [
  'export { principal } from "./src/cli/principal";',
  'export { terminalDuProcessus } from "./src/cli/terminal";',
].join("\n");

/**
 * Les fonctions `principal` et `terminalDuProcessus` de src/cli, compilées
 * (depuis le cache, ou compilées maintenant) ; par ts-node si esbuild échoue.
 * `garderCodeCompile()`, appelée quand la commande a fini, garde le code de V8.
 * `racine` et `cache` servent aux tests, qui compilent un petit projet à eux.
 */
async function chargerCommande(options = {}) {
  const racine = options.racine ?? RACINE;
  const cache = options.cache ?? path.join(racine, ".cache", "commande");
  const manifeste = lireManifeste(cache);
  if (manifeste && estAJour(manifeste, racine)) {
    // Une autre commande, qui vient de compiler des sources plus neuves, peut l'avoir effacé.
    const complet = path.join(cache, manifeste.fichier);
    const texte = lireSiPresent(complet);
    if (texte)
      return executer(complet, texte.toString("utf8"), lireSiPresent(versCacheV8(complet)));
  }
  let compile;
  try {
    compile = await compiler(racine);
  } catch {
    return parTsNode(racine);
  }
  return enregistrerEtCharger(compile, cache);
}

function lireManifeste(cache) {
  try {
    const manifeste = JSON.parse(fs.readFileSync(path.join(cache, "manifeste.json"), "utf8"));
    return manifeste.version === VERSION ? manifeste : undefined;
  } catch {
    return undefined;
  }
}

function estAJour(manifeste, racine) {
  if (manifeste.racine !== racine) return false;
  const debut = BigInt(manifeste.debut);
  for (const [chemin, date] of manifeste.dossiers) {
    const infos = fs.statSync(path.join(racine, chemin), { bigint: true, throwIfNoEntry: false });
    if (!infos || String(infos.mtimeNs) !== date) return false;
  }
  for (const [chemin, date, taille, empreinte] of manifeste.fichiers) {
    const complet = path.join(racine, chemin);
    const infos = fs.statSync(complet, { bigint: true, throwIfNoEntry: false });
    if (!infos || String(infos.mtimeNs) !== date || Number(infos.size) !== taille) return false;
    if (infos.mtimeNs + MARGE_NS >= debut && empreinteDe(fs.readFileSync(complet)) !== empreinte) {
      return false;
    }
  }
  return true;
}

function empreinteDe(octets) {
  return require("crypto").createHash("sha256").update(octets).digest("hex");
}

/**
 * Compile la commande en mémoire. Chaque fichier est lu par le greffon
 * ci-dessous, qui note sa date, sa taille et l'empreinte du texte même qu'il
 * donne à esbuild : le manifeste décrit exactement ce qui a été compilé.
 */
async function compiler(racine) {
  const esbuild = require("esbuild");
  // Un fichier modifié après cet instant a une date d'au moins `debut` − MARGE_NS
  // (l'horloge des fichiers retarde au plus de quelques millisecondes).
  const debut = BigInt(Date.now()) * 1_000_000n;
  const fichiers = [];
  const lus = {
    name: "fichiers-lus",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        const infos = fs.statSync(args.path, { bigint: true });
        const octets = fs.readFileSync(args.path);
        const chemin = path.relative(racine, args.path);
        fichiers.push([chemin, String(infos.mtimeNs), Number(infos.size), empreinteDe(octets)]);
        let texte = octets.toString("utf8");
        // Dans un seul fichier compilé, __dirname serait le dossier du cache : on rend à
        // chaque fichier le sien (minisat-borne.ts y trouve son fil d'exécution). Sur la
        // première ligne, pour garder les numéros de ligne.
        if (/\b__(dirname|filename)\b/.test(texte)) {
          const dossier = JSON.stringify(path.dirname(args.path));
          const nom = JSON.stringify(args.path);
          texte = `const __dirname = ${dossier}, __filename = ${nom}; ${texte}`;
        }
        return {
          contents: texte,
          loader: path.extname(args.path).slice(-2) === "ts" ? "ts" : "js",
        };
      });
    },
  };
  const resultat = await esbuild.build({
    stdin: { contents: ENTREE, resolveDir: racine, loader: "ts", sourcefile: "entree-commande.ts" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    write: false,
    // Ce que le paquet contient et requiert : test/etages.test.ts le relit.
    metafile: true,
    logLevel: "silent",
    plugins: [lus],
  });
  const texte = resultat.outputFiles[0].text;
  const dossiers = [...new Set(fichiers.map(([chemin]) => path.dirname(chemin)))].map((d) => [
    d,
    String(fs.statSync(path.join(racine, d), { bigint: true }).mtimeNs),
  ]);
  // Ce qui règle la traduction sans être compilé : les options de TypeScript et la
  // version d'esbuild (pas leurs dossiers : la racine change quand le cache s'y crée).
  for (const reglage of [
    path.join(racine, "tsconfig.json"),
    require.resolve("esbuild/package.json"),
  ]) {
    const infos = fs.statSync(reglage, { bigint: true, throwIfNoEntry: false });
    if (!infos) continue;
    const empreinte = empreinteDe(fs.readFileSync(reglage));
    fichiers.push([
      path.relative(racine, reglage),
      String(infos.mtimeNs),
      Number(infos.size),
      empreinte,
    ]);
  }
  return {
    texte,
    manifeste: { version: VERSION, racine, debut: String(debut), fichiers, dossiers },
    metafile: resultat.metafile,
  };
}

/**
 * Range le fichier compilé dans le cache, sous un nom tiré de son contenu, puis
 * le manifeste qui le nomme : chacun est écrit à part puis renommé, si bien que
 * deux commandes lancées ensemble ne voient jamais un fichier à moitié écrit.
 * Un cache impossible à écrire (projet en lecture seule) : on charge de mémoire.
 */
function enregistrerEtCharger({ texte, manifeste }, cache) {
  const fichier = `sudoku-${empreinteDe(texte).slice(0, 16)}.cjs`;
  const complet = path.join(cache, fichier);
  try {
    fs.mkdirSync(cache, { recursive: true });
    ecrireEnUneFois(complet, texte);
    ecrireEnUneFois(path.join(cache, "manifeste.json"), JSON.stringify({ ...manifeste, fichier }));
    effacerLesAnciens(cache, fichier);
  } catch {
    // Rien n'est gardé : `garderCodeCompile` ne trouvera pas le fichier.
  }
  return executer(complet, texte, undefined);
}

/**
 * Exécute le fichier compilé comme `require`, mais avec le code machine de V8
 * gardé à côté (`.v8`) : V8 n'a plus à analyser ni à compiler les 200 Ko du
 * fichier, ce qui fait gagner un quart du démarrage. Ce cache est écrit à la fin
 * du premier lancement (`garderCodeCompile`), pour contenir aussi les fonctions
 * compilées en route ; V8 refuse de lui-même un cache d'une autre version.
 * `donnees` : ce code de V8, s'il est déjà gardé.
 */
function executer(complet, texte, donnees) {
  const cacheV8 = versCacheV8(complet);
  const script = new vm.Script(Module.wrap(texte), { filename: complet, cachedData: donnees });
  const module = new Module(complet, null);
  module.filename = complet;
  module.paths = Module._nodeModulePaths(path.dirname(complet));
  const exigences = Module.createRequire(complet);
  const fonction = script.runInThisContext();
  fonction.call(module.exports, module.exports, exigences, module, complet, path.dirname(complet));
  const aGarder = donnees === undefined || script.cachedDataRejected;
  return {
    ...module.exports,
    garderCodeCompile() {
      if (!aGarder || !fs.existsSync(complet)) return;
      try {
        ecrireEnUneFois(cacheV8, script.createCachedData());
      } catch {
        // Sans ce cache, la commande démarre un peu moins vite, c'est tout.
      }
    },
  };
}

function versCacheV8(complet) {
  return complet.replace(/\.cjs$/, ".v8");
}

function lireSiPresent(chemin) {
  try {
    return fs.readFileSync(chemin);
  } catch {
    return undefined;
  }
}

function ecrireEnUneFois(chemin, texte) {
  const provisoire = `${chemin}.${process.pid}.provisoire`;
  fs.writeFileSync(provisoire, texte);
  fs.renameSync(provisoire, chemin);
}

/** Les fichiers compilés d'avant ; une commande qui tourne encore les a déjà chargés. */
function effacerLesAnciens(cache, garde) {
  for (const nom of fs.readdirSync(cache)) {
    const memeCompilation = nom === garde || nom === garde.replace(/\.cjs$/, ".v8");
    if (nom.startsWith("sudoku-") && !memeCompilation) {
      fs.rmSync(path.join(cache, nom), { force: true });
    }
  }
}

/** Comme avant : ts-node compile src/cli au vol (options de la section « ts-node » de tsconfig.json). */
function parTsNode(racine) {
  // ts-node garde le code compilé de TypeScript (v8-compile-cache) : dans le
  // projet, plutôt que dans le dossier temporaire de la machine.
  process.env.V8_COMPILE_CACHE_CACHE_DIR ??= path.join(racine, ".cache", "v8-compile-cache");
  require("ts-node").register({ project: path.join(racine, "tsconfig.json") });
  return {
    principal: require(path.join(racine, "src/cli/principal.ts")).principal,
    terminalDuProcessus: require(path.join(racine, "src/cli/terminal.ts")).terminalDuProcessus,
    garderCodeCompile() {},
  };
}

module.exports = { chargerCommande, compiler };
