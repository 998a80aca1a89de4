/** Le générateur de grilles à solution unique, la note de difficulté, et le générateur par transformations du rapport 8INF846. */
export { genererGrille, type OptionsGenerateur, type GrilleGeneree } from "./generateur";
export { grillePleine, type OptionsGrillePleine } from "./grille-pleine";
export {
  SYMETRIES,
  DESCRIPTIONS_SYMETRIES,
  estSymetrie,
  orbites,
  type Symetrie,
} from "./symetries";
export {
  noterDifficulte,
  TECHNIQUES,
  NIVEAUX,
  type Note,
  type Niveau,
  type Technique,
} from "./difficulte";
export {
  grilleDeBase,
  grillePleineParTransformations,
  genererParTransformations,
  aLaStructureDeBase,
} from "./transformations";
