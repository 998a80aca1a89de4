/**
 * L'extension JupyterLite du cours, assemblée par `@jupyter/builder`, l'outil
 * de JupyterLab pour les extensions « fédérées » : un point d'entrée
 * (`remoteEntry…js`) que JupyterLite charge au démarrage, et qui partage avec
 * la page les paquets de JupyterLab (`@jupyterlite/services`…) au lieu d'en
 * embarquer une copie. Le builder lit, dans l'application JupyterLite (dans
 * le paquet Python `jupyterlite-core`), les versions des paquets partagés.
 *
 * Le dossier de l'extension est sous `.cache/site/`, dans le projet : le
 * builder y trouve les paquets de `node_modules/`.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RACINE } from "../commun/jupyter";
import { fichierDeLApplication } from "./application";
import { ecrireSchemaRendre } from "./rendre-devoir";

/** Le nom de l'extension : son dossier dans le site, `extensions/sudoku-ts/`. */
export const NOM_EXTENSION = "sudoku-ts";

/** Les paquets que l'extension prend à la page, au lieu de les embarquer. */
const PARTAGES = ["@jupyterlab/coreutils", "@jupyterlab/services", "@jupyterlite/services"];

function versionInstallee(paquet: string): string {
  return (
    JSON.parse(readFileSync(require.resolve(`${paquet}/package.json`), "utf8")) as {
      version: string;
    }
  ).version;
}

/**
 * Construit l'extension dans `dossier` depuis le JavaScript `index.js` (voir
 * `paquets.ts`) ; rend le dossier de l'extension fédérée (`labextension/`),
 * où l'on ajoutera les fichiers du noyau, dans `static/`.
 */
export function construireExtension(dossier: string, version: string, indexJs: Uint8Array): string {
  rmSync(dossier, { recursive: true, force: true });
  mkdirSync(join(dossier, "lib"), { recursive: true });
  writeFileSync(join(dossier, "lib", "index.js"), indexJs);
  const paquet = {
    name: NOM_EXTENSION,
    version,
    description: "Le noyau TypeScript du cours Sudoku, dans le navigateur.",
    license: "MIT",
    main: "lib/index.js",
    dependencies: Object.fromEntries(PARTAGES.map((p) => [p, `^${versionInstallee(p)}`])),
    jupyterlab: {
      extension: true,
      outputDir: "labextension",
      schemaDir: "schema",
      sharedPackages: Object.fromEntries(
        PARTAGES.map((p) => [p, { bundled: false, singleton: true }]),
      ),
    },
  };
  writeFileSync(join(dossier, "package.json"), JSON.stringify(paquet, null, 2));
  ecrireSchemaRendre(join(dossier, "schema"));
  // Le `package.json` de l'application JupyterLab de JupyterLite : les versions des paquets partagés.
  const coeur = join(dossier, "application.json");
  writeFileSync(coeur, fichierDeLApplication("lab/package.json"));
  const constructeur = join(
    RACINE,
    "node_modules",
    "@jupyter",
    "builder",
    "lib",
    "build-labextension.js",
  );
  const r = spawnSync(process.execPath, [constructeur, "--core-package-file", coeur, dossier], {
    cwd: RACINE,
    encoding: "utf8",
  });
  if (r.status !== 0) {
    throw new Error(`@jupyter/builder a échoué :\n${(r.stderr || r.stdout).slice(-3000)}`);
  }
  return join(dossier, "labextension");
}
