/**
 * npm run carnets:eleves : réécrit notebooks/eleve/ à partir des carnets
 * professeur de notebooks/professeur/ (voir outils/carnets/carnets.ts), et retire
 * des carnets professeur les sorties qu'un enregistrement depuis Jupyter y
 * aurait laissées : le dépôt garde des carnets propres, que les tests exécutent.
 * Les ✅ ❌ ⏳ des cellules de texte y deviennent des images (marquesDessinees).
 * Les imports de la bibliothèque des copies élèves sont réduits à ce qu'elles
 * emploient (outils/carnets/imports-eleves.ts). Les métadonnées nbgrader des carnets
 * professeur (outils/carnets/carnets-nbgrader.ts) sont refaites à chaque passage ; les
 * copies élèves n'en ont pas (nbgrader fait les siennes, voir jupyter/nbgrader/).
 *
 * Les deux versions portent le `language_info` qu'annonce le noyau du cours
 * (src/noyau/langage.ts) : sans lui, Jupyter le complète à l'ouverture et
 * croit le carnet modifié avant que l'élève ait rien touché.
 *
 * `npm run carnets:eleves -- 06-comparaison 00-sommaire` ne traite que ces
 * carnets. Un fichier dont le texte ne change pas n'est pas réécrit.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";
import {
  lireCarnet,
  marquesDessinees,
  sansSorties,
  texteDuCarnet,
  versionEleve,
  type Carnet,
} from "./carnets";
import { avecMetadonneesNbgrader } from "./carnets-nbgrader";
import { langage } from "../../src/noyau/langage";
import { version as versionTypeScript } from "@tslab/typescript-for-tslab";

const PROFESSEUR = join(RACINE, "notebooks", "professeur");
const ELEVE = join(RACINE, "notebooks", "eleve");

/** Écrit le carnet s'il a changé ; dit s'il l'a fait. */
function ecrireSiChange(chemin: string, carnet: Carnet): boolean {
  const texte = texteDuCarnet(carnet);
  if (existsSync(chemin) && readFileSync(chemin, "utf8") === texte) return false;
  writeFileSync(chemin, texte);
  return true;
}

const demandes = process.argv.slice(2).map((n) => n.replace(/\.ipynb$/, "") + ".ipynb");
const tous = readdirSync(PROFESSEUR)
  .filter((n) => n.endsWith(".ipynb"))
  .sort();
for (const nom of demandes) {
  if (!tous.includes(nom)) throw new Error(`carnet inconnu : ${nom} (ils sont dans ${PROFESSEUR})`);
}

for (const nom of demandes.length > 0 ? demandes : tous) {
  const lu = lireCarnet(join(PROFESSEUR, nom));
  const metadata = { ...lu.metadata, language_info: langage(versionTypeScript) };
  const source = avecMetadonneesNbgrader(marquesDessinees(sansSorties({ ...lu, metadata })));
  const professeur = ecrireSiChange(join(PROFESSEUR, nom), source);
  const eleve = ecrireSiChange(join(ELEVE, nom), versionEleve(source));
  const faits = [professeur && "professeur", eleve && "élève"].filter(Boolean);
  console.log(`${nom} : ${faits.length > 0 ? `${faits.join(" et ")} réécrit` : "déjà à jour"}`);
}
