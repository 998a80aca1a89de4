/**
 * npm run carnets:eleves : réécrit notebooks/eleve/ à partir des carnets
 * professeur de notebooks/professeur/ (voir outils/carnets.ts), et retire
 * des carnets professeur les sorties qu'un enregistrement depuis Jupyter y
 * aurait laissées : le dépôt garde des carnets propres, que les tests exécutent.
 * Les ✅ ❌ ⏳ des cellules de texte y deviennent des images (marquesDessinees).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "./jupyter";
import { ecrireCarnet, lireCarnet, marquesDessinees, sansSorties, versionEleve } from "./carnets";

const PROFESSEUR = join(RACINE, "notebooks", "professeur");
const ELEVE = join(RACINE, "notebooks", "eleve");

for (const nom of readdirSync(PROFESSEUR)
  .filter((n) => n.endsWith(".ipynb"))
  .sort()) {
  const source = marquesDessinees(sansSorties(lireCarnet(join(PROFESSEUR, nom))));
  ecrireCarnet(join(PROFESSEUR, nom), source);
  ecrireCarnet(join(ELEVE, nom), versionEleve(source));
  console.log(`notebooks/eleve/${nom} réécrit`);
}
