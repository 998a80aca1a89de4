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
