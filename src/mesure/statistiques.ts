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

/** Les rangs d'une série (1 pour la plus petite valeur) ; des valeurs égales partagent leur rang moyen. */
export function rangs(valeurs: readonly number[]): number[] {
  const ordre = valeurs.map((v, k) => ({ v, k })).sort((a, b) => a.v - b.v);
  const resultat = new Array<number>(valeurs.length);
  for (let debut = 0; debut < ordre.length;) {
    let fin = debut;
    while (fin + 1 < ordre.length && ordre[fin + 1].v === ordre[debut].v) fin++;
    for (let k = debut; k <= fin; k++) resultat[ordre[k].k] = (debut + fin) / 2 + 1;
    debut = fin + 1;
  }
  return resultat;
}

/**
 * La corrélation de rangs de Spearman, entre −1 et 1 : 1 si y croît toujours
 * avec x, −1 s'il décroît toujours, près de 0 sans lien monotone. Elle ne
 * regarde que l'ordre des valeurs : une durée dix fois plus longue compte
 * comme une durée à peine plus longue, ce qui convient à des mesures très
 * dispersées. `NaN` si l'une des séries est constante.
 */
export function correlationDeRangs(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length || x.length < 2) {
    throw new RangeError(
      `correlationDeRangs : il faut deux séries de même longueur, au moins 2 valeurs (reçu ${x.length} et ${y.length})`,
    );
  }
  const rx = rangs(x);
  const ry = rangs(y);
  const mx = (x.length + 1) / 2;
  let produit = 0;
  let carresX = 0;
  let carresY = 0;
  for (let k = 0; k < x.length; k++) {
    produit += (rx[k] - mx) * (ry[k] - mx);
    carresX += (rx[k] - mx) ** 2;
    carresY += (ry[k] - mx) ** 2;
  }
  return produit / Math.sqrt(carresX * carresY);
}
