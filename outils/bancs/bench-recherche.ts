/**
 * npm run bench:recherche : la recherche locale de la leçon 4, côte à côte.
 *
 * Sur norvig_easy50 et norvig_top95, chaque algorithme est lancé une fois par
 * grille (graine = numéro de la grille) avec le même budget d'évaluations
 * (pour min-conflits, une évaluation est un pas : une variable révisée).
 * On imprime le taux de réussite, puis la durée et le nombre d'évaluations
 * médians des recherches réussies, et le nombre de grilles « résolues
 * d'emblée » (coût 0 avant le moindre mouvement) : celles-là ne mesurent
 * rien, c'est le piège des grilles faciles (voir la leçon 4). La recherche en
 * profondeur (formulation 1, case la plus contrainte) sert de repère.
 *
 * Options : --budget N (évaluations, 2 000 000 par défaut), --grilles N (les
 * N premières de chaque ensemble, toutes par défaut).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { algoProfondeur } from "../../src/algos/recherche";
import type { Grille } from "../../src/grille/grille";
import { lireFichier } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import { escalade } from "../../src/recherche/escalade";
import { minConflits } from "../../src/recherche/min-conflits";
import { recuit } from "../../src/recherche/recuit";
import { RACINE } from "../commun/jupyter";

interface Issue {
  resolue: boolean;
  ms: number;
  evaluations: number;
  demblee: boolean;
}

type Lanceur = (g: Grille, graine: number, budget: number) => Issue;

/** Lance une recherche locale et contrôle sa solution sans lui faire confiance. */
function locale(
  chercher: typeof escalade | typeof recuit | typeof minConflits,
  options: object,
): Lanceur {
  return (g, graine, budget) => {
    const debut = performance.now();
    const r = chercher(g, { ...options, graine, budget });
    const ms = performance.now() - debut;
    const resolue = r.statut === "resolue";
    if (resolue && !estSolutionDe(r.solution as Grille, g)) throw new Error("solution fausse !");
    return { resolue, ms, evaluations: r.compteurs.evaluations, demblee: r.depart.cout === 0 };
  };
}

const ALGORITHMES: [string, Lanceur][] = [
  ["escalade, plus forte pente", locale(escalade, {})],
  ["escalade, plus forte pente + 50 pas de côté", locale(escalade, { lateraux: 50 })],
  [
    "escalade, premier choix + 50 pas de côté",
    locale(escalade, { variante: "premier-choix", lateraux: 50 }),
  ],
  ["recuit simulé (Lewis)", locale(recuit, {})],
  ["recuit simulé (Lewis) + propagation", locale(recuit, { propagation: true })],
  ["min-conflits (10 % de pas au hasard)", locale(minConflits, {})],
  [
    "repère : profondeur, case la plus contrainte (nœuds)",
    (g, _graine, budget) => {
      const debut = performance.now();
      const r = algoProfondeur.resoudre(g, { budget });
      const ms = performance.now() - debut;
      const resolue = r.statut === "resolue";
      if (resolue && !estSolutionDe(r.solution as Grille, g)) throw new Error("solution fausse !");
      return { resolue, ms, evaluations: r.compteurs.noeudsDeveloppes, demblee: false };
    },
  ],
];

function principal(): void {
  const { values } = parseArgs({
    options: { budget: { type: "string" }, grilles: { type: "string" } },
  });
  const budget = Number(values.budget ?? 2_000_000);
  const nombre = values.grilles === undefined ? Infinity : Number(values.grilles);
  if (!Number.isInteger(budget) || budget < 1 || !(nombre >= 1)) {
    throw new Error("--budget et --grilles attendent des entiers ≥ 1");
  }
  console.log(decrireMachine());
  console.log(`Budget : ${budget.toLocaleString("fr-FR")} évaluations (ou nœuds) par grille.\n`);
  const lignes: (string | number)[][] = [
    ["ensemble", "algorithme", "réussite", "d'emblée", "médiane ms", "médiane évaluations"],
  ];
  const debutTotal = performance.now();
  for (const nom of ["norvig_easy50", "norvig_top95"]) {
    const grilles = lireFichier(join(RACINE, "data", "ensembles", `${nom}.txt`)).slice(0, nombre);
    for (const [algo, lancer] of ALGORITHMES) {
      const issues = grilles.map((g, k) => lancer(g, k + 1, budget));
      const reussies = issues.filter((i) => i.resolue);
      const vraies = reussies.filter((i) => !i.demblee);
      lignes.push([
        nom,
        algo,
        `${reussies.length}/${grilles.length} (${Math.round((100 * reussies.length) / grilles.length)} %)`,
        issues.filter((i) => i.demblee).length,
        vraies.length > 0 ? mediane(vraies.map((i) => i.ms)).toFixed(1) : "–",
        vraies.length > 0 ? Math.round(mediane(vraies.map((i) => i.evaluations))) : "–",
      ]);
    }
  }
  console.log(tableauTexte(lignes));
  console.log(
    "\nMédianes sur les grilles résolues, hors grilles résolues d'emblée (coût 0 au départ)." +
      `\nDurée totale : ${((performance.now() - debutTotal) / 1000).toFixed(0)} s.`,
  );
}

principal();
