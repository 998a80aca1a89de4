/**
 * `sudoku bench` : mesurer les algorithmes du cours sur les grilles d'un
 * fichier. Chaque solution est contrôlée indépendamment (`estSolutionDe`),
 * et le tableau dit la durée par grille (moyenne, médiane, maximum).
 *
 * Le solveur rapide passe, quand toutes les grilles sont des 9×9, par
 * l'entrée par lot (`resoudreLotRapide`), comme `sudoku resoudre` : un appel
 * au module WebAssembly pour plusieurs grilles, sans le JavaScript qui entoure
 * chaque appel par grille. Mêmes réponses et mêmes essais ; on ne connaît
 * alors que la durée de chaque lot (16 grilles), donc la moyenne par grille,
 * ni médiane ni maximum.
 */
import { ALGORITHMES, trouverAlgorithme, type Algorithme } from "../algos/index";
import type { ResultatAlgorithme } from "../grille/resultat";
import type { Grille } from "../grille/grille";
import { estSolutionDe } from "../grille/regles";
import { mediane } from "../mesure/statistiques";
import { decrireMachine, tableauTexte } from "../mesure/tableau-texte";
import { resoudreLotRapide, resultatDansLeLot, type ResultatsLot } from "../rapide/lot";
import type { Terminal } from "./commandes";
import { grillesDeLEntree } from "./enonces";
import { ouvrirEntree } from "./entree";
import { CODES, ErreurUsage } from "./erreurs";
import { entierPositif, lireOptions } from "./options";
import { Progression } from "./progression";

/**
 * Le solveur rapide résout les 9×9 par lots de tant de grilles : assez pour que
 * l'appel ne coûte presque rien par grille, assez peu pour qu'un lot dure peu
 * (quelques centaines de µs sur des grilles à 17 indices) et que la meilleure
 * de ses passes écarte, comme grille par grille, les moments où la machine est
 * prise ailleurs (un lot de 256 les compte presque toujours sur une machine chargée).
 */
const GRILLES_PAR_LOT = 16;

/** Les grilles restent en mémoire pendant les passes : leur nombre est borné. */
const GRILLES_MAX = 100_000;
/**
 * « 100 000 », groupé comme `toLocaleString("fr-FR")` (espace fine insécable),
 * mais sans lui : il chargerait les données des langues (ICU), une trentaine
 * de millisecondes au démarrage de chaque commande, pour ce seul texte d'aide.
 */
const GRILLES_MAX_ECRIT = String(GRILLES_MAX).replace(/\B(?=(\d{3})+$)/g, "\u202f");

export const AIDE_BENCH = `Usage : sudoku bench [--algo NOM[,NOM…]] [--limite K] [--budget N] [--repetitions R]
                    [FICHIER | -]

Résout chaque grille du fichier avec chaque algorithme nommé, puis écrit la machine et
un tableau : grilles résolues, sans solution, budget épuisé, réponses fausses, solutions
uniques (avec --limite 2 ou plus), durée par grille (moyenne, médiane, maximum) et
essais ou nœuds moyens (le premier compteur de l'algorithme).

Options :
  --algo NOMS      les algorithmes, séparés par des virgules (« rapide » par défaut ;
                   « tous » pour tous ceux de « sudoku algos »)
  --limite K       solutions cherchées par grille : 2 par défaut, ce qui prouve l'unicité
  --budget N       effort maximal par grille (sinon le budget par défaut de chaque algorithme)
  --repetitions R  passes sur le fichier (1 par défaut) ; on garde la plus rapide de chaque
                   grille, ce qui écarte les à-coups de la machine
  -h, --aide       cette aide

Le solveur rapide résout un fichier de grilles 9×9 par petits lots (16 grilles par appel) :
sa ligne donne la durée moyenne par grille, sans médiane ni maximum (« – »).

Les grilles sont gardées en mémoire pour les passes : au plus ${GRILLES_MAX_ECRIT} par fichier
(mesurez un extrait d'un plus gros fichier, par exemple avec « head -n ${GRILLES_MAX} »).

Une réponse fausse (une « solution » qui ne résout pas la grille) donne le code de sortie 1.
`;

interface Ligne {
  algo: string;
  resolues: number;
  insolubles: number;
  epuisees: number;
  fausses: number;
  uniques: number;
  durees: number[];
  /** Mesurée par lot : les durées sont toutes la moyenne du lot (ni médiane ni maximum). */
  parLot: boolean;
  effort: number;
  uniteEffort: string;
}

/** `sudoku bench` (voir `AIDE_BENCH`). */
export async function commandeBench(args: string[], terminal: Terminal): Promise<number> {
  const { values, positionals } = lireOptions(
    args,
    {
      algo: { type: "string" },
      limite: { type: "string" },
      budget: { type: "string" },
      repetitions: { type: "string" },
      aide: { type: "boolean", short: "h" },
      help: { type: "boolean" },
    },
    "bench",
  );
  if (values.aide || values.help) {
    terminal.ecrire(AIDE_BENCH.trimEnd());
    return CODES.succes;
  }
  if (positionals.length > 1) {
    throw new ErreurUsage(
      `un seul fichier à la fois, pas ${positionals.length} (voir « sudoku aide bench »)`,
    );
  }
  const algos = choisirAlgorithmes(values.algo ?? "rapide");
  const limite = entierPositif(values.limite, "--limite") ?? 2;
  const budget = entierPositif(values.budget, "--budget");
  const repetitions = entierPositif(values.repetitions, "--repetitions") ?? 1;
  const grilles = await garderLesGrilles(positionals[0], terminal);

  const barre = new Progression(algos.length * repetitions * grilles.length, "résolutions");
  const lignes: Ligne[] = [];
  try {
    for (const algo of algos)
      lignes.push(mesurer(algo, grilles, { limite, budget, repetitions }, barre));
  } finally {
    barre.terminer();
  }
  terminal.ecrire(decrireMachine());
  terminal.ecrire("");
  terminal.ecrire(
    tableauTexte([
      [
        "algorithme",
        "grilles",
        "résolues",
        "insolubles",
        "budget épuisé",
        "fausses",
        "uniques",
        "µs/grille",
        "médiane",
        "max",
        "effort moyen",
      ],
      ...lignes.map((l) => [
        l.algo,
        String(grilles.length),
        String(l.resolues),
        String(l.insolubles),
        String(l.epuisees),
        String(l.fausses),
        limite >= 2 ? String(l.uniques) : "–",
        microsecondes(l.durees.reduce((s, d) => s + d, 0) / l.durees.length),
        l.parLot ? "–" : microsecondes(mediane(l.durees)),
        l.parLot ? "–" : microsecondes(Math.max(...l.durees)),
        `${(l.effort / grilles.length).toFixed(1)} ${l.uniteEffort}`,
      ]),
    ]),
  );
  return lignes.some((l) => l.fausses > 0) ? CODES.grilleNonResolue : CODES.succes;
}

/** Les grilles de l'entrée, lues en flux ; au-delà de `GRILLES_MAX`, la lecture s'arrête sur une erreur. */
async function garderLesGrilles(chemin: string | undefined, terminal: Terminal): Promise<Grille[]> {
  const entree = ouvrirEntree(chemin, terminal);
  const grilles: Grille[] = [];
  for await (const { grille, ligne } of grillesDeLEntree(entree, { controler: true })) {
    if (grilles.length === GRILLES_MAX) {
      const ou = ligne === undefined ? entree.nom : `${entree.nom}, ligne ${ligne}`;
      throw new ErreurUsage(
        `${ou} : sudoku bench mesure au plus ${GRILLES_MAX_ECRIT} grilles, qu'il garde en mémoire ; ` +
          `mesurez un extrait, par exemple « head -n ${GRILLES_MAX} FICHIER | sudoku bench »`,
      );
    }
    grilles.push(grille);
  }
  return grilles;
}

function mesurer(
  algo: Algorithme,
  grilles: Grille[],
  options: { limite: number; budget?: number; repetitions: number },
  barre: Progression,
): Ligne {
  const ligne: Ligne = {
    algo: algo.nom,
    resolues: 0,
    insolubles: 0,
    epuisees: 0,
    fausses: 0,
    uniques: 0,
    durees: grilles.map(() => Infinity),
    parLot: false,
    effort: 0,
    uniteEffort: "",
  };
  const compter = (r: ResultatAlgorithme, grille: Grille) => {
    const [unite, effort] = Object.entries(r.compteurs)[0] ?? ["", 0];
    ligne.uniteEffort = unite;
    ligne.effort += effort;
    if (r.statut === "budget-epuise") ligne.epuisees++;
    else if (r.statut === "insoluble") ligne.insolubles++;
    else if (!r.solution || !estSolutionDe(r.solution, grille)) ligne.fausses++;
    else {
      ligne.resolues++;
      if (r.solutions === 1) ligne.uniques++;
    }
  };
  if (algo.nom === "rapide" && grilles.length > 0 && grilles.every((g) => g.taille === 9)) {
    // Les cases de toutes les grilles bout à bout, préparées hors chronomètre.
    const cases = new Uint8Array(81 * grilles.length);
    grilles.forEach((g, k) => cases.set(g.valeurs, 81 * k));
    const lot = { limite: options.limite, budget: options.budget ?? algo.budgetParDefaut };
    ligne.parLot = true;
    // Chaque lot chronométré ; on garde pour ses grilles la meilleure de ses passes.
    for (let passe = 0; passe < options.repetitions; passe++) {
      for (let premiere = 0; premiere < grilles.length; premiere += GRILLES_PAR_LOT) {
        const n = Math.min(GRILLES_PAR_LOT, grilles.length - premiere);
        const bloc = cases.subarray(81 * premiere, 81 * (premiere + n));
        const debut = performance.now();
        const resultats = resoudreLotRapide(bloc, n, lot);
        const moyenne = ((performance.now() - debut) * 1000) / n;
        for (let k = premiere; k < premiere + n; k++) {
          ligne.durees[k] = Math.min(ligne.durees[k], moyenne);
        }
        barre.avancer(n);
        if (passe > 0) continue;
        const memes = grilles.slice(premiere, premiere + n);
        reponsesDuLot(resultats, memes).forEach((r, k) => compter(r, memes[k]));
      }
    }
    return ligne;
  }
  for (let passe = 0; passe < options.repetitions; passe++) {
    grilles.forEach((grille, k) => {
      const debut = performance.now();
      const r = algo.resoudre(grille, { limite: options.limite, budget: options.budget });
      ligne.durees[k] = Math.min(ligne.durees[k], (performance.now() - debut) * 1000);
      barre.avancer();
      if (passe === 0) compter(r, grille);
    });
  }
  return ligne;
}

/**
 * Les réponses d'un lot du solveur rapide, sous la forme de celles de
 * l'algorithme `rapide` grille par grille (mêmes statuts, solutions, essais).
 */
export function reponsesDuLot(lot: ResultatsLot, grilles: readonly Grille[]): ResultatAlgorithme[] {
  return grilles.map((grille, k) => {
    const { solution, ...reste } = resultatDansLeLot(lot, k);
    return { ...reste, solution: solution ? grille.avecValeurs(solution) : undefined };
  });
}

function choisirAlgorithmes(noms: string): Algorithme[] {
  if (noms === "tous") return [...ALGORITHMES];
  return noms.split(",").map((nom) => {
    const algo = trouverAlgorithme(nom.trim());
    if (!algo) {
      const connus = ALGORITHMES.map((a) => a.nom).join(", ");
      throw new ErreurUsage(`algorithme inconnu : « ${nom} » ; disponibles : ${connus}`);
    }
    return algo;
  });
}

/** « 27,3 µs » ou « 1 234 µs » */
function microsecondes(us: number): string {
  return us < 100 ? `${us.toFixed(1)} µs` : `${Math.round(us)} µs`;
}
