import type { Grille } from "../grille/grille";
import { resoudreRapide, resoudreTriades, type ResultatRapide } from "../rapide/rapide";
import type { Algorithme, OptionsAlgorithme, ResultatAlgorithme } from "./algorithme";

/**
 * Le second moteur rapide (`assembly/triades.ts`), distinct de `rapide` :
 * même interface, mais ses essais portent sur une configuration de bande.
 * Il ne fait que les 9×9 : les autres tailles passent par le moteur par
 * cases du solveur rapide, comme pour `rapide`.
 */
export const algoTriades: Algorithme = {
  nom: "triades",
  description:
    "le moteur par configurations de bande (9×9) : pour chaque chiffre, les 6 façons de traverser chaque bande (lignes et colonnes), les segments de 3 cases comptés, en WebAssembly SIMD ; essais sur une configuration de bande",
  uniteBudget: "essais",
  budgetParDefaut: 10_000_000,
  resoudre(enonce: Grille, options: OptionsAlgorithme = {}): ResultatAlgorithme {
    const { budget = this.budgetParDefaut, limite = 1 } = options;
    const r: ResultatRapide =
      enonce.taille === 9
        ? resoudreTriades(enonce.valeurs, { budget, limite })
        : resoudreRapide(enonce.valeurs, { budget, limite, moteur: "cases" });
    return {
      statut: r.statut,
      solution: r.solution ? enonce.avecValeurs(r.solution) : undefined,
      solutions: r.solutions,
      compteurs: { essais: r.compteurs.essais, retours: r.compteurs.retours },
    };
  },
};
