/** Le solveur rapide : planches de bits pour les 9×9, masques de candidats pour toutes les tailles. */
export {
  resoudreRapide,
  compterSolutions,
  resoudreTriades,
  triadesDisponible,
  BUDGET_RAPIDE_PAR_DEFAUT,
  type OptionsRapide,
  type OptionsTriades,
  type ResultatRapide,
  type MoteurRapide,
} from "./rapide";
export {
  resoudreLotRapide,
  resoudreLotTriades,
  statutDansLeLot,
  solutionDansLeLot,
  resultatDansLeLot,
  type OptionsLot,
  type ResultatsLot,
} from "./lot";
export { chercherBandes } from "./bandes";
export {
  chercherWasm,
  chargerMoteurWasm,
  cheminDuModuleWasm,
  moduleDisponible,
  type ModuleRapide,
} from "./wasm";
export { MoteurCases } from "./cases";
export { mesurerAFroid, type MoteurAFroid, type MesureAFroid } from "./a-froid";
export { bilanVide, type BilanMoteur } from "./bilan";
// Pour l'annexe de la leçon 3 bis : les configurations de bande et la règle des segments, en clair.
export {
  CONFIGURATIONS,
  REGLES_TRIADES,
  candidatsDesCases,
  casesDuSegment,
  chiffresDuMasque,
  compterSegments,
  configurationsDuMasque,
  configurationsPossibles,
  deroulerTriades,
  type ChiffreEnCase,
  type CompteDeSegment,
  type Configuration,
  type DeroulementTriades,
  type EtapeTriades,
  type OptionsDeroulement,
  type RegleTriades,
  type SensDuBloc,
} from "./configurations";
