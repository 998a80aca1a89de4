/**
 * Les statuts et issues du cours s'écrivent sans accents dans le code
 * (`"budget-epuise"`, `"resolue"`) : ce sont des identifiants. Ce que l'élève
 * lit, lui, est du français : `libelle` donne le mot accentué.
 */
const LIBELLES: Record<string, string> = {
  resolue: "résolue",
  insoluble: "insoluble",
  "budget-epuise": "budget épuisé",
  indecise: "indécise",
  fausse: "réponse fausse",
  satisfiable: "satisfiable",
  insatisfiable: "insatisfiable",
  complete: "complète",
  "limite-atteinte": "limite atteinte",
  // Le bilan de `verifier`.
  reussi: "réussi",
  echec: "échec",
  "non-fait": "pas encore fait",
};

/** Le libellé français d'un statut (le statut lui-même s'il n'en a pas). */
export function libelle(statut: string): string {
  return LIBELLES[statut] ?? statut;
}
