// Chargé avant la commande (node --require) par sources-sans-fin.test.ts : à la
// sortie du processus, écrit sa mémoire résidente maximale (en Kio) dans le
// fichier nommé par SUDOKU_TEST_RSS. Le noyau la tient à jour lui-même : aucune
// pointe ne passe entre deux relevés.
const { writeFileSync } = require("node:fs");

const fichier = process.env.SUDOKU_TEST_RSS;
if (fichier) {
  process.on("exit", () => writeFileSync(fichier, String(process.resourceUsage().maxRSS)));
}
