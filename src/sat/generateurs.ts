/**
 * Des formules de test qui ne viennent pas du Sudoku, pour éprouver les
 * solveurs et les comparer aux solveurs du monde réel :
 * - des formules 3-SAT aléatoires : autour de 4,26 clauses par variable
 *   (le « seuil »), environ la moitié sont satisfiables, et ce sont les plus
 *   difficiles ; bien en dessous presque toutes le sont, bien au-dessus presque aucune ;
 * - le principe des tiroirs (n + 1 pigeons, n nids) : évidemment insatisfiable,
 *   et pourtant très dur pour DPLL comme pour CDCL (la preuve par résolution est
 *   exponentielle en n).
 */
import { Hasard } from "../hasard/hasard";
import { auMoinsUn, auPlusUn } from "./cardinalite";
import { ProblemeSAT } from "./probleme";

/** `m` clauses de `k` variables distinctes tirées parmi `n`, chacune niée une fois sur deux. */
export function kSATAleatoire(n: number, m: number, k: number, graine: number): ProblemeSAT {
  if (!Number.isInteger(k) || k < 1 || k > n) {
    throw new RangeError(`kSATAleatoire : k doit être un entier de 1 à n = ${n}, et non ${k}`);
  }
  const hasard = new Hasard(graine);
  const probleme = new ProblemeSAT(n);
  for (let c = 0; c < m; c++) {
    const variables = new Set<number>();
    while (variables.size < k) variables.add(1 + hasard.entier(n));
    probleme.ajouterClause([...variables].map((v) => (hasard.entier(2) === 0 ? v : -v)));
  }
  return probleme;
}

/**
 * n + 1 pigeons dans n nids, chacun dans un nid, jamais deux dans le même :
 * p(i, j) (pigeon i dans le nid j) est la variable i·n + j + 1.
 */
export function pigeons(n: number): ProblemeSAT {
  const p = (i: number, j: number) => i * n + j + 1;
  const probleme = new ProblemeSAT((n + 1) * n, (v) => {
    const [i, j] = [Math.floor((v - 1) / n), (v - 1) % n];
    return `p(${i},${j})`;
  });
  const nids = Array.from({ length: n }, (_, j) => j);
  const oiseaux = Array.from({ length: n + 1 }, (_, i) => i);
  for (const i of oiseaux) probleme.ajouterClauses(auMoinsUn(nids.map((j) => p(i, j))));
  for (const j of nids) probleme.ajouterClauses(auPlusUn(oiseaux.map((i) => p(i, j))));
  return probleme;
}
