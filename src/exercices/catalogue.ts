/** Toutes les fonctions du TD que l'on sait vérifier, rangées par nom. */
import { exerciceAvanceCase, exerciceReculeCase } from "./cases";
import {
  exerciceTest,
  exerciceTestCarre,
  exerciceTestColonne,
  exerciceTestLigne,
} from "./contraintes";
import { NOMS_EXERCICES, type Exercice, type NomExercice } from "./exercice";
import { exerciceProtection, exerciceRemplissage } from "./remplissage";
import { exerciceResolution } from "./resolution";

export const EXERCICES: Record<NomExercice, Exercice> = {
  test_ligne: exerciceTestLigne,
  test_colonne: exerciceTestColonne,
  test_carre: exerciceTestCarre,
  test: exerciceTest,
  protection: exerciceProtection,
  remplissage: exerciceRemplissage,
  avance_case: exerciceAvanceCase,
  recule_case: exerciceReculeCase,
  resolution: exerciceResolution,
};

/** L'exercice de ce nom ; un nom inconnu est une faute de frappe, que l'on signale. */
export function trouverExercice(nom: string): Exercice {
  if (!(NOMS_EXERCICES as readonly string[]).includes(nom)) {
    throw new Error(
      `verifier ne connaît pas la fonction ${JSON.stringify(nom)}. ` +
        `Les noms possibles sont : ${NOMS_EXERCICES.join(", ")}.`,
    );
  }
  return EXERCICES[nom as NomExercice];
}
