/**
 * Toutes les fonctions que l'on sait vérifier, rangées par nom. Chaque leçon
 * apporte sa liste d'exercices ; l'ordre est celui du cours.
 */
import { exerciceAvanceCase, exerciceReculeCase } from "./cases";
import {
  exerciceTest,
  exerciceTestCarre,
  exerciceTestColonne,
  exerciceTestLigne,
} from "./contraintes";
import type { Exercice, NomExercice } from "./exercice";
import { exerciceProtection, exerciceRemplissage } from "./remplissage";
import { exerciceResolution } from "./resolution";
import { EXERCICES_PSC_MODELISATION } from "./psc-modelisation";
import { EXERCICES_PSC_FILTRAGE } from "./psc-filtrage";
import { EXERCICES_RAPIDE } from "./singletons-nus";
import { EXERCICES_COMPARAISON } from "./mediane";
import { EXERCICES_EXPLICATION_SAT } from "./expliquer-sat";
import { EXERCICES_RECHERCHE } from "./recherche-locale";
import { EXERCICES_SAT } from "./sat-modelisation";
import { EXERCICES_TYPESCRIPT } from "./typescript";
import { EXERCICES_EXPLICATION_SINGLETONS } from "./expliquer-singletons";

/** Leçon 1 : les fonctions du TD. */
const EXERCICES_TD: readonly Exercice[] = [
  exerciceTestLigne,
  exerciceTestColonne,
  exerciceTestCarre,
  exerciceTest,
  exerciceProtection,
  exerciceRemplissage,
  exerciceAvanceCase,
  exerciceReculeCase,
  exerciceResolution,
];

/** Les exercices d'une leçon, et le carnet (sans « .ipynb ») où l'élève les fait. */
export interface ExercicesDUneLecon {
  carnet: string;
  exercices: readonly Exercice[];
}

/** Le cours, leçon par leçon, dans l'ordre où on le suit. */
export const LECONS: readonly ExercicesDUneLecon[] = [
  // Leçon 0 : les bases de TypeScript, sur des objets du Sudoku.
  { carnet: "00-typescript", exercices: EXERCICES_TYPESCRIPT },
  { carnet: "01-td-retour-arriere", exercices: EXERCICES_TD },
  // Leçons 2 et 3 : la programmation par contraintes.
  { carnet: "02-psc-modelisation", exercices: EXERCICES_PSC_MODELISATION },
  { carnet: "03-psc-filtrage", exercices: EXERCICES_PSC_FILTRAGE },
  // Leçon 3 bis : le solveur rapide.
  { carnet: "03b-solveur-rapide", exercices: EXERCICES_RAPIDE },
  // Leçon 4 : formulations de recherche et recherche locale.
  { carnet: "04-recherche-locale", exercices: EXERCICES_RECHERCHE },
  // Leçon 5 : la modélisation SAT.
  { carnet: "05-sat", exercices: EXERCICES_SAT },
  // Leçon 6 : tous les algorithmes comparés.
  { carnet: "06-comparaison", exercices: EXERCICES_COMPARAISON },
  // Leçon 7 : expliquer une solution (les singletons comme étapes, puis vérifier une étape et réduire un noyau).
  {
    carnet: "07-expliquer",
    exercices: [...EXERCICES_EXPLICATION_SINGLETONS, ...EXERCICES_EXPLICATION_SAT],
  },
];

const TOUS = LECONS.flatMap((l) => l.exercices);

export const EXERCICES: Readonly<Record<NomExercice, Exercice>> = Object.fromEntries(
  TOUS.map((e) => [e.nom, e]),
);

/** Les noms connus, dans l'ordre du cours. */
export const NOMS_EXERCICES: readonly NomExercice[] = TOUS.map((e) => e.nom);

/** L'exercice de ce nom ; un nom inconnu est une faute de frappe, que l'on signale. */
export function trouverExercice(nom: string): Exercice {
  const exercice = Object.hasOwn(EXERCICES, nom) ? EXERCICES[nom] : undefined;
  if (!exercice) {
    throw new Error(
      `verifier ne connaît pas la fonction ${JSON.stringify(nom)}. ` +
        `Les noms possibles sont : ${NOMS_EXERCICES.join(", ")}.`,
    );
  }
  return exercice;
}
