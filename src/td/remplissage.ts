import { test } from "./contraintes";

/** Les coordonnées (i, j) d'une case. */
export type Case = [number, number];

/**
 * Question 5 : la liste des cases remplies dans l'énoncé, qu'il ne faudra
 * jamais modifier. Elles sont rangées ligne par ligne.
 */
export function protection(matrice_originale: number[][]): Case[] {
  const liste_protegee: Case[] = [];
  matrice_originale.forEach((ligne, i) => {
    ligne.forEach((valeur, j) => {
      if (valeur !== 0) liste_protegee.push([i, j]);
    });
  });
  return liste_protegee;
}

/** Vrai si la case (i, j) est dans la liste. On compare les nombres : `includes([i, j])` comparerait des tableaux distincts. */
export function estProtegee(i: number, j: number, liste_protegee: Case[]): boolean {
  return liste_protegee.some(([a, b]) => a === i && b === j);
}

/**
 * Question 6 : cherche une nouvelle valeur pour la case (i, j).
 *
 * - Case protégée : on n'y touche pas et on continue dans le même `sens`.
 * - Sinon on essaie les nombres après la valeur actuelle (M[i][j] + 1, …, 9) :
 *   le premier qui passe `test` est écrit dans M et on renvoie `true`.
 * - Si aucun ne convient, on vide la case (0), pour que le prochain passage
 *   reparte de 1, et on renvoie `false` : il faudra reculer.
 */
export function remplissage(
  i: number,
  j: number,
  M: number[][],
  liste_protegee: Case[],
  sens: boolean,
): boolean {
  if (estProtegee(i, j, liste_protegee)) return sens;
  let nombre = M[i][j] + 1;
  while (nombre <= M.length) {
    if (test(i, j, nombre, M)) {
      M[i][j] = nombre;
      return true;
    }
    nombre++;
  }
  M[i][j] = 0;
  return false;
}
