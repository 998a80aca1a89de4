/**
 * Ce qu'ont en commun les exercices sur les PSC (leçons 2 et 3).
 *
 * Leurs fonctions reçoivent des objets (contraintes, variables, PSC) et en
 * modifient souvent les labels ou les valeurs. Or `verifier` copie les
 * arguments d'un cas avant chaque appel avec `copieProfonde`, qui ne sait
 * copier que des tableaux. D'où `casObjets` : les arguments y sont
 * *fabriqués à neuf* à chaque lecture de `arguments`, si bien que chaque
 * appel (de l'élève, de la référence, d'une erreur typique) part du même
 * état, et qu'aucun ne voit ce qu'un autre a modifié.
 */
import { ContrainteBinaire } from "../psc/contrainte-binaire";
import type { Affectation, PSC } from "../psc/psc";
import { SudokuPSC } from "../psc/sudoku";
import { ecrireEnsemble } from "../psc/variable";
import { Variable, type Valeur } from "../psc/variable";
import type { Cas } from "./exercice";

const INSPECTION = Symbol.for("nodejs.util.inspect.custom");

/** Un cas dont les arguments sont refaits à chaque lecture (voir plus haut). */
export function casObjets(description: string, fabriquer: () => unknown[], contexte?: string): Cas {
  return {
    description,
    contexte,
    get arguments() {
      return fabriquer();
    },
  };
}

/** Donne à un objet le nom sous lequel l'écrire dans un appel : `backtrack(psc, 0)`. */
export function nommer<T extends object>(objet: T, nom: string): T {
  Object.defineProperty(objet, INSPECTION, { value: () => nom });
  return objet;
}

/** Une variable, avec éventuellement une valeur déjà donnée. */
export function variable(nom: string, domaine: Valeur[], valeur: Valeur | null = null): Variable {
  const v = new Variable(nom, domaine);
  v.metAJourValeur(valeur);
  return v;
}

/** Une variable dont le label est déjà réduit. */
export function variableReduite(nom: string, domaine: Valeur[], label: Valeur[]): Variable {
  const v = new Variable(nom, domaine);
  v.label = [...label];
  return v;
}

/** « x1 : {1, 2} ; x2 : {3} » : les labels des deux variables d'une contrainte. */
export function labelsDe(c: unknown): string {
  if (!(c instanceof ContrainteBinaire)) return "(pas une contrainte binaire)";
  return [c.refVar1, c.refVar2]
    .map((v) => `${v.nom} : ${Array.isArray(v.label) ? ecrireEnsemble(v.label) : String(v.label)}`)
    .join(" ; ");
}

/** Les labels de la contrainte passée en premier argument : l'état que l'on compare. */
export function etatDesLabels(args: unknown[]): string {
  return labelsDe(args[0]);
}

/** Deux issues de recherche égales : le même texte (`"echec"`), ou les mêmes valeurs pour les mêmes noms. */
export function memeAffectation(attendue: unknown, obtenue: unknown): boolean {
  if (typeof attendue === "string" || typeof obtenue === "string") return attendue === obtenue;
  if (typeof attendue !== "object" || typeof obtenue !== "object") return false;
  if (attendue === null || obtenue === null || Array.isArray(obtenue)) return false;
  const a = attendue as Affectation;
  const o = obtenue as Record<string, unknown>;
  const cles = Object.keys(a);
  return cles.length === Object.keys(o).length && cles.every((k) => o[k] === a[k]);
}

/** Un Sudoku (0 pour une case vide) vu comme PSC, ses labels déjà réduits par les indices (la cohérence unaire). */
export function sudokuReduit(grille: number[][]): PSC {
  const s = new SudokuPSC(grille);
  s.consistanceContraintesUnaires();
  return s;
}
