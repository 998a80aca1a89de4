export * from "./algorithme";
export { ALGORITHMES, trouverAlgorithme } from "./catalogue";
export { algoTD } from "./td";
