/** Leçon 6 : tous les algorithmes du cours sur les mêmes grilles, mesurés, résumés et tracés. */
export {
  comparerAlgorithmes,
  mesurer,
  BUDGETS_LECON6,
  NOEUDS,
  type Avancee,
  type GrilleNommee,
  type IssueMesure,
  type Mesure,
  type OptionsComparaison,
} from "./mesures";
export { jeuLecon6, grillesGenerees, nommer, GRAINE_LECON6, type TailleDuJeu } from "./jeux";
export { synthetiser, lignesDeSynthese, conclusions, LECON_DE, type Synthese } from "./synthese";
export { graphiqueDurees, graphiqueDonnees, graphiqueNoeuds } from "./graphiques";
