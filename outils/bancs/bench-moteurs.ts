/**
 * npm run bench:moteurs : les moteurs rapides 9×9, `bandes` (TypeScript),
 * `wasm` (WebAssembly, assembly/bandes.ts, un appel par grille) et `wasm-lot`
 * (le même module, tout l'ensemble en quelques appels par `resoudreLotRapide` :
 * ce que fait `sudoku resoudre --algo rapide`), sur les ensembles du banc.
 *
 * Chaque mesure est un processus neuf qui lit l'ensemble (hors chronomètre),
 * puis résout chaque grille en prouvant l'unicité (`resoudreRapide`, limite 2 ;
 * `resoudreLotRapide` pour `wasm-lot`, sur les cases de toutes les grilles mises
 * bout à bout dans un `Uint8Array`, comme dans un paquet de la commande) :
 * - « froid » : le temps CPU (utilisateur + système, tous les fils, donc la
 *   compilation de V8 en arrière-plan comprise) de cette première passe ;
 * - « chargement » : compiler et instancier le module wasm (0 pour `bandes`,
 *   dont les tables se construisent à l'import) ;
 * - « froid + chargement » : les deux ensemble, ce que paie un processus neuf ;
 * - « chaud » : la meilleure de 3 passes suivantes, dans le même processus.
 * Les tours alternent l'ordre des moteurs ; on garde la médiane des tours.
 *
 * Chaque réponse est contrôlée après la passe (solution valide, conforme aux
 * indices, égale à la solution connue s'il y en a une, unique) et tous les
 * moteurs doivent faire le même nombre d'essais : un désaccord arrête le banc.
 *
 * Options : `--tours N` (3 par défaut), `--json` (une dernière ligne de JSON,
 * µs par grille), `--ensembles a,b` (par leur nom dans le tableau).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { dossierDeBanc } from "./dossier-de-banc";
import { ENSEMBLES_DE_BANC, type GrilleDeBanc } from "./ensembles-de-banc";
import { RACINE } from "../commun/jupyter";

const MOTEURS = ["bandes", "wasm", "wasm-lot"] as const;
type Moteur = (typeof MOTEURS)[number];

/** Ce qu'un processus de mesure renvoie (secondes de CPU). */
interface MesureEnfant {
  chargement: number;
  froid: number;
  chaud: number;
  essais: number;
}

// --- Le processus de mesure ----------------------------------------------

function mesurerDansCeProcessus(moteur: Moteur, fichier: string): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require("node:fs") as typeof import("node:fs");
  const ensemble = JSON.parse(fs.readFileSync(fichier, "utf8")) as GrilleDeBanc[];
  const grilles = ensemble.map((g) =>
    Array.from(g.grille, (c) => (c === "." ? 0 : c.charCodeAt(0) - 48)),
  );
  const cases = new Uint8Array(81 * grilles.length);
  grilles.forEach((g, k) => cases.set(g, 81 * k));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rapide = require("../../src/rapide") as typeof import("../../src/rapide");
  const cpu = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1e6;
  };
  let chargement = 0;
  if (moteur !== "bandes") {
    const t = cpu();
    rapide.chargerMoteurWasm();
    chargement = cpu() - t;
  }
  /** Les réponses d'une passe : solution (ou undefined), nombre de solutions, essais. */
  type Reponses = {
    solution: (k: number) => number[] | undefined;
    solutions: Int32Array;
    essais: number;
  };
  const passe = (): { duree: number; reponses: Reponses } => {
    if (moteur === "wasm-lot") {
      const t = cpu();
      const lot = rapide.resoudreLotRapide(cases, grilles.length, { limite: 2 });
      const duree = cpu() - t;
      const essais = lot.essais.reduce((a, b) => a + b, 0);
      const solution = (k: number) => rapide.solutionDansLeLot(lot, k);
      return { duree, reponses: { solution, solutions: lot.solutions, essais } };
    }
    const resultats = new Array<import("../../src/rapide").ResultatRapide>(grilles.length);
    const t = cpu();
    for (let k = 0; k < grilles.length; k++) {
      resultats[k] = rapide.resoudreRapide(grilles[k], { limite: 2, moteur });
    }
    const duree = cpu() - t;
    return {
      duree,
      reponses: {
        solution: (k) => resultats[k].solution,
        solutions: Int32Array.from(resultats, (r) => r.solutions),
        essais: resultats.reduce((a, r) => a + r.compteurs.essais, 0),
      },
    };
  };
  const premiere = passe();
  let chaud = Infinity;
  for (let p = 0; p < 3; p++) chaud = Math.min(chaud, passe().duree);
  const { reponses } = premiere;
  for (let k = 0; k < grilles.length; k++) {
    controler(ensemble[k], reponses.solution(k), reponses.solutions[k]);
  }
  const essais = reponses.essais;
  const mesure: MesureEnfant = { chargement, froid: premiere.duree, chaud, essais };
  process.stdout.write(JSON.stringify(mesure));
}

/** Lance une erreur si la réponse n'est pas la solution unique attendue. */
function controler(g: GrilleDeBanc, solution: number[] | undefined, solutions: number): void {
  const texte = solution?.join("") ?? "";
  const erreur = (raison: string) => new Error(`${raison} : ${g.grille} → ${texte}`);
  if (solutions !== 1 || !solution) throw erreur(`${solutions} solution(s) au lieu d'une`);
  for (let k = 0; k < 81; k++) {
    if (g.grille[k] !== "." && g.grille[k] !== texte[k]) throw erreur("indice non respecté");
  }
  for (let u = 0; u < 9; u++) {
    const vus = [new Set<number>(), new Set<number>(), new Set<number>()];
    for (let v = 0; v < 9; v++) {
      const carre = (3 * Math.floor(u / 3) + Math.floor(v / 3)) * 9 + 3 * (u % 3) + (v % 3);
      vus[0].add(solution[u * 9 + v]);
      vus[1].add(solution[v * 9 + u]);
      vus[2].add(solution[carre]);
    }
    if (vus.some((s) => s.size !== 9)) throw erreur("solution invalide");
  }
  if (g.solution !== undefined && g.solution !== texte)
    throw erreur("autre solution que la connue");
}

// --- Le banc ---------------------------------------------------------------

function lancer(moteur: Moteur, fichier: string): Promise<MesureEnfant> {
  return new Promise((resoudre, rejeter) => {
    const enfant = spawn(
      process.execPath,
      ["--require", "ts-node/register", __filename, "--enfant", moteur, "--fichier", fichier],
      { cwd: RACINE, stdio: ["ignore", "pipe", "pipe"] },
    );
    let sortie = "";
    let erreur = "";
    enfant.stdout.on("data", (m: Buffer) => (sortie += m.toString()));
    enfant.stderr.on("data", (m: Buffer) => (erreur += m.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code) => {
      if (code !== 0) rejeter(new Error(`mesure ${moteur} ${fichier} : code ${code}\n${erreur}`));
      else resoudre(JSON.parse(sortie) as MesureEnfant);
    });
  });
}

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tours: { type: "string", default: "3" },
      json: { type: "boolean", default: false },
      ensembles: { type: "string" },
      enfant: { type: "string" },
      fichier: { type: "string" },
    },
  });
  if (values.enfant) {
    mesurerDansCeProcessus(values.enfant as Moteur, values.fichier ?? "");
    return;
  }
  const tours = Number(values.tours);
  const choisis = values.ensembles?.split(",").map((n) => n.trim());
  const ensembles = ENSEMBLES_DE_BANC.filter((e) => !choisis || choisis.includes(e.nom));
  const { dossier, nettoyer } = dossierDeBanc("moteurs");
  try {
    const fichiers = ensembles.map((e, k) => {
      const grilles = e.grilles();
      const chemin = join(dossier, `ensemble-${k}.json`);
      writeFileSync(chemin, JSON.stringify(grilles));
      return { ...e, chemin, nombre: grilles.length };
    });
    const mesures = fichiers.map(() => ({
      bandes: [] as MesureEnfant[],
      wasm: [] as MesureEnfant[],
      "wasm-lot": [] as MesureEnfant[],
    }));
    for (let t = 0; t < tours; t++) {
      for (const [k, f] of fichiers.entries()) {
        const ordre = t % 2 === 0 ? MOTEURS : [...MOTEURS].reverse();
        for (const moteur of ordre) {
          const m = await lancer(moteur, f.chemin);
          mesures[k][moteur].push(m);
          const autre = MOTEURS.map((a) => mesures[k][a][0]).find((x) => x !== undefined);
          if (autre && autre.essais !== m.essais) {
            throw new Error(`${f.nom} : ${autre.essais} essais d'un côté, ${m.essais} de l'autre`);
          }
        }
      }
      process.stderr.write(`tour ${t + 1}/${tours} fini\n`);
    }
    const us = (x: number, n: number) => (x / n) * 1e6;
    const resultats = fichiers.map((f, k) => {
      const moteurs = Object.fromEntries(
        MOTEURS.map((moteur) => {
          const liste = mesures[k][moteur];
          const med = (choix: (m: MesureEnfant) => number) =>
            us(mediane(liste.map(choix)), f.nombre);
          return [
            moteur,
            {
              froid: med((m) => m.froid),
              froidChargementCompris: med((m) => m.froid + m.chargement),
              chaud: med((m) => m.chaud),
              chargementMs: mediane(liste.map((m) => m.chargement)) * 1e3,
              essais: liste[0].essais / f.nombre,
            },
          ];
        }),
      );
      return { nom: f.nom, grilles: f.nombre, moteurs };
    });
    const n1 = (x: number) => x.toFixed(1).replace(".", ",");
    const lignes: (string | number)[][] = [
      [
        "ensemble",
        "grilles",
        "moteur",
        "froid µs",
        "froid + chargement µs",
        "chaud (meilleur de 3) µs",
        "chargement ms",
        "essais/grille",
      ],
    ];
    for (const r of resultats) {
      for (const moteur of MOTEURS) {
        const m = r.moteurs[moteur];
        lignes.push([
          r.nom,
          r.grilles,
          moteur,
          n1(m.froid),
          n1(m.froidChargementCompris),
          n1(m.chaud),
          n1(m.chargementMs),
          n1(m.essais),
        ]);
      }
    }
    console.log(decrireMachine());
    console.log(`Médianes de ${tours} tours ; temps CPU par grille, unicité prouvée (limite 2).\n`);
    console.log(tableauTexte(lignes));
    if (values.json) {
      const propre = resultats.map((r) => ({
        nom: r.nom,
        grilles: r.grilles,
        moteurs: Object.fromEntries(
          MOTEURS.map((m) => {
            const { froid, froidChargementCompris, chaud } = r.moteurs[m];
            return [m, { froid, froidChargementCompris, chaud }];
          }),
        ),
      }));
      console.log(JSON.stringify({ ensembles: propre }));
    }
  } finally {
    nettoyer();
  }
}

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
