/**
 * npm run bench:verifier : ce que coûte la cage de `verifier`, dans une
 * seule exécution.
 *   - la durée médiane d'un appel `verifier` sur quelques exercices (leçons 1
 *     et 2), fonction juste et fonction fausse, sans la cage (l'exécution
 *     d'avant : délai `vm` et silence de `console`) puis avec ;
 *   - le prix de ses pièces, une à une ;
 *   - les deux pistes écartées pour une boucle sans fin après un `await`,
 *     essayées dans un processus à part (l'une d'elles jette des microtâches).
 */
import { spawnSync } from "node:child_process";
import * as vm from "node:vm";
import { EXERCICES, type FonctionEleve } from "../../src/exercices";
import { verifier } from "../../src/verification";
import { appelerBorne, interruptible } from "../../src/verification/appel-borne";
import { reglagesInternes } from "../../src/verification/cage";
import { photographier, retablir } from "../../src/verification/integrite";
import { couperAffichages } from "../../src/verification/silence";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";

const EXERCICES_MESURES = ["test_ligne", "resolution", "estValide", "backtrack"];
const TOURS = 15;
const APPELS_PAR_TOUR = 20;

const virgule = (x: number, chiffres: number) => x.toFixed(chiffres).replace(".", ",");

/** Notre version passée comme l'écrirait un élève : verifier refuse celle du cours elle-même. */
function commeUnEleve(f: FonctionEleve): FonctionEleve {
  return (...args: never[]) => Reflect.apply(f, undefined, args);
}

/** Durées (ms) de `verifier(nom, f)`, sans puis avec la cage, en tours alternés. */
function mesurerVerifier(nom: string, f: FonctionEleve): { avant: number[]; apres: number[] } {
  const durees = { avant: [] as number[], apres: [] as number[] };
  for (let tour = 0; tour < TOURS; tour++) {
    for (const sansCage of [true, false]) {
      reglagesInternes.sansCage = sansCage;
      for (let k = 0; k < APPELS_PAR_TOUR; k++) {
        const debut = performance.now();
        verifier(nom, f);
        const duree = performance.now() - debut;
        // Les deux premiers tours chauffent le compilateur de JavaScript.
        if (tour >= 2) durees[sansCage ? "avant" : "apres"].push(duree);
      }
    }
  }
  reglagesInternes.sansCage = false;
  return durees;
}

/** Durée médiane (µs) de `f`, sur de nombreux appels. */
function microsecondes(f: () => void, fois = 2000): number {
  for (let k = 0; k < 200; k++) f();
  const durees: number[] = [];
  for (let k = 0; k < fois; k++) {
    const debut = performance.now();
    f();
    durees.push((performance.now() - debut) * 1000);
  }
  return mediane(durees);
}

function tableauVerifier(): string {
  const lignes: (string | number)[][] = [
    ["exercice", "cas", "fonction", "sans cage (ms)", "avec cage (ms)", "écart"],
  ];
  for (const nom of EXERCICES_MESURES) {
    const exercice = EXERCICES[nom];
    const fonctions: [string, FonctionEleve][] = [["juste", commeUnEleve(exercice.reference)]];
    if (exercice.erreurs[0]) fonctions.push(["fausse", exercice.erreurs[0].fonction]);
    for (const [etiquette, f] of fonctions) {
      const { avant, apres } = mesurerVerifier(nom, f);
      const [a, b] = [mediane(avant), mediane(apres)];
      const ecart = `${b >= a ? "+" : ""}${virgule(b - a, 2)} ms`;
      lignes.push([nom, exercice.cas.length, etiquette, virgule(a, 2), virgule(b, 2), ecart]);
    }
  }
  return tableauTexte(lignes);
}

/** Lance `f` comme tslab lance une cellule : dans un script vm qui guette SIGINT. */
function commeUneCellule<T>(f: () => T): T {
  const contexte = vm.createContext({ f });
  return new vm.Script("f()").runInContext(contexte, { breakOnSigint: true }) as T;
}

function tableauPieces(): string {
  let compte = 0;
  const appel = () => (compte += 1);
  const photo = photographier();
  const guet = () => interruptible(appel);
  const µs = (f: () => void) => virgule(microsecondes(f), 1);
  return tableauTexte([
    ["pièce", "µs (médiane)", "combien de fois"],
    ["script vm avec délai", µs(() => appelerBorne(appel, 1000)), "par cas"],
    ["comparaison à la photo des objets globaux", µs(() => retablir(photo)), "par cas"],
    ["photo des objets globaux", µs(() => photographier()), "par vérification"],
    ["silence posé puis ôté", µs(() => couperAffichages()()), "par vérification"],
    ["guet du bouton ■, hors carnet (non fait)", µs(guet), "—"],
    ["guet du bouton ■, dans une cellule", commeUneCellule(() => µs(guet)), "par vérification"],
  ]);
}

/**
 * Les pistes pour une boucle sans fin après un `await`, dans un processus à
 * part : `microtaskMode: "afterEvaluate"` (la file de microtâches propre à un
 * contexte `vm`) reprend-il la suite d'une fonction `async` écrite hors de ce
 * contexte ? Et `Runtime.terminateExecution`, envoyé par l'inspecteur depuis
 * un autre fil au bout de 300 ms : quand le programme reprend-il, et une
 * microtâche mise en file après la boucle passe-t-elle encore ?
 */
const EXPERIENCE = `
const vm = require("vm");
const { Worker } = require("worker_threads");
const contexte = vm.createContext({}, { microtaskMode: "afterEvaluate" });
let reprise = false;
contexte.appel = async () => { await null; reprise = true; };
new vm.Script("appel()").runInContext(contexte, { timeout: 100 });
const repriseDansVm = reprise;
const fil = new Worker(\`
  const { parentPort } = require("worker_threads");
  const session = new (require("inspector").Session)();
  session.connectToMainThread();
  parentPort.on("message", (ms) => setTimeout(() => session.post("Runtime.terminateExecution"), ms));
  parentPort.postMessage("prêt");
\`, { eval: true });
fil.on("message", () => {
  const debut = performance.now();
  (async () => { await null; for (;;) {} })();
  let passee = false;
  Promise.resolve().then(() => (passee = true));
  fil.postMessage(300);
  setTimeout(() => {
    console.log(JSON.stringify({ repriseDansVm, arret: performance.now() - debut, passee }));
    fil.terminate();
  }, 0);
});
`;

function pistesPourLesSuitesAsync(): string {
  const r = spawnSync(process.execPath, ["-e", EXPERIENCE], { encoding: "utf8", timeout: 20_000 });
  const mesure = JSON.parse(r.stdout) as { repriseDansVm: boolean; arret: number; passee: boolean };
  const ouiNon = (b: boolean) => (b ? "oui" : "non");
  return tableauTexte([
    ["piste", "constat"],
    [
      "microtaskMode « afterEvaluate » du contexte vm",
      `suite de la fonction reprise dans le script : ${ouiNon(mesure.repriseDansVm)}`,
    ],
    [
      "Runtime.terminateExecution depuis un autre fil, à 300 ms",
      `reprise au bout de ${Math.round(mesure.arret)} ms ; ` +
        `microtâche mise en file après la boucle passée : ${ouiNon(mesure.passee)}`,
    ],
  ]);
}

function principal(): void {
  console.log(decrireMachine());
  const appels = (TOURS - 2) * APPELS_PAR_TOUR;
  console.log(
    `\nverifier : durée médiane d'un appel (${appels} appels par case, en tours alternés)\n`,
  );
  console.log(tableauVerifier());
  console.log("\nLes pièces de la cage, une à une\n");
  console.log(tableauPieces());
  console.log("\nUne boucle sans fin après un await : les pistes écartées\n");
  console.log(pistesPourLesSuitesAsync());
}

principal();
