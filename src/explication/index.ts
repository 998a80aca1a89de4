/**
 * Expliquer une solution (leçon 7) : les étapes de l'énoncé à la solution,
 * chacune avec sa technique, les unités et les faits qu'elle cite ; leur
 * écriture en français et en JSON ; leur contrôle indépendant par MiniSat ;
 * leur visionneuse pas à pas dans un carnet ; les unités et les candidats
 * avec lesquels l'élève écrit ses propres étapes.
 */
export { expliquer } from "./expliquer";
export {
  TECHNIQUES_EXPLIQUEES,
  estPlacement,
  type CaseEtChiffre,
  type EtapeElimine,
  type EtapeExpliquee,
  type EtapePlace,
  type Explication,
  type FaitsCites,
  type NomDeTechnique,
} from "./etape";
export { controlerExplication, ControleurMiniSat, impliqueeSelonMiniSat } from "./controle";
export { ecrireEtape, explicationEnJSON, reponseSansExplication } from "./ecriture";
export { htmlExplication, type OptionsVisionneuseExplication } from "./visionneuse";
export { montrerExplication, type OptionsMontrerExplication } from "./montrer";
export { UNITES, candidatsDe, nomDeCase, type UniteNommee } from "./unites";
export { clausesDesUnites, insatisfiable, variable, type OptionsInsatisfiable } from "./hypotheses";
