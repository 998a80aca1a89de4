import type { Grille } from "../grille/grille";
import { resoudreRapide } from "../rapide/rapide";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/** Le solveur rapide (src/rapide) : la référence de vitesse du cours. */
export const algoRapide: Algorithme = {
  nom: "rapide",
  description:
    "le solveur rapide : planches de bits par chiffre (9×9) ou masques de candidats, singletons propagés, essais binaires",
  uniteBudget: "essais",
  budgetParDefaut: 10_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    const r = resoudreRapide(enonce.valeurs, { budget, limite });
    return {
      statut: r.statut,
      solution: r.solution ? enonce.avecValeurs(r.solution) : undefined,
      solutions: r.solutions,
      compteurs: { essais: r.compteurs.essais, retours: r.compteurs.retours },
    };
  },
};
