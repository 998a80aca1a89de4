/**
 * La programmation par contraintes (leçons 2 et 3) : les classes du
 * document PSC (`Variable`, `ContrainteUnaire`, `ContrainteBinaire`, `PSC`,
 * `SudokuPSC`), ses algorithmes (cohérence, `backtrack`, `forwardChecking`),
 * AC-3, la recherche avec ses options (`chercher`) et sa version rapide.
 */
export { ErreurPSC } from "./erreurs";
export { Variable, ecrireEnsemble, ecrireValeur, type Valeur } from "./variable";
export { Contrainte, OPERATEURS, comparer, type Operateur } from "./contrainte";
export { ContrainteUnaire } from "./contrainte-unaire";
export { ContrainteBinaire } from "./contrainte-binaire";
export { PSC, type Affectation, type EtapeTrace, type IssuePSC } from "./psc";
export {
  consistanceContraintesBinaires,
  consistanceContraintesUnaires,
  sortVariables,
} from "./coherence";
export { ecrireTrace } from "./trace";
export {
  ac3,
  arcs,
  voisins,
  revise,
  type Arc,
  type CompteurAC3,
  type OptionsAC3,
  type ResultatAC3,
  type Retrait,
} from "./ac3";
export {
  STRATEGIE_PAR_DEFAUT,
  nommerStrategie,
  type ChoixVariable,
  type Compteurs,
  type Inference,
  type OptionsRecherche,
  type OrdreValeurs,
  type ResultatRecherche,
  type Strategie,
} from "./strategies";
export { chercher, choisirVariable, nombreDeValeursRestantes } from "./retour-arriere";
export { chercherRapide, compilerPSC } from "./compilation";
export { chercherCompile } from "./moteur";
export { type ProblemeCompile } from "./probleme-compile";
export {
  SudokuPSC,
  type AlgorithmeSudoku,
  type BilanAC3,
  type CaseSudoku,
  type OptionsSolution,
  type Unicite,
} from "./sudoku";
export {
  candidatsVerrouilles,
  propager,
  singletonsCaches,
  type BilanPropagation,
  type OptionsPropagation,
  type UnitePSC,
} from "./toutes-differentes";
export { compilerSudoku, resoudreSudokuRapide, type SudokuCompile } from "./sudoku-rapide";
export { petitPSC, carteDeFrance, REGIONS, FRONTIERES } from "./exemples";
export {
  VueCandidats,
  etatCandidats,
  nombreDeCandidats,
  vueCandidats,
  type EtatCandidats,
} from "./affichage";
