/**
 * Le journal de `dpll` (leçon 5) : les lectures de la formule. Le DPLL de la
 * leçon propage à chaque nœud de sa recherche, avec `propagationUnitaire` :
 * un nœud sans conflit (la propagation va jusqu'au point fixe) lit toutes les
 * clauses au moins une fois. Un solveur de la bibliothèque (DPLL à pile,
 * CDCL, MiniSat par logic-solver) ne les lit qu'au chargement, pour les
 * recopier dans ses propres structures, et un modèle calculé à part ne les
 * lit pas.
 *
 * Les nœuds de l'élève ne se voient pas (ses appels récursifs et ses listes
 * de littéraux sont à lui) et dépendent des littéraux qu'il choisit : la
 * leçon lui laisse ce choix. On ne compare donc pas ses lectures à celles de
 * la référence ; on vérifie qu'il y en a au moins autant que dans *toute*
 * recherche de DPLL sur cette formule, quel que soit le littéral choisi à
 * chaque branchement : une par nœud sans conflit. Ce minimum, une formule tirée le
 * connaît par construction (`retenirMinimum`), et un test le vérifie pour
 * toutes ; pour une formule inconnue (un test caché), rien n'est vérifié. Le
 * journal ne note que l'entorse : celui de la référence est vide.
 */
import type { Clause } from "../sat/formules";
import { listeLue } from "./enveloppes";
import type { JournalDeLExercice } from "./exercice";

/** Pour une formule (son texte JSON), le nombre de lectures complètes de toute recherche de DPLL. */
const MINIMUMS = new Map<string, number>();

/**
 * Retient que toute recherche de DPLL sur `clauses` lit la formule au moins
 * `lectures` fois en entier : une par nœud sans conflit.
 */
export function retenirMinimum(clauses: readonly Clause[], lectures: number): void {
  MINIMUMS.set(JSON.stringify(clauses), lectures);
}

/** Le journal des lectures de la formule, qui est l'argument n° `indice`. */
export function lecturesDeLaFormule(indice: number): JournalDeLExercice {
  return {
    nom: "les lectures de la formule : DPLL la relit en entier à chaque nœud de sa recherche",
    pas: "entorse",
    instrumenter(args, journal) {
      const clauses = args[indice];
      if (!Array.isArray(clauses) || clauses.length === 0) return args;
      const minimum = MINIMUMS.get(JSON.stringify(clauses));
      if (minimum === undefined) return args;
      // Une lecture complète : chaque clause lue au moins une fois depuis la précédente.
      const m = clauses.length;
      const lueAuTour = new Uint32Array(m);
      let tour = 1;
      let luesCeTour = 0;
      let completes = 0;
      const suivie = listeLue(clauses as unknown[], (k) => {
        if (lueAuTour[k] === tour) return;
        lueAuTour[k] = tour;
        if (++luesCeTour < m) return;
        completes++;
        tour++;
        luesCeTour = 0;
      });
      journal.aLaFin(() => {
        if (completes < minimum) journal.noter(`lectures|${completes}|${minimum}`);
      });
      return args.map((arg, k) => (k === indice ? suivie : arg));
    },
    decrire(pas) {
      const [, lues, minimum] = pas.split("|");
      if (lues === undefined) return pas;
      return (
        `la formule lue ${lues} fois en entier, alors que toute recherche de DPLL la lit ici au moins ` +
        `${minimum} fois, quel que soit le littéral choisi : chaque nœud sans conflit la relit en ` +
        "propageant"
      );
    },
  };
}
