/**
 * Mise en place des fichiers du palier « unitaires » (test/paliers.mts),
 * qui tournent dans des fils d'exécution : tout lancement de sous-processus
 * et tout changement de dossier courant y échouent, en disant pourquoi. Un fichier
 * qui lance Jupyter, Chromium, nbgrader ou un simple `node` est mal classé :
 * il se voit ici au lieu d'alourdir en silence le palier rapide.
 */
import { createRequire, syncBuiltinESMExports } from "node:module";
import { afterAll, expect } from "vitest";

const LANCEURS = ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"];

const processusFils = createRequire(__filename)("node:child_process") as Record<string, unknown>;
const originaux = Object.fromEntries(LANCEURS.map((nom) => [nom, processusFils[nom]]));

function refuser(nom: string) {
  return (argument: unknown) => {
    const fichier = expect.getState().testPath ?? "ce fichier";
    throw new Error(
      `${fichier} est dans le palier « unitaires » (test/paliers.mts), qui tourne dans des ` +
        `fils d'exécution sans lancer de sous-processus ; il a appelé ${nom}(« ${String(argument)} »). ` +
        `Classez-le dans le palier « processus » (ou « bout-en-bout » s'il lance Jupyter, ` +
        `Chromium, nbgrader ou le hub).`,
    );
  };
}

for (const nom of LANCEURS) processusFils[nom] = refuser(nom);
// Un fil d'exécution n'a pas de dossier courant à lui : Node y refuse process.chdir, on dit où aller.
const chdir = process.chdir;
process.chdir = refuser("process.chdir");
// Les imports nommés (`import { spawn } from "node:child_process"`) voient aussi la garde.
syncBuiltinESMExports();

// Le processus de vitest peut servir ensuite à un fichier d'un autre palier : on rend les vrais.
afterAll(() => {
  Object.assign(processusFils, originaux);
  process.chdir = chdir;
  syncBuiltinESMExports();
});
