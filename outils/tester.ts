/**
 * npm test : toutes les vérifications, dans l'ordre où elles échouent le
 * plus vite — mise en forme, règles de style, types (TypeScript du projet et
 * celui de tslab), puis les tests (bibliothèque, commande, carnets exécutés
 * par Jupyter, démarrage du cours), et enfin la propreté : aucun dossier
 * temporaire laissé, rien d'écrit sous le dossier personnel (voir
 * bac-a-sable.ts).
 *
 *   npm test                      tout
 *   npm test -- test/cli test/td  les mêmes vérifications, ces tests seulement
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  creerBac,
  effacerBac,
  environnementDuBac,
  restesDuBac,
  type BacASable,
} from "./bac-a-sable";
import { assurerEnvironnementPython } from "./environnement-python";
import { RACINE, installerParApt, peutInstallerParApt } from "./jupyter";

/**
 * Ce que les tests demandent à la machine, hors de Jupyter (installé dans
 * .venv/) : Chromium pour le cours dans un navigateur, minisat et picosat
 * pour contre-vérifier `sudoku sat`, bubblewrap pour la cage de correction
 * de `npm run devoirs`.
 */
const PAQUETS_DEBIAN = ["chromium", "minisat", "picosat", "bubblewrap"];
/** Le programme que chaque paquet installe dans /usr/bin. */
const PROGRAMMES: Record<string, string> = { bubblewrap: "bwrap" };

function paquetsPresents(): boolean {
  return PAQUETS_DEBIAN.every((nom) => existsSync(`/usr/bin/${PROGRAMMES[nom] ?? nom}`));
}

interface Etape {
  nom: string;
  commande: string[];
}

const bin = (outil: string) => join(RACINE, "node_modules", ".bin", outil);

function etapes(rapport: string, fichiers: string[]): Etape[] {
  return [
    { nom: "mise en forme (Prettier)", commande: [bin("prettier"), "--check", "."] },
    { nom: "règles de style (ESLint)", commande: [bin("eslint"), "."] },
    {
      nom: "types (TypeScript du projet, strict)",
      commande: [process.execPath, "node_modules/typescript/bin/tsc", "-p", "tsconfig.json"],
    },
    {
      nom: "types (code du navigateur, avec le DOM)",
      commande: [
        process.execPath,
        "node_modules/typescript/bin/tsc",
        "-p",
        "tsconfig.navigateur.json",
      ],
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
        ...fichiers,
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
    "Les tests du cours dans un navigateur, de SAT et de la correction ont besoin de Chromium, de minisat, de picosat et de bubblewrap. Installez-les, puis relancez :\n" +
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

/**
 * Dit ce que les vérifications ont laissé dans le bac ; rend vrai si rien.
 * Un reste nomme le test fautif : « sudoku-cli-… » vient de test/cli, etc.
 */
function verifierProprete(bac: BacASable): boolean {
  const { temporaires, maison } = restesDuBac(bac);
  if (temporaires.length > 0)
    console.log(
      "Les tests ont laissé ces dossiers temporaires (chaque test doit effacer les siens, " +
        `voir test/aide-dossiers.ts) :\n${temporaires.map((nom) => `  ${nom}`).join("\n")}`,
    );
  if (maison.length > 0)
    console.log(
      "Les tests ont écrit sous le dossier personnel (HOME) : donnez au programme en cause " +
        `un dossier personnel temporaire (environnementDansMaison) :\n${maison.map((nom) => `  ~/${nom}`).join("\n")}`,
    );
  if (temporaires.length + maison.length === 0)
    console.log("Aucun dossier temporaire ne reste, rien n'a été écrit sous le dossier personnel.");
  return temporaires.length + maison.length === 0;
}

async function tester(): Promise<void> {
  await assurerEnvironnementPython();
  assurerPaquets();
  const bac = creerBac();
  // Le bac disparaît quoi qu'il arrive. Sur Ctrl+C, l'étape en cours s'arrête, puis npm test.
  process.on("exit", () => effacerBac(bac));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  // Le rapport de vitest reste après le bac (vitest dit où il l'écrit) : dans .cache/ du dépôt.
  // Les tests de la classe (en root) font l'environnement Python des élèves (≈ 450 Mo) : s'il
  // n'existait pas avant, il part avec le bac ; celui d'une classe installée reste.
  const venvDesEleves = join(RACINE, ".cache", "classe", "venv-eleves");
  if (!existsSync(venvDesEleves))
    process.on("exit", () => rmSync(venvDesEleves, { recursive: true, force: true }));
  const rapport = join(RACINE, ".cache", "tests", "vitest.json");
  rmSync(rapport, { force: true });
  const env = environnementDuBac(bac);
  const echecs: string[] = [];
  for (const etape of etapes(rapport, process.argv.slice(2))) {
    console.log(`\n=== ${etape.nom} ===`);
    const [commande, ...args] = etape.commande;
    const r = spawnSync(commande, args, { cwd: RACINE, env, stdio: "inherit" });
    if (r.signal === "SIGINT" || r.signal === "SIGTERM") process.exit(130);
    if (r.status !== 0) echecs.push(etape.nom);
  }
  console.log("\n=== propreté (dossiers temporaires, dossier personnel) ===");
  if (!verifierProprete(bac)) echecs.push("propreté");
  console.log("");
  if (echecs.length === 0) console.log("Toutes les vérifications sont passées.");
  else console.log(`Vérifications en échec : ${echecs.join(" ; ")}.`);
  const bilan = bilanTests(rapport);
  if (bilan) console.log(`tests: ${bilan.reussis} passed, ${bilan.echoues} failed`);
  process.exit(echecs.length === 0 ? 0 : 1);
}

void tester();
