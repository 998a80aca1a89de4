/**
 * Toutes les solutions d'une grille, par clauses de blocage : on résout, on
 * interdit la solution trouvée, on recommence, jusqu'à ce que la formule
 * devienne insatisfiable. Avec une limite : une grille presque vide a des
 * milliards de solutions.
 *
 * La clause de blocage ne porte que sur les cases *non données* (voir
 * `clauseDeBlocage`). Compter jusqu'à 2 suffit pour savoir si une grille
 * est « bien posée » (une seule solution).
 */
import type { Grille } from "../grille/grille";
import { solveurCDCL } from "./cdcl";
import {
  CODAGE_PAR_DEFAUT,
  clauseDeBlocage,
  coderGrille,
  grilleDuModele,
  type CodageSudoku,
} from "./codage-sudoku";
import type { SolveurSAT } from "./solveur";

export interface OptionsEnumeration {
  /** Le solveur (CDCL par défaut). */
  solveur?: SolveurSAT;
  codage?: CodageSudoku;
  /** On s'arrête dès ce nombre de solutions trouvées (1000 par défaut). */
  limite?: number;
  /** L'effort total, dans l'unité du solveur, partagé entre tous les appels. */
  budget?: number;
}

export interface Enumeration {
  /**
   * `complete` : toutes les solutions sont là ; `limite-atteinte` : il y en a
   * peut-être d'autres ; `budget-epuise` : le solveur s'est arrêté en route.
   */
  statut: "complete" | "limite-atteinte" | "budget-epuise";
  solutions: Grille[];
  /** Appels au solveur, et la somme de ses compteurs. */
  compteurs: Record<string, number>;
}

export function enumererSolutions(enonce: Grille, options: OptionsEnumeration = {}): Enumeration {
  const solveur = options.solveur ?? solveurCDCL;
  const limite = options.limite ?? 1000;
  if (!(limite >= 1)) throw new RangeError(`limite incorrecte : ${limite} ; attendu un entier ≥ 1`);
  let reste = options.budget ?? solveur.budgetParDefaut;
  const instance = solveur.creer(coderGrille(enonce, options.codage ?? CODAGE_PAR_DEFAUT));
  const solutions: Grille[] = [];
  const compteurs: Record<string, number> = { appels: 0 };
  for (;;) {
    const r = instance.resoudre({ budget: reste });
    compteurs.appels++;
    for (const [nom, n] of Object.entries(r.compteurs)) compteurs[nom] = (compteurs[nom] ?? 0) + n;
    // Le budget se partage : ce que cet appel a dépensé est retiré du reste.
    reste -= depense(solveur, r.compteurs);
    if (r.statut === "budget-epuise") return { statut: "budget-epuise", solutions, compteurs };
    if (r.statut === "insatisfiable" || r.modele === undefined) {
      return { statut: "complete", solutions, compteurs };
    }
    const solution = grilleDuModele(r.modele, enonce);
    solutions.push(solution);
    if (solutions.length >= limite) return { statut: "limite-atteinte", solutions, compteurs };
    const blocage = clauseDeBlocage(solution, enonce);
    // Une grille entièrement donnée n'a qu'une solution : la clause serait vide.
    if (blocage.length === 0) return { statut: "complete", solutions, compteurs };
    instance.ajouterClause(blocage);
    if (!(reste > 0)) return { statut: "budget-epuise", solutions, compteurs };
  }
}

/** Ce qu'un appel a coûté dans l'unité du budget du solveur. */
function depense(solveur: SolveurSAT, compteurs: Record<string, number>): number {
  if (solveur.uniteBudget === "conflits") return compteurs.conflits ?? 0;
  if (solveur.uniteBudget === "décisions") return compteurs.decisions ?? 0;
  return compteurs.appels ?? 1;
}
