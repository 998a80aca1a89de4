/**
 * Ce que logic-solver peut charger. Emscripten a compilé MiniSat avec un tas
 * fixe de 64 Mio qui ne grandit jamais : au-delà, MiniSat s'arrête net
 * (« Cannot enlarge memory arrays »). On estime donc d'avance la mémoire
 * qu'une formule lui demandera, pour la refuser en français avant de commencer.
 *
 * Les coefficients viennent de `npm run bench:minisat`, qui cherche par
 * dichotomie les plus grandes formules qui passent : chaque littéral est
 * recopié quand la zone des clauses grandit, chaque clause est surveillée deux
 * fois, chaque variable occupe une dizaine de tableaux. Avec la borne de
 * 48 Mio estimés, on n'accepte au plus que les trois quarts de ce qui passe,
 * quelle que soit la forme de la formule : le reste sert de marge et de place
 * pour les clauses apprises.
 */
import type { FNC } from "./probleme";

const OCTETS_PAR_VARIABLE = 110;
const OCTETS_PAR_CLAUSE = 40;
const OCTETS_PAR_LITTERAL = 14;

/** La mémoire que l'on accepte de demander à MiniSat, en octets. */
export const MEMOIRE_MINISAT_MAX = 48 * 2 ** 20;

/** Une estimation prudente de la mémoire que MiniSat demandera pour cette formule, en octets. */
export function memoireMiniSat(fnc: FNC): number {
  let litteraux = 0;
  for (const c of fnc.clauses) litteraux += c.length;
  return memoireMiniSatPour(fnc.nombreDeVariables, fnc.clauses.length, litteraux);
}

/** La même estimation, d'après les seules tailles de la formule. */
export function memoireMiniSatPour(variables: number, clauses: number, litteraux: number): number {
  return (
    OCTETS_PAR_VARIABLE * variables + OCTETS_PAR_CLAUSE * clauses + OCTETS_PAR_LITTERAL * litteraux
  );
}

/** Refuse, par une erreur en français, une formule trop grande pour MiniSat. */
export function verifierTailleMiniSat(fnc: FNC): void {
  const octets = memoireMiniSat(fnc);
  if (octets > MEMOIRE_MINISAT_MAX) {
    const mo = (n: number) => Math.ceil(n / 2 ** 20);
    const nombre = (n: number, mot: string) => `${n} ${mot}${n > 1 ? "s" : ""}`;
    throw new RangeError(
      `formule trop grande pour minisat : ${nombre(fnc.nombreDeVariables, "variable")} et ` +
        `${nombre(fnc.clauses.length, "clause")} ` +
        `lui demanderaient environ ${mo(octets)} Mo, il en accepte ${mo(MEMOIRE_MINISAT_MAX)} ` +
        `(son tas est fixé à 64 Mo) ; le solveur cdcl du cours n'a pas cette limite`,
    );
  }
}
