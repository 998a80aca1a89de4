/** Codes de sortie de la commande `sudoku`, documentés dans l'aide et le README. */
export const CODES = {
  /** Tout s'est bien passé. */
  succes: 0,
  /**
   * Le résultat n'est pas celui demandé : `verifier` a vu une grille invalide ou
   * incomplète, `generer` a manqué la cible d'indices, `noter` a vu une grille
   * sans solution unique, `bench` une réponse fausse.
   */
  grilleNonResolue: 1,
  /** Commande, option ou fichier d'entrée incorrect : rien n'a été résolu. */
  entreeIncorrecte: 2,
  /** Erreur inattendue du programme. */
  erreurInterne: 3,
} as const;

/** Une erreur de l'utilisateur (option inconnue, fichier illisible…) : message en français, code 2. */
export class ErreurUsage extends Error {
  override name = "ErreurUsage";
}
