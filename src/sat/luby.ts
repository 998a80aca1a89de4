/**
 * La suite de Luby : 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, …
 * Un solveur CDCL redémarre après luby(k) × unité conflits : souvent et vite
 * au début, de temps en temps très tard. Luby, Sinclair et Zuckerman (1993)
 * ont montré que cette suite est, à un facteur logarithmique près, la meilleure
 * stratégie de redémarrage quand on ne sait rien de la durée des recherches.
 */

/** Le k-ième terme de la suite de Luby (k compté à partir de 0). */
export function luby(k: number): number {
  // Au-delà de 2^30, les décalages sur 32 bits ci-dessous déborderaient.
  if (!Number.isInteger(k) || k < 0 || k >= 2 ** 30) {
    throw new RangeError(`luby : k doit être un entier de 0 à 2^30 − 1, et non ${k}.`);
  }
  // On cherche la sous-suite complète (de longueur 2^p − 1) qui contient k,
  // puis on descend dans ses deux moitiés jusqu'à tomber sur son dernier terme.
  let longueur = 1;
  let puissance = 0;
  while (longueur < k + 1) {
    puissance++;
    longueur = 2 * longueur + 1;
  }
  let x = k;
  while (longueur - 1 !== x) {
    longueur = (longueur - 1) >> 1;
    puissance--;
    x = x % longueur;
  }
  return 2 ** puissance;
}
