/**
 * « Exactement un de ces littéraux est vrai », en clauses : leur disjonction
 * (au moins un), puis ¬a ∨ ¬b pour chaque paire (au plus un), comme le codage
 * par paires de la leçon 5.
 *
 * Écrit ici, et non avec `auMoinsUn` et `auPlusUn` de src/sat/ : ce sont des
 * exercices de la leçon 5, et pendant la correction d'un devoir qui la
 * contient, leurs versions du cours ne répondent plus
 * (src/noyau/sans-references.ts). Les explications, dont se servent les
 * exercices de la leçon 7, doivent continuer de répondre.
 */
import type { Clause, Litteral } from "../sat/formules";

export function clausesExactementUn(litteraux: readonly Litteral[]): Clause[] {
  const clauses: Clause[] = [[...litteraux]];
  for (let a = 0; a < litteraux.length; a++) {
    for (let b = a + 1; b < litteraux.length; b++) clauses.push([-litteraux[a], -litteraux[b]]);
  }
  return clauses;
}
