/**
 * Contrôler les options des recherches : un mauvais paramètre (un budget
 * négatif, un refroidissement de 1,5…) doit être refusé tout de suite, avec
 * un message qui dit qui l'a reçu, ce qu'il vaut et ce qui était attendu.
 */

/** Un entier ≥ `minimum` (ou `Infinity` si `infiniPermis`), sinon une RangeError en français. */
export function entierAuMoins(
  fonction: string,
  nom: string,
  valeur: number,
  minimum: number,
  infiniPermis = false,
): number {
  const ok =
    (infiniPermis && valeur === Infinity) || (Number.isInteger(valeur) && valeur >= minimum);
  if (!ok) {
    const attendu = `un entier ≥ ${minimum}${infiniPermis ? " (ou Infinity)" : ""}`;
    throw new RangeError(`${fonction} : ${nom} doit être ${attendu}, et non ${String(valeur)}.`);
  }
  return valeur;
}

/** Un réel strictement entre `bas` et `haut`, sinon une RangeError en français. */
export function reelEntre(
  fonction: string,
  nom: string,
  valeur: number,
  bas: number,
  haut: number,
): number {
  if (typeof valeur !== "number" || !(valeur > bas && valeur < haut)) {
    throw new RangeError(
      `${fonction} : ${nom} doit être un réel strictement compris entre ${bas} et ${haut}, ` +
        `et non ${String(valeur)}.`,
    );
  }
  return valeur;
}

/** Un réel strictement positif et fini, sinon une RangeError en français. */
export function reelPositif(fonction: string, nom: string, valeur: number): number {
  if (typeof valeur !== "number" || !Number.isFinite(valeur) || valeur <= 0) {
    throw new RangeError(
      `${fonction} : ${nom} doit être un réel strictement positif, et non ${String(valeur)}.`,
    );
  }
  return valeur;
}

/** Une des valeurs permises, sinon une RangeError qui les énumère. */
export function parmi<T extends string>(
  fonction: string,
  nom: string,
  valeur: T,
  permises: readonly T[],
): T {
  if (!permises.includes(valeur)) {
    const liste = permises.map((p) => `« ${p} »`).join(", ");
    throw new RangeError(
      `${fonction} : ${nom} doit valoir ${liste}, et non ${JSON.stringify(valeur)}.`,
    );
  }
  return valeur;
}
