// Lance le noyau TypeScript du cours : le tslab du projet, depuis la racine
// du projet. tslab résout les imports locaux à partir du dossier courant ;
// ainsi tous les carnets (notebooks/, travail/) écrivent `from "./src"` et
// ouvrent les données par `data/...`, où qu'ils soient rangés.
"use strict";
const path = require("path");

const racine = path.resolve(__dirname, "..", "..", "..");
const fichierDeConnexion = process.argv[2] && path.resolve(process.argv[2]);
if (!fichierDeConnexion) {
  console.error("lanceur.js : il manque le fichier de connexion de Jupyter.");
  process.exit(2);
}
process.chdir(racine);

let tslab;
try {
  tslab = require(path.join(racine, "node_modules", "tslab", "dist", "main"));
} catch {
  console.error(
    "Le noyau du cours ne trouve pas tslab : lancez « npm install » à la racine du projet (" +
      racine +
      ").",
  );
  process.exit(1);
}
// enableFindLocal : false, car c'est déjà le tslab du projet.
tslab.startKernel({ configPath: fichierDeConnexion, enableFindLocal: false });
