/**
 * L'hôte de la bibliothèque (voir `contrat.ts`). Ce fichier donne le côté
 * Node ; le paquet du navigateur (`outils/site/paquets.ts`) met à sa place
 * le côté navigateur, `navigateur/index.ts`, qui exporte les mêmes noms.
 */
export { hote } from "./node/index";
export type { Hote, Retour } from "./contrat";
