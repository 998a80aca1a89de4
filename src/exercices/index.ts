/**
 * La vérification des exercices du TD : `verifier` pour les cellules de
 * vérification, `ExerciceNonFait` et `essayer` pour les carnets élèves.
 */
export { ExerciceNonFait, essayer, estNonFait, type OptionsEssai } from "./non-fait";
export { verifier, type OptionsVerification } from "./verifier";
export { definirCasCaches } from "./cas-caches";
export { Bilan, type EchecCas, type ErreurNommee, type StatutBilan } from "./bilan";
export { EXERCICES, LECONS, NOMS_EXERCICES, type ExercicesDUneLecon } from "./catalogue";
export {
  type Cas,
  type ErreurTypique,
  type Exercice,
  type FonctionEleve,
  type NomExercice,
  type Observation,
} from "./exercice";
export type { Issue } from "./execution-bornee";
