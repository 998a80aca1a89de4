/**
 * npm run bench:sat : les trois solveurs SAT du cours, côte à côte, sur les
 * grilles « top 95 » et « hardest » de Norvig.
 *
 * Le réglage équitable : chaque solveur charge une fois les règles du Sudoku
 * (codage étendu), puis, pour chaque grille,
 *   - codage : les littéraux de ses données (les hypothèses de l'appel) ;
 *   - résolution : un appel sous ces hypothèses (le modèle relu en grille,
 *     le même travail pour tous, est mesuré à part : « décodage ») ;
 *   - unicité : une clause de blocage (cases non données) activée par une
 *     variable neuve, et un second appel qui doit répondre « insatisfiable ».
 * C'est le seul réglage raisonnable pour logic-solver, qui met une centaine de
 * millisecondes à créer une instance (MiniSat compilé par Emscripten) : on
 * lui donne le même qu'aux autres. Pour comparaison, une dernière table
 * mesure une instance neuve par grille (codage complet et chargement compris).
 *
 * Mesures : les grilles passent une à une, CDCL et logic-solver tour à tour sur
 * chaque grille (DPLL à part, voir `mesurerEnsemble`) ; tout est refait `--repetitions` fois (5 par défaut) avec des
 * instances neuves, et l'on garde pour chaque grille et chaque étape la plus
 * petite durée : le travail est le même d'une fois à l'autre, seules changent
 * les perturbations de la machine. Un échauffement sur d'autres grilles laisse
 * d'abord le compilateur de JavaScript optimiser le code.
 */
import { join } from "node:path";
import type { Grille } from "../../src/grille/grille";
import { lireFichier } from "../../src/grille/lecture";
import { estSolutionDe } from "../../src/grille/regles";
import { mediane } from "../../src/mesure/statistiques";
import { decrireMachine, tableauTexte } from "../../src/mesure/tableau-texte";
import {
  clauseDeBlocage,
  clausesSudoku,
  coderGrille,
  grilleDuModele,
  litterauxDonnes,
  SOLVEURS_SAT,
  solveurCDCL,
  solveurLogicSolver,
  type InstanceSAT,
  type SolveurSAT,
} from "../../src/sat/index";
import { RACINE } from "../commun/jupyter";

interface Mesure {
  codage: number;
  resolution: number;
  /** Le modèle relu en grille : le même travail pour tous les solveurs, mesuré à part. */
  decodage: number;
  unicite: number;
  /** Conflits (CDCL) ou décisions (DPLL) des deux appels. */
  effort: number;
}

function lireEnsemble(fichier: string): Grille[] {
  return lireFichier(join(RACINE, "data", "ensembles", fichier));
}

/** Une grille dans le réglage équitable ; vérifie la solution et l'unicité au passage. */
function mesurerGrille(instance: InstanceSAT, enonce: Grille): Mesure {
  const t0 = performance.now();
  const donnees = litterauxDonnes(enonce);
  const t1 = performance.now();
  const r = instance.resoudre({ hypotheses: donnees });
  const t2 = performance.now();
  if (r.statut !== "satisfiable" || !r.modele) throw new Error("une grille sans solution ?");
  const solution = grilleDuModele(r.modele, enonce);
  const t2b = performance.now();
  const activation = instance.nouvelleVariable();
  instance.ajouterClause([-activation, ...clauseDeBlocage(solution, enonce)]);
  const autre = instance.resoudre({ hypotheses: [...donnees, activation] });
  instance.ajouterClause([-activation]);
  const t3 = performance.now();
  if (!estSolutionDe(solution, enonce)) throw new Error("solution fausse");
  if (autre.statut !== "insatisfiable") throw new Error("unicité non prouvée");
  const effort = (x: Record<string, number>) => x.conflits ?? x.decisions ?? 0;
  return {
    codage: t1 - t0,
    resolution: t2 - t1,
    decodage: t2b - t2,
    unicite: t3 - t2b,
    effort: effort(r.compteurs) + effort(autre.compteurs),
  };
}

/**
 * Une instance qui connaît les règles du Sudoku. Un premier appel, sans
 * hypothèse, termine le chargement : logic-solver ne transmet ses clauses à
 * MiniSat qu'au premier appel. Tous les solveurs y ont droit.
 */
function chargerRegles(solveur: SolveurSAT): InstanceSAT {
  const instance = solveur.creer(clausesSudoku(9));
  instance.resoudre();
  return instance;
}

/**
 * Pour chaque solveur et chaque grille, la meilleure mesure sur `repetitions`
 * passages. CDCL et logic-solver, que l'on compare, passent ensemble, tour à
 * tour sur chaque grille ; DPLL passe à part : il alloue beaucoup de mémoire,
 * et le ramasse-miettes qu'il déclenche tomberait sur les mesures des autres.
 */
function mesurerEnsemble(grilles: Grille[], repetitions: number): Map<string, Mesure[]> {
  const meilleures = new Map<string, Mesure[]>();
  const groupes = [
    SOLVEURS_SAT.filter((s) => s.nom !== "dpll"),
    SOLVEURS_SAT.filter((s) => s.nom === "dpll"),
  ];
  for (const solveurs of groupes) {
    for (let passage = 0; passage < repetitions; passage++) {
      const instances = solveurs.map((s) => chargerRegles(s));
      // Le ménage de la mise en place, avant de mesurer (npm run bench:sat passe --expose-gc).
      ramasserLesMiettes();
      grilles.forEach((g, k) => {
        // L'ordre tourne d'une grille à l'autre : aucun solveur n'hérite toujours du même état de la machine.
        for (let d = 0; d < solveurs.length; d++) {
          const i = (k + d) % solveurs.length;
          garderLaMeilleure(meilleures, solveurs[i].nom, k, mesurerGrille(instances[i], g));
        }
      });
    }
  }
  return meilleures;
}

/** Lance le ramasse-miettes de V8 s'il est exposé (node --expose-gc), sinon rien. */
function ramasserLesMiettes(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Garde, étape par étape, la plus petite durée mesurée pour cette grille. */
function garderLaMeilleure(
  meilleures: Map<string, Mesure[]>,
  nom: string,
  k: number,
  m: Mesure,
): void {
  const liste = meilleures.get(nom) ?? [];
  meilleures.set(nom, liste);
  const avant = liste[k];
  liste[k] = avant
    ? {
        codage: Math.min(avant.codage, m.codage),
        resolution: Math.min(avant.resolution, m.resolution),
        decodage: Math.min(avant.decodage, m.decodage),
        unicite: Math.min(avant.unicite, m.unicite),
        effort: m.effort,
      }
    : m;
}

const moyenne = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const ms = (x: number) => (x < 0.1 ? x.toFixed(3) : x.toFixed(2));

function tableResume(nom: string, mesures: Map<string, Mesure[]>): string {
  const lignes: (string | number)[][] = [
    [
      `${nom} (ms par grille)`,
      "codage",
      "résolution",
      "décodage",
      "unicité",
      "rés. + unicité",
      "médiane r+u",
      "max r+u",
      "effort",
    ],
  ];
  for (const solveur of SOLVEURS_SAT) {
    const m = mesures.get(solveur.nom) ?? [];
    const total = m.map((x) => x.resolution + x.unicite);
    lignes.push([
      solveur.nom,
      ms(moyenne(m.map((x) => x.codage))),
      ms(moyenne(m.map((x) => x.resolution))),
      ms(moyenne(m.map((x) => x.decodage))),
      ms(moyenne(m.map((x) => x.unicite))),
      ms(moyenne(total)),
      ms(mediane(total)),
      ms(Math.max(...total)),
      effort(solveur, m),
    ]);
  }
  return tableauTexte(lignes);
}

function effort(solveur: SolveurSAT, m: Mesure[]): string {
  if (solveur.uniteBudget === "appels") return "—";
  return `${moyenne(m.map((x) => x.effort)).toFixed(1)} ${solveur.uniteBudget}`;
}

function tableParGrille(grilles: Grille[], mesures: Map<string, Mesure[]>): string {
  const lignes: (string | number)[][] = [
    ["grille (résolution + unicité, ms)", ...SOLVEURS_SAT.map((s) => s.nom)],
  ];
  grilles.forEach((_, k) => {
    lignes.push([
      `hardest n° ${k + 1}`,
      ...SOLVEURS_SAT.map((s) => {
        const m = (mesures.get(s.nom) ?? [])[k];
        return ms(m.resolution + m.unicite);
      }),
    ]);
  });
  return tableauTexte(lignes);
}

function rapport(mesures: Map<string, Mesure[]>): string {
  const total = (nom: string) =>
    moyenne((mesures.get(nom) ?? []).map((x) => x.resolution + x.unicite));
  const facteur = total("minisat") / total("cdcl");
  return `CDCL ${facteur.toFixed(1)} fois plus rapide que logic-solver (résolution + unicité, moyenne) — cible : 2.`;
}

/** Mise en place, une fois : le codage des règles, puis le chargement dans chaque solveur. */
function tableMiseEnPlace(): string {
  const lignes: (string | number)[][] = [["mise en place (une fois)", "ms"]];
  const t0 = performance.now();
  const regles = clausesSudoku(9);
  lignes.push([
    `codage des règles (${regles.clauses.length} clauses, ${regles.nombreDeVariables} variables)`,
    ms(performance.now() - t0),
  ]);
  for (const solveur of SOLVEURS_SAT) {
    const t = performance.now();
    solveur.creer(regles).resoudre();
    lignes.push([`chargement dans ${solveur.nom}, et un premier appel`, ms(performance.now() - t)]);
  }
  return tableauTexte(lignes);
}

/**
 * Pour comparaison : une instance neuve par grille, codage complet et chargement
 * compris. Pour logic-solver, dix grilles suffisent à voir le prix d'une instance.
 */
function tableInstanceNeuve(nom: string, grilles: Grille[]): string {
  const lignes: (string | number)[][] = [
    [
      `instance neuve par grille, ${nom} (ms par grille)`,
      "grilles",
      "codage complet",
      "chargement",
      "résolution",
    ],
  ];
  for (const [solveur, nombre] of [
    [solveurCDCL, grilles.length],
    [solveurLogicSolver, 10],
  ] as const) {
    const codage: number[] = [];
    const chargement: number[] = [];
    const resolution: number[] = [];
    for (const g of grilles.slice(0, nombre)) {
      const t0 = performance.now();
      const formule = coderGrille(g);
      const t1 = performance.now();
      const instance = solveur.creer(formule);
      const t2 = performance.now();
      const r = instance.resoudre();
      const t3 = performance.now();
      if (!r.modele || !estSolutionDe(grilleDuModele(r.modele, g), g))
        throw new Error("solution fausse");
      codage.push(t1 - t0);
      chargement.push(t2 - t1);
      resolution.push(t3 - t2);
    }
    lignes.push([
      solveur.nom,
      nombre,
      ms(moyenne(codage)),
      ms(moyenne(chargement)),
      ms(moyenne(resolution)),
    ]);
  }
  return tableauTexte(lignes);
}

function lireRepetitions(): number {
  const k = process.argv.indexOf("--repetitions");
  const n = k >= 0 ? Number(process.argv[k + 1]) : 5;
  if (!Number.isInteger(n) || n < 1) throw new Error("--repetitions attend un entier ≥ 1");
  return n;
}

function principal(): void {
  const repetitions = lireRepetitions();
  console.log(decrireMachine());
  console.log(
    `Codage étendu ; règles chargées une fois par solveur, données en hypothèses ; ` +
      `meilleure de ${repetitions} mesures par grille.\n`,
  );
  // Échauffement du compilateur JavaScript, sur d'autres grilles.
  mesurerEnsemble(lireEnsemble("magictour_top1465.txt").slice(0, 200), 1);
  console.log(tableMiseEnPlace() + "\n");
  const top95 = lireEnsemble("norvig_top95.txt");
  const hardest = lireEnsemble("norvig_hardest.txt");
  const mesuresTop = mesurerEnsemble(top95, repetitions);
  const mesuresHardest = mesurerEnsemble(hardest, repetitions);
  console.log(tableResume(`top95, ${top95.length} grilles`, mesuresTop));
  console.log(rapport(mesuresTop) + "\n");
  console.log(tableResume(`hardest, ${hardest.length} grilles`, mesuresHardest));
  console.log(rapport(mesuresHardest) + "\n");
  console.log(tableParGrille(hardest, mesuresHardest) + "\n");
  console.log(tableInstanceNeuve("top95", top95));
}

principal();
