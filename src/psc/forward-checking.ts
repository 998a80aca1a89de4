/**
 * Le forward checking du document PSC : même recherche que `backtrack`, mais
 * au lieu de regarder en arrière (les variables déjà instanciées), on
 * regarde en avant. Dès qu'une variable reçoit une valeur, on retire des
 * labels des variables suivantes les valeurs qui la contrediraient ; si un
 * label devient vide, cette valeur est sans issue et l'on n'a pas besoin
 * de descendre pour le découvrir. Les labels sont sauvegardés avant chaque
 * essai et restaurés après.
 *
 * L'ordre dynamique (`dynamicOrdering`) choisit ensuite comme variable
 * suivante celle dont le label est le plus petit : la plus contrainte.
 */
import type { IssuePSC, PSC } from "./psc";
import type { Valeur, Variable } from "./variable";

/** Une copie des labels de toutes les variables. */
export type Labels = Map<Variable, Valeur[]>;

export function retourneLabels(psc: PSC): Labels {
  return new Map(psc.variables.map((v) => [v, [...v.label]]));
}

export function metAJourLabels(_psc: PSC, anciens: Labels): void {
  for (const [variable, label] of anciens) variable.label = [...label];
}

/**
 * Propage la valeur de la variable d'indice k aux variables d'indice plus
 * grand. Renvoie la première variable dont le label est devenu vide, ou
 * `undefined` si tous les labels gardent au moins une valeur.
 */
export function propagationAuxVarsSuivantes(psc: PSC, k: number): Variable | undefined {
  const variable = psc.variables[k];
  for (const c of psc.contraintesDe(variable)) {
    const autre = c.autre(variable);
    if (psc.rang(autre) > k && !c.propage(autre)) return autre;
  }
  return undefined;
}

/** Échange la variable d'indice k avec une variable d'indice ≥ k dont le label est le plus petit. */
export function dynamicOrdering(psc: PSC, k: number): void {
  const vs = psc.variables;
  if (k >= vs.length) return;
  let meilleure = k;
  for (let m = k + 1; m < vs.length; m++) {
    if (vs[m].label.length < vs[meilleure].label.length) meilleure = m;
  }
  [vs[k], vs[meilleure]] = [vs[meilleure], vs[k]];
}

/** Comme `backtrack`, avec propagation aux variables suivantes et ordre dynamique. */
export function forwardChecking(psc: PSC, k: number): IssuePSC {
  if (k === 0) psc.verifierDefinition();
  if (psc.iterations >= psc.budget) return "budget-epuise";
  psc.iterations++;
  if (k === psc.variables.length) {
    const solution = psc.affectation();
    psc.noter({ type: "solution", profondeur: k, affectation: solution });
    return solution;
  }
  const variable = psc.variables[k];
  const anciensLabels = retourneLabels(psc);
  for (const valeur of [...variable.label]) {
    variable.metAJourValeur(valeur);
    const videe = propagationAuxVarsSuivantes(psc, k);
    psc.noter({
      type: "essai",
      profondeur: k,
      variable: variable.nom,
      valeur,
      ...(videe && { refus: `vide le label de ${videe.nom}` }),
    });
    if (videe === undefined) {
      dynamicOrdering(psc, k + 1);
      const issue = forwardChecking(psc, k + 1);
      if (issue !== "echec") return issue;
    }
    metAJourLabels(psc, anciensLabels);
  }
  variable.metAJourValeur(null);
  psc.noter({ type: "retour", profondeur: k, variable: variable.nom });
  return "echec";
}
