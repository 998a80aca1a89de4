/**
 * npm run jupyter:verrou : refait le verrou jupyter/requirements.txt à partir
 * de jupyter/requirements.in, après un changement de version.
 *
 * Le verrou est au format « requirements » de pip, avec les empreintes de
 * chaque fichier : le pip que Python apporte suffit pour l'installer, sur
 * n'importe quel système. Pour le produire, on se sert de uv (à une version
 * fixée, installée dans .cache/), qui sait résoudre pour toutes les
 * plateformes et toutes les versions de Python admises d'un coup : le même
 * verrou sert sous Linux, macOS et Windows, de Python 3.11 à la dernière.
 *
 * Deux paquets sont laissés hors du verrou (pip installe sans dépendances,
 * `--no-deps`) : rfc3987-syntax et lark, qu'il est seul à demander.
 * jsonschema s'en sert, s'il le trouve, pour vérifier le format « iri »,
 * qu'aucun schéma de Jupyter n'emploie ; mais il le charge au démarrage, et
 * rfc3987-syntax construit alors des dizaines d'analyseurs : 1,7 s de plus à
 * chaque démarrage d'un programme de Jupyter (serveur, nbconvert, nbgrader…).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";

const UV = "uv==0.13.9";
const OUTILS = join(RACINE, ".cache", "uv");
const binaire = (nom: string) =>
  join(OUTILS, process.platform === "win32" ? "Scripts" : "bin", nom);

function executer(commande: string, args: string[]): void {
  const r = spawnSync(commande, args, { cwd: RACINE, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`jupyter:verrou : « ${commande} ${args.join(" ")} » a échoué.`);
    process.exit(1);
  }
}

if (!existsSync(binaire("uv"))) {
  executer(process.platform === "win32" ? "python" : "python3", ["-m", "venv", OUTILS]);
  executer(binaire("python"), ["-m", "pip", "install", "--quiet", UV]);
}
executer(binaire("uv"), [
  "pip",
  "compile",
  "jupyter/requirements.in",
  "--universal",
  "--python-version",
  "3.11",
  "--generate-hashes",
  "--quiet",
  "--no-emit-package",
  "rfc3987-syntax",
  "--no-emit-package",
  "lark",
  "-o",
  "jupyter/requirements.txt",
]);
console.log("jupyter/requirements.txt refait ; le prochain « npm start » réinstallera .venv/.");
