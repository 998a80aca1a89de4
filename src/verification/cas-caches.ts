/**
 * Les cas cachés d'un exercice : des cas que le professeur ajoute dans une
 * cellule de vérification, entre `// DEBUT TESTS CACHES` et
 * `// FIN TESTS CACHES`. La copie de l'élève ne les contient pas ; à la
 * correction (nbgrader remet la cellule du professeur), `verifier` les passe
 * après les cas du catalogue. Seuls les arguments sont donnés : la réponse
 * attendue est celle de la version du cours, comme pour les autres cas.
 */
import { trouverExercice } from "../exercices/catalogue";
import type { Cas, Exercice, NomExercice } from "../exercices/exercice";

const caches = new Map<NomExercice, Cas[]>();

/** Les cas cachés de `nom`, pour les vérifications qui suivent (ils remplacent les précédents). */
export function definirCasCaches(nom: NomExercice, cas: readonly Cas[]): void {
  trouverExercice(nom); // un nom inconnu est une erreur tout de suite, pas à la correction
  caches.set(nom, [...cas]);
}

/** L'exercice tel que `verifier` le passe : ses cas, puis les cas cachés s'il y en a. */
export function avecCasCaches(exercice: Exercice): Exercice {
  const ajoutes = caches.get(exercice.nom);
  return ajoutes ? { ...exercice, cas: [...exercice.cas, ...ajoutes] } : exercice;
}
