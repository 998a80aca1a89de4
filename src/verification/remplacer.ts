/**
 * Remplacer un temps une propriété d'un objet global (`console.log`,
 * `process.exit`, `setTimeout`…), puis la rendre exactement comme elle était :
 * propre à l'objet ou héritée, avec ses attributs.
 */

// Prises au chargement : le code de l'élève peut remplacer Reflect.defineProperty, pas nos copies.
const { defineProperty, deleteProperty, getOwnPropertyDescriptor } = Reflect;

/** Met `valeur` à la place de `objet[cle]` ; la fonction rendue remet l'ancienne. */
export function remplacer(objet: object, cle: PropertyKey, valeur: unknown): () => void {
  const avant = getOwnPropertyDescriptor(objet, cle);
  defineProperty(objet, cle, { value: valeur, writable: true, configurable: true });
  return () => {
    if (avant) defineProperty(objet, cle, avant);
    else deleteProperty(objet, cle);
  };
}

/** Lance chacune des remises en état, dans l'ordre inverse de la pose. */
export function toutRemettre(remises: readonly (() => void)[]): void {
  for (let k = remises.length - 1; k >= 0; k--) remises[k]();
}
