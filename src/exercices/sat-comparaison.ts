/**
 * Comparer deux listes de clauses par leur *sens*, pas par leur écriture :
 * [[-1, -2], [-2, -3]] et [[-3, -2], [-2, -1], [-1, -2]] disent la même chose.
 * Deux formules sont équivalentes si chacune implique chaque clause de
 * l'autre, et « F implique C » se vérifie avec un solveur SAT : F ∧ ¬C doit
 * être insatisfiable (¬C, c'est supposer faux chaque littéral de C).
 */
import { caseDeVariable } from "../sat/codage-sudoku";
import { solveurCDCL } from "../sat/cdcl";
import { ecrireClause, type Clause, type Nommage } from "../sat/formules";
import type { InstanceSAT } from "../sat/solveur";
import { egales } from "./comparaison";

/** Au-delà, un littéral est sûrement une erreur de calcul (et le solveur y perdrait sa mémoire). */
const VARIABLE_MAX = 1_000_000;

/** Une liste de clauses : un tableau de tableaux d'entiers non nuls (et raisonnables). */
export function estListeDeClauses(valeur: unknown): valeur is Clause[] {
  const litteral = (l: unknown) =>
    typeof l === "number" && Number.isInteger(l) && l !== 0 && Math.abs(l) <= VARIABLE_MAX;
  return Array.isArray(valeur) && valeur.every((c) => Array.isArray(c) && c.every(litteral));
}

/** Une clause qui contient x et ¬x est toujours vraie. */
const toujoursVraie = (c: Clause) => c.some((l) => c.includes(-l));

/** Ce qui sépare deux formules : une clause de l'une que l'autre n'implique pas, et un contre-exemple. */
interface Ecart {
  /** La clause non impliquée. */
  clause: Clause;
  /** Les littéraux vrais d'une affectation qui satisfait l'autre formule mais pas cette clause. */
  vraies: number[];
}

/** Une clause de `a` que `b` n'implique pas, avec un modèle de `b` qui la rend fausse. */
function premiereNonImpliquee(a: Clause[], b: Clause[], variables: number): Ecart | undefined {
  let instance: InstanceSAT | undefined;
  for (const clause of a) {
    if (toujoursVraie(clause)) continue;
    instance ??= solveurCDCL.creer({ nombreDeVariables: variables, clauses: b });
    const r = instance.resoudre({ hypotheses: clause.map((l) => -l) });
    if (r.statut === "satisfiable" && r.modele) {
      const vraies: number[] = [];
      for (let v = 1; v <= variables; v++) if (r.modele[v]) vraies.push(v);
      return { clause, vraies };
    }
  }
  return undefined;
}

function nombreDeVariables(...listes: Clause[][]): number {
  let n = 0;
  for (const liste of listes)
    for (const c of liste) for (const l of c) n = Math.max(n, Math.abs(l));
  return n;
}

/**
 * Vrai si les deux listes de clauses sont logiquement équivalentes. Ce qui
 * n'est pas une liste de clauses (un 0 dans une clause…) se compare tel quel :
 * deux versions fausses peuvent ainsi se reconnaître l'une l'autre.
 */
export function clausesEquivalentes(attendue: unknown, obtenue: unknown): boolean {
  if (!estListeDeClauses(attendue) || !estListeDeClauses(obtenue)) return egales(attendue, obtenue);
  const n = nombreDeVariables(attendue, obtenue);
  return (
    premiereNonImpliquee(attendue, obtenue, n) === undefined &&
    premiereNonImpliquee(obtenue, attendue, n) === undefined
  );
}

/**
 * Ce qui cloche, en français : une contrainte attendue que les clauses de
 * l'élève laissent passer, ou une clause de l'élève qui interdit trop.
 */
export function ecartDeClauses(
  attendue: unknown,
  obtenue: unknown,
  nommer: (clauses: Clause[]) => Nommage,
): string | undefined {
  if (!estListeDeClauses(attendue)) return undefined;
  if (!estListeDeClauses(obtenue)) {
    return (
      "on attend une liste de clauses, chacune un tableau d'entiers non nuls (0 n'est pas " +
      `un littéral), d'au plus ${VARIABLE_MAX} en valeur absolue : [[1, -2], [3]]`
    );
  }
  const n = nombreDeVariables(attendue, obtenue);
  const nom = nommer(attendue);
  const manque = premiereNonImpliquee(attendue, obtenue, n);
  if (manque) {
    const affectation = decrireAffectation(manque.vraies, nom);
    if (manque.clause.length === 0) {
      return `on attend la clause vide (toujours fausse), mais vos clauses sont satisfaites par : ${affectation}`;
    }
    return (
      `vos clauses laissent passer une affectation que la clause attendue ` +
      `${ecrireClause(manque.clause, nom)} interdit (${affectation})`
    );
  }
  const trop = premiereNonImpliquee(obtenue, attendue, n);
  if (trop) {
    const affectation = decrireAffectation(trop.vraies, nom);
    if (trop.clause.length === 0) {
      return `votre clause vide (toujours fausse) interdit tout, même ce qui est permis (${affectation})`;
    }
    return `votre clause ${ecrireClause(trop.clause, nom)} interdit une affectation permise (${affectation})`;
  }
  return undefined;
}

function decrireAffectation(vraies: number[], nom: Nommage): string {
  if (vraies.length === 0) return "toutes les variables fausses";
  const montrees = vraies.slice(0, 4).map((v) => nom(v));
  const suite = vraies.length > 4 ? `, … (${vraies.length} en tout)` : "";
  return `vraies : ${montrees.join(", ")}${suite} ; les autres fausses`;
}

/**
 * Le nommage x(i,j,k) des exercices sur la grille. Leurs cas sont des
 * grilles 4×4 ou 9×9, et chaque cas 9×9 emploie une variable au-delà de 4³ = 64 :
 * cela suffit à reconnaître la taille pour écrire les noms.
 */
export function nommageDesCas(clauses: Clause[]): Nommage {
  const taille = clauses.some((c) => c.some((l) => Math.abs(l) > 64)) ? 9 : 4;
  return (v) => {
    if (v < 1 || v > taille ** 3) return `x${v}`;
    const { i, j, k } = caseDeVariable(taille, v);
    return `x(${i},${j},${k})`;
  };
}
