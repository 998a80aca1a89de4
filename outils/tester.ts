/**
 * npm test : toutes les vérifications, dans l'ordre où elles échouent le
 * plus vite — mise en forme, règles de style, types (TypeScript du projet et
 * celui de tslab), puis les tests (bibliothèque, commande, carnets exécutés
 * par Jupyter, démarrage du cours).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RACINE, installerParApt, peutInstallerParApt, trouverCommande } from "./jupyter";

const PAQUETS_JUPYTER = [
  "jupyter-notebook",
  "jupyter-nbconvert",
  "python3-nbclient",
  // Les tests du noyau (suite de conformité de Jupyter) et du cours dans un navigateur.
  "python3-jupyter-kernel-test",
  "chromium",
  // La contre-vérification de `sudoku sat` par deux solveurs SAT de référence.
  "minisat",
  "picosat",
];

/** Vrai si tout ce que demandent les tests des carnets, du noyau, du navigateur et de SAT est là. */
function jupyterComplet(): boolean {
  const suiteDeConformite = spawnSync("/usr/bin/python3", ["-c", "import jupyter_kernel_test"]);
  return (
    trouverCommande("jupyter-nbconvert") !== undefined &&
    suiteDeConformite.status === 0 &&
    ["chromium", "minisat", "picosat"].every((nom) => existsSync(`/usr/bin/${nom}`))
  );
}

interface Etape {
  nom: string;
  commande: string[];
}

const bin = (outil: string) => join(RACINE, "node_modules", ".bin", outil);

function etapes(rapport: string): Etape[] {
  return [
    { nom: "mise en forme (Prettier)", commande: [bin("prettier"), "--check", "."] },
    { nom: "règles de style (ESLint)", commande: [bin("eslint"), "."] },
    {
      nom: "types (TypeScript du projet, strict)",
      commande: [process.execPath, "node_modules/typescript/bin/tsc", "-p", "tsconfig.json"],
    },
    {
      nom: "types (TypeScript 5.0.4 de tslab)",
      commande: [
        process.execPath,
        "node_modules/@tslab/typescript-for-tslab/bin/tsc",
        "-p",
        "tsconfig.tslab.json",
      ],
    },
    {
      nom: "tests (vitest)",
      commande: [
        bin("vitest"),
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${rapport}`,
      ],
    },
  ];
}

/** Les carnets sont exécutés par Jupyter : on l'installe s'il manque et qu'on le peut. */
function assurerJupyter(): void {
  if (jupyterComplet()) return;
  if (peutInstallerParApt()) {
    console.log(`Jupyter manque : installation de ${PAQUETS_JUPYTER.join(", ")}…`);
    if (installerParApt(PAQUETS_JUPYTER) && jupyterComplet()) return;
  }
  console.error(
    "Les tests des carnets, du noyau, du navigateur et de SAT ont besoin de Jupyter (nbconvert, suite de conformité), de Chromium, de minisat et de picosat. Installez-les, puis relancez :\n" +
      `  sudo apt-get install ${PAQUETS_JUPYTER.join(" ")}`,
  );
  process.exit(1);
}

/** Le bilan des tests tiré du rapport JSON de vitest, ou `undefined` s'il manque. */
function bilanTests(rapport: string): { reussis: number; echoues: number } | undefined {
  if (!existsSync(rapport)) return undefined;
  const r = JSON.parse(readFileSync(rapport, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { reussis: r.numPassedTests, echoues: r.numFailedTests };
}

function tester(): void {
  assurerJupyter();
  const rapport = join(mkdtempSync(join(tmpdir(), "sudoku-tests-")), "vitest.json");
  const echecs: string[] = [];
  for (const etape of etapes(rapport)) {
    console.log(`\n=== ${etape.nom} ===`);
    const [commande, ...args] = etape.commande;
    const r = spawnSync(commande, args, { cwd: RACINE, stdio: "inherit" });
    if (r.status !== 0) echecs.push(etape.nom);
  }
  console.log("");
  if (echecs.length === 0) console.log("Toutes les vérifications sont passées.");
  else console.log(`Vérifications en échec : ${echecs.join(" ; ")}.`);
  const bilan = bilanTests(rapport);
  if (bilan) console.log(`tests: ${bilan.reussis} passed, ${bilan.echoues} failed`);
  process.exit(echecs.length === 0 ? 0 : 1);
}

tester();
