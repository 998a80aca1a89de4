/**
 * Le fil « module et fonction » sous Node (voir `FILS` dans ../contrat.ts et
 * fils.ts) : un processus Node neuf, dont le moteur V8 n'a encore rien
 * compilé. Il charge la bibliothèque par ts-node (depuis la racine du cours,
 * dossier courant du programme qui le lance), reçoit par son canal le module
 * et la fonction à appeler et leurs données, répond par ce qu'elle rend, et
 * s'en va.
 */
"use strict";
const path = require("node:path");
require("ts-node/register");

process.once("message", ({ module, fonction, donnees }) => {
  const reponse = require(path.join(__dirname, "..", "..", module))[fonction](donnees);
  process.send(reponse, () => process.disconnect());
});
