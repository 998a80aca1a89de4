/**
 * La version élève d'un carnet pour nbgrader : le carnet professeur (JSON)
 * arrive sur l'entrée standard, sa version élève repart sur la sortie
 * standard. C'est `versionEleve` (outils/carnets/carnets.ts), la même que pour
 * notebooks/eleve/, mais qui garde les métadonnées nbgrader et les tests
 * cachés : nbgrader les enregistre puis les retire lui-même.
 *
 * Le préprocesseur jupyter/nbgrader/version_eleve.py lance ce script ; une
 * erreur de marquage est écrite en français sur la sortie d'erreur, code 1.
 */
import { readFileSync } from "node:fs";
import { ErreurMarquage, texteDuCarnet, versionEleve, type Carnet } from "../carnets/carnets";

try {
  const carnet = JSON.parse(readFileSync(0, "utf8")) as Carnet;
  process.stdout.write(texteDuCarnet(versionEleve(carnet, { pourNbgrader: true })));
} catch (erreur) {
  const raison = erreur instanceof ErreurMarquage ? erreur.message : String(erreur);
  process.stderr.write(`version élève impossible : ${raison}\n`);
  process.exitCode = 1;
}
