/**
 * La mesure « a-froid » (voir fils.ts) : un processus Node neuf, dont le
 * moteur V8 n'a encore rien compilé. Il charge la bibliothèque par ts-node
 * (depuis la racine du cours, dossier courant du programme qui le lance),
 * reçoit ses données par son canal, fait la mesure de `src/rapide/a-froid.ts`,
 * répond, et s'en va.
 */
"use strict";
require("ts-node/register");
const { mesurerDansCeFil } = require("../../rapide/a-froid");

process.once("message", (donnees) => {
  process.send(mesurerDansCeFil(donnees), () => process.disconnect());
});
