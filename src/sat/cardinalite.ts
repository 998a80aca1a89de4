/**
 * « Au moins un », « au plus un », « exactement un » : les trois contraintes
 * dont est fait tout le codage du Sudoku. Chacune renvoie des clauses.
 */
import type { Clause, Litteral } from "./formules";

/** Au moins un des littéraux est vrai : une seule clause, leur disjonction. */
export function auMoinsUn(litteraux: readonly Litteral[]): Clause[] {
  return [[...litteraux]];
}

/**
 * Au plus un des littéraux est vrai : pour chaque paire {a, b}, la clause
 * ¬a ∨ ¬b (« pas les deux »). C'est le codage *par paires* : n(n − 1)/2
 * clauses de deux littéraux, sans variable auxiliaire.
 */
export function auPlusUn(litteraux: readonly Litteral[]): Clause[] {
  const clauses: Clause[] = [];
  for (let a = 0; a < litteraux.length; a++) {
    for (let b = a + 1; b < litteraux.length; b++) clauses.push([-litteraux[a], -litteraux[b]]);
  }
  return clauses;
}

/** Exactement un : au moins un, et au plus un. */
export function exactementUn(litteraux: readonly Litteral[]): Clause[] {
  return [...auMoinsUn(litteraux), ...auPlusUn(litteraux)];
}
