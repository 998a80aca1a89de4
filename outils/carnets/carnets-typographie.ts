/**
 * npm run carnets:typographie : met les espaces fines insécables dans la
 * prose des cellules Markdown (voir outils/carnets/typographie.ts), dans les carnets
 * du professeur et dans les copies élèves, qui en recopient le texte.
 *
 * `npm run carnets:typographie -- 06-comparaison 00-sommaire` ne traite que
 * ces carnets ; sans argument, tous. Un carnet déjà juste n'est pas réécrit.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { decouperSource, ecrireCarnet, lireCarnet, sourceDe, type Carnet } from "./carnets";
import { RACINE } from "../commun/jupyter";
import { corrigerTypographie } from "./typographie";

const DOSSIERS = ["professeur", "eleve"].map((d) => join(RACINE, "notebooks", d));

/** Le carnet corrigé, et le nombre de cellules qui ont changé. */
function corrigerCarnet(carnet: Carnet): { carnet: Carnet; cellules: number } {
  let cellules = 0;
  const corrigees = carnet.cells.map((c) => {
    if (c.cell_type !== "markdown") return c;
    const avant = sourceDe(c);
    const apres = corrigerTypographie(avant);
    if (apres === avant) return c;
    cellules++;
    return { ...c, source: decouperSource(apres) };
  });
  return { carnet: { ...carnet, cells: corrigees }, cellules };
}

const tous = readdirSync(DOSSIERS[0])
  .filter((n) => n.endsWith(".ipynb"))
  .sort();
const demandes = process.argv.slice(2).map((n) => n.replace(/\.ipynb$/, "") + ".ipynb");
for (const nom of demandes) {
  if (!tous.includes(nom))
    throw new Error(`carnet inconnu : ${nom} (ils sont dans ${DOSSIERS[0]})`);
}

for (const nom of demandes.length > 0 ? demandes : tous) {
  for (const dossier of DOSSIERS) {
    const chemin = join(dossier, nom);
    if (!existsSync(chemin)) continue;
    const { carnet, cellules } = corrigerCarnet(lireCarnet(chemin));
    if (cellules > 0) ecrireCarnet(chemin, carnet);
    const ou = dossier === DOSSIERS[0] ? "professeur" : "élève";
    console.log(
      `${ou}/${nom} : ${cellules} cellule${cellules > 1 ? "s" : ""} corrigée${cellules > 1 ? "s" : ""}`,
    );
  }
}
