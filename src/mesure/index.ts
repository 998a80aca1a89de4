/** Mesurer : statistiques d'une série, chronomètre, tableaux de résultats. */
export { quantile, mediane, resumer, rangs, correlationDeRangs, type Resume } from "./statistiques";
export { chronometrer, type Chronometrage, type OptionsChrono } from "./chronometre";
export { decrireMachine, tableauTexte } from "./tableau-texte";
