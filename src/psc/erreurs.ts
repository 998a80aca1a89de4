/**
 * L'erreur d'un PSC mal défini : variable inconnue, domaine vide, opérateur
 * inconnu… Le message, en français, dit ce qui ne va pas, où, et ce qui
 * était attendu, pour que l'on corrige sa définition sans lire de pile.
 */
export class ErreurPSC extends Error {
  override name = "ErreurPSC";
}
