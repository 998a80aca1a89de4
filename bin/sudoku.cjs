#!/usr/bin/env node
// La commande `sudoku` : le code est en TypeScript (src/cli). Au premier
// lancement, et après chaque modification de src/, esbuild le compile en un
// seul fichier JavaScript gardé dans .cache/commande/ ; les lancements suivants
// le chargent directement (bin/commande-compilee.cjs). Rien n'est à
// construire avant de l'utiliser.
"use strict";
const { chargerCommande } = require("./commande-compilee.cjs");

// Entrées et sorties lues et écrites en flux ; une sortie coupée en route
// (`sudoku resoudre … | head -1`) arrête le calcul sans bruit (src/cli/sortie.ts).
chargerCommande().then(async ({ principal, terminalDuProcessus, garderCodeCompile }) => {
  const code = await principal(process.argv.slice(2), terminalDuProcessus(), (ligne) =>
    process.stderr.write(ligne + "\n"),
  );
  process.exitCode = code;
  garderCodeCompile();
});
