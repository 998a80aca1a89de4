// Lance le noyau TypeScript du cours (src/noyau/), depuis la racine du projet.
// Le noyau est bâti sur le compilateur et l'exécuteur de tslab ; les cellules
// résolvent leurs imports à partir du dossier courant : ainsi tous les carnets
// (notebooks/, travail/) écrivent `from "./src/index"` et ouvrent les données
// par `data/...`, où qu'ils soient rangés.
//
// Le noyau est écrit en TypeScript : traduit au chargement par le TypeScript
// de tslab, avec un cache (voir plus bas). La bibliothèque (src/), elle, est
// précompilée pour les cellules (src/noyau/bibliotheque.ts).
//
// kernel.json : le bouton ■ envoie un message (interrupt_mode « message »),
// reçu par le fil de contrôle du noyau (src/noyau/controle.ts) même quand une
// cellule bloque le fil principal ; aucun signal n'atteint les processus
// enfants. Node est lancé avec --no-force-async-hooks-checks : quand le fil de
// contrôle arrête de force une boucle lancée par une minuterie, Node trouve sa
// pile de contextes asynchrones incomplète et, sans cette option, abandonne
// tout le processus (variables perdues).
//
// Mémoire (npm run bench:noyau) : --max-semi-space-size=2 borne la jeune
// génération du tas de V8 (16 Mo par demi-espace sinon), et MALLOC_ARENA_MAX=2
// empêche la libc d'ouvrir une réserve de mémoire par fil (fil de contrôle,
// fils de libuv) ; à eux deux, une quarantaine de Mo de moins par noyau, pour
// un calcul d'élève qui alloue beaucoup plus lent de 5 à 10 %.
// MALLOC_MMAP_THRESHOLD_ fixe à 128 Ko le seuil au-delà duquel la libc prend
// un bloc directement au système et le lui rend dès qu'il est libéré ; sans
// lui, ce seuil monte au fil des allocations et les gros blocs libérés
// restent au processus (4 à 5 Mo de moins, sans écart de vitesse mesurable).
"use strict";
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

// La sortie d'erreur telle quelle : une fois le noyau lancé, celle de Node part
// dans les cellules du carnet (src/noyau/sorties.ts), et un échec au démarrage
// n'y serait vu de personne.
const ecrireErreur = process.stderr.write.bind(process.stderr);

const racine = path.resolve(__dirname, "..", "..", "..");
// « lanceur.js --bibliotheque » : construire le cache de la bibliothèque
// précompilée (src/noyau/bibliotheque.ts), dans un processus à part du noyau.
const construireLaBibliotheque = process.argv[2] === "--bibliotheque";
// « lanceur.js --noyau FICHIER.js CONNEXION » : le noyau déjà construit en un
// fichier (la cage de correction, qui ne voit pas src/ : voir
// outils/correction/bibliotheque-de-correction.ts), au lieu de src/noyau/*.ts.
const noyauConstruit = process.argv[2] === "--noyau" ? path.resolve(process.argv[3]) : undefined;
const argumentDeConnexion = noyauConstruit ? process.argv[4] : process.argv[2];
const fichierDeConnexion =
  !construireLaBibliotheque && argumentDeConnexion && path.resolve(argumentDeConnexion);
if (!fichierDeConnexion && !construireLaBibliotheque) {
  console.error("lanceur.js : il manque le fichier de connexion de Jupyter.");
  process.exit(2);
}
process.chdir(racine);

// Le compilateur de tslab (TypeScript 5.0, 8 Mo de JavaScript) est chargé
// depuis une copie réduite par esbuild et écrite en ASCII, faite par
// « lanceur.js --bibliotheque » dans .cache/noyau/. V8 garde toute la source
// d'un module en mémoire : quelques caractères non ASCII suffisaient à la
// stocker sur deux octets par caractère, soit 16 Mo par noyau ; la copie
// réduite en prend 3. Le module garde son nom de fichier d'origine, pour que
// TypeScript trouve ses fichiers lib.*.d.ts à côté de lui.
function compilateurReduit(original) {
  const version = require(path.join(path.dirname(original), "..", "package.json")).version;
  const taille = fs.statSync(original).size;
  return path.join(racine, ".cache", "noyau", `typescript-${version}-${taille}.min.js`);
}

function chargerLeCompilateur(original) {
  let source;
  try {
    if (!process.env.SUDOKU_NOYAU_SANS_CACHE)
      source = fs.readFileSync(compilateurReduit(original), "utf8");
  } catch {
    // Pas encore de copie réduite : le fichier d'origine fait le même travail.
  }
  if (source === undefined) return require(original);
  const Module = require("module");
  const copie = new Module(original, module);
  copie.filename = original;
  copie.paths = Module._nodeModulePaths(path.dirname(original));
  copie._compile(source, original);
  copie.loaded = true;
  require.cache[original] = copie;
  return copie.exports;
}

function construireLeCompilateurReduit(original) {
  const cible = compilateurReduit(original);
  if (fs.existsSync(cible)) return;
  const esbuild = require(require.resolve("esbuild", { paths: [racine] }));
  const { code } = esbuild.transformSync(fs.readFileSync(original, "utf8"), {
    minify: true,
    charset: "ascii",
    legalComments: "none",
  });
  fs.mkdirSync(path.dirname(cible), { recursive: true });
  for (const nom of fs.readdirSync(path.dirname(cible)))
    if (/^typescript-.*\.min\.js$/.test(nom)) fs.rmSync(path.join(path.dirname(cible), nom));
  const provisoire = `${cible}.${process.pid}`;
  fs.writeFileSync(provisoire, code);
  fs.renameSync(provisoire, cible);
}

// Les paquets d'abord, par le require ordinaire de Node : chargés une seule fois
// (TypeScript de tslab pèse 10 Mo).
const PAQUETS = ["tslab/dist/jupyter", "tslab/dist/executor", "zeromq"];
let ts, compilateur;
try {
  compilateur = require.resolve("@tslab/typescript-for-tslab", { paths: [racine] });
  ts = chargerLeCompilateur(compilateur);
  if (!construireLaBibliotheque)
    for (const paquet of PAQUETS) require(require.resolve(paquet, { paths: [racine] }));
} catch {
  console.error(
    "Le noyau du cours ne trouve pas ses paquets (tslab) : lancez « npm install » à la racine du projet (" +
      racine +
      ").",
  );
  process.exit(1);
}

// Le noyau est en TypeScript : le temps de le charger, chaque fichier .ts est
// traduit par le TypeScript de tslab, déjà chargé, avec les options de
// tsconfig.tslab.json, et sa traduction gardée dans .cache/noyau/js/ sous
// l'empreinte de son contenu (un fichier modifié est retraduit, les autres
// sont relus tels quels). Ni ts-node ni swc dans le processus du noyau : le
// module natif de swc, à lui seul, y pesait une quarantaine de Mo.
// SUDOKU_NOYAU_SANS_CACHE=1 garde l'ancien chargement (ts-node et swc), pour
// le comparer (npm run bench:noyau).
const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  esModuleInterop: true,
  newLine: ts.NewLineKind.LineFeed,
};
const CACHE_JS = path.join(racine, ".cache", "noyau", "js");
const CLE_OPTIONS = `${ts.version} ${JSON.stringify(OPTIONS)}\n`;

function traduire(source, fichier) {
  const cle = crypto.createHash("sha256").update(CLE_OPTIONS).update(source).digest("hex");
  const enCache = path.join(CACHE_JS, `${cle.slice(0, 32)}.js`);
  try {
    return fs.readFileSync(enCache, "utf8");
  } catch {
    // Pas encore traduit.
  }
  const js = ts.transpileModule(source, { fileName: fichier, compilerOptions: OPTIONS }).outputText;
  try {
    // Écrit à part puis renommé : un autre noyau qui démarre ne lit jamais une traduction à moitié écrite.
    fs.mkdirSync(CACHE_JS, { recursive: true });
    const provisoire = `${enCache}.${process.pid}`;
    fs.writeFileSync(provisoire, js);
    fs.renameSync(provisoire, enCache);
  } catch {
    // Projet en lecture seule : on retraduira au prochain démarrage.
  }
  return js;
}

/** Charge le module TypeScript `fichier` ; le require de .ts se retire ensuite. */
function chargerTypeScript(fichier) {
  if (process.env.SUDOKU_NOYAU_SANS_CACHE) return chargerParTsNode(fichier);
  require.extensions[".ts"] = (module, nom) =>
    module._compile(traduire(fs.readFileSync(nom, "utf8"), nom), nom);
  try {
    return require(fichier);
  } finally {
    delete require.extensions[".ts"];
  }
}

/** L'ancien chargement : ts-node et swc, qui se retirent ensuite. */
function chargerParTsNode(fichier) {
  const tsNode = require(require.resolve("ts-node", { paths: [racine] }));
  const dossierTsNode = path.dirname(require.resolve("ts-node/package.json", { paths: [racine] }));
  const tracesCompilees = require(
    require.resolve("@cspotcode/source-map-support", { paths: [dossierTsNode] }),
  );
  const compilateur = tsNode.register({
    project: path.join(racine, "tsconfig.tslab.json"),
    compiler: "@tslab/typescript-for-tslab",
    transpileOnly: true,
    transpiler: path.join(racine, "outils", "constructions", "swc-du-projet.js"),
  });
  const module = require(fichier);
  compilateur.enabled(false);
  // ts-node a installé la lecture de ses cartes de sources dans les piles
  // d'appels : on la retire, pour que le noyau lise les piles des cellules
  // telles que Node les écrit.
  tracesCompilees.uninstall();
  return module;
}

if (construireLaBibliotheque) {
  try {
    construireLeCompilateurReduit(compilateur);
  } catch (erreur) {
    // Sans copie réduite, le noyau charge le fichier d'origine : plus de mémoire, même résultat.
    ecrireErreur(
      `[noyau sudoku-ts] copie réduite du compilateur impossible : ${erreur && erreur.message}\n`,
    );
  }
  const { construireEnLigneDeCommande } = chargerTypeScript(
    path.join(racine, "src", "noyau", "bibliotheque.ts"),
  );
  construireEnLigneDeCommande(racine).then(
    (code) => process.exit(code),
    (erreur) => {
      ecrireErreur(`La précompilation de src/ a échoué : ${erreur && erreur.stack}\n`);
      process.exit(1);
    },
  );
} else {
  const { demarrerNoyau } = noyauConstruit
    ? require(noyauConstruit)
    : chargerTypeScript(path.join(racine, "src", "noyau", "demarrer.ts"));
  demarrerNoyau(fichierDeConnexion, racine).catch((erreur) => {
    ecrireErreur(
      `Le noyau du cours n'a pas pu démarrer : ${erreur && erreur.stack ? erreur.stack : erreur}\n`,
    );
    process.exit(1);
  });
}
