/**
 * La recherche avec retour arrière et ses options (voir `strategies.ts`),
 * écrite simplement sur les objets du PSC : c'est la version à lire. Elle
 * suit le pseudo-code du cours que reprend le rapport 8INF846 :
 *
 *   explorer() :
 *     si toutes les variables ont une valeur : solution
 *     variable ← choisirVariable()
 *     pour chaque valeur dans ordonnerValeurs(variable) :
 *       si elle est cohérente : variable ← valeur ; inférer ; explorer()
 *       défaire ce que l'on a fait
 *     retour en arrière
 *
 * `moteur.ts` fait exactement les mêmes choix, dans le même ordre, sur des
 * entiers : les deux donnent les mêmes compteurs (les tests le vérifient).
 * La récursion descend d'un niveau par variable, pas plus.
 */
import { ac3, type Arc } from "./ac3";
import { consistanceContraintesUnaires } from "./coherence";
import { metAJourLabels, retourneLabels } from "./forward-checking";
import type { Affectation, PSC } from "./psc";
import {
  lireOptionsRecherche,
  statutFinal,
  type Compteurs,
  type OptionsRecherche,
  type ResultatRecherche,
  type Strategie,
} from "./strategies";
import type { Valeur, Variable } from "./variable";

/** L'état d'une recherche en cours. */
interface Recherche extends Strategie {
  psc: PSC;
  budget: number;
  limite: number;
  compteurs: Compteurs;
  solutions: number;
  solution?: Affectation;
  budgetEpuise: boolean;
}

/**
 * Cherche une solution du PSC (ou `limite` solutions) avec la stratégie
 * demandée. Les labels et les valeurs du PSC sont rendus tels qu'on les a
 * trouvés : la solution est dans le résultat.
 */
export function chercher(psc: PSC, options: OptionsRecherche = {}): ResultatRecherche<Affectation> {
  const o = lireOptionsRecherche(options);
  psc.verifierDefinition();
  const labels = retourneLabels(psc);
  const valeurs = psc.variables.map((v) => v.valeur);
  const r: Recherche = {
    ...o,
    psc,
    compteurs: { noeuds: 0, retours: 0, verifications: 0 },
    solutions: 0,
    budgetEpuise: false,
  };
  try {
    for (const v of psc.variables) v.metAJourValeur(null);
    consistanceContraintesUnaires(psc);
    // MAC commence par rendre tout le PSC arc-cohérent.
    const coherent = o.inference !== "mac" || ac3(psc, { compteur: r.compteurs }).coherent;
    if (coherent) explorer(r);
  } finally {
    metAJourLabels(psc, labels);
    psc.variables.forEach((v, k) => v.metAJourValeur(valeurs[k]));
  }
  return {
    statut: statutFinal(r.budgetEpuise, r.solutions),
    solution: r.solution,
    solutions: r.solutions,
    compteurs: r.compteurs,
  };
}

/** Explore à partir de l'état actuel. Renvoie vrai s'il faut tout arrêter (assez de solutions, ou budget épuisé). */
function explorer(r: Recherche): boolean {
  const variable = choisirVariable(r);
  if (variable === undefined) {
    r.solutions++;
    r.solution ??= r.psc.affectation();
    return r.solutions >= r.limite;
  }
  for (const valeur of ordonnerValeurs(r, variable)) {
    if (r.compteurs.noeuds >= r.budget) {
      r.budgetEpuise = true;
      return true;
    }
    r.compteurs.noeuds++;
    // Sans inférence, il faut vérifier la valeur ; avec, le label ne contient que des valeurs cohérentes.
    if (r.inference === "aucune" && !estCoherente(r, variable, valeur)) continue;
    const anciens = r.inference === "aucune" ? undefined : retourneLabels(r.psc);
    variable.metAJourValeur(valeur);
    if (inferer(r, variable, valeur) && explorer(r)) return true;
    if (anciens) metAJourLabels(r.psc, anciens);
    variable.metAJourValeur(null);
  }
  r.compteurs.retours++;
  return false;
}

/**
 * La prochaine variable à instancier, ou `undefined` si toutes ont une valeur.
 * MRV compte les valeurs *restantes* compte tenu de l'affectation en cours :
 * avec une inférence, c'est la taille du label (déjà filtré) ; sans
 * inférence, les labels ne bougent pas pendant la recherche, et il faut
 * compter les valeurs du label compatibles avec les variables instanciées.
 */
export function choisirVariable(
  r: Pick<Recherche, "psc" | "choixVariable" | "inference"> & { compteurs?: Compteurs },
): Variable | undefined {
  let choisie: Variable | undefined;
  let taille = Infinity;
  for (const v of r.psc.variables) {
    if (v.valeur !== null) continue;
    if (r.choixVariable === "premiere") return v;
    const t =
      r.inference === "aucune" ? nombreDeValeursRestantes(r.psc, v, r.compteurs) : v.label.length;
    if (t < taille) {
      choisie = v;
      taille = t;
      // Sans inférence, une variable sans aucune valeur restante est une impasse : inutile d'aller plus loin.
      if (t === 0) break;
    }
  }
  return choisie;
}

/**
 * Combien de valeurs du label de `variable` respectent les contraintes avec
 * les variables déjà instanciées ? Chaque valeur est testée contre chaque
 * voisin instancié (une vérification par test).
 */
export function nombreDeValeursRestantes(
  psc: PSC,
  variable: Variable,
  compteurs?: Compteurs,
): number {
  const instancies = psc.contraintesDe(variable).filter((c) => c.autre(variable).valeur !== null);
  let restantes = 0;
  for (const x of variable.label) {
    let compatible = true;
    for (const c of instancies) {
      if (compteurs) compteurs.verifications++;
      if (!c.estValide(variable, x)) compatible = false;
    }
    if (compatible) restantes++;
  }
  return restantes;
}

/** Les valeurs du label, dans l'ordre où les essayer. */
function ordonnerValeurs(r: Recherche, variable: Variable): Valeur[] {
  const valeurs = [...variable.label];
  if (r.ordreValeurs === "naturel") return valeurs;
  // LCV : combien de valeurs chacune retirerait-elle aux voisins non instanciés ?
  const cout = new Map<Valeur, number>();
  for (const x of valeurs) {
    let retirees = 0;
    for (const c of r.psc.contraintesDe(variable)) {
      const autre = c.autre(variable);
      if (autre.valeur !== null) continue;
      for (const y of autre.label) {
        r.compteurs.verifications++;
        if (!c.estSatisfaite(variable, x, y)) retirees++;
      }
    }
    cout.set(x, retirees);
  }
  // `sort` est stable : à coût égal, l'ordre du label est gardé.
  return valeurs.sort((a, b) => (cout.get(a) ?? 0) - (cout.get(b) ?? 0));
}

/** La valeur respecte-t-elle les contraintes avec les variables déjà instanciées ? */
function estCoherente(r: Recherche, variable: Variable, valeur: Valeur): boolean {
  for (const c of r.psc.contraintesDe(variable)) {
    const autre = c.autre(variable);
    if (autre.valeur === null) continue;
    r.compteurs.verifications++;
    if (!c.estSatisfaite(variable, valeur, autre.valeur)) return false;
  }
  return true;
}

/** Ce que l'on déduit du choix `variable = valeur`. Faux si un label devient vide. */
function inferer(r: Recherche, variable: Variable, valeur: Valeur): boolean {
  if (r.inference === "aucune") return true;
  if (r.inference === "fc") {
    for (const c of r.psc.contraintesDe(variable)) {
      const autre = c.autre(variable);
      if (autre.valeur !== null) continue;
      for (const y of [...autre.label]) {
        r.compteurs.verifications++;
        if (!c.estSatisfaite(variable, valeur, y)) autre.enleveDuLabel(y);
      }
      if (autre.label.length === 0) return false;
    }
    return true;
  }
  // MAC : le label de la variable se réduit à sa valeur, puis AC-3 part des arcs (voisin, variable).
  variable.label = [valeur];
  const file: Arc[] = [];
  for (const c of r.psc.contraintesDe(variable)) {
    if (c.autre(variable).valeur === null) file.push({ xi: c.autre(variable), contrainte: c });
  }
  const libre = (v: Variable) => v.valeur === null;
  return ac3(r.psc, { file, filtre: libre, compteur: r.compteurs }).coherent;
}
