/**
 * Le juge de la correction en ligne de commande, pour le préprocesseur
 * nbgrader du cours (jupyter/nbgrader/juge.py) : lit sur l'entrée standard
 * les cellules notées d'une copie (JSON : nom, source, pièces), écrit sur la
 * sortie standard, pour chacune, le rapport à montrer et l'échec éventuel.
 * Il tourne hors de la cage, avec la bibliothèque du cours (src/verification/juge.ts).
 */
import { readFileSync } from "node:fs";
import { juger, type Dossier } from "../../src/verification/index";
import { AFFICHAGE_JUPYTER } from "../../src/socle/protocole";
import { VERDICT_JUPYTER } from "../../src/socle/verdict";

const dossiers = JSON.parse(readFileSync(0, "utf8")) as Dossier[];
const jugements = dossiers.map((dossier) => {
  const bilan = juger(dossier);
  return { affichage: bilan[AFFICHAGE_JUPYTER](), echec: bilan[VERDICT_JUPYTER]() ?? null };
});
process.stdout.write(JSON.stringify(jugements));
