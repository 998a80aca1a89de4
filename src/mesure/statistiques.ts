/** Résumer une série de mesures : médiane et quartiles résistent aux valeurs aberrantes. */

/** Le quantile `q` (entre 0 et 1) d'une série, par interpolation linéaire. */
export function quantile(valeurs: readonly number[], q: number): number {
  if (valeurs.length === 0) throw new RangeError("quantile : la série de valeurs est vide.");
  const triees = [...valeurs].sort((a, b) => a - b);
  const position = (triees.length - 1) * q;
  const bas = Math.floor(position);
  const haut = Math.ceil(position);
  return triees[bas] + (triees[haut] - triees[bas]) * (position - bas);
}

export const mediane = (valeurs: readonly number[]): number => quantile(valeurs, 0.5);

export interface Resume {
  n: number;
  min: number;
  q1: number;
  mediane: number;
  q3: number;
  max: number;
  moyenne: number;
}

/** Les chiffres d'une boîte à moustaches, et la moyenne. */
export function resumer(valeurs: readonly number[]): Resume {
  return {
    n: valeurs.length,
    min: quantile(valeurs, 0),
    q1: quantile(valeurs, 0.25),
    mediane: quantile(valeurs, 0.5),
    q3: quantile(valeurs, 0.75),
    max: quantile(valeurs, 1),
    moyenne: valeurs.reduce((s, v) => s + v, 0) / valeurs.length,
  };
}
