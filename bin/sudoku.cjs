#!/usr/bin/env node
// La commande `sudoku` : le code est en TypeScript (src/cli), que ts-node
// compile au vol ; rien n'est à construire avant de l'utiliser. Les options de
// ts-node sont celles de la section « ts-node » de tsconfig.json (swc, sans
// vérification des types), quel que soit le dossier d'où la commande est lancée.
"use strict";
const path = require("path");

// ts-node garde le code compilé de TypeScript (v8-compile-cache) : dans le
// projet, plutôt que dans le dossier temporaire de la machine.
process.env.V8_COMPILE_CACHE_CACHE_DIR ??= path.join(__dirname, "..", ".cache", "v8-compile-cache");
require("ts-node").register({ project: path.join(__dirname, "..", "tsconfig.json") });
const { principal } = require("../src/cli/principal.ts");
const { terminalDuProcessus } = require("../src/cli/terminal.ts");

// Entrées et sorties lues et écrites en flux ; une sortie coupée en route
// (`sudoku resoudre … | head -1`) arrête le calcul sans bruit (src/cli/sortie.ts).
principal(process.argv.slice(2), terminalDuProcessus(), (ligne) =>
  process.stderr.write(ligne + "\n"),
).then((code) => {
  process.exitCode = code;
});
