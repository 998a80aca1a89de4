/**
 * Des fonctions d'élève qui s'en prennent au programme lui-même : lancé par
 * `cage-processus.test.ts` dans un processus à part
 * (`node -r ts-node/register test/verification/scenario-cage.ts NOM`), car avant
 * la cage certaines le tuaient ou le bloquaient. Chaque scénario écrit le
 * rapport de sa vérification, puis, un peu plus tard, une vérification
 * ordinaire et « fin du scénario » : le programme doit vivre jusque-là, puis
 * finir de lui-même.
 *
 * Le scénario « ■ » joue une cellule de carnet qui bloque dans une boucle
 * sans fin jusqu'à ce qu'on lui envoie SIGINT (le bouton ■ de Jupyter), et
 * dit dans quel état il se retrouve.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeSync } from "node:fs";
import { Worker } from "node:worker_threads";
import * as vm from "node:vm";
import { verifier } from "../../src/verification";
import type { FonctionEleve } from "../../src/exercices";
import { CLE_CANAL } from "../../src/socle/protocole";
import { test_ligne } from "../../src/td";
import { recopie } from "../exercices/aide-recopie";

const sansFin = (): never => {
  for (;;) {
    // Jamais fini.
  }
};

/** Une fonction async appelée sans await : elle lève après son premier await. */
async function aide(): Promise<void> {
  await null;
  throw new Error("boum après un await");
}

// Gardé avant toute vérification, comme une cellule d'avant le ferait.
const reallyExitGarde = Reflect.get(process, "reallyExit") as (code: number) => never;
const gardes: Buffer[] = [];

const SCENARIOS: Record<string, FonctionEleve> = {
  "async qui lève": async () => {
    throw new Error("boum dans la fonction async");
  },
  "promesse rejetée": () => Promise.reject(new Error("promesse refusée")),
  "aide async qui lève après un await": (i: number, j: number, nombre: number, M: number[][]) => {
    void aide();
    return test_ligne(i, j, nombre, M);
  },
  "rappel de setTimeout qui lève": (i: number, j: number, nombre: number, M: number[][]) => {
    setTimeout(() => {
      throw new Error("boum dans le rappel");
    }, 10);
    return test_ligne(i, j, nombre, M);
  },
  "boucle sans fin après un await": async () => {
    await null;
    sansFin();
  },
  "process.exit(0)": () => process.exit(0),
  "process.reallyExit(0)": () => Reflect.apply(Reflect.get(process, "reallyExit"), process, [0]),
  "process.abort()": () => process.abort(),
  "process.kill(process.pid)": () => process.kill(process.pid, "SIGKILL"),
  "process.reallyExit gardé de côté": (i: number, j: number, nombre: number, M: number[][]) => {
    reallyExitGarde(0);
    return test_ligne(i, j, nombre, M);
  },
  "processus détaché": (i: number, j: number, nombre: number, M: number[][]) => {
    spawn("sleep", ["61.5"], { detached: true, stdio: "ignore" }).unref();
    return test_ligne(i, j, nombre, M);
  },
  // Un shell qui détache son enfant (nouvelle session) et meurt aussitôt : l'enfant perd son
  // parent, et n'est retrouvé que si le programme est le faucheur de ses descendants.
  "petit-fils détaché par un shell": (i: number, j: number, nombre: number, M: number[][]) => {
    spawnSync("sh", ["-c", "setsid sleep 62.5 </dev/null >/dev/null 2>&1 &"]);
    return test_ligne(i, j, nombre, M);
  },
  "fil d'exécution": (i: number, j: number, nombre: number, M: number[][]) => {
    new Worker("setInterval(() => {}, 1000);", { eval: true }).unref();
    return test_ligne(i, j, nombre, M);
  },
  "600 Mo gardés": (i: number, j: number, nombre: number, M: number[][]) => {
    gardes.push(Buffer.alloc(600 * 1024 * 1024));
    return test_ligne(i, j, nombre, M);
  },
  // Huit tableaux de dix millions de nombres, dans une variable globale : 640 Mo sur le tas.
  "640 Mo gardés hors des tampons": (i: number, j: number, nombre: number, M: number[][]) => {
    if (!Reflect.has(globalThis, "__gardes"))
      Reflect.set(
        globalThis,
        "__gardes",
        Array.from({ length: 8 }, () => new Array<number>(1e7).fill(0.5)),
      );
    return test_ligne(i, j, nombre, M);
  },
  "process.exit(0) dans un then": (i: number, j: number, nombre: number, M: number[][]) => {
    void Promise.resolve().then(() => process.exit(0));
    return test_ligne(i, j, nombre, M);
  },
};

/** Comme dans un carnet : un canal Jupyter, et une cellule lancée avec breakOnSigint. */
function interrompre(): void {
  Reflect.set(globalThis, CLE_CANAL, { afficher: () => undefined, effacer: () => undefined });
  const [exit, minuteur, log] = [process.exit, setTimeout, console.log];
  const cellule = new vm.Script("cellule()");
  const contexte = vm.createContext({
    cellule: () => verifier("test_ligne", sansFin, { delai: 60_000 }),
  });
  // Écrit tout de suite, sans console : la boucle bloque le programme.
  writeSync(1, "prêt\n");
  try {
    cellule.runInContext(contexte, { breakOnSigint: true });
  } catch (erreur) {
    const code = String((erreur as { code?: unknown }).code);
    const pieges = process.exit === exit && setTimeout === minuteur ? "ôtés" : "restés";
    const affichages = console.log === log ? "rendue" : "muette";
    writeSync(1, `interrompu (${code}), pièges ${pieges}, console ${affichages}\n`);
  }
}

const nom = process.argv[2];
const fonction = SCENARIOS[nom];
if (nom === "■") interrompre();
else if (!fonction) throw new Error(`scénario inconnu : ${nom}`);
else {
  // Remplir des centaines de Mo prend plus que les 300 ms des autres scénarios.
  const delai = nom.startsWith("640 Mo") ? 30_000 : 300;
  console.log(String(verifier("test_ligne", fonction, { delai })));
  setTimeout(() => {
    console.log(String(verifier("test_ligne", recopie(test_ligne))));
    console.log("fin du scénario");
  }, 600);
}
