/** Codes de sortie de la commande `sudoku`, documentés dans l'aide et le README. */
export const CODES = {
  /** Tout s'est bien passé. */
  succes: 0,
  /** `sudoku verifier` : au moins une grille est invalide ou incomplète. */
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
