export { test_ligne, test_colonne, test_carre, test } from "./contraintes";
export { avance_case, recule_case } from "./cases";
export { protection, remplissage, estProtegee, type Case } from "./remplissage";
export {
  resolution,
  type Etape,
  type OptionsResolution,
  type ResultatResolution,
  type StatutResolution,
} from "./resolution";
export { indicesEnConflit } from "./indices";
