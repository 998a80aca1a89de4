/**
 * SAT : la logique propositionnelle (formules, clauses, FNC), le codage du
 * Sudoku, le format DIMACS, trois solveurs derrière une même interface
 * (DPLL lisible, CDCL rapide, MiniSat via logic-solver) et l'énumération
 * des solutions d'une grille.
 */
export {
  non,
  et,
  ou,
  implique,
  versFNC,
  evaluer,
  simplifierClause,
  ecrireLitteral,
  ecrireClause,
  ecrireFormule,
  nommageParDefaut,
  CLAUSES_MAX_PAR_FORMULE,
  type Clause,
  type Formule,
  type Litteral,
  type Nommage,
} from "./formules";
export * from "./probleme";
export * from "./cardinalite";
export * from "./codage-sudoku";
export * from "./dimacs";
export {
  resoudreSAT,
  type InstanceSAT,
  type OptionsSAT,
  type ResultatSAT,
  type SolveurSAT,
  type StatutSAT,
} from "./solveur";
export {
  solveurDPLL,
  creerSolveurDPLL,
  REGLAGES_DPLL,
  type ChoixDPLL,
  type OptionsDPLL,
} from "./dpll";
export { propagationUnitaire, dpllRecursif } from "./dpll-recursif";
export { solveurCDCL, creerSolveurCDCL, REGLAGES_CDCL, type OptionsCDCL } from "./cdcl";
export { resoudreCdclWasm, ErreurMemoireCdclWasm } from "./cdcl-wasm";
export { solveurLogicSolver } from "./minisat";
export { SOLVEURS_SAT, trouverSolveurSAT } from "./solveurs";
export { luby } from "./luby";
export * from "./enumeration";
export * from "./generateurs";
