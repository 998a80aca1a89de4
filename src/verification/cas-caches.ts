/**
 * Les cas cachés d'un exercice : des cas que le professeur ajoute dans une
 * cellule de vérification, entre `// DEBUT TESTS CACHES` et
 * `// FIN TESTS CACHES`. La copie de l'élève ne les contient pas ; à la
 * correction (nbgrader remet la cellule du professeur), `verifier` les passe
 * après les cas du catalogue. Seuls les arguments sont donnés : la réponse
 * attendue est celle de la version du cours, comme pour les autres cas.
 *
 * Pendant une correction viennent ensuite les cas tirés : chaque exercice
 * en tire quelques-uns d'une graine propre à la copie (`Exercice.tirer`).
 */
import { trouverExercice } from "../exercices/catalogue";
import type { Cas, Exercice, NomExercice } from "../exercices/exercice";
import { Hasard } from "../hasard/hasard";

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

/** La graine des cas tirés de l'exercice `nom` : chaque exercice a la sienne. */
function graineDeLExercice(graine: number, nom: NomExercice): number {
  let h = graine >>> 0;
  for (let k = 0; k < nom.length; k++) h = Math.imul(h ^ nom.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

/** Les cas que l'exercice tire de `graine` (aucun s'il ne sait pas en tirer). */
export function casTiresDe(exercice: Exercice, graine: number): Cas[] {
  return exercice.tirer ? exercice.tirer(new Hasard(graineDeLExercice(graine, exercice.nom))) : [];
}

/** L'exercice avec, après ses cas, ceux qu'il tire de `graine` (pendant une correction). */
export function avecCasTires(exercice: Exercice, graine: number | undefined): Exercice {
  if (graine === undefined || !exercice.tirer) return exercice;
  return { ...exercice, cas: [...exercice.cas, ...casTiresDe(exercice, graine)] };
}
