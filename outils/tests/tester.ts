/**
 * npm test : toutes les vérifications, dans l'ordre où elles échouent le
 * plus vite — mise en forme, règles de style, types (TypeScript du projet et
 * celui de tslab), deux à la fois, puis les tests (bibliothèque, commande, carnets exécutés
 * par Jupyter, démarrage du cours), et enfin la propreté : aucun dossier
 * temporaire laissé, rien d'écrit sous le dossier personnel (voir
 * outils/commun/bac-a-sable.ts).
 *
 *   npm test                      tout
 *   npm test -- test/cli test/td  les mêmes vérifications, ces tests seulement
 *   npm test -- --palier processus   les tests d'un palier seulement (test/paliers.mts),
 *                                    dans le bac, sans les vérifications statiques :
 *                                    c'est `npm run test:processus` (et `test:bout-en-bout`)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  creerBac,
  effacerBac,
  environnementDuBac,
  restesDuBac,
  type BacASable,
} from "../commun/bac-a-sable";
import { assurerEnvironnementPython } from "../commun/environnement-python";
import { RACINE, installerParApt, peutInstallerParApt } from "../commun/jupyter";

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
  /** Une vérification sans exécution (mise en forme, style, types) : elle tourne à côté d'une autre. */
  statique?: boolean;
}

/** Les vérifications statiques qui tournent à la fois (la machine du cours a deux cœurs). */
const PARALLELES = 2;

/** Ce qu'une étape a écrit (sortie et erreurs mêlées, dans l'ordre), et son code. */
interface Issue {
  code: number;
  sortie: string;
}

/** Lance une étape en gardant ses messages, pour les écrire d'un bloc. */
function lancerEtape(etape: Etape, env: NodeJS.ProcessEnv): Promise<Issue> {
  const [commande, ...args] = etape.commande;
  return new Promise((fini) => {
    const enfant = spawn(commande, args, { cwd: RACINE, env, stdio: ["ignore", "pipe", "pipe"] });
    let sortie = "";
    enfant.stdout.on("data", (d: Buffer) => (sortie += d.toString()));
    enfant.stderr.on("data", (d: Buffer) => (sortie += d.toString()));
    enfant.on("error", (e) => fini({ code: 1, sortie: `${sortie}${e.message}\n` }));
    enfant.on("close", (code) => fini({ code: code ?? 1, sortie }));
  });
}

/**
 * Lance les tâches `n` à la fois, chacune dès qu'une place se libère ; rend
 * la promesse de chaque tâche, dans l'ordre donné.
 */
function enParallele<T>(taches: (() => Promise<T>)[], n: number): Promise<T>[] {
  const resolveurs: ((valeur: T) => void)[] = [];
  const promesses = taches.map(() => new Promise<T>((r) => resolveurs.push(r)));
  let suivante = 0;
  const ouvrier = async () => {
    while (suivante < taches.length) {
      const k = suivante++;
      resolveurs[k](await taches[k]());
    }
  };
  for (let k = 0; k < n; k++) void ouvrier();
  return promesses;
}

const bin = (outil: string) => join(RACINE, "node_modules", ".bin", outil);

/** `--palier <nom>` retiré des arguments : le palier demandé, s'il y en a un. */
function lirePalier(args: string[]): { palier?: string; fichiers: string[] } {
  const k = args.indexOf("--palier");
  if (k === -1) return { fichiers: args };
  return { palier: args[k + 1], fichiers: [...args.slice(0, k), ...args.slice(k + 2)] };
}

function etapes(rapport: string, fichiers: string[], palier?: string): Etape[] {
  const statiques: Etape[] = [
    {
      nom: "mise en forme (Prettier)",
      commande: [bin("prettier"), "--check", "."],
      statique: true,
    },
    { nom: "règles de style (ESLint)", commande: [bin("eslint"), "."], statique: true },
    {
      nom: "types (TypeScript du projet, strict)",
      commande: [process.execPath, "node_modules/typescript/bin/tsc", "-p", "tsconfig.json"],
      statique: true,
    },
    {
      nom: "types (code du navigateur, avec le DOM)",
      commande: [
        process.execPath,
        "node_modules/typescript/bin/tsc",
        "-p",
        "tsconfig.navigateur.json",
      ],
      statique: true,
    },
    {
      nom: "types (TypeScript 5.0.4 de tslab)",
      commande: [
        process.execPath,
        "node_modules/@tslab/typescript-for-tslab/bin/tsc",
        "-p",
        "tsconfig.tslab.json",
      ],
      statique: true,
    },
  ];
  const vitest: Etape = {
    nom: palier ? `tests du palier « ${palier} » (vitest)` : "tests (vitest)",
    commande: [
      bin("vitest"),
      "run",
      ...(palier ? ["--project", palier] : []),
      "--reporter=default",
      "--reporter=json",
      // Les durées de chaque fichier, que relit l'ordre des fichiers (test/durees.mts).
      "--reporter=./test/durees.mts",
      `--outputFile.json=${rapport}`,
      ...fichiers,
    ],
  };
  return palier ? [vitest] : [...statiques, vitest];
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
  const { palier, fichiers } = lirePalier(process.argv.slice(2));
  const toutes = etapes(rapport, fichiers, palier);
  // Les vérifications statiques (un cœur chacune) tournent deux par deux ; leurs messages
  // sont écrits dans l'ordre des étapes, chacun d'un bloc quand l'étape a fini.
  const statiques = toutes.filter((e) => e.statique);
  const issues = enParallele(
    statiques.map((etape) => () => lancerEtape(etape, env)),
    PARALLELES,
  );
  // Pendant ce temps, le Jupyter de .venv/ s'installe s'il le faut (surtout de l'attente du
  // réseau et du disque) : sur un clone neuf, une demi-minute de gagnée.
  await assurerEnvironnementPython();
  assurerPaquets();
  for (const [k, etape] of statiques.entries()) {
    const issue = await issues[k];
    console.log(`\n=== ${etape.nom} ===`);
    process.stdout.write(issue.sortie);
    if (issue.code !== 0) echecs.push(etape.nom);
  }
  for (const etape of toutes.filter((e) => !e.statique)) {
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
