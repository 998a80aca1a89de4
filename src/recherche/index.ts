/**
 * Leçon 4 : formuler le Sudoku comme un problème de recherche, puis le
 * résoudre en profondeur, en glouton, en graphe, à coût uniforme, par A*, par escalade, par recuit simulé et
 * par min-conflits.
 */
export {
  BUDGET_RECHERCHE,
  FRONTIERE_MAXIMALE,
  cheminVers,
  type CompteursArbre,
  type Noeud,
  type OptionsArbre,
  type ProblemeDeRecherche,
  type ResultatArbre,
} from "./probleme";
export { rechercheEnProfondeur } from "./profondeur";
export { rechercheGloutonne, type Heuristique } from "./glouton";
export {
  rechercheAEtoile,
  rechercheCoutUniforme,
  rechercheParCle,
  type CleF,
  type CompteursMeilleurDabord,
  type OptionsMeilleurDabord,
  type ResultatMeilleurDabord,
} from "./meilleur-dabord";
export {
  actionsGrille,
  candidats,
  casesVides,
  estButGrille,
  etatDepuisGrille,
  grilleDeLEtat,
  moinsDeCandidats,
  problemeGrille,
  resultatGrille,
  texteDeLEtatGrille,
  type ActionGrille,
  type ChoixDesCases,
  type EtatGrille,
  type OptionsFormulationGrille,
} from "./formulation-grille";
export { ConfigurationLewis, coutLewis, type IndiceCase } from "./lewis";
export { fixerLesCasesForcees, type ResultatPropagation } from "./propagation";
export { enonceParRetrait } from "./generation";
export { BUDGET_LOCAL, type CourbeDeCout, type OptionsLocales, type ResultatLocal } from "./locale";
export {
  ESSAIS_PREMIER_CHOIX,
  PAS_LATERAUX,
  escalade,
  type OptionsEscalade,
  type VarianteEscalade,
} from "./escalade";
export {
  CHAINES_SANS_PROGRES,
  MARCHE_INITIALE,
  REFROIDISSEMENT,
  recuit,
  temperatureDeMarche,
  type OptionsRecuit,
} from "./recuit";
export { MARCHE_ALEATOIRE, minConflits, type OptionsMinConflits } from "./min-conflits";
