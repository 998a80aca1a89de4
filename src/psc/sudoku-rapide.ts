/**
 * Le Sudoku traduit directement en `ProblemeCompile`, sans construire les
 * objets `Variable` et `Contrainte` : c'est ce qu'utilisent la commande
 * `sudoku` et les mesures, où la construction du PSC coûterait plus cher
 * que la résolution d'une grille facile.
 *
 * La traduction est celle de `SudokuPSC`, à l'identique : les variables
 * sont les cases vides dans l'ordre de lecture, les contraintes sont
 * créées ligne par ligne, puis colonne par colonne, puis carré par carré,
 * chaque paire une seule fois. Les deux chemins donnent donc la même
 * recherche et les mêmes compteurs (un test le vérifie).
 */
import type { ResultatAlgorithme } from "../grille/resultat";
import type { Grille } from "../grille/grille";
import { chercherCompile } from "./moteur";
import { assembler, type ContrainteCompilee, type ProblemeCompile } from "./probleme-compile";
import type { OptionsRecherche } from "./strategies";

export interface SudokuCompile {
  probleme: ProblemeCompile;
  /** La case (indice i × N + j) de chaque variable. */
  cases: Int32Array;
  /** Deux chiffres donnés égaux dans une même unité : pas de solution. */
  contradictoire: boolean;
}

/** Les unités de la grille, en indices de cases : lignes, puis colonnes, puis carrés. */
function unites(n: number): number[][] {
  const taille = n * n;
  const compter = (k: number) => Array.from({ length: k }, (_, x) => x);
  const lignes = compter(taille).map((i) => compter(taille).map((j) => i * taille + j));
  const colonnes = compter(taille).map((j) => compter(taille).map((i) => i * taille + j));
  const carres = compter(taille).map((k) => {
    const [i0, j0] = [Math.floor(k / n) * n, (k % n) * n];
    return compter(taille).map((c) => (i0 + Math.floor(c / n)) * taille + j0 + (c % n));
  });
  return [...lignes, ...colonnes, ...carres];
}

const UNITES = new Map<number, number[][]>();

/** La grille en problème compilé. */
export function compilerSudoku(grille: Grille): SudokuCompile {
  const { n, taille } = grille;
  const nbCases = taille * taille;
  let listeUnites = UNITES.get(n);
  if (listeUnites === undefined) UNITES.set(n, (listeUnites = unites(n)));
  // Le numéro de variable de chaque case vide (−1 pour une case donnée).
  const variableDe = new Int32Array(nbCases).fill(-1);
  const cases: number[] = [];
  grille.valeurs.forEach((v, c) => {
    if (v === 0) variableDe[c] = cases.push(c) - 1;
  });
  const tous = (1 << taille) - 1;
  const initial = new Int32Array(cases.length).fill(tous);
  // La même table pour toutes les contraintes x != y : la valeur a exclut la valeur a.
  const difference = Int32Array.from({ length: taille }, (_, a) => tous & ~(1 << a));
  const contraintes: ContrainteCompilee[] = [];
  let contradictoire = false;
  listeUnites.forEach((unite, u) => {
    // Les chiffres donnés de l'unité retirent leur valeur aux cases vides (contraintes unaires).
    let donnes = 0;
    for (const c of unite) {
      const v = grille.valeurs[c];
      if (v === 0) continue;
      if (donnes & (1 << (v - 1))) contradictoire = true;
      donnes |= 1 << (v - 1);
    }
    for (let p = 0; p < taille; p++) {
      const x = variableDe[unite[p]];
      if (x < 0) continue;
      initial[x] &= ~donnes;
      for (let q = p + 1; q < taille; q++) {
        const y = variableDe[unite[q]];
        if (y < 0) continue;
        // Dans un carré, une paire de la même ligne ou de la même colonne existe déjà.
        if (u >= 2 * taille && memeLigneOuColonne(unite[p], unite[q], taille)) continue;
        contraintes.push({ i: x, j: y, tableIJ: difference, tableJI: difference });
      }
    }
  });
  const valeurs = Array.from({ length: taille }, (_, a) => a + 1);
  const probleme = assembler(
    cases.map(() => valeurs),
    initial,
    contraintes,
  );
  return { probleme, cases: Int32Array.from(cases), contradictoire };
}

function memeLigneOuColonne(c1: number, c2: number, taille: number): boolean {
  return Math.floor(c1 / taille) === Math.floor(c2 / taille) || c1 % taille === c2 % taille;
}

/** Résout la grille par le moteur rapide, avec la stratégie et le budget (en nœuds) demandés. */
export function resoudreSudokuRapide(
  grille: Grille,
  options: OptionsRecherche = {},
): ResultatAlgorithme {
  const { probleme, cases, contradictoire } = compilerSudoku(grille);
  const zero = { noeuds: 0, retours: 0, verifications: 0 };
  if (contradictoire) return { statut: "insoluble", solutions: 0, compteurs: zero };
  const r = chercherCompile(probleme, options);
  let solution: Grille | undefined;
  if (r.solution) {
    const valeurs = [...grille.valeurs];
    r.solution.forEach((a, x) => (valeurs[cases[x]] = a + 1));
    solution = grille.avecValeurs(valeurs);
  }
  return { statut: r.statut, solution, solutions: r.solutions, compteurs: { ...r.compteurs } };
}
