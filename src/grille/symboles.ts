/**
 * Les symboles d'une grille : 1 à 9, puis A à P pour les grandes grilles
 * (A vaut 10, B vaut 11… P vaut 25). Une case vide s'écrit `.`, `0` ou `-`.
 */

/** Les côtés de carré admis : 2 (grille 4×4), 3 (9×9), 4 (16×16), 5 (25×25). */
export const COTES_CARRE = [2, 3, 4, 5] as const;

/** Les tailles de grille admises (nombre de lignes) : 4, 9, 16, 25. */
export const TAILLES = COTES_CARRE.map((n) => n * n);

/** Les caractères acceptés pour une case vide. */
export const CARACTERES_VIDES = [".", "0", "-"];

const SYMBOLES = "123456789ABCDEFGHIJKLMNOP";

/** Le symbole d'une valeur (1 → "1", 10 → "A") ; `vide` pour 0. */
export function symbole(valeur: number, vide = "."): string {
  return valeur === 0 ? vide : SYMBOLES[valeur - 1];
}

/**
 * La valeur d'un caractère : 0 pour une case vide, 1 à 25 pour un symbole,
 * `undefined` s'il n'a pas de sens (on ne devine jamais).
 */
export function valeurDuSymbole(caractere: string): number | undefined {
  if (CARACTERES_VIDES.includes(caractere)) return 0;
  const position = SYMBOLES.indexOf(caractere.toUpperCase());
  return position >= 0 && caractere.length === 1 ? position + 1 : undefined;
}

/** La taille N d'une grille de N² cases, ou `undefined` si N² n'est pas 16, 81, 256 ou 625. */
export function tailleDepuisNombreDeCases(nombre: number): number | undefined {
  return TAILLES.find((n) => n * n === nombre);
}

/** Les symboles permis pour une grille de taille N, pour les messages d'erreur. */
export function symbolesPermis(taille: number): string {
  if (taille <= 9) return `1 à ${taille}`;
  return `1 à 9 puis A à ${SYMBOLES[taille - 1]}`;
}
