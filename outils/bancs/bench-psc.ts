/**
 * npm run bench:psc : les recherches de la programmation par contraintes
 * (leçons 2 et 3), côte à côte dans une seule exécution — retour arrière
 * simple, forward checking, FC + MRV et MAC + MRV — sur les grilles
 * faciles (easy50), difficiles (top95, hardest) et sur des 16×16 et 25×25.
 *
 * Pour chaque couple (ensemble, algorithme) : combien de grilles sont
 * résolues dans le budget de nœuds, le temps par grille (médiane et
 * moyenne, en µs) et les nœuds par grille. Chaque solution est contrôlée
 * par `estSolutionDe`, hors chronométrage. Les algorithmes sont ceux de la
 * commande `sudoku` (moteur rapide de `src/psc/`).
 */
import { join } from "node:path";
import { trouverAlgorithme, type Algorithme } from "../../src/algos/index";
import type { Grille } from "../../src/grille/grille";
import { lireFichier } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { mediane, resumer } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { RACINE } from "../commun/jupyter";

/** Le même budget pour tous : assez pour que FC + MRV et MAC finissent tout, pas pour le retour arrière simple. */
const BUDGET = 1_000_000;
const ALGOS = ["backtrack", "fc", "fc-mrv", "mac"];

interface Mesure {
  resolues: number;
  epuisees: number;
  fausses: number;
  microsecondes: number[];
  noeuds: number[];
}

function charger(nom: string): Grille[] {
  return lireFichier(join(RACINE, "data", "ensembles", nom));
}

function algo(nom: string): Algorithme {
  const a = trouverAlgorithme(nom);
  if (!a) throw new Error(`algorithme inconnu : ${nom}`);
  return a;
}

function mesurer(a: Algorithme, grilles: Grille[]): Mesure {
  const m: Mesure = { resolues: 0, epuisees: 0, fausses: 0, microsecondes: [], noeuds: [] };
  for (const g of grilles) {
    const debut = performance.now();
    const r = a.resoudre(g, { budget: BUDGET });
    m.microsecondes.push((performance.now() - debut) * 1000);
    m.noeuds.push(r.compteurs.noeuds);
    if (r.statut === "budget-epuise") m.epuisees++;
    else if (r.solution && estSolutionDe(r.solution, g)) m.resolues++;
    else m.fausses++;
  }
  return m;
}

const entier = (x: number) =>
  Math.round(x)
    .toLocaleString("fr-FR")
    .replace(/\u202f/g, " ");

function principal(): void {
  console.log(decrireMachine());
  console.log(`Budget : ${entier(BUDGET)} nœuds par grille (valeurs essayées).\n`);
  const ensembles: [string, Grille[], string[]][] = [
    ["easy50", charger("norvig_easy50.txt"), ALGOS],
    ["top95", charger("norvig_top95.txt"), ALGOS],
    ["hardest", charger("norvig_hardest.txt"), ALGOS],
    ["16×16 (20)", charger("generated_16x16_20.txt"), ["fc-mrv", "mac"]],
    ["25×25 (5)", charger("generated_25x25_5.txt"), ["fc-mrv", "mac"]],
  ];
  // Échauffement : le compilateur de JavaScript optimise le code qui tourne souvent.
  for (const nom of ALGOS) mesurer(algo(nom), ensembles[0][1].slice(0, 10));

  const lignes: (string | number)[][] = [
    [
      "ensemble",
      "algorithme",
      "résolues",
      "budget épuisé",
      "µs/grille méd.",
      "µs/grille moy.",
      "nœuds méd.",
      "nœuds moy.",
      "nœuds max",
      "total (ms)",
    ],
  ];
  let fcMrvTop95 = NaN;
  let fausses = 0;
  for (const [ensemble, grilles, noms] of ensembles) {
    for (const nom of noms) {
      const m = mesurer(algo(nom), grilles);
      fausses += m.fausses;
      const total = m.microsecondes.reduce((s, x) => s + x, 0) / 1000;
      if (ensemble === "top95" && nom === "fc-mrv") fcMrvTop95 = total;
      lignes.push([
        ensemble,
        nom,
        `${m.resolues}/${grilles.length}`,
        m.epuisees,
        entier(mediane(m.microsecondes)),
        entier(resumer(m.microsecondes).moyenne),
        entier(mediane(m.noeuds)),
        entier(resumer(m.noeuds).moyenne),
        entier(Math.max(...m.noeuds)),
        entier(total),
      ]);
    }
  }
  console.log(tableauTexte(lignes));
  const atteint = fcMrvTop95 < 1000 ? "atteint" : "manqué";
  console.log(
    `\nObjectif : FC + MRV résout les 95 grilles « top 95 » en moins d'1 s au total : ` +
      `${entier(fcMrvTop95)} ms, ${atteint}.`,
  );
  if (fausses > 0) {
    console.log(`ATTENTION : ${fausses} réponse(s) fausse(s) !`);
    process.exitCode = 1;
  }
}

principal();
