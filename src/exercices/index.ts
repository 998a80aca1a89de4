/**
 * Les exercices du cours, leçon par leçon : pour chaque fonction à écrire,
 * ses cas, la version de référence qui donne les réponses attendues et les
 * erreurs typiques. La machinerie qui les fait passer à la fonction de
 * l'élève est dans `src/verification/`.
 */
export { EXERCICES, LECONS, NOMS_EXERCICES, type ExercicesDUneLecon } from "./catalogue";
export {
  type Cas,
  type ErreurTypique,
  type Exercice,
  type FonctionEleve,
  type NomExercice,
} from "./exercice";
