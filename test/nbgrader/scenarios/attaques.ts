/**
 * La correction attaquée (suite de triche.ts) : des copies de la leçon 1
 * qui empruntent les réponses du cours, rejouent les cas visibles appris par
 * cœur, ou cherchent à nuire aux autres copies et au correcteur, corrigées
 * ensemble par les vraies commandes (`npm run devoirs`, en cage). Chacune
 * vaut ce qu'elle mérite, avec sa raison ; la copie honnête, corrigée après
 * elles, garde tous ses points ; `corriger` finit sans erreur. Dans le cours
 * commun, les copies des autres scénarios corrigées après elles gardent aussi
 * leurs notes.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sourceDe } from "../../../outils/carnets/carnets";
import { DELAI, notesDeLaBase } from "../aide-nbgrader";
import { avecCellule, copie, reponsesDuProfesseur, type Reponses } from "../copies";
import {
  CARNET_LECON_1 as CARNET,
  LECON_1,
  deLaLecon1,
  notesLecon1,
  lireCopieCorrigee,
  seulement,
  type CoursCommun,
} from "./commun";

export const devoir = LECON_1;
const juste = reponsesDuProfesseur(CARNET);

/**
 * Un module du cours lu là où la cage le montre, puis exécuté : la source
 * TypeScript de src/ (traduite par le compilateur du projet) si elle est
 * là, sinon le JavaScript de la bibliothèque chargée par le noyau, sa garde
 * retirée. `module` est relatif à src/ (« td/contraintes »).
 */
const EMPRUNTER = `
function emprunter(module: string): any {
  const fs = require("fs");
  const path = require("path");
  const charger = (code: string, dossier: string) => {
    const m = { exports: {} as any };
    const req = (n: string) => (n.startsWith(".") ? emprunter(path.join(path.dirname(module), n)) : require(n));
    new Function("exports", "require", "module", code)(m.exports, req, m);
    return m.exports;
  };
  try {
    const ts = require("typescript");
    const source = fs.readFileSync(path.join("src", module + ".ts"), "utf8");
    return charger(ts.transpileModule(source, { compilerOptions: { module: 1 } }).outputText, "src");
  } catch {}
  const contexte = (globalThis as any)[Symbol.for("sudoku-ts.correction")];
  const bases = [contexte?.bibliotheque, ...fs.readdirSync(".cache/noyau").map((n: string) => ".cache/noyau/" + n)];
  for (const base of bases) {
    try {
      const js = fs.readFileSync(path.join(base, "src", module + ".js"), "utf8");
      return charger(js.replace(/if \\(__sudoku_pieges_fermes\\) throw[^;]*;/g, ""), base);
    } catch {}
  }
  throw new Error("rien à emprunter pour " + module);
}`;

/** Chaque fonction du TD prise au texte du cours (sources ou bibliothèque compilée). */
const EMPRUNTS_AU_TEXTE: Reponses = {
  "solution-test_ligne": `${EMPRUNTER}
function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  return emprunter("td/contraintes").test_ligne(i, j, nombre, M);
}`,
  "solution-test_colonne": `function test_colonne(i: number, j: number, nombre: number, M: number[][]): boolean {
  return emprunter("td/contraintes").test_colonne(i, j, nombre, M);
}`,
  "solution-test_carre": `function test_carre(i: number, j: number, nombre: number, M: number[][]): boolean {
  return emprunter("td/contraintes").test_carre(i, j, nombre, M);
}`,
  "solution-test": `function test(i: number, j: number, nombre: number, M: number[][]): boolean {
  return emprunter("td/contraintes").test(i, j, nombre, M);
}`,
  "solution-protection": `function protection(matrice_originale: number[][]): [number, number][] {
  return emprunter("td/remplissage").protection(matrice_originale);
}`,
  "solution-remplissage": `function remplissage(i: number, j: number, M: number[][], liste_protegee: [number, number][], sens: boolean): boolean {
  return emprunter("td/remplissage").remplissage(i, j, M, liste_protegee, sens);
}`,
  "solution-avance_case": `function avance_case(i: number, j: number): [number, number] {
  return emprunter("td/cases").avance_case(i, j);
}

function recule_case(i: number, j: number): [number, number] {
  return emprunter("td/cases").recule_case(i, j);
}`,
  // Un processus à part qui exécute la résolution du cours par ts-node, et recopie sa réponse.
  "solution-resolution": `function resolution(M: number[][]): boolean {
  const { execFileSync } = require("child_process");
  const script = 'const r = require("./src/td/resolution").resolution(JSON.parse(process.argv[1])); console.log(JSON.stringify(r.premiere ?? null));';
  const sortie = execFileSync("node", ["-r", "ts-node/register/transpile-only", "-e", script, JSON.stringify(M)], { encoding: "utf8" });
  const solution = JSON.parse(sortie);
  if (solution) solution.forEach((ligne: number[], i: number) => ligne.forEach((v, j) => (M[i][j] = v)));
  return solution !== null;
}`,
};

/** resolution par le solveur rapide du cours : la bonne grille, par d'autres écritures que la boucle du TD. */
const RESOLUTION_RAPIDE = `function resolution(M: number[][]): boolean {
  const cours = require("./src/index") as any;
  const r = cours.algoRapide.resoudre(cours.Grille.depuisMatrice(M));
  r.solution?.versMatrice().forEach((ligne: number[], i: number) => ligne.forEach((v, j) => (M[i][j] = v)));
  return r.statut === "resolue";
}`;

/**
 * resolution apprise par cœur : pour chaque cas visible, sa réponse et toutes
 * les écritures dans M de la boucle du TD, dans l'ordre (ce que le journal
 * des pas compare), recopiées dans une table ; ailleurs, la table ne sait rien.
 */
function resolutionParCoeur(): string {
  const script = `
    const { EXERCICES } = require("./src/exercices");
    const { resolution } = require("./src/td/resolution");
    const table = {};
    for (const c of EXERCICES.resolution.cas) {
      const ecritures = [];
      const M = c.arguments[0].map((ligne, i) => new Proxy([...ligne], {
        set(cible, j, v) { ecritures.push([i, Number(j), v]); cible[j] = v; return true; },
      }));
      table[JSON.stringify(c.arguments[0])] = { resolue: resolution(M).resolue, ecritures };
    }
    process.stdout.write(JSON.stringify(table));`;
  const table = execFileSync(
    process.execPath,
    ["-r", "ts-node/register/transpile-only", "-e", script],
    { encoding: "utf8" },
  );
  return `const TABLE: Record<string, { resolue: boolean; ecritures: number[][] }> = ${table};
function resolution(M: number[][]): boolean {
  const connue = TABLE[JSON.stringify(M)];
  if (!connue) return false;
  for (const [i, j, v] of connue.ecritures) M[i][j] = v;
  return connue.resolue;
}`;
}

/** Le dossier des sockets de la copie, lu dans le fichier de connexion que le noyau a reçu. */
const DOSSIER_DES_SOCKETS = `const fs = require("fs");
const path = require("path");
const connexion = process.argv.find((a) => a.endsWith(".json"))!;
const dossier = path.dirname(JSON.parse(fs.readFileSync(connexion, "utf8")).ip);`;

/** Les cellules qui cherchent à nuire, chacune placée avant la vérification de resolution. */
const NUISANCES: Record<string, string> = {
  // 20 Mo dans le dossier de ses sockets, le seul qu'elle partage avec le correcteur.
  "dossier-plein": `${DOSSIER_DES_SOCKETS}
for (let k = 0; k < 20; k++) fs.writeFileSync(path.join(dossier, "plein-" + k), Buffer.alloc(1024 * 1024, 1));
await new Promise((ok) => setTimeout(ok, 3000));`,
  // Trois cents processus, et trois enfants qui tiennent chacun 1 Gio : la cage en borne le total.
  processus: `const { spawn } = require("child_process");
const gros = [0, 1, 2].map(() => spawn(process.execPath, ["-e", "const b = Buffer.alloc(1024 ** 3, 1); setInterval(() => b[0]++, 100);"], { stdio: "ignore" }));
await new Promise((ok) => setTimeout(ok, 3000));
const lances: any[] = [];
let refus = 0;
for (let k = 0; k < 300; k++) {
  try { const p = spawn("sleep", ["31.7"], { stdio: "ignore" }); p.on("error", () => refus++); lances.push(p); } catch { refus++; }
}
await new Promise((ok) => setTimeout(ok, 1000));
const vivants = lances.filter((p) => p.pid && p.exitCode === null && p.signalCode === null).length;
console.log(JSON.stringify({ vivants, refus, gros: gros.map((p) => p.signalCode ?? p.exitCode ?? "vivant") }));
for (const p of [...lances, ...gros]) p.kill("SIGKILL");`,
  // Des lignes de 1 Mo sans fin, en rendant la main entre deux.
  inondation: `const ligne = "x".repeat(1024 * 1024);
for (let k = 0; k < 100000; k++) { console.log(ligne); await new Promise((ok) => setImmediate(ok)); }`,
  suicide: `process.kill(process.pid, "SIGKILL");`,
  bombe: `const tas: number[][] = [];
for (;;) tas.push(new Array(1e6).fill(1.5));`,
  // Les observations de chaque vérification remplacées par null.
  "pieces-nulles": `const prototype = Object.getPrototypeOf(verifier("test_ligne", test_ligne));
const afficher = prototype[Symbol.for("Jupyter.display")];
prototype[Symbol.for("Jupyter.display")] = function (this: unknown) {
  const paquet = afficher.call(this);
  const cle = "application/vnd.sudoku-ts.pieces+json";
  if (paquet[cle]?.observations) paquet[cle] = { ...paquet[cle], observations: paquet[cle].observations.map(() => null) };
  return paquet;
};`,
  // Ce que l'environnement dit de la correction : rien.
  environnement: `const fs = require("fs");
const vus = [Object.keys(process.env).join(" "), fs.readFileSync("/proc/self/environ", "utf8")].join(" ");
console.log(JSON.stringify({ indices: vus.match(/NBGRADER|SUDOKU_CORRECTION|SUDOKU_CAGE/g) ?? [] }));`,
};

/** La dernière ligne de la sortie standard de la cellule qui contient `marque`, lue en JSON. */
function sortieDe(cours: CoursCommun, eleve: string, marque: string): Record<string, unknown> {
  const corrigee = lireCopieCorrigee(cours, eleve);
  const cellule = corrigee.cells.find((c) => sourceDe(c).includes(marque))!;
  const texte = (cellule.outputs as { name?: string; text?: string | string[] }[])
    .filter((o) => o.name === "stdout")
    .map((o) => [o.text ?? ""].flat().join(""))
    .join("");
  return JSON.parse(texte.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

/** Le rapport du juge pour la vérification de `exercice` dans la copie corrigée de `eleve`. */
function rapportDe(cours: CoursCommun, eleve: string, exercice: string): string {
  const corrigee = lireCopieCorrigee(cours, eleve);
  const cellule = corrigee.cells.find(
    (c) =>
      (c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id ===
      `verifier-${exercice}`,
  )!;
  return JSON.stringify(cellule.outputs);
}

/** Les élèves du scénario ; format3 et format5 rendent un carnet à un autre format, laissé de côté. */
const ELEVES = [
  "texte",
  "rapide",
  "parcoeur",
  ...Object.keys(NUISANCES),
  "zhonnete",
  "format3",
  "format5",
];

export function copies(cours: CoursCommun) {
  const distribuee = cours.distribuee(devoir, CARNET);
  return deLaLecon1({
    texte: copie(distribuee, EMPRUNTS_AU_TEXTE),
    rapide: copie(distribuee, { ...juste, "solution-resolution": RESOLUTION_RAPIDE }),
    parcoeur: copie(distribuee, { ...juste, "solution-resolution": resolutionParCoeur() }),
    ...Object.fromEntries(
      Object.entries(NUISANCES).map(([nom, code]) => [
        nom,
        avecCellule(copie(distribuee, juste), code),
      ]),
    ),
    // Corrigée après les autres (ordre alphabétique de nbgrader) : rien ne l'atteint.
    zhonnete: copie(distribuee, juste),
    // Des copies à un autre format de carnet : laissées de côté en français, sans erreur Python.
    format3: { ...copie(distribuee, juste), nbformat: 3 },
    format5: { ...copie(distribuee, juste), nbformat: 5 },
  });
}

export function tests(cours: CoursCommun): void {
  describe("la correction attaquée (suite)", () => {
    it(
      "emprunts au texte du cours, cas appris par cœur, nuisances : chacune vaut ce qu'elle mérite, l'honnête tous ses points",
      async () => {
        const correction = cours.correction(devoir);
        expect(correction.stderr).not.toContain("Traceback");
        expect(correction.stderr).not.toContain("ValidationError");
        for (const format of [3, 5])
          expect(correction.stderr).toMatch(
            new RegExp(
              `Copie de format${format} laissée de côté : .* au format de carnet « ${format} »`,
            ),
          );
        const sauf = (exercice: string) => ({ ...notesLecon1(1), [`verifier-${exercice}`]: 0 });
        // En cas d'écart, le rapport du juge de chaque exercice raté dit pourquoi.
        const obtenues = seulement(await notesDeLaBase(cours.dossier, devoir), ELEVES);
        const raisons = Object.entries(obtenues).flatMap(([eleve, n]) =>
          Object.entries(n)
            .filter(([, points]) => points === 0)
            .map(
              ([cellule]) =>
                `${eleve} ${cellule} : ${rapportDe(cours, eleve, cellule.slice(9)).slice(0, 300)}`,
            ),
        );
        // Les copies à un autre format n'ont aucune note.
        expect(obtenues, raisons.join("\n")).toEqual({
          texte: notesLecon1(0),
          rapide: sauf("resolution"),
          parcoeur: sauf("resolution"),
          "dossier-plein": sauf("resolution"),
          processus: notesLecon1(1),
          inondation: sauf("resolution"),
          suicide: sauf("resolution"),
          bombe: sauf("resolution"),
          "pieces-nulles": sauf("resolution"),
          environnement: notesLecon1(1),
          zhonnete: notesLecon1(1),
        });

        // Chaque zéro dit pourquoi.
        expect(rapportDe(cours, "rapide", "resolution")).toContain(
          "pas obtenu par l'algorithme de la leçon",
        );
        expect(rapportDe(cours, "parcoeur", "resolution")).toContain("cas tiré à la correction");
        expect(rapportDe(cours, "dossier-plein", "resolution")).toContain(
          "Mo dans le dossier de ses sockets",
        );
        expect(rapportDe(cours, "inondation", "resolution")).toContain("Mo de sorties");
        expect(rapportDe(cours, "suicide", "resolution")).toContain("tué (SIGKILL)");
        expect(rapportDe(cours, "bombe", "resolution")).toContain(
          "la mémoire permise au JavaScript",
        );
        expect(rapportDe(cours, "pieces-nulles", "resolution")).toContain("illisibles");

        // La cage a borné les processus et la mémoire de la copie, qui a fait ses exercices : au
        // plus 128 processus et fils, et pas trois fois 1 Gio (2 Gio pour toute la copie).
        const { vivants, gros } = sortieDe(cours, "processus", "sleep") as {
          vivants: number;
          gros: unknown[];
        };
        expect(vivants).toBeLessThan(128);
        expect(gros.filter((g) => g === "vivant").length).toBeLessThan(3);
        // Rien dans l'environnement ne dit à la copie qu'elle est corrigée.
        expect(sortieDe(cours, "environnement", "/proc/self/environ")).toEqual({ indices: [] });
        // Rien ne reste de ce que les copies ont lancé.
        const restes = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
        expect(restes).not.toContain("sleep 31.7");
      },
      DELAI,
    );
  });
}
