/**
 * npm run bench:memoire : la mémoire de la commande `sudoku` selon la taille
 * du fichier lu, côte à côte.
 *
 * Le script fabrique deux fichiers d'une grille par ligne (10 000 et
 * 2 500 000 lignes, 9×9, tirées de magictour_top1465) dans un dossier
 * temporaire, effacé à la fin. Sur chacun, il lance `sudoku verifier` et
 * `sudoku resoudre --algo rapide` et mesure le pic de mémoire du processus
 * (RSS maximal, lu par le processus lui-même à sa sortie) et la durée.
 * `verifier` lit tout le grand fichier ; `resoudre` s'arrête de lui-même
 * quand le script ferme sa sortie après RESOLUES_MAX réponses (sans quoi il
 * faudrait plusieurs minutes). La ligne « sudoku algos » donne le coût du
 * démarrage, sans rien lire.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { dossierDeBanc } from "./dossier-de-banc";
import { RACINE } from "../commun/jupyter";

const BIN = join(RACINE, "bin", "sudoku.cjs");
const TAILLES = [10_000, 2_500_000];
/** `resoudre` sur le grand fichier : la sortie est fermée après ces réponses. */
const RESOLUES_MAX = 250_000;
/** Aucune mesure ne dure plus longtemps (le processus est alors arrêté). */
const DELAI_MAX = 10 * 60_000;

interface Mesure {
  /** Pic de mémoire, en Mo. */
  rss: number;
  secondes: number;
  /** Lignes écrites par la commande. */
  lignes: number;
}

/**
 * Lance `sudoku args` ; à sa sortie, le processus écrit son RSS maximal sur
 * le descripteur 3. Avec `lignesMax`, sa sortie est fermée après autant de
 * lignes : la commande doit s'arrêter d'elle-même.
 */
function mesurer(args: string[], lignesMax = Infinity): Promise<Mesure> {
  const amorce = [
    `process.on("exit", () => require("fs").writeSync(3, String(process.resourceUsage().maxRSS)));`,
    `process.argv.splice(1, 0, ${JSON.stringify(BIN)});`,
    `require(${JSON.stringify(BIN)});`,
  ].join("\n");
  return new Promise((resoudre, rejeter) => {
    const debut = performance.now();
    const enfant = spawn(process.execPath, ["-e", amorce, "--", ...args], {
      cwd: RACINE,
      stdio: ["ignore", "pipe", "inherit", "pipe"],
      timeout: DELAI_MAX,
    });
    let lignes = 0;
    let rss = "";
    enfant.stdout?.on("data", (morceau: Buffer) => {
      for (let k = morceau.indexOf(10); k >= 0; k = morceau.indexOf(10, k + 1)) lignes++;
      if (lignes >= lignesMax) enfant.stdout?.destroy();
    });
    enfant.stdio[3]?.on("data", (morceau: Buffer) => (rss += morceau.toString()));
    enfant.on("error", rejeter);
    enfant.on("close", (code, signal) => {
      const secondes = (performance.now() - debut) / 1000;
      if (signal || code === null || code > 1 || rss === "") {
        rejeter(new Error(`sudoku ${args.join(" ")} : code ${code}, signal ${signal}`));
        return;
      }
      resoudre({ rss: Number(rss) / 1024, secondes, lignes: Math.min(lignes, lignesMax) });
    });
  });
}

/** Un fichier de `lignes` grilles, une par ligne, écrit par paquets. */
function fabriquer(chemin: string, lignes: number, grilles: string[]): void {
  const fichier = openSync(chemin, "w");
  try {
    for (let k = 0; k < lignes; k += 10_000) {
      const paquet: string[] = [];
      for (let j = k; j < Math.min(lignes, k + 10_000); j++)
        paquet.push(grilles[j % grilles.length]);
      writeSync(fichier, paquet.join("\n") + "\n");
    }
  } finally {
    closeSync(fichier);
  }
}

const entier = (n: number) => n.toLocaleString("fr-FR");
const mo = (m: Mesure) => `${Math.round(m.rss)} Mo`;
const duree = (m: Mesure) => `${m.secondes.toFixed(1).replace(".", ",")} s`;
const debit = (m: Mesure) => `${entier(Math.round(m.lignes / m.secondes))}/s`;

async function principal(): Promise<void> {
  const source = join(RACINE, "data", "ensembles", "magictour_top1465.txt");
  const grilles = readFileSync(source, "utf8")
    .split("\n")
    .filter((l) => l.length === 81);
  const { dossier, nettoyer } = dossierDeBanc("memoire");
  try {
    const demarrage = await mesurer(["algos"]);
    const colonnes: { taille: number; verifier: Mesure; resoudre: Mesure }[] = [];
    for (const taille of TAILLES) {
      const chemin = join(dossier, `${taille}.txt`);
      fabriquer(chemin, taille, grilles);
      const verifier = await mesurer(["verifier", chemin]);
      const resoudre = await mesurer(["resoudre", "--algo", "rapide", chemin], RESOLUES_MAX);
      colonnes.push({ taille, verifier, resoudre });
    }
    console.log(decrireMachine());
    console.log(
      `Pic de mémoire (RSS maximal) et durée de la commande, démarrage compris ; ` +
        `sudoku algos, qui ne lit rien : ${mo(demarrage)}, ${duree(demarrage)}.\n`,
    );
    const entete = ["commande"];
    for (const { taille } of colonnes) {
      const t = entier(taille);
      entete.push(`${t} lignes : RSS`, "durée", "grilles", "grilles/s");
    }
    const ligne = (nom: string, choisir: (c: (typeof colonnes)[number]) => Mesure) => [
      nom,
      ...colonnes.flatMap((c) => {
        const m = choisir(c);
        return [mo(m), duree(m), entier(m.lignes), debit(m)];
      }),
    ];
    console.log(
      tableauTexte([
        entete,
        ligne("sudoku verifier", (c) => c.verifier),
        ligne("sudoku resoudre --algo rapide", (c) => c.resoudre),
      ]),
    );
    console.log(
      `\nresoudre s'arrête de lui-même quand sa sortie est fermée, ici après ` +
        `${entier(RESOLUES_MAX)} réponses ; verifier lit tout le fichier.`,
    );
  } finally {
    nettoyer();
  }
}

principal().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
