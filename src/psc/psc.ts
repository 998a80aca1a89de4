/**
 * La classe `PSC` rassemble un problème de satisfaction de contraintes :
 * ses variables, ses contraintes unaires et binaires, et un compteur
 * d'appels des recherches (`iterations`). Les algorithmes du document PSC en
 * sont des méthodes ; chacune appelle le module où elle est écrite
 * (`coherence.ts`, `backtrack.ts`, `forward-checking.ts`), pour que chaque
 * fichier se lise seul.
 */
import { backtrack, premiereContrainteViolee } from "./backtrack";
import {
  consistanceContraintesBinaires,
  consistanceContraintesUnaires,
  sortVariables,
} from "./coherence";
import type { Contrainte } from "./contrainte";
import { ContrainteBinaire } from "./contrainte-binaire";
import { ContrainteUnaire } from "./contrainte-unaire";
import { ErreurPSC } from "./erreurs";
import {
  dynamicOrdering,
  forwardChecking,
  metAJourLabels,
  propagationAuxVarsSuivantes,
  retourneLabels,
  type Labels,
} from "./forward-checking";
import { Variable, type Valeur } from "./variable";

/** Une solution : la valeur de chaque variable, rangée par nom. */
export type Affectation = Record<string, Valeur>;

/**
 * Ce que renvoient `backtrack` et `forwardChecking` : une solution,
 * `"echec"` s'il n'y en a pas, ou `"budget-epuise"` si `budget` appels
 * n'ont pas suffi pour conclure.
 */
export type IssuePSC = Affectation | "echec" | "budget-epuise";

/** Un pas de recherche, pour rejouer `backtrack` ou `forwardChecking` ligne à ligne. */
export type EtapeTrace =
  | {
      type: "essai";
      profondeur: number;
      variable: string;
      valeur: Valeur;
      /** Pourquoi la valeur est refusée (la contrainte violée, le label vidé), ou rien si elle est acceptée. */
      refus?: string;
    }
  | { type: "retour"; profondeur: number; variable: string }
  | { type: "solution"; profondeur: number; affectation: Affectation };

export class PSC {
  variables: Variable[] = [];
  /** Chaque variable, retrouvée par son nom. */
  readonly nomsVariables = new Map<string, Variable>();
  readonly contraintesUnaires: ContrainteUnaire[] = [];
  readonly contraintesBinaires: ContrainteBinaire[] = [];
  /** Le nombre d'appels de `backtrack` ou `forwardChecking` (remis à 0 par qui veut compter). */
  iterations = 0;
  /** Au-delà de ce nombre d'appels, les recherches renvoient `"budget-epuise"`. */
  budget = Infinity;
  /** Si c'est un tableau, les recherches y notent chaque pas (voir `ecrireTrace`). */
  trace: EtapeTrace[] | null = null;

  // Deux index refaits à la demande : le rang de chaque variable, et les
  // contraintes binaires de chaque variable (une recherche les demande sans cesse).
  private rangs = new Map<Variable, number>();
  private parVariable = new Map<Variable, ContrainteBinaire[]>();
  private contraintesIndexees = -1;

  /** Ajoute une variable ; son nom doit être nouveau. */
  ajouteVar(variable: Variable): Variable {
    if (!(variable instanceof Variable)) {
      throw new ErreurPSC(`ajouteVar attend une Variable, pas ${JSON.stringify(variable)}`);
    }
    const deja = this.nomsVariables.get(variable.nom);
    if (deja !== undefined) {
      throw new ErreurPSC(
        deja === variable
          ? `la variable ${variable.nom} est déjà dans le PSC`
          : `deux variables s'appellent ${variable.nom} ; attendu des noms tous différents`,
      );
    }
    this.variables.push(variable);
    this.nomsVariables.set(variable.nom, variable);
    return variable;
  }

  /** La variable de ce nom ; un nom inconnu est signalé avec la liste des noms connus. */
  retourneVar(nom: string): Variable {
    const variable = this.nomsVariables.get(nom);
    if (variable === undefined) {
      const noms = [...this.nomsVariables.keys()];
      const connus =
        noms.length === 0
          ? "le PSC n'a encore aucune variable"
          : `variables du PSC : ${noms.slice(0, 12).join(", ")}${noms.length > 12 ? "…" : ""}`;
      throw new ErreurPSC(`variable inconnue ${JSON.stringify(nom)} ; ${connus}`);
    }
    return variable;
  }

  /** Ajoute une contrainte, unaire ou binaire, dont toutes les variables sont dans le PSC. */
  ajouteContrainte<C extends Contrainte>(contrainte: C): C {
    this.verifierContrainte(contrainte);
    if (contrainte instanceof ContrainteUnaire) this.contraintesUnaires.push(contrainte);
    else if (contrainte instanceof ContrainteBinaire) this.contraintesBinaires.push(contrainte);
    else
      throw new ErreurPSC(`ajouteContrainte attend une ContrainteUnaire ou une ContrainteBinaire`);
    return contrainte;
  }

  /** Lève une `ErreurPSC` si la contrainte porte sur une variable qui n'est pas dans le PSC. */
  verifierContrainte(contrainte: Contrainte): void {
    for (const variable of contrainte?.variables ?? []) {
      if (this.nomsVariables.get(variable.nom) !== variable) {
        throw new ErreurPSC(
          `la contrainte ${contrainte.toString()} porte sur la variable ${variable.nom}, qui n'est pas ` +
            `dans le PSC ; ajoutez-la d'abord avec ajouteVar`,
        );
      }
    }
  }

  /** Vérifie toutes les contraintes (même celles ajoutées directement aux listes). */
  verifierDefinition(): void {
    for (const c of this.contraintesUnaires) this.verifierContrainte(c);
    for (const c of this.contraintesBinaires) this.verifierContrainte(c);
  }

  /** Les contraintes binaires qui portent sur `variable`, dans l'ordre où elles ont été ajoutées. */
  contraintesDe(variable: Variable): readonly ContrainteBinaire[] {
    if (this.contraintesIndexees !== this.contraintesBinaires.length) {
      this.parVariable = new Map(this.variables.map((v) => [v, []]));
      for (const c of this.contraintesBinaires) {
        for (const v of c.variables) this.parVariable.get(v)?.push(c);
      }
      this.contraintesIndexees = this.contraintesBinaires.length;
    }
    return this.parVariable.get(variable) ?? [];
  }

  /** La position de `variable` dans `variables` (qui change quand on les trie). */
  rang(variable: Variable): number {
    const k = this.rangs.get(variable);
    if (k !== undefined && this.variables[k] === variable) return k;
    this.rangs = new Map(this.variables.map((v, i) => [v, i]));
    return this.rangs.get(variable) ?? -1;
  }

  /** La valeur actuelle de chaque variable qui en a une. */
  affectation(): Affectation {
    const a: Affectation = {};
    for (const v of this.variables) if (v.valeur !== null) a[v.nom] = v.valeur;
    return a;
  }

  // ——— Les algorithmes du document PSC ———

  consistanceContraintesUnaires(): boolean {
    return consistanceContraintesUnaires(this);
  }

  consistanceContraintesBinaires(): boolean {
    return consistanceContraintesBinaires(this);
  }

  sortVariables(): void {
    sortVariables(this);
  }

  consistanceAvecVarsPrecedentes(k: number): boolean {
    return premiereContrainteViolee(this, k) === undefined;
  }

  backtrack(k = 0): IssuePSC {
    return backtrack(this, k);
  }

  retourneLabels(): Labels {
    return retourneLabels(this);
  }

  metAJourLabels(anciens: Labels): void {
    metAJourLabels(this, anciens);
  }

  propagationAuxVarsSuivantes(k: number): boolean {
    return propagationAuxVarsSuivantes(this, k) === undefined;
  }

  dynamicOrdering(k: number): void {
    dynamicOrdering(this, k);
  }

  forwardChecking(k = 0): IssuePSC {
    return forwardChecking(this, k);
  }

  /** Note un pas de recherche si l'on garde une trace. */
  noter(etape: EtapeTrace): void {
    this.trace?.push(etape);
  }

  /**
   * Les variables, une par ligne, puis les contraintes. Un grand PSC (un
   * Sudoku en a des centaines) n'en montre que le début.
   */
  toString(): string {
    const { variables, contraintesUnaires: unaires, contraintesBinaires: binaires } = this;
    const lignes = [
      `PSC : ${compter(variables.length, "variable")}, ${compter(unaires.length, "contrainte unaire", "contraintes unaires")}, ` +
        `${compter(binaires.length, "contrainte binaire", "contraintes binaires")}`,
      ...debut(variables).map((v) => `  ${String(v)}`),
    ];
    if (unaires.length > 0) lignes.push(`contraintes unaires : ${debut(unaires).join(" ; ")}`);
    if (binaires.length > 0) lignes.push(`contraintes binaires : ${debut(binaires).join(" ; ")}`);
    return lignes.join("\n");
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.toString();
  }
}

/** Au plus tant d'éléments dans le texte d'un PSC. */
const MONTRES = 20;

/** Les premiers éléments d'une liste, et « … » s'il y en a d'autres. */
function debut<T>(liste: readonly T[]): (T | string)[] {
  return liste.length <= MONTRES
    ? [...liste]
    : [...liste.slice(0, MONTRES), `… (${liste.length} en tout)`];
}

/** « 1 variable », « 3 variables ». */
function compter(n: number, singulier: string, pluriel = `${singulier}s`): string {
  return `${n} ${n > 1 ? pluriel : singulier}`;
}
