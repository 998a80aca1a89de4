/**
 * Un problème SAT : des variables numérotées de 1 à n et une liste de
 * clauses, c'est-à-dire une formule en FNC. C'est ce que lisent tous les
 * solveurs du cours, et ce qu'écrit et lit le format DIMACS.
 */
import {
  ecrireClause,
  nommageParDefaut,
  verifierLitteral,
  versFNC,
  type Clause,
  type Formule,
  type Litteral,
  type Nommage,
} from "./formules";

/** Une formule en FNC, prête pour un solveur : n variables (1 à n) et des clauses. */
export interface FNC {
  readonly nombreDeVariables: number;
  readonly clauses: readonly (readonly Litteral[])[];
}

/**
 * Une formule que l'on construit petit à petit, comme dans le carnet SAT :
 * `exiger(formule)` joue le rôle de `Assert`, `ajouterClause` celui de
 * `AssertClause`. Les variables peuvent porter un nom, pour l'affichage.
 */
export class ProblemeSAT implements FNC {
  nombreDeVariables: number;
  readonly clauses: Clause[] = [];
  private readonly nommer: Nommage;
  private readonly noms = new Map<number, string>();

  /** `nombreDeVariables` variables existent d'emblée ; `nommer` donne leur nom. */
  constructor(nombreDeVariables = 0, nommer: Nommage = nommageParDefaut) {
    this.nombreDeVariables = nombreDeVariables;
    this.nommer = nommer;
  }

  /** Une variable de plus, de numéro n + 1 (le `Var()` du carnet SAT). */
  nouvelleVariable(nom?: string): number {
    this.nombreDeVariables++;
    if (nom !== undefined) this.noms.set(this.nombreDeVariables, nom);
    return this.nombreDeVariables;
  }

  /** Ajoute une clause telle quelle ; une variable jamais vue agrandit le problème. */
  ajouterClause(clause: readonly Litteral[]): void {
    for (const l of clause) {
      verifierLitteral(l);
      this.nombreDeVariables = Math.max(this.nombreDeVariables, Math.abs(l));
    }
    this.clauses.push([...clause]);
  }

  /** Ajoute plusieurs clauses. */
  ajouterClauses(clauses: readonly (readonly Litteral[])[]): void {
    for (const c of clauses) this.ajouterClause(c);
  }

  /** Exige que la formule soit vraie : ses clauses (`versFNC`) s'ajoutent. Renvoie leur nombre. */
  exiger(formule: Formule): number {
    const clauses = versFNC(formule);
    this.ajouterClauses(clauses);
    return clauses.length;
  }

  /** Le nom de la variable v. */
  nom(v: number): string {
    return this.noms.get(v) ?? this.nommer(v);
  }

  /** Une clause écrite avec les noms des variables : « ¬x(0,0,1) ∨ ¬x(0,1,1) ». */
  ecrire(clause: readonly Litteral[]): string {
    return ecrireClause(clause, (v) => this.nom(v));
  }
}

/**
 * Un modèle : `modele[v]` est la valeur de la variable v (la case 0 ne sert
 * pas). C'est la réponse d'un solveur quand la formule est satisfiable.
 */
export type Modele = readonly boolean[];

/** La première clause que le modèle rend fausse, ou `undefined` s'il les satisfait toutes. */
export function clauseFausse(fnc: FNC, modele: Modele): number | undefined {
  for (let k = 0; k < fnc.clauses.length; k++) {
    if (!fnc.clauses[k].some((l) => (l > 0 ? modele[l] === true : modele[-l] === false))) {
      return k;
    }
  }
  return undefined;
}

/** Vrai si le modèle rend vraies toutes les clauses : le contrôle indépendant d'une réponse « satisfiable ». */
export function satisfaitTout(fnc: FNC, modele: Modele): boolean {
  return clauseFausse(fnc, modele) === undefined;
}
