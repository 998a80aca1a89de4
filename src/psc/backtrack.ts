/**
 * La recherche en profondeur d'abord du document PSC (`backtrack`) : on donne
 * une valeur à la variable d'indice k, on vérifie qu'elle respecte les
 * contraintes avec les variables d'indice plus petit (déjà instanciées),
 * et l'on passe à k + 1 ; si aucune valeur ne convient, on revient en
 * arrière. La profondeur de récursion est au plus le nombre de variables.
 */
import type { ContrainteBinaire } from "./contrainte-binaire";
import type { IssuePSC, PSC } from "./psc";

/**
 * La première contrainte violée entre la variable d'indice k (avec sa
 * valeur actuelle) et une variable d'indice plus petit, ou `undefined` si
 * toutes sont respectées.
 */
export function premiereContrainteViolee(psc: PSC, k: number): ContrainteBinaire | undefined {
  const variable = psc.variables[k];
  if (variable.valeur === null) return undefined;
  for (const c of psc.contraintesDe(variable)) {
    const autre = c.autre(variable);
    if (psc.rang(autre) < k && !c.estValide(variable, variable.valeur)) return c;
  }
  return undefined;
}

/**
 * Cherche une solution en instanciant les variables dans l'ordre de
 * `psc.variables`, à partir de l'indice k (0 au premier appel). Renvoie
 * la solution, `"echec"`, ou `"budget-epuise"` après `psc.budget` appels.
 */
export function backtrack(psc: PSC, k: number): IssuePSC {
  if (k === 0) psc.verifierDefinition();
  if (psc.iterations >= psc.budget) return "budget-epuise";
  psc.iterations++;
  if (k === psc.variables.length) {
    const solution = psc.affectation();
    psc.noter({ type: "solution", profondeur: k, affectation: solution });
    return solution;
  }
  const variable = psc.variables[k];
  for (const valeur of [...variable.label]) {
    variable.metAJourValeur(valeur);
    const violee = premiereContrainteViolee(psc, k);
    psc.noter({
      type: "essai",
      profondeur: k,
      variable: variable.nom,
      valeur,
      ...(violee && { refus: `viole ${violee.toString()}` }),
    });
    if (violee === undefined) {
      const issue = backtrack(psc, k + 1);
      // Une solution, ou un budget épuisé : on remonte sans rien essayer d'autre.
      if (issue !== "echec") return issue;
    }
  }
  variable.metAJourValeur(null);
  psc.noter({ type: "retour", profondeur: k, variable: variable.nom });
  return "echec";
}
