/**
 * Ce qui se vérifie sans lancer de hub : les options du serveur d'un élève,
 * le dossier qui bloque les comptes des élèves, et l'image de
 * jupyter/classe/Dockerfile (qu'on ne peut pas construire ici) : ses étapes
 * doivent être celles de .ci/run, de `npm start` et de `npm run classe`.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { argumentsDuServeurEleve } from "../../outils/classe/hub";
import { EMPAQUETAGE, dossierQuiBloque } from "../../outils/classe/installation";
import { dossierTemporaire } from "../aide-dossiers";
import { RACINE } from "../aide-processus";

const lire = (chemin: string) => readFileSync(join(RACINE, chemin), "utf8");
const DOCKERFILE = lire("jupyter/classe/Dockerfile");
/** Les instructions du Dockerfile, lignes continuées (« \ ») rejointes, commentaires ôtés. */
const INSTRUCTIONS = DOCKERFILE.replace(/\\\n/g, " ")
  .split("\n")
  .filter((l) => l.trim() && !l.trim().startsWith("#"));
const RUN = INSTRUCTIONS.filter((l) => l.startsWith("RUN ")).join("\n");

describe("une classe avec JupyterHub : configuration", () => {
  it("le serveur de l'élève a les options de npm start, avec les chemins du cours installé", () => {
    const args = argumentsDuServeurEleve("/srv/cours-installe");
    expect(args).toContain("--KernelSpecManager.allowed_kernelspecs=sudoku-ts");
    expect(args).toContain(
      "--LabServerApp.app_settings_dir=/srv/cours-installe/jupyter/lab/settings",
    );
    expect(args.join(" ")).not.toContain(RACINE);
    expect(args.some((a) => /^--(ip|allow-root|ServerApp\.root_dir)/.test(a))).toBe(false);
  });

  it("le dossier qui empêche les élèves de descendre jusqu'au cours est nommé", () => {
    const ferme = join(dossierTemporaire("classe"), "ferme");
    mkdirSync(join(ferme, "cours"), { recursive: true });
    chmodSync(ferme, 0o700);
    const bloque = dossierQuiBloque(join(ferme, "cours"));
    expect(bloque).toBeDefined();
    expect(join(ferme, "cours").startsWith(bloque!)).toBe(true);
    expect(dossierQuiBloque("/usr/bin")).toBeUndefined();
  });
});

describe("l'image de l'élève (jupyter/classe/Dockerfile) suit les étapes du projet", () => {
  it("Jupyter depuis le même verrou, empreintes exigées, comme .venv/ et npm run classe", () => {
    const pip = readFileSync(join(RACINE, "outils", "commun", "environnement-python.ts"), "utf8");
    for (const option of ["--require-hashes", "--no-deps", "--disable-pip-version-check"]) {
      expect(pip).toContain(`"${option}"`);
      expect(RUN).toMatch(new RegExp(`pip install [^\\n]*${option}`));
    }
    expect(RUN).toContain("-r jupyter/requirements.txt");
  });

  it("les paquets npm par npm ci, avec les options de .ci/run", () => {
    const ci = lire(".ci/run");
    const npmCi = /npm ci[^\n]*/.exec(ci)![0];
    expect(RUN).toContain(npmCi);
    expect(DOCKERFILE).toContain("COPY package.json package-lock.json .npmrc ./");
  });

  it("Node de la version demandée par package.json", () => {
    const engines = (JSON.parse(lire("package.json")) as { engines: { node: string } }).engines
      .node;
    const majeure = />=(\d+)/.exec(engines)![1];
    expect(DOCKERFILE).toMatch(new RegExp(`^FROM node:${majeure}-`, "m"));
  });

  it("le noyau installé comme dans npm run classe : même noyau, bibliothèque précompilée, préchauffage", () => {
    expect(DOCKERFILE).toContain("JUPYTER_PATH=/srv/sudoku-cours/jupyter");
    expect(RUN).toContain("node jupyter/kernels/sudoku-ts/lanceur.js --bibliotheque");
    expect(RUN).toContain("python jupyter/classe/prechauffer.py");
    const options = `--bundle --platform=${EMPAQUETAGE.platform} --target=${EMPAQUETAGE.target} --log-level=${EMPAQUETAGE.logLevel}`;
    expect(RUN).toContain(`npx esbuild outils/classe/premiere-connexion.ts ${options}`);
  });

  it("chaque fichier copié dans l'image existe dans le dépôt", () => {
    const copies = INSTRUCTIONS.filter((l) => l.startsWith("COPY "));
    expect(copies.length).toBeGreaterThan(0);
    for (const copie of copies) {
      const sources = copie.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(join(RACINE, source)), source).toBe(true);
    }
  });

  it("le serveur de l'élève y démarre avec les mêmes options que sous npm run classe", () => {
    const script = lire("jupyter/classe/demarrer-eleve.sh");
    const options = [...script.matchAll(/^\s+'?(--[^\s']+)'?\s*\\$/gm)].map((m) => m[1]);
    for (const option of argumentsDuServeurEleve("/srv/sudoku-cours"))
      expect(options, option).toContain(option);
    expect(DOCKERFILE).toContain('CMD ["/srv/sudoku-cours/jupyter/classe/demarrer-eleve.sh"]');
  });
});
