/**
 * L'affichage dans un carnet : le protocole d'affichage, `afficher` et ses
 * mises à jour, les grilles et la visionneuse, les tableaux et les graphiques.
 */
export {
  AFFICHAGE_JUPYTER,
  estAffichable,
  paquetDe,
  type Affichable,
  type PaquetMime,
} from "../socle/protocole";
export {
  Affichage,
  afficher,
  effacerSortie,
  montrer,
  montrerRecherche,
  type OptionsMontrer,
} from "./afficher";
export { Tableau, tableau, type OptionsTableau, type ValeurCase } from "./tableau";
export { nombre } from "./nombre";
export {
  Graphique,
  barres,
  boites,
  courbes,
  nuage,
  type OptionsAxe,
  type OptionsBoites,
  type OptionsGraphique,
  type SerieValeurs,
  type SeriePoints,
  type SorteGraphique,
} from "./graphique";
export { htmlVisionneuse, encoderTrace, type OptionsVisionneuse } from "./visionneuse";
export { suivreEcritures, type Ecritures } from "./ecritures";
export { BarreAvancement, suivreAvancement, type EtatAvancement } from "./avancement";
