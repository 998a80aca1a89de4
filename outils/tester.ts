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
import { assurerEnvironnementPython } from "./environnement-python";
import { RACINE, installerParApt, peutInstallerParApt } from "./jupyter";

/**
 * Ce que les tests demandent à la machine, hors de Jupyter (installé dans
 * .venv/) : Chromium pour le cours dans un navigateur, minisat et picosat
 * pour contre-vérifier `sudoku sat`.
 */
const PAQUETS_DEBIAN = ["chromium", "minisat", "picosat"];

function paquetsPresents(): boolean {
  return PAQUETS_DEBIAN.every((nom) => existsSync(`/usr/bin/${nom}`));
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

/** Installe les paquets Debian des tests s'ils manquent et qu'on le peut ; sinon dit lesquels. */
function assurerPaquets(): void {
  if (paquetsPresents()) return;
  if (peutInstallerParApt()) {
    console.log(`Paquets manquants : installation de ${PAQUETS_DEBIAN.join(", ")}…`);
    if (installerParApt(PAQUETS_DEBIAN) && paquetsPresents()) return;
  }
  console.error(
    "Les tests du cours dans un navigateur et de SAT ont besoin de Chromium, de minisat et de picosat. Installez-les, puis relancez :\n" +
      `  sudo apt-get install ${PAQUETS_DEBIAN.join(" ")}`,
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

async function tester(): Promise<void> {
  await assurerEnvironnementPython();
  assurerPaquets();
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

void tester();
