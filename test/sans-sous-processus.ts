/**
 * Mise en place des fichiers du palier « unitaires » (test/paliers.mts) :
 * tout lancement de sous-processus y échoue, en disant pourquoi. Un fichier
 * qui lance Jupyter, Chromium, nbgrader ou un simple `node` est mal classé :
 * il se voit ici au lieu d'alourdir en silence le palier rapide.
 */
import { createRequire, syncBuiltinESMExports } from "node:module";
import { afterAll, expect } from "vitest";

const LANCEURS = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"];

const processusFils = createRequire(__filename)("node:child_process") as Record<string, unknown>;
const originaux = Object.fromEntries(LANCEURS.map((nom) => [nom, processusFils[nom]]));

function refuser(nom: string) {
  return (commande: unknown) => {
    const fichier = expect.getState().testPath ?? "ce fichier";
    throw new Error(
      `${fichier} est dans le palier « unitaires » (test/paliers.mts), qui ne lance aucun ` +
        `sous-processus ; il a appelé ${nom}(« ${String(commande)} »). Classez-le dans le ` +
        `palier « processus » (ou « bout-en-bout » s'il lance Jupyter, Chromium, nbgrader ou le hub).`,
    );
  };
}

for (const nom of LANCEURS) processusFils[nom] = refuser(nom);
// Les imports nommés (`import { spawn } from "node:child_process"`) voient aussi la garde.
syncBuiltinESMExports();

// Le processus de vitest peut servir ensuite à un fichier d'un autre palier : on rend les vrais.
afterAll(() => {
  Object.assign(processusFils, originaux);
  syncBuiltinESMExports();
});
