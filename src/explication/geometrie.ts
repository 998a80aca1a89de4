/**
 * Les unités qu'une explication peut citer, numérotées une fois pour toutes :
 * pour une grille N×N, d'abord les N lignes, puis les N colonnes, puis les N
 * carrés (« chaque chiffre exactement une fois »), enfin les N² cases
 * (« exactement un chiffre »). Une case x est la case (i, j) avec x = i·N + j ;
 * le chiffre v de la case x est la variable x·N + v, celle du codage SAT
 * (`varSudoku`).
 */
import { Grille } from "../grille/grille";
import { carres, colonnes, lignes } from "../grille/regles";

export interface Geometrie {
  taille: number;
  /** Les 3N unités « chaque chiffre une fois » : leurs cases, rangées par indice. */
  maisons: number[][];
  /** `maisonsDe[x]` : la ligne, la colonne et le carré de la case x (indices dans `maisons`). */
  maisonsDe: number[][];
  /** Le nom de chaque unité, maisons puis cases : « ligne 0 », « carré 4 », « case (2, 3) ». */
  noms: string[];
  /** Les cases de chaque unité, maisons puis cases (une case : elle seule). */
  casesDe: number[][];
}

const cache = new Map<number, Geometrie>();

/** La géométrie d'une grille N×N (calculée une fois par taille). */
export function geometrie(taille: number): Geometrie {
  let g = cache.get(taille);
  if (g === undefined) {
    g = construire(taille);
    cache.set(taille, g);
  }
  return g;
}

function construire(taille: number): Geometrie {
  const vide = Grille.vide(taille);
  const enCases = (unites: [number, number][][]) =>
    unites.map((u) => u.map(([i, j]) => i * taille + j));
  const maisons = [...enCases(lignes(vide)), ...enCases(colonnes(vide)), ...enCases(carres(vide))];
  const maisonsDe: number[][] = Array.from({ length: taille * taille }, () => []);
  maisons.forEach((cases, m) => cases.forEach((x) => maisonsDe[x].push(m)));
  const sortes = ["ligne", "colonne", "carré"];
  const noms = maisons.map((_, m) => `${sortes[Math.floor(m / taille)]} ${m % taille}`);
  const casesDe = [...maisons];
  for (let x = 0; x < taille * taille; x++) {
    noms.push(`case (${caseEnTexte(taille, x)})`);
    casesDe.push([x]);
  }
  return { taille, maisons, maisonsDe, noms, casesDe };
}

/** « 2, 3 » pour la case x = 2·N + 3. */
function caseEnTexte(taille: number, x: number): string {
  return `${Math.floor(x / taille)}, ${x % taille}`;
}

/** Le numéro d'unité de la case x (après les 3N maisons). */
export function uniteDeCase(g: Geometrie, x: number): number {
  return 3 * g.taille + x;
}
