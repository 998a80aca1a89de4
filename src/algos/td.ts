import { resolution } from "../td/resolution";
import type { Grille } from "../grille/grille";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/** La résolution itérative du TD (question 9), sur une grille de n'importe quelle taille. */
export const algoTD: Algorithme = {
  nom: "td",
  description: "la boucle du TD : cases dans l'ordre, essais et retours en arrière",
  uniteBudget: "tours",
  budgetParDefaut: 20_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    const r = resolution(enonce.versMatrice(), { budget, limite });
    return {
      statut: r.statut,
      solution: r.premiere ? enonce.avecValeurs(r.premiere.flat()) : undefined,
      solutions: r.solutions,
      compteurs: { tours: r.tours },
    };
  },
};
