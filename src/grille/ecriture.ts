/**
 * Écrire une grille dans les formats que sait lire `lecture.ts`. Chaque
 * écriture relue redonne les mêmes valeurs ; seules les valeurs voyagent :
 * à la relecture, toute case remplie devient une donnée de l'énoncé.
 *
 * Fins de ligne : `versLigne` rend une seule ligne, sans « \n » final (à
 * joindre soi-même, une grille par ligne) ; les formats sur plusieurs lignes
 * finissent chaque ligne, la dernière comprise, par « \n », comme un fichier
 * texte ordinaire.
 */
import { Grille } from "./grille";
import { symbole } from "./symboles";

/** La grille sur une ligne : « 53..7.... » (81 caractères pour une 9×9). */
export function versLigne(g: Grille, vide = "."): string {
  return g.valeurs.map((v) => symbole(v, vide)).join("");
}

/** N lignes de N symboles, sans séparateur, comme le `test.txt` du cours (0 pour une case vide). */
export function versBloc(g: Grille, vide = "0"): string {
  return versRangees(g, "", (v) => symbole(v, vide));
}

/**
 * N lignes de N champs séparés par des virgules : des nombres décimaux
 * (10, pas A, dans une 16×16) et un champ vide pour une case vide.
 */
export function versCSV(g: Grille): string {
  return versRangees(g, ",", enNombre);
}

/**
 * N lignes de N champs séparés par des tabulations, comme l'annexe du TD.
 * Chaque ligne garde ses N − 1 tabulations : une rangée sans aucun chiffre
 * n'est donc jamais une ligne vide.
 */
export function versTabulations(g: Grille): string {
  return versRangees(g, "\t", enNombre);
}

/** Le champ d'une case : son nombre, ou rien si elle est vide. */
function enNombre(valeur: number): string {
  return valeur === 0 ? "" : String(valeur);
}

/** Les rangées de la grille, une par ligne, chacune terminée par « \n ». */
function versRangees(g: Grille, separateur: string, ecrire: (valeur: number) => string): string {
  return g
    .versMatrice()
    .map((rangee) => rangee.map(ecrire).join(separateur) + "\n")
    .join("");
}
