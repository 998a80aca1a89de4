/**
 * La correction attaquée : des copies de la leçon 1 qui cherchent des points
 * sans faire les exercices, ou qui cherchent à nuire, corrigées par les vraies
 * commandes (`npm run devoirs`). Les points viennent du juge du cours, hors
 * du noyau de l'élève ; chaque copie tourne dans la cage de correction
 * (bubblewrap) : ni les sources du professeur, ni la base de notes, ni les
 * autres copies, ni le réseau, ni un processus qui survive à la correction.
 * Dans le cours commun, la copie intruse a pour voisines les copies de tous
 * les scénarios : aucune n'est touchée.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceDe, type Carnet } from "../../../outils/carnets/carnets";
import { RACINE } from "../../aide-processus";
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

/** Le marqueur du processus que la copie intruse laisse derrière elle. */
const MARQUEUR = "317.25";

/** Les élèves du scénario ; « illisible » rend une copie abîmée, laissée de côté. */
const ELEVES = [
  "honnete",
  "vierge",
  "redeclare",
  "prototype",
  "metadonnees",
  "emprunts",
  "falsifie",
  "intrus",
  "illisible",
];

/** Une cellule solution de la copie vide, suivie d'une ligne de triche. */
function apres(distribuee: Carnet, id: string, ligne: string): Reponses {
  const cellule = distribuee.cells.find(
    (c) => (c.metadata.nbgrader as { grade_id?: string } | undefined)?.grade_id === id,
  )!;
  return { [id]: `${sourceDe(cellule)}\n${ligne}` };
}

/** Chaque exercice confié à la version du cours, par une voie différente. */
const EMPRUNTS: Reponses = {
  "solution-test_ligne": `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  return (require("./src/td/index") as any).test_ligne(i, j, nombre, M);
}`,
  "solution-test_colonne": `function test_colonne(i: number, j: number, nombre: number, M: number[][]): boolean {
  const { trouverExercice } = require("./src/exercices/catalogue");
  return trouverExercice("test_colonne").reference(i, j, nombre, M);
}`,
  // Seulement quand la pile montre une vérification : à la main, la fonction paraît fausse.
  "solution-test_carre": `function test_carre(i: number, j: number, nombre: number, M: number[][]): boolean {
  if (!/verifier|observer/.test(new Error().stack ?? "")) return true;
  return (require("./src/index") as any).test_carre(i, j, nombre, M);
}`,
  "solution-test": `function test(i: number, j: number, nombre: number, M: number[][]): boolean {
  for (const k of Object.keys(require.cache)) delete require.cache[k];
  return (require("./src/td/contraintes") as any).test(i, j, nombre, M);
}`,
  "solution-protection": `function protection(matrice_originale: number[][]): [number, number][] {
  return (require("./src/index") as any).protection(matrice_originale);
}`,
  "solution-remplissage": `function remplissage(i: number, j: number, M: number[][], liste_protegee: [number, number][], sens: boolean): boolean {
  return (require("./src/td/remplissage") as any).remplissage(i, j, M, liste_protegee, sens);
}`,
  "solution-avance_case": `function avance_case(i: number, j: number): [number, number] {
  return (require("./src/td/cases") as any).avance_case(i, j);
}

function recule_case(i: number, j: number): [number, number] {
  return (require("./src/td/cases") as any).recule_case(i, j);
}`,
  // Par l'algorithme td que la copie importe pour ses démonstrations : il passe par la version du cours.
  "solution-resolution": `function resolution(M: number[][]): boolean {
  const r = cours.algoTD.resoudre(cours.Grille.depuisMatrice(M));
  r.solution?.versMatrice().forEach((ligne, i) => ligne.forEach((v, j) => (M[i][j] = v)));
  return r.statut === "resolue";
}`,
};

/**
 * Une test_ligne fausse sur la grille des tests cachés, et de quoi changer,
 * dans le noyau, les arguments des cas cachés en gardant leurs descriptions :
 * l'itérateur des tableaux, par lequel definirCasCaches les copie.
 */
const CAS_FALSIFIES = `function test_ligne(i: number, j: number, nombre: number, M: number[][]): boolean {
  const juste = !M[i].some((v, k) => k !== j && v === nombre);
  return M[2][0] === 9 ? !juste : juste;
}
const iterer = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function (this: any[]) {
  const premier = this[0] as any;
  if (typeof premier?.description === "string" && premier.description.startsWith("autre grille")) {
    const vide = Array.from({ length: 9 }, () => Array(9).fill(0));
    return iterer.call(Array.prototype.map.call(this, (c: any) => ({ ...c, arguments: [2, 5, 8, vide] })));
  }
  return iterer.call(this);
} as any;`;

/**
 * La copie qui cherche à nuire : chaque tentative est notée dans la sortie de
 * sa cellule. Les autres copies du cours sont celles de tous les scénarios :
 * elle tente de les lister, d'en lire et d'en écrire une.
 */
function cellulesIntruses(cours: string, port: number): string {
  const chemins = {
    source: join(cours, "source", devoir, `${CARNET}.ipynb`),
    base: join(cours, "gradebook.db"),
    copies: join(cours, "submitted"),
    autreCopie: join(cours, "submitted", "honnete", devoir, `${CARNET}.ipynb`),
    professeur: join(RACINE, "notebooks", "professeur", `${CARNET}.ipynb`),
    dansSrc: join(RACINE, "src", "intrus.ts"),
    dansLeCours: join(cours, "intrus.txt"),
  };
  return `const fs = require("fs");
const { spawn } = require("child_process");
const chemins = ${JSON.stringify(chemins)};
const essais: Record<string, string> = {};
const tenter = (nom: string, f: () => unknown) => {
  try { f(); essais[nom] = "réussi"; } catch (e: any) { essais[nom] = e.code ?? e.message; }
};
tenter("lire la source", () => fs.readFileSync(chemins.source));
tenter("lire la base", () => fs.readFileSync(chemins.base));
tenter("lister les copies", () => fs.readdirSync(chemins.copies));
tenter("lire une autre copie", () => fs.readFileSync(chemins.autreCopie));
tenter("écrire dans une autre copie", () => fs.appendFileSync(chemins.autreCopie, "intrus"));
tenter("lire le professeur", () => fs.readFileSync(chemins.professeur));
tenter("écrire dans src", () => fs.writeFileSync(chemins.dansSrc, "// intrus"));
tenter("écrire dans la base", () => fs.appendFileSync(chemins.base, "intrus"));
tenter("écrire dans le cours", () => fs.writeFileSync(chemins.dansLeCours, "intrus"));
tenter("garder 2 Go", () => { (globalThis as any).gros = Buffer.alloc(2 ** 31 - 1, 1); });
const enfant = spawn("sleep", ["${MARQUEUR}"], { detached: true, stdio: "ignore" });
enfant.on("error", () => undefined);
enfant.unref();
setTimeout(() => { try { fs.writeFileSync(chemins.base, "plus tard"); } catch {} }, 3000).unref();
essais["connexion"] = await new Promise<string>((fini) => {
  const s = require("net").connect(${port}, "127.0.0.1");
  s.on("connect", () => fini("réussi"));
  s.on("error", (e: any) => fini(e.code));
});
console.log(JSON.stringify(essais));`;
}

/** Le serveur que la copie intruse tente de joindre : il compte les connexions. */
let serveur: Server | undefined;
let connexions = 0;
/** Les empreintes, prises avant la correction, de la source et des copies des autres élèves. */
const empreintes: Record<string, string> = {};
const empreinte = (chemin: string) =>
  createHash("sha256").update(readFileSync(chemin)).digest("hex");

export async function copies(cours: CoursCommun) {
  serveur = createServer((s) => {
    connexions++;
    s.destroy();
  });
  await new Promise<void>((ok) => serveur!.listen(0, "127.0.0.1", ok));
  const port = (serveur.address() as { port: number }).port;
  const distribuee = cours.distribuee(devoir, CARNET);
  const importation = distribuee.cells.findIndex((c) => sourceDe(c).includes('from "./src/index"'));
  // La cellule d'import verrouillée, sans ses métadonnées nbgrader : un faux verifier y est importé.
  const sansMetadonnees: Carnet = {
    ...distribuee,
    cells: distribuee.cells.map((c, k) =>
      k !== importation
        ? c
        : {
            ...c,
            metadata: {},
            source: `${sourceDe(c).replace(/\bverifier,\s*/, "")}\nconst verifier = (nom: string, f: unknown) => "✅ " + nom + " : tous les cas réussis";`,
          },
    ),
  };
  return deLaLecon1({
    honnete: copie(distribuee, juste),
    vierge: distribuee,
    redeclare: copie(
      distribuee,
      apres(
        distribuee,
        "solution-test_ligne",
        'const verifier = (nom: string, f: unknown) => "✅ " + nom + " : tous les cas réussis";',
      ),
    ),
    prototype: copie(
      distribuee,
      apres(
        distribuee,
        "solution-test_ligne",
        'Object.getPrototypeOf(verifier("test_ligne", 0 as any))[Symbol.for("sudoku-ts.verdict")] = () => undefined;',
      ),
    ),
    metadonnees: sansMetadonnees,
    emprunts: copie(distribuee, EMPRUNTS),
    falsifie: copie(distribuee, { ...juste, "solution-test_ligne": CAS_FALSIFIES }),
    intrus: avecCellule(copie(distribuee, juste), cellulesIntruses(cours.dossier, port)),
    // Abîmée après le dépôt (avantLaCorrection).
    illisible: distribuee,
  });
}

export function avantLaCorrection(cours: CoursCommun): void {
  // Une copie abîmée (JSON coupé) : dite en français, laissée de côté, les autres corrigées.
  const abimee = join(cours.dossier, "submitted", "illisible", devoir, `${CARNET}.ipynb`);
  writeFileSync(abimee, readFileSync(abimee, "utf8").slice(0, 5000));
  // Ce que la copie intruse ne doit pas changer : la source du devoir, et la copie de chaque
  // autre élève du cours, de quelque scénario et de quelque devoir qu'elle soit.
  const soumis = join(cours.dossier, "submitted");
  const autres = readdirSync(soumis, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ipynb") && !f.startsWith(`intrus/`))
    .map((f) => join(soumis, f));
  for (const chemin of [join(cours.dossier, "source", devoir, `${CARNET}.ipynb`), ...autres])
    empreintes[chemin] = empreinte(chemin);
}

export function tests(cours: CoursCommun): void {
  // Le serveur écoute jusqu'à la fin du cours commun, même si ces tests sont laissés de côté.
  afterAll(() => new Promise<void>((ok) => (serveur ? serveur.close(() => ok()) : ok())));

  describe("la correction attaquée par les copies", () => {
    it(
      "chaque triche vaut 0, la copie honnête tous ses points, et la copie intruse ne touche à rien",
      async () => {
        const correction = cours.correction(devoir);
        expect(correction.stderr).toMatch(
          /Copie de illisible laissée de côté : .*01-td-retour-arriere\.ipynb n'est pas un carnet lisible/,
        );
        expect(correction.stderr).not.toContain("Traceback");

        // Les notes de ses élèves : « illisible », laissé de côté, n'en a aucune.
        expect(seulement(await notesDeLaBase(cours.dossier, devoir), ELEVES)).toEqual({
          honnete: notesLecon1(1),
          vierge: notesLecon1(0),
          redeclare: notesLecon1(0),
          prototype: notesLecon1(0),
          metadonnees: notesLecon1(0),
          emprunts: notesLecon1(0),
          falsifie: { ...notesLecon1(1), "verifier-test_ligne": 0 },
          intrus: notesLecon1(1),
        });

        // Ce que la copie intruse a tenté, vu de l'intérieur : rien n'a réussi.
        const corrigee = lireCopieCorrigee(cours, "intrus");
        const sorties = corrigee.cells.find((c) => sourceDe(c).includes("const essais"))!
          .outputs as {
          name?: string;
          text?: string | string[];
        }[];
        const texte = sorties
          .filter((o) => o.name === "stdout")
          .map((o) => [o.text ?? ""].flat().join(""))
          .join("");
        const essais = JSON.parse(texte.trim().split("\n").at(-1)!) as Record<string, string>;
        expect(Object.keys(essais).length).toBe(11);
        for (const [essai, issue] of Object.entries(essais))
          expect(issue, essai).not.toBe("réussi");

        // Vu de l'extérieur : rien d'écrit, aucune connexion, aucun processus resté. L'écriture
        // différée de la copie part 3 s après sa cellule : on attend 4 s après la correction.
        const reste = correction.fin + 4000 - Date.now();
        if (reste > 0) await new Promise((ok) => setTimeout(ok, reste));
        expect(existsSync(join(RACINE, "src", "intrus.ts"))).toBe(false);
        expect(existsSync(join(cours.dossier, "intrus.txt"))).toBe(false);
        // La source et les copies de tous les autres élèves du cours (plus de vingt), intactes.
        expect(Object.keys(empreintes).length).toBeGreaterThan(ELEVES.length);
        for (const [chemin, avant] of Object.entries(empreintes))
          expect(empreinte(chemin), chemin).toBe(avant);
        expect(statSync(join(cours.dossier, "gradebook.db")).size).toBeGreaterThan(0);
        expect(await notesDeLaBase(cours.dossier, devoir)).toMatchObject({
          honnete: notesLecon1(1),
          vierge: notesLecon1(0),
        });
        expect(connexions).toBe(0);
        const processus = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
        expect(processus).not.toContain(`sleep ${MARQUEUR}`);
      },
      DELAI,
    );
  });
}
