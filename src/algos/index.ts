export * from "./algorithme";
export { ALGORITHMES, trouverAlgorithme } from "./catalogue";
export { algoTD } from "./td";
export { algoRapide } from "./rapide";
export { algoTriades } from "./triades";
