// Le traducteur de ts-node pour tout le projet : celui de swc (ts-node/transpilers/swc),
// avec le cache de son module natif rangé dans le projet.
//
// Au premier chargement, @swc/core 1.16 décompresse son module natif (30 Mo) dans un
// cache de l'utilisateur (~/.cache/swc-native-0) ; SWC_NATIVE_BINDING_CACHE le met dans
// .cache/swc/ : rien n'est écrit sous le dossier personnel. swc exige un dossier privé
// (droits 0700). Ce fichier est en JavaScript : ts-node le charge avant de savoir
// traduire quoi que ce soit.
"use strict";
const fs = require("fs");
const path = require("path");

if (!process.env.SWC_NATIVE_BINDING_CACHE) {
  const cache = path.join(__dirname, "..", "..", ".cache", "swc");
  try {
    fs.mkdirSync(cache, { recursive: true, mode: 0o700 });
    fs.chmodSync(cache, 0o700);
    process.env.SWC_NATIVE_BINDING_CACHE = cache;
  } catch {
    // Projet en lecture seule : swc prend alors son cache habituel.
  }
}

module.exports = require("ts-node/transpilers/swc");
