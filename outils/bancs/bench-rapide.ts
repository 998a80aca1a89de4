/**
 * npm run bench:rapide : la vitesse du solveur rapide et du générateur, dans une
 * seule exécution.
 *
 * 1. Le solveur rapide sur chaque ensemble de data/ensembles : durée moyenne
 *    par grille, unicité prouvée (on cherche 2 solutions), chaque réponse
 *    contrôlée (solution du fichier, ou `estSolutionDe`). À côté : le moteur
 *    par cases (toutes tailles) sur les mêmes grilles, et les durées de tdoku
 *    (le solveur C++ le plus rapide connu) relevées sur ce genre de machine.
 * 2. Les deux solveurs npm les plus employés, `sudoku` 0.0.3 et `sudoku-core`
 *    3.0.3, sur les 50 premières grilles de chaque ensemble 9×9, dans la même
 *    exécution : première solution seulement, réponses fausses et échecs
 *    comptés. Chacun tourne dans un fil à part, arrêté au bout d'une seconde
 *    par grille (sudoku-core vérifie l'unicité par une recherche naïve qui
 *    peut durer des minutes).
 * 3. Le générateur : durée médiane d'une grille 9×9 d'au plus 26 indices,
 *    d'une 16×16 d'au plus 120 indices et d'une 16×16 minimale.
 *
 * Durées : du temps processeur (`process.cpuUsage`), que les autres programmes
 * de la machine gonflent bien moins que le temps écoulé. Pour le solveur
 * rapide, la meilleure de plusieurs passes sur tout l'ensemble (les grilles
 * sont lues et converties avant de chronométrer).
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { genererGrille } from "../../src/generateur/generateur";
import { lireFichierLignes, lireEnoncesEtSolutions } from "../../src/grille/index";
import type { Grille } from "../../src/grille/grille";
import { estSolutionDe } from "../../src/grille/regles";
import { mediane, quantile } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { resoudreRapide, type MoteurRapide } from "../../src/rapide/rapide";
import { RACINE } from "../commun/jupyter";

const ENSEMBLES = join(RACINE, "data", "ensembles");

/** Les ensembles mesurés, et la durée de tdoku par grille (µs, unicité prouvée) citée par le sujet. */
const JEUX: { fichier: string; nom: string; tdoku?: number }[] = [
  { fichier: "norvig_top95.txt", nom: "top95", tdoku: 21 },
  { fichier: "norvig_hardest.txt", nom: "hardest", tdoku: 16 },
  { fichier: "magictour_top1465.txt", nom: "magictour_top1465", tdoku: 18 },
  { fichier: "forum_hardest_1106.txt", nom: "forum_hardest_1106", tdoku: 170 },
  { fichier: "kaggle_bryanpark_1000_avec_solutions.csv", nom: "kaggle (bryanpark)", tdoku: 2 },
  { fichier: "kaggle3m_radcliffe_1000_avec_solutions.csv", nom: "kaggle 3M (radcliffe)" },
  { fichier: "norvig_easy50.txt", nom: "easy50" },
  { fichier: "serg_multisolutions_1000.txt", nom: "serg (≥ 2 solutions)" },
  { fichier: "generated_16x16_20.txt", nom: "16×16 (20)" },
  { fichier: "generated_25x25_5.txt", nom: "25×25 (5)" },
];

/** Les pairs npm ne voient que les premières grilles de chaque ensemble 9×9. */
const GRILLES_PAIRS = 50;
/** Au-delà, un pair est arrêté et la grille comptée comme abandonnée. */
const DELAI_PAIR_MS = 1000;

interface Jeu {
  nom: string;
  tdoku?: number;
  grilles: Grille[];
  valeurs: Uint8Array[];
  /** La solution connue (fichiers « avec solutions »), sinon `undefined`. */
  solutions: (number[] | undefined)[];
  multiples: boolean;
}

function lireJeu(fichier: string, nom: string, tdoku?: number): Jeu {
  const chemin = join(ENSEMBLES, fichier);
  const texte = readFileSync(chemin, "utf8");
  const avecSolutions = fichier.endsWith("_avec_solutions.csv");
  const paires = avecSolutions
    ? lireEnoncesEtSolutions(texte, chemin).map((p) => ({ g: p.enonce, s: p.solution.valeurs }))
    : lireFichierLignes(texte, chemin).map((g) => ({ g, s: undefined }));
  return {
    nom,
    tdoku,
    grilles: paires.map((p) => p.g),
    valeurs: paires.map((p) => Uint8Array.from(p.g.valeurs)),
    solutions: paires.map((p) => p.s),
    multiples: fichier.includes("multisolutions"),
  };
}

// --- 1. Le solveur rapide ------------------------------------------------

interface MesureRapide {
  us: number;
  uniques: number;
  fausses: number;
  essais: number;
}

/** µs par grille (meilleure passe), après un contrôle complet des réponses. */
function mesurerRapide(jeu: Jeu, moteur: MoteurRapide, grilles = jeu.valeurs.length): MesureRapide {
  const valeurs = jeu.valeurs.slice(0, grilles);
  let uniques = 0;
  let fausses = 0;
  let essais = 0;
  valeurs.forEach((v, k) => {
    const r = resoudreRapide(v, { limite: 2, moteur });
    essais += r.compteurs.essais;
    if (r.solutions === 1) uniques++;
    const connue = jeu.solutions[k];
    const juste = connue
      ? r.solution?.join() === connue.join()
      : r.solution !== undefined &&
        estSolutionDe(jeu.grilles[k].avecValeurs(r.solution), jeu.grilles[k]);
    if (!juste || r.solutions !== (jeu.multiples ? 2 : 1)) fausses++;
  });
  // Passes chronométrées : au moins 5, et au moins une demi-seconde en tout.
  let meilleure = Infinity;
  let total = 0;
  for (let passe = 0; passe < 5 || total < 500; passe++) {
    const debut = process.cpuUsage();
    for (const v of valeurs) resoudreRapide(v, { limite: 2, moteur });
    const duree = millisecondesProcesseur(debut);
    meilleure = Math.min(meilleure, duree);
    total += duree;
    if (passe >= 50) break;
  }
  return {
    us: (meilleure * 1000) / valeurs.length,
    uniques,
    fausses,
    essais: essais / valeurs.length,
  };
}

/** Le temps processeur écoulé depuis `debut` (un relevé de `process.cpuUsage`), en ms. */
function millisecondesProcesseur(debut: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(debut);
  return (u.user + u.system) / 1000;
}

// --- 2. Les solveurs npm -------------------------------------------------

/**
 * Le code du fil d'un pair : il reçoit une grille (81 valeurs, 0 = vide),
 * la convertit à sa façon, chronomètre le seul appel au solveur (temps
 * processeur du programme, dont le fil principal attend sans rien faire) et
 * rend sa réponse en valeurs 1 à 9 (ou null).
 */
function codeDuFil(paquet: string): string {
  const chemin = JSON.stringify(require.resolve(paquet));
  const appel =
    paquet === "sudoku"
      ? `const entree = g.map((v) => (v === 0 ? null : v - 1));
         const t = process.cpuUsage();
         const r = p.solvepuzzle(entree);
         const u = process.cpuUsage(t);
         const us = u.user + u.system;
         return { us, solution: r ? r.map((v) => v + 1) : null };`
      : `const entree = g.map((v) => (v === 0 ? null : v));
         const t = process.cpuUsage();
         const r = p.solve(entree);
         const u = process.cpuUsage(t);
         const us = u.user + u.system;
         return { us, solution: r.solved && r.board ? r.board : null };`;
  return `
    const { parentPort } = require("node:worker_threads");
    const p = require(${chemin});
    function resoudre(g) { ${appel} }
    parentPort.on("message", (g) => parentPort.postMessage(resoudre(g)));`;
}

interface MesurePair {
  essayees: number;
  justes: number;
  echecs: number;
  abandons: number;
  us: number[];
}

/** Un pair sur des grilles, un fil à la fois ; un fil trop lent est arrêté et remplacé. */
async function mesurerPair(paquet: string, jeu: Jeu, grilles: number): Promise<MesurePair> {
  const m: MesurePair = { essayees: 0, justes: 0, echecs: 0, abandons: 0, us: [] };
  let fil = new Worker(codeDuFil(paquet), { eval: true });
  try {
    // Échauffement du compilateur, hors mesure.
    for (let k = 0; k < Math.min(3, grilles); k++) await demander(fil, jeu.valeurs[k]);
    for (let k = 0; k < grilles; k++) {
      m.essayees++;
      const r = await demander(fil, jeu.valeurs[k]);
      if (r === "delai") {
        m.abandons++;
        await fil.terminate();
        fil = new Worker(codeDuFil(paquet), { eval: true });
        continue;
      }
      const juste =
        r.solution !== null &&
        estSolutionDe(jeu.grilles[k].avecValeurs(r.solution), jeu.grilles[k]);
      if (juste) {
        m.justes++;
        m.us.push(r.us);
      } else m.echecs++;
    }
  } finally {
    await fil.terminate();
  }
  return m;
}

function demander(
  fil: Worker,
  grille: Uint8Array,
): Promise<{ us: number; solution: number[] | null } | "delai"> {
  return new Promise((resoudre, rejeter) => {
    const minuterie = setTimeout(() => {
      fil.off("message", recu);
      resoudre("delai");
    }, DELAI_PAIR_MS);
    const recu = (r: { us: number; solution: number[] | null }) => {
      clearTimeout(minuterie);
      fil.off("error", erreur);
      resoudre(r);
    };
    const erreur = (e: Error) => {
      clearTimeout(minuterie);
      rejeter(e);
    };
    fil.once("message", recu);
    fil.once("error", erreur);
    fil.postMessage(Array.from(grille));
  });
}

// --- 3. Le générateur ----------------------------------------------------

function mesurerGenerateur(taille: number, indices: number | undefined, graines: number) {
  const durees: number[] = [];
  const obtenus: number[] = [];
  let atteintes = 0;
  for (let graine = 1; graine <= graines; graine++) {
    const debut = process.cpuUsage();
    const r = genererGrille({ taille, indices, graine });
    durees.push(millisecondesProcesseur(debut));
    obtenus.push(r.indices);
    if (r.cibleAtteinte) atteintes++;
  }
  return { durees, obtenus, atteintes };
}

// --- Tableaux ------------------------------------------------------------

const us = (x: number) => (x < 100 ? `${x.toFixed(1)} µs` : `${Math.round(x)} µs`);
const ms = (x: number) => (x < 100 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`);

async function principal(): Promise<void> {
  console.log(decrireMachine());
  // D'autres programmes qui tournent en même temps ralentissent tout : on le dit.
  const charge = loadavg()[0];
  console.log(
    `Charge moyenne (1 min) au départ : ${charge.toFixed(2)} pour ${cpus().length} cœurs` +
      (charge > cpus().length / 2 ? " — machine occupée : durées gonflées\n" : "\n"),
  );
  const jeux = JEUX.map((j) => lireJeu(j.fichier, j.nom, j.tdoku));

  console.log(
    "1. Solveur rapide : µs (temps processeur) par grille, unicité prouvée (2 solutions cherchées)\n",
  );
  const lignes: string[][] = [
    [
      "ensemble",
      "grilles",
      "uniques",
      "fausses",
      "essais",
      "rapide",
      "tdoku (réf.)",
      "rapide / tdoku",
      "moteur cases",
    ],
  ];
  const rapides = new Map<string, MesureRapide>();
  for (const jeu of jeux) {
    const r = mesurerRapide(jeu, "auto");
    rapides.set(jeu.nom, r);
    const taille = jeu.grilles[0].taille;
    const cases = taille === 9 ? us(mesurerRapide(jeu, "cases").us) : "(le même)";
    lignes.push([
      jeu.nom,
      String(jeu.grilles.length),
      String(r.uniques),
      String(r.fausses),
      r.essais.toFixed(1),
      us(r.us),
      jeu.tdoku ? us(jeu.tdoku) : "–",
      jeu.tdoku ? `${(r.us / jeu.tdoku).toFixed(1)}×` : "–",
      cases,
    ]);
  }
  console.log(tableauTexte(lignes));
  console.log(
    "\n« fausses » : réponse différente de la solution connue, ou mauvais nombre de solutions" +
      " (1 attendue, 2 pour serg). « essais » : suppositions par grille.\n",
  );

  console.log(
    `2. Pairs npm, sur les ${GRILLES_PAIRS} premières grilles de chaque ensemble 9×9 (première solution ;` +
      ` arrêt au bout de ${DELAI_PAIR_MS / 1000} s)\n`,
  );
  const pairs: string[][] = [
    [
      "ensemble",
      "grilles",
      "rapide",
      "sudoku",
      "justes",
      "fausses/échecs",
      "abandons",
      "sudoku-core",
      "justes",
      "fausses/échecs",
      "abandons",
    ],
  ];
  for (const jeu of jeux.filter((j) => j.grilles[0].taille === 9 && !j.multiples)) {
    const n = Math.min(GRILLES_PAIRS, jeu.grilles.length);
    const rapide = mesurerRapide(jeu, "auto", n);
    const ligne = [jeu.nom, String(n), us(rapide.us)];
    for (const paquet of ["sudoku", "sudoku-core"]) {
      const m = await mesurerPair(paquet, jeu, n);
      const moyenne = m.us.length > 0 ? us(m.us.reduce((a, b) => a + b, 0) / m.us.length) : "–";
      ligne.push(moyenne, String(m.justes), String(m.echecs), String(m.abandons));
    }
    pairs.push(ligne);
  }
  console.log(tableauTexte(pairs));
  console.log(
    "\nDurée des pairs : moyenne sur leurs seules réponses justes. rapide : même échantillon," +
      " unicité prouvée en plus.\n",
  );

  console.log(
    "3. Générateur (solution unique prouvée à chaque retrait) : temps processeur par grille\n",
  );
  const gen: string[][] = [
    ["grille", "graines", "médiane", "90 %", "max", "indices (moy.)", "cible atteinte"],
  ];
  for (const [nom, taille, indices, graines] of [
    ["9×9, au plus 26 indices", 9, 26, 101],
    ["9×9 minimale", 9, undefined, 101],
    ["16×16, au plus 120 indices", 16, 120, 21],
    ["16×16 minimale", 16, undefined, 5],
    ["25×25, au plus 400 indices", 25, 400, 5],
  ] as const) {
    const m = mesurerGenerateur(taille, indices, graines);
    gen.push([
      nom,
      String(graines),
      ms(mediane(m.durees)),
      ms(quantile(m.durees, 0.9)),
      ms(Math.max(...m.durees)),
      (m.obtenus.reduce((a, b) => a + b, 0) / m.obtenus.length).toFixed(1),
      indices === undefined ? "–" : `${m.atteintes}/${graines}`,
    ]);
  }
  console.log(tableauTexte(gen));
}

principal().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
