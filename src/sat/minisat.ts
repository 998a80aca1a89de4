/**
 * `logic-solver` (npm, version 2.0.1) : MiniSat, le solveur CDCL de
 * référence écrit en C++, compilé en JavaScript par Emscripten. C'est le
 * pair de comparaison du cours : même interface que nos solveurs.
 *
 * Ses variables ont des noms ; la variable v du problème s'y appelle « xv »
 * (les numéros 1 et 2 y sont réservés aux constantes faux et vrai). Les
 * hypothèses passent par `solveAssuming`. MiniSat ne s'interrompt pas en cours
 * de route : le budget compte des appels (utile pour énumérer), pas des conflits.
 * Cette version directe sert aux petits problèmes des carnets ; la commande
 * `sudoku sat` le fait tourner borné en temps et en mémoire (`minisat-borne.ts`).
 * Le paquet ne publie pas de types : ceux dont on se sert sont déclarés dans
 * `types-logic-solver.d.ts` (tslab, moins strict, s'en passe).
 */
import type Logic from "logic-solver";
import type { Litteral } from "./formules";
import { verifierTailleMiniSat } from "./minisat-taille";
import type { FNC } from "./probleme";
import {
  lireBudget,
  verifierHypotheses,
  type InstanceSAT,
  type OptionsSAT,
  type ResultatSAT,
  type SolveurSAT,
} from "./solveur";

/**
 * MiniSat compilé pèse environ 240 ko et prend environ 0,3 s à charger : on
 * ne le charge qu'à la création du premier solveur, pour que `sudoku aide`
 * ou l'import de la bibliothèque dans un carnet n'en paient pas le prix.
 */
let logic: typeof Logic | undefined;
function chargerLogic(): typeof Logic {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- chargement paresseux voulu
  logic ??= require("logic-solver") as typeof Logic;
  return logic;
}

class InstanceLogicSolver implements InstanceSAT {
  nombreDeVariables = 0;
  private readonly logic = chargerLogic();
  private readonly solveur = new this.logic.Solver();
  /** `numeros[v]` : le numéro de la variable v chez logic-solver. */
  private readonly numeros: number[] = [0];

  constructor(fnc: FNC) {
    // Son tas ne grandit pas : mieux vaut une erreur en français qu'un arrêt net en pleine résolution.
    verifierTailleMiniSat(fnc);
    this.agrandir(fnc.nombreDeVariables);
    // Les contrôles de logic-solver coûtent plus cher que les clauses elles-mêmes.
    this.logic.disablingAssertions(() => {
      for (const c of fnc.clauses) this.ajouterClause(c);
    });
  }

  private agrandir(n: number): void {
    while (this.nombreDeVariables < n) {
      this.nombreDeVariables++;
      this.numeros.push(this.solveur.getVarNum(`x${this.nombreDeVariables}`));
    }
  }

  private terme(l: Litteral): number {
    return l > 0 ? this.numeros[l] : -this.numeros[-l];
  }

  nouvelleVariable(): number {
    this.agrandir(this.nombreDeVariables + 1);
    return this.nombreDeVariables;
  }

  ajouterClause(clause: readonly Litteral[]): void {
    verifierHypotheses(clause, Infinity);
    this.agrandir(Math.max(0, ...clause.map(Math.abs)));
    // Logic.or() sans opérande est la constante faux : la clause vide.
    this.logic.disablingAssertions(() =>
      this.solveur.require(this.logic.or(clause.map((l) => this.terme(l)))),
    );
  }

  resoudre(options: OptionsSAT = {}): ResultatSAT {
    lireBudget(options.budget, solveurLogicSolver.budgetParDefaut);
    const hypotheses = options.hypotheses ?? [];
    verifierHypotheses(hypotheses, this.nombreDeVariables);
    const solution = this.logic.disablingAssertions(() =>
      hypotheses.length === 0
        ? this.solveur.solve()
        : this.solveur.solveAssuming(this.logic.and(hypotheses.map((l) => this.terme(l)))),
    );
    const compteurs = { appels: 1 };
    if (solution === null) return { statut: "insatisfiable", compteurs };
    const valeurs = solution.getMap();
    const modele = [false];
    for (let v = 1; v <= this.nombreDeVariables; v++) modele.push(valeurs[`x${v}`] === true);
    return { statut: "satisfiable", modele, compteurs };
  }
}

export const solveurLogicSolver: SolveurSAT = {
  nom: "minisat",
  description: "MiniSat compilé en JavaScript (paquet npm logic-solver 2.0.1), la référence",
  uniteBudget: "appels",
  budgetParDefaut: 1_000_000,
  creer: (fnc) => new InstanceLogicSolver(fnc),
};
