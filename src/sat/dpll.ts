/**
 * DPLL (Davis, Putnam, Logemann, Loveland, 1962) : la recherche SAT que l'on
 * peut lire en une fois. Trois règles, répétées jusqu'à conclure :
 *
 * 1. **Propagation unitaire** : une clause dont tous les littéraux sont faux
 *    sauf un, encore libre, force ce dernier à vrai (sinon elle serait fausse).
 *    Si une clause a tous ses littéraux faux, c'est un *conflit*.
 * 2. **Littéraux purs** : si ¬x n'apparaît dans aucune clause encore à
 *    satisfaire, rendre x vrai ne peut que les aider.
 * 3. **Branchement** : sinon, on choisit un littéral l, on le suppose vrai et
 *    l'on continue ; en cas de conflit, on revient au dernier choix et l'on
 *    essaie ¬l. Quand les deux essais d'un choix ont échoué, on remonte encore.
 *
 * Écrit récursivement, DPLL tient en dix lignes :
 *     dpll(F) = propager ; si conflit → faux ; si tout est satisfait → vrai ;
 *               choisir l ; renvoyer dpll(F ∧ l) ou dpll(F ∧ ¬l)
 * Ici, la récursion est remplacée par une pile de décisions (elle pourrait
 * compter des milliers de niveaux sur une grande formule), et les clauses
 * gardent des compteurs (littéraux vrais, littéraux faux) pour savoir tout
 * de suite lesquelles deviennent unitaires.
 */
import { simplifierClause, type Clause, type Litteral } from "./formules";
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
 * Comment choisir le littéral du branchement :
 * - `clause-positive-courte` : dans la clause encore à satisfaire la plus
 *   courte qui contient un littéral positif libre, ce littéral. Dans un codage
 *   « au moins une valeur par case », c'est choisir la case qui a le moins de
 *   valeurs possibles et lui en essayer une (l'heuristique MRV des contraintes) ;
 * - `premiere-variable` : la plus petite variable libre, essayée à vrai.
 */
export type ChoixDPLL = "clause-positive-courte" | "premiere-variable";

export interface OptionsDPLL {
  choix?: ChoixDPLL;
  /** Appliquer la règle des littéraux purs. */
  litterauxPurs?: boolean;
}

/** Les réglages par défaut de DPLL. */
export const REGLAGES_DPLL: Required<OptionsDPLL> = {
  choix: "clause-positive-courte",
  litterauxPurs: true,
};

/** La place d'un littéral dans les tableaux : 2v pour x_v, 2v + 1 pour ¬x_v. */
const indice = (l: Litteral) => (l > 0 ? 2 * l : -2 * l + 1);

class InstanceDPLL implements InstanceSAT {
  nombreDeVariables = 0;
  readonly clauses: Clause[] = [];
  /** `occurrences[indice(l)]` : les numéros des clauses qui contiennent l. */
  readonly occurrences: number[][] = [[], []];
  /** Une clause vide a été ajoutée : la formule est fausse, quoi qu'on fasse. */
  contientClauseVide = false;

  constructor(
    fnc: FNC,
    readonly reglages: Required<OptionsDPLL>,
  ) {
    this.agrandir(fnc.nombreDeVariables);
    for (const c of fnc.clauses) this.ajouterClause(c);
  }

  private agrandir(n: number): void {
    while (this.nombreDeVariables < n) {
      this.nombreDeVariables++;
      this.occurrences.push([], []);
    }
  }

  nouvelleVariable(): number {
    this.agrandir(this.nombreDeVariables + 1);
    return this.nombreDeVariables;
  }

  ajouterClause(clause: readonly Litteral[]): void {
    verifierHypotheses(clause, Infinity);
    this.agrandir(Math.max(0, ...clause.map(Math.abs)));
    const propre = simplifierClause(clause);
    if (propre === undefined) return; // x ∨ ¬x ∨ … : toujours vraie, inutile.
    if (propre.length === 0) this.contientClauseVide = true;
    const numero = this.clauses.length;
    this.clauses.push(propre);
    for (const l of propre) this.occurrences[indice(l)].push(numero);
  }

  resoudre(options: OptionsSAT = {}): ResultatSAT {
    const budget = lireBudget(options.budget, solveurDPLL.budgetParDefaut);
    const hypotheses = options.hypotheses ?? [];
    verifierHypotheses(hypotheses, this.nombreDeVariables);
    return new RechercheDPLL(this).lancer(hypotheses, budget);
  }
}

/** Une décision : le littéral essayé, la hauteur de la pile avant lui, et si ¬l est déjà en essai. */
interface Decision {
  litteral: Litteral;
  debut: number;
  secondEssai: boolean;
}

/** L'état d'une résolution : les valeurs, la pile des littéraux affectés, les compteurs des clauses. */
class RechercheDPLL {
  /** 1 vrai, −1 faux, 0 libre, pour chaque variable. */
  private readonly valeur: Int8Array;
  /** Les littéraux rendus vrais, dans l'ordre : on les défait en ordre inverse. */
  private readonly pile: Litteral[] = [];
  /** Par clause, le nombre de ses littéraux vrais et de ses littéraux faux. */
  private readonly vraies: Int32Array;
  private readonly fausses: Int32Array;
  /** Par littéral, le nombre de clauses pas encore satisfaites qui le contiennent. */
  private readonly actives: Int32Array;
  /** Les clauses devenues unitaires, à propager. */
  private unitaires: number[] = [];
  private readonly compteurs = { decisions: 0, propagations: 0, retours: 0, purs: 0 };

  constructor(private readonly f: InstanceDPLL) {
    const n = f.nombreDeVariables;
    this.valeur = new Int8Array(n + 1);
    this.vraies = new Int32Array(f.clauses.length);
    this.fausses = new Int32Array(f.clauses.length);
    this.actives = new Int32Array(2 * n + 2);
    f.clauses.forEach((c, k) => {
      for (const l of c) this.actives[indice(l)]++;
      if (c.length === 1) this.unitaires.push(k);
    });
  }

  lancer(hypotheses: readonly Litteral[], budget: number): ResultatSAT {
    if (this.f.contientClauseVide) return this.fin("insatisfiable");
    // Les hypothèses et les clauses unitaires : tout ce qui est vrai avant le premier choix.
    for (const h of hypotheses) {
      if (this.vaut(h) === -1 || (this.vaut(h) === 0 && !this.affecter(h))) {
        return this.fin("insatisfiable");
      }
    }
    if (!this.propager()) return this.fin("insatisfiable");

    const decisions: Decision[] = [];
    for (;;) {
      if (this.f.reglages.litterauxPurs) this.affecterLesPurs();
      const l = this.choisir();
      if (l === undefined) return this.fin("satisfiable"); // toutes les clauses sont satisfaites
      if (this.compteurs.decisions >= budget) return this.fin("budget-epuise");
      this.compteurs.decisions++;
      decisions.push({ litteral: l, debut: this.pile.length, secondEssai: false });
      let reussi = this.affecter(l) && this.propager();
      while (!reussi) {
        // Conflit : on défait jusqu'au dernier choix dont ¬l n'a pas été essayé.
        this.compteurs.retours++;
        let d = decisions.pop();
        while (d !== undefined && d.secondEssai) {
          this.defaire(d.debut);
          d = decisions.pop();
        }
        if (d === undefined) return this.fin("insatisfiable"); // plus aucun choix à changer
        this.defaire(d.debut);
        d.secondEssai = true;
        decisions.push(d);
        reussi = this.affecter(-d.litteral) && this.propager();
      }
    }
  }

  /** 1 si l est vrai, −1 s'il est faux, 0 s'il est libre. */
  private vaut(l: Litteral): number {
    return l > 0 ? this.valeur[l] : -this.valeur[-l];
  }

  /**
   * Rend l vrai et met à jour les compteurs des clauses où l et ¬l paraissent.
   * Renvoie faux si une clause a maintenant tous ses littéraux faux.
   */
  private affecter(l: Litteral): boolean {
    this.valeur[Math.abs(l)] = l > 0 ? 1 : -1;
    this.pile.push(l);
    const { clauses, occurrences } = this.f;
    for (const c of occurrences[indice(l)]) {
      // La clause vient d'être satisfaite : ses littéraux ne comptent plus pour les purs.
      if (this.vraies[c]++ === 0) for (const m of clauses[c]) this.actives[indice(m)]--;
    }
    let sansConflit = true;
    for (const c of occurrences[indice(-l)]) {
      this.fausses[c]++;
      if (this.vraies[c] > 0) continue;
      const libres = clauses[c].length - this.fausses[c];
      if (libres === 0) sansConflit = false;
      else if (libres === 1) this.unitaires.push(c);
    }
    return sansConflit;
  }

  /** Défait les affectations au-dessus de la hauteur `hauteur` de la pile, compteurs compris. */
  private defaire(hauteur: number): void {
    const { clauses, occurrences } = this.f;
    while (this.pile.length > hauteur) {
      const l = this.pile.pop() as Litteral;
      for (const c of occurrences[indice(-l)]) this.fausses[c]--;
      for (const c of occurrences[indice(l)]) {
        if (--this.vraies[c] === 0) for (const m of clauses[c]) this.actives[indice(m)]++;
      }
      this.valeur[Math.abs(l)] = 0;
    }
    this.unitaires = [];
  }

  /** La propagation unitaire ; renvoie faux en cas de conflit. */
  private propager(): boolean {
    while (this.unitaires.length > 0) {
      const c = this.unitaires.pop() as number;
      if (this.vraies[c] > 0) continue; // satisfaite entre-temps
      const libre = this.f.clauses[c].find((m) => this.vaut(m) === 0);
      if (libre === undefined || !this.affecter(libre)) {
        this.unitaires = [];
        return false;
      }
      this.compteurs.propagations++;
    }
    return true;
  }

  /** Les littéraux purs : présents dans les clauses à satisfaire, mais jamais leur négation. */
  private affecterLesPurs(): void {
    for (let v = 1; v <= this.f.nombreDeVariables; v++) {
      if (this.valeur[v] !== 0) continue;
      const positif = this.actives[indice(v)];
      const negatif = this.actives[indice(-v)];
      if (positif > 0 && negatif === 0) this.affecter(v);
      else if (negatif > 0 && positif === 0) this.affecter(-v);
      else continue;
      this.compteurs.purs++;
    }
  }

  /** Le littéral à essayer, ou `undefined` si toutes les clauses sont satisfaites. */
  private choisir(): Litteral | undefined {
    const { clauses } = this.f;
    const restantes = clauses.some((_, c) => this.vraies[c] === 0);
    if (!restantes) return undefined;
    if (this.f.reglages.choix === "clause-positive-courte") {
      let meilleur: Litteral | undefined;
      let plusCourte = Infinity;
      for (let c = 0; c < clauses.length && plusCourte > 2; c++) {
        if (this.vraies[c] > 0) continue;
        const libres = clauses[c].length - this.fausses[c];
        if (libres >= plusCourte) continue;
        const positif = clauses[c].find((m) => m > 0 && this.valeur[m] === 0);
        if (positif !== undefined) [meilleur, plusCourte] = [positif, libres];
      }
      if (meilleur !== undefined) return meilleur;
    }
    // La plus petite variable libre d'une clause à satisfaire, essayée à vrai.
    for (let v = 1; v <= this.f.nombreDeVariables; v++) {
      if (this.valeur[v] === 0 && this.actives[indice(v)] + this.actives[indice(-v)] > 0) return v;
    }
    return undefined;
  }

  private fin(statut: ResultatSAT["statut"]): ResultatSAT {
    const compteurs = { ...this.compteurs };
    if (statut !== "satisfiable") return { statut, compteurs };
    // Les variables restées libres n'influent sur aucune clause : on les met à faux.
    const modele = Array.from({ length: this.valeur.length }, (_, v) => this.valeur[v] === 1);
    return { statut, modele, compteurs };
  }
}

/** Crée le solveur DPLL avec d'autres réglages (voir `REGLAGES_DPLL`). */
export function creerSolveurDPLL(options: OptionsDPLL = {}): SolveurSAT {
  const reglages = { ...REGLAGES_DPLL, ...options };
  return {
    nom: "dpll",
    description:
      "DPLL lisible : propagation unitaire, littéraux purs, branchement et retour chronologique",
    uniteBudget: "décisions",
    budgetParDefaut: 10_000_000,
    creer: (fnc) => new InstanceDPLL(fnc, reglages),
  };
}

/** DPLL avec ses réglages par défaut. */
export const solveurDPLL: SolveurSAT = creerSolveurDPLL();
