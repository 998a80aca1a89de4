/**
 * npm run bench : le tableau d'ensemble de la vitesse du cours, face aux
 * programmes natifs, dans une seule exécution.
 *
 * Trois bancs tournent l'un après l'autre, chacun dans son processus (enfant
 * de celui-ci, comme MiniSat et PicoSAT qu'ils lancent) ; chacun imprime son
 * propre tableau, puis une ligne de JSON que ce script reprend :
 * - `bench:commande --sans-avant` : démarrage de `sudoku algos` face à
 *   `node -e 0`, µs par ligne de `sudoku verifier`, `sudoku resoudre --algo
 *   rapide --tous --limite 2` face au solveur seul ;
 * - `bench:moteurs` : les moteurs rapides 9×9 en une passe à froid, face à
 *   tdoku (ses chiffres de data/REFERENCE.md, ou mesurés dans la même
 *   exécution avec `--tdoku <sources de tdoku>`, voir tdoku.ts) ; le tableau
 *   d'ensemble garde celui de la commande, le module wasm par lots, module
 *   compilé compris (à froid, c'est ce que paie un appel de `sudoku`) ;
 * - `bench:sat-natif` : le CDCL face à MiniSat 2.2 sur 100 formules 3-SAT
 *   aléatoires au seuil, réponses croisées avec PicoSAT.
 *
 * À la fin, un seul tableau : chaque mesure, sa référence, le rapport, le but
 * qu'on s'est fixé, et s'il est atteint.
 *
 * Options : `--tours N` (5 par défaut, pour les trois bancs), `--tdoku DOSSIER`.
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { RACINE } from "../commun/jupyter";
import { TDOKU_NATIF } from "./moteurs";

/** Ce que rend `bench:commande --json` (secondes de CPU ; µs pour la pente). */
interface Commande {
  node: number;
  algos: number;
  verifierPente: number;
  resoudre: number;
  solveur: number;
  lignes: number;
}

/** Ce que rend `bench:moteurs --json` (µs par grille). */
interface Moteurs {
  ensembles: {
    nom: string;
    grilles: number;
    /** Par nom de moteur ; tdoku natif mesuré (`--tdoku`) ou lu dans data/REFERENCE.md. */
    moteurs: Record<string, { froid: number; froidChargementCompris?: number; chaud: number }>;
  }[];
}

/** Ce que rend `bench:sat-natif --json` (ms pour les 100 formules). */
interface SatNatif {
  minisat: number;
  cdclFroid: number;
  cdclChaud: number;
  minisatProcessus: number;
  commande: number;
  /** Le CDCL TypeScript de la bibliothèque et des leçons (sudoku sat emploie le wasm). */
  cdclTsFroid: number;
}

/** Les buts : au plus tant de fois la référence (ou, pour la lecture, tant de µs par ligne). */
const BUTS = {
  demarrage: 1.5,
  lectureUs: 1,
  resoudre: 1.5,
  grandEnsemble: 2,
  petitEnsemble: 3,
  cdcl: 3,
  cdclProcessus: 5,
};
/** Un ensemble d'au moins tant de grilles est « grand » : le but y est 2× tdoku, sinon 3×. */
const GRAND_ENSEMBLE = 1000;

/** Lance un banc du projet, laisse passer son tableau, et rend sa dernière ligne (JSON). */
function lancerBanc<T>(script: string, args: string[]): Promise<T> {
  return new Promise((resoudre, rejeter) => {
    const enfant = spawn(
      process.execPath,
      ["--require", "ts-node/register", join(RACINE, "outils", "bancs", script), "--json", ...args],
      { cwd: RACINE, stdio: ["ignore", "pipe", "inherit"] },
    );
    let sortie = "";
    enfant.stdout.on("data", (m: Buffer) => (sortie += m.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code) => {
      const lignes = sortie.trimEnd().split("\n");
      const json = lignes.pop() ?? "";
      if (code !== 0 || !json.startsWith("{")) {
        rejeter(new Error(`${script} s'est arrêté (code ${code}) :\n${sortie}`));
        return;
      }
      console.log(lignes.join("\n") + "\n");
      resoudre(JSON.parse(json) as T);
    });
  });
}

const virgule = (x: number, chiffres: number) => x.toFixed(chiffres).replace(".", ",");
const fois = (x: number) => `${virgule(x, 2)}×`;
const us = (x: number) => `${virgule(x, x < 10 ? 2 : 1)} µs`;
const ms = (x: number) => `${virgule(x, x < 100 ? 1 : 0)} ms`;
const s = (x: number) => `${virgule(x, 3)} s`;
const verdict = (atteint: boolean) => (atteint ? "oui" : "NON");

async function principal(): Promise<void> {
  const { values } = parseArgs({
    options: { tours: { type: "string", default: "5" }, tdoku: { type: "string" } },
  });
  const tours = values.tours;
  console.log("== La commande sudoku (bench:commande)\n");
  const commande = await lancerBanc<Commande>("bench-commande.ts", [
    "--sans-avant",
    "--tours",
    tours,
  ]);
  console.log("== Les moteurs du solveur rapide (bench:moteurs)\n");
  const moteurs = await lancerBanc<Moteurs>("bench-moteurs.ts", [
    "--tours",
    tours,
    "--ensembles",
    "tous",
    ...(values.tdoku ? ["--tdoku", values.tdoku] : []),
  ]);
  console.log("== Le CDCL face à MiniSat (bench:sat-natif)\n");
  const sat = await lancerBanc<SatNatif>("bench-sat-natif.ts", ["--tours", tours]);

  const lignes: string[][] = [
    ["mesure", "référence native", "le cours", "rapport", "but", "atteint"],
    [
      "démarrage : sudoku algos (CPU)",
      `node -e 0 : ${s(commande.node)}`,
      s(commande.algos),
      fois(commande.algos / commande.node),
      `≤ ${virgule(BUTS.demarrage, 1)}×`,
      verdict(commande.algos / commande.node <= BUTS.demarrage),
    ],
    [
      "lecture : sudoku verifier, par ligne de plus",
      "–",
      us(commande.verifierPente),
      "–",
      `< ${BUTS.lectureUs} µs`,
      verdict(commande.verifierPente < BUTS.lectureUs),
    ],
    [
      `sudoku resoudre --algo rapide --tous --limite 2 (${commande.lignes.toLocaleString("fr-FR")} grilles à 17 indices)`,
      `le solveur seul : ${s(commande.solveur)}`,
      s(commande.resoudre),
      fois(commande.resoudre / commande.solveur),
      `≤ ${virgule(BUTS.resoudre, 1)}×`,
      verdict(commande.resoudre / commande.solveur <= BUTS.resoudre),
    ],
  ];
  for (const e of moteurs.ensembles) {
    const ref = e.moteurs[TDOKU_NATIF]?.froid;
    const but = e.grilles >= GRAND_ENSEMBLE ? BUTS.grandEnsemble : BUTS.petitEnsemble;
    // Le moteur de la commande (`sudoku resoudre --algo rapide`) : le module wasm, par lots.
    const lot = e.moteurs["wasm-lot"];
    const cours = lot.froidChargementCompris ?? lot.froid;
    lignes.push([
      `solveur rapide, une passe à froid : ${e.nom} (${e.grilles.toLocaleString("fr-FR")} grilles), par grille`,
      ref === undefined ? "–" : `tdoku : ${us(ref)}`,
      `${us(cours)} (${us(lot.froid)} sans charger le module)`,
      ref === undefined ? "–" : fois(cours / ref),
      `≤ ${but}×`,
      ref === undefined ? "–" : verdict(cours / ref <= but),
    ]);
  }
  lignes.push(
    [
      "CDCL de sudoku sat (wasm), 100 formules 3-SAT au seuil : résolution à froid",
      `MiniSat 2.2 : ${ms(sat.minisat)}`,
      ms(sat.cdclFroid),
      fois(sat.cdclFroid / sat.minisat),
      `≤ ${BUTS.cdcl}×`,
      verdict(sat.cdclFroid / sat.minisat <= BUTS.cdcl),
    ],
    [
      "CDCL du cours en TypeScript (bibliothèque, leçons), les mêmes, à froid",
      `MiniSat 2.2 : ${ms(sat.minisat)}`,
      ms(sat.cdclTsFroid),
      fois(sat.cdclTsFroid / sat.minisat),
      "–",
      "–",
    ],
    [
      "sudoku sat, les mêmes : processus entiers (écoulé)",
      `MiniSat, 100 appels : ${ms(sat.minisatProcessus)}`,
      `${ms(sat.commande)} (1 appel)`,
      fois(sat.commande / sat.minisatProcessus),
      `≤ ${BUTS.cdclProcessus}×`,
      verdict(sat.commande / sat.minisatProcessus <= BUTS.cdclProcessus),
    ],
  );

  console.log("== Tableau d'ensemble\n");
  console.log(decrireMachine());
  console.log(
    `Charge (1, 5, 15 min) : ${loadavg()
      .map((x) => virgule(x, 1))
      .join(" ; ")}. Médianes de ${tours} tours par banc. tdoku : ` +
      (values.tdoku
        ? `construit depuis ${values.tdoku} et mesuré dans cette exécution.`
        : "chiffres de data/REFERENCE.md, relevés sur la machine du cours (--tdoku pour le mesurer ici).") +
      "\n",
  );
  console.log(tableauTexte(lignes));
}

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
