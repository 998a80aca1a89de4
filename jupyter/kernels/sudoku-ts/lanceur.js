// Lance le noyau TypeScript du cours (src/noyau/), depuis la racine du projet.
// Le noyau est bâti sur le compilateur et l'exécuteur de tslab ; les cellules
// résolvent leurs imports à partir du dossier courant : ainsi tous les carnets
// (notebooks/, travail/) écrivent `from "./src/index"` et ouvrent les données
// par `data/...`, où qu'ils soient rangés.
//
// Le noyau est écrit en TypeScript : tsx (esbuild) le compile au chargement,
// en quelques dizaines de millisecondes (et garde le résultat en cache).
"use strict";
const path = require("path");

const racine = path.resolve(__dirname, "..", "..", "..");
const fichierDeConnexion = process.argv[2] && path.resolve(process.argv[2]);
if (!fichierDeConnexion) {
  console.error("lanceur.js : il manque le fichier de connexion de Jupyter.");
  process.exit(2);
}
process.chdir(racine);

// Les paquets d'abord, par le require ordinaire de Node : chargés une seule fois
// (TypeScript de tslab pèse 10 Mo), et jamais repassés par tsx.
const PAQUETS = [
  "@tslab/typescript-for-tslab",
  "tslab/dist/jupyter",
  "tslab/dist/executor",
  "zeromq",
];
let tsx;
try {
  for (const paquet of PAQUETS) require(require.resolve(paquet, { paths: [racine] }));
  tsx = require(path.join(racine, "node_modules", "tsx", "dist", "cjs", "api", "index.cjs"));
} catch {
  console.error(
    "Le noyau du cours ne trouve pas ses paquets (tslab, tsx) : lancez « npm install » à la racine du projet (" +
      racine +
      ").",
  );
  process.exit(1);
}
// tsx compile le noyau le temps de le charger, puis se retire : le code des
// cellules, lui, est compilé par tslab.
const retirerTsx = tsx.register();
const { demarrerNoyau } = require(path.join(racine, "src", "noyau", "demarrer.ts"));
retirerTsx();
demarrerNoyau(fichierDeConnexion, racine).catch((erreur) => {
  console.error("Le noyau du cours n'a pas pu démarrer :", erreur);
  process.exit(1);
});
