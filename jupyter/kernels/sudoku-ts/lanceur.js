// Lance le noyau TypeScript du cours (src/noyau/), depuis la racine du projet.
// Le noyau est bâti sur le compilateur et l'exécuteur de tslab ; les cellules
// résolvent leurs imports à partir du dossier courant : ainsi tous les carnets
// (notebooks/, travail/) écrivent `from "./src/index"` et ouvrent les données
// par `data/...`, où qu'ils soient rangés.
//
// Le noyau est écrit en TypeScript : ts-node le compile au chargement, avec
// swc (quelques dizaines de millisecondes). Pour lire les options, ts-node se
// sert du TypeScript de tslab, déjà chargé, plutôt que d'en charger un second.
//
// kernel.json : le bouton ■ envoie un message (interrupt_mode « message »),
// reçu par le fil de contrôle du noyau (src/noyau/controle.ts) même quand une
// cellule bloque le fil principal ; aucun signal n'atteint les processus
// enfants. Node est lancé avec --no-force-async-hooks-checks : quand le fil de
// contrôle arrête de force une boucle lancée par une minuterie, Node trouve sa
// pile de contextes asynchrones incomplète et, sans cette option, abandonne
// tout le processus (variables perdues).
"use strict";
const path = require("path");

// La sortie d'erreur telle quelle : une fois le noyau lancé, celle de Node part
// dans les cellules du carnet (src/noyau/sorties.ts), et un échec au démarrage
// n'y serait vu de personne.
const ecrireErreur = process.stderr.write.bind(process.stderr);

const racine = path.resolve(__dirname, "..", "..", "..");
// « lanceur.js --bibliotheque » : construire le cache de la bibliothèque
// précompilée (src/noyau/bibliotheque.ts), dans un processus à part du noyau.
const construireLaBibliotheque = process.argv[2] === "--bibliotheque";
const fichierDeConnexion =
  !construireLaBibliotheque && process.argv[2] && path.resolve(process.argv[2]);
if (!fichierDeConnexion && !construireLaBibliotheque) {
  console.error("lanceur.js : il manque le fichier de connexion de Jupyter.");
  process.exit(2);
}
process.chdir(racine);

// Les paquets d'abord, par le require ordinaire de Node : chargés une seule fois
// (TypeScript de tslab pèse 10 Mo), et jamais repassés par ts-node.
const PAQUETS = [
  "@tslab/typescript-for-tslab",
  "tslab/dist/jupyter",
  "tslab/dist/executor",
  "zeromq",
];
let tsNode;
let tracesCompilees;
try {
  if (!construireLaBibliotheque)
    for (const paquet of PAQUETS) require(require.resolve(paquet, { paths: [racine] }));
  tsNode = require(require.resolve("ts-node", { paths: [racine] }));
  // Le paquet dont ts-node se sert pour les piles d'appels (voir plus bas).
  const dossierTsNode = path.dirname(require.resolve("ts-node/package.json", { paths: [racine] }));
  tracesCompilees = require(
    require.resolve("@cspotcode/source-map-support", { paths: [dossierTsNode] }),
  );
} catch {
  console.error(
    "Le noyau du cours ne trouve pas ses paquets (tslab, ts-node) : lancez « npm install » à la racine du projet (" +
      racine +
      ").",
  );
  process.exit(1);
}
// ts-node compile le noyau le temps de le charger, puis se retire : le code des
// cellules, lui, est compilé par tslab. Les options sont celles que tslab
// impose à son TypeScript (tsconfig.tslab.json).
const compilateur = tsNode.register({
  project: path.join(racine, "tsconfig.tslab.json"),
  compiler: "@tslab/typescript-for-tslab",
  // swc, avec le cache de son module natif dans le projet (voir ce fichier).
  transpileOnly: true,
  transpiler: path.join(racine, "outils", "swc-du-projet.js"),
});
if (construireLaBibliotheque) {
  const { construireEnLigneDeCommande } = require(
    path.join(racine, "src", "noyau", "bibliotheque.ts"),
  );
  construireEnLigneDeCommande(racine).then(
    (code) => process.exit(code),
    (erreur) => {
      ecrireErreur(`La précompilation de src/ a échoué : ${erreur && erreur.stack}\n`);
      process.exit(1);
    },
  );
  return;
}
const { demarrerNoyau } = require(path.join(racine, "src", "noyau", "demarrer.ts"));
compilateur.enabled(false);
// ts-node a aussi installé la lecture de ses cartes de sources dans les piles
// d'appels (Error.prepareStackTrace) : on la retire, pour que le noyau lise les
// piles des cellules telles que Node les écrit.
tracesCompilees.uninstall();
demarrerNoyau(fichierDeConnexion, racine).catch((erreur) => {
  ecrireErreur(
    `Le noyau du cours n'a pas pu démarrer : ${erreur && erreur.stack ? erreur.stack : erreur}\n`,
  );
  process.exit(1);
});
