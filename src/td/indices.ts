import { test } from "./contraintes";
import type { Case } from "./remplissage";

/**
 * Les cases protégées dont le chiffre se répète dans leur ligne, leur colonne
 * ou leur carré. La boucle du TD ne les regarde jamais (`remplissage` saute
 * une case protégée sans appeler `test`) : il faut les vérifier avant elle.
 * `test` laisse de côté la case elle-même, d'où l'appel sur sa propre valeur.
 */
export function indicesEnConflit(M: number[][], liste_protegee: Case[]): Case[] {
  return liste_protegee.filter(([i, j]) => !test(i, j, M[i][j], M));
}
