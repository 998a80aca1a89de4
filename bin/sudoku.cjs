#!/usr/bin/env node
// La commande `sudoku` : le code est en TypeScript (src/cli), que ts-node
// compile au vol ; rien n'est à construire avant de l'utiliser. Les options de
// ts-node sont celles de la section « ts-node » de tsconfig.json (swc, sans
// vérification des types), quel que soit le dossier d'où la commande est lancée.
"use strict";
const path = require("path");

require("ts-node").register({ project: path.join(__dirname, "..", "tsconfig.json") });
const { principal } = require("../src/cli/principal.ts");

const terminal = {
  ecrire: (ligne) => process.stdout.write(ligne + "\n"),
  signaler: (ligne) => process.stderr.write(ligne + "\n"),
  lireStdin: async () => {
    const morceaux = [];
    for await (const morceau of process.stdin) morceaux.push(morceau);
    return Buffer.concat(morceaux).toString("utf8");
  },
};

// Sortie coupée en route (`sudoku algos | head -1`) : on s'arrête sans bruit.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});

principal(process.argv.slice(2), terminal, (ligne) => process.stderr.write(ligne + "\n")).then(
  (code) => {
    process.exitCode = code;
  },
);
