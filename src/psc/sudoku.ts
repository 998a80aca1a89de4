/**
 * Le Sudoku comme PSC (la classe `Sudokus_PSC` du document PSC) :
 *   - une variable par case vide, nommée d'après sa position : la case
 *     (i, j) donne la variable `x{i}_{j}` (x0_4 pour la ligne 0, colonne 4),
 *     de domaine 1 … N ;
 *   - pour chaque ligne, colonne et carré : une contrainte unaire
 *     `x != v` par chiffre v donné dans l'unité, et une contrainte binaire
 *     `x != y` par paire de cases vides, sans doublon (deux cases d'une même
 *     ligne et d'un même carré ne reçoivent qu'une contrainte).
 * Toute taille de grille convient : 4×4, 9×9, 16×16, 25×25.
 */
import type { ResultatAlgorithme } from "../grille/resultat";
import { Grille } from "../grille/grille";
import { decrireConflit, verifierGrille } from "../grille/regles";
import { chercherRapide } from "./compilation";
import type { Retrait } from "./ac3";
import { ContrainteBinaire } from "./contrainte-binaire";
import { ContrainteUnaire } from "./contrainte-unaire";
import { ErreurPSC } from "./erreurs";
import { PSC, type Affectation } from "./psc";
import { chercher } from "./retour-arriere";
import type { OptionsRecherche } from "./strategies";
import { propager, type OptionsPropagation, type UnitePSC } from "./toutes-differentes";
import { Variable } from "./variable";

/** Le contenu d'une case dans le PSC : le chiffre donné, ou la variable de la case vide. */
export type CaseSudoku = number | Variable;

/** Les deux recherches du document PSC, ou des options de `chercher`. */
export type AlgorithmeSudoku = "backtrack" | "forwardChecking" | OptionsRecherche;

export interface OptionsSolution {
  /** Le budget de la recherche : appels (document PSC) ou nœuds (`chercher`). */
  budget?: number;
  /** Faire d'abord la pré-résolution du document PSC (cohérence binaire et tri) ; vrai par défaut. */
  preResolution?: boolean;
  /** Avec des options de `chercher` : passer par le moteur rapide (mêmes choix, mêmes compteurs). */
  rapide?: boolean;
}

/** Ce que donne AC-3 seul : une grille résolue, insoluble, ou des cases encore indécises. */
export interface BilanAC3 {
  statut: "resolue" | "insoluble" | "indecise";
  /** La grille où chaque case dont le label n'a plus qu'une valeur est remplie. */
  grille: Grille;
  /** Nombre de cases encore vides après AC-3. */
  casesIndecises: number;
  revisions: number;
  verifications: number;
  /** Valeurs retirées par les singletons cachés (0 sans cette règle). */
  retraitsSingletons: number;
  /** Valeurs retirées par les candidats verrouillés (0 sans cette règle). */
  retraitsVerrouilles: number;
  /** Les valeurs retirées par AC-3, dans l'ordre, avec l'option `journal`. */
  retraits?: Retrait[];
}

/** Combien de solutions : aucune, une seule, plusieurs, ou on ne sait pas (budget épuisé). */
export type Unicite = "aucune" | "unique" | "plusieurs" | "inconnue";

export class SudokuPSC extends PSC {
  /** L'énoncé. */
  readonly grille: Grille;
  /** La grille du PSC, ligne par ligne : chiffres donnés et variables des cases vides. */
  readonly cases: CaseSudoku[][];
  private readonly cles = new Set<string>();
  private readonly parCase = new Map<Variable, [number, number]>();

  constructor(grille: Grille | number[][]) {
    super();
    this.grille = grille instanceof Grille ? grille : Grille.depuisMatrice(grille);
    const { conflits } = verifierGrille(this.grille);
    if (conflits.length > 0) {
      throw new ErreurPSC(
        `les indices de la grille se contredisent : ${conflits.map(decrireConflit).join(" ; ")}`,
      );
    }
    this.cases = this.grille.versMatrice();
    this.creationDeToutesLesContraintes();
  }

  /** Les N lignes de la grille du PSC. */
  lignes(): CaseSudoku[][] {
    return this.cases.map((ligne) => [...ligne]);
  }

  /** Les N colonnes, chacune de haut en bas. */
  colonnes(): CaseSudoku[][] {
    return this.cases.map((_, j) => this.cases.map((ligne) => ligne[j]));
  }

  /** Les N carrés, numérotés ligne par ligne ; chacun lu ligne par ligne. */
  carres(): CaseSudoku[][] {
    const { n, taille } = this.grille;
    return Array.from({ length: taille }, (_, k) => {
      const [i0, j0] = [Math.floor(k / n) * n, (k % n) * n];
      return Array.from(
        { length: taille },
        (_, c) => this.cases[i0 + Math.floor(c / n)][j0 + (c % n)],
      );
    });
  }

  /** Une variable `x{i}_{j}` de domaine 1 … N par case vide ; elle prend sa place dans `cases`. */
  creationDesVariables(): void {
    const taille = this.grille.taille;
    const domaine = Array.from({ length: taille }, (_, k) => k + 1);
    this.cases.forEach((ligne, i) =>
      ligne.forEach((contenu, j) => {
        if (contenu !== 0) return;
        const variable = this.ajouteVar(new Variable(`x${i}_${j}`, domaine));
        this.cases[i][j] = variable;
        this.parCase.set(variable, [i, j]);
      }),
    );
  }

  /**
   * Les contraintes d'une liste d'unités (lignes, colonnes ou carrés) : dans
   * chaque unité, `x != v` pour chaque chiffre donné v, et `x != y` pour
   * chaque case vide y placée après x. Une contrainte déjà créée (par une
   * autre unité) n'est pas refaite.
   */
  creationDesContraintes(unites: CaseSudoku[][]): void {
    for (const unite of unites) {
      unite.forEach((x, p) => {
        if (!(x instanceof Variable)) return;
        unite.forEach((autre, q) => {
          if (autre instanceof Variable) {
            if (q > p)
              this.ajouteSansDoublon(
                `${x.nom}|${autre.nom}`,
                () => new ContrainteBinaire(x, "!=", autre),
              );
          } else if (autre !== 0) {
            this.ajouteSansDoublon(`${x.nom}|${autre}`, () => new ContrainteUnaire(x, "!=", autre));
          }
        });
      });
    }
  }

  /** Les variables, puis les contraintes des lignes, des colonnes et des carrés. */
  creationDeToutesLesContraintes(): void {
    this.creationDesVariables();
    this.creationDesContraintes(this.lignes());
    this.creationDesContraintes(this.colonnes());
    this.creationDesContraintes(this.carres());
  }

  /** La pré-résolution du document PSC : cohérence unaire, cohérence binaire, tri. Faux si un label est vide. */
  preResolution(): boolean {
    const unaire = this.consistanceContraintesUnaires();
    const binaire = unaire && this.consistanceContraintesBinaires();
    this.sortVariables();
    return binaire;
  }

  /**
   * Résout la grille avec l'algorithme choisi : `backtrack` ou
   * `forwardChecking` du document PSC (le budget compte leurs appels), ou
   * `chercher` avec des options (le budget compte les nœuds). Le résultat
   * est celui de tous les algorithmes du cours.
   */
  solutionSudoku(
    algorithme: AlgorithmeSudoku = "forwardChecking",
    options: OptionsSolution = {},
  ): ResultatAlgorithme {
    const { budget, preResolution = true } = options;
    if (typeof algorithme === "object") {
      if (preResolution) this.preResolution();
      const o = { ...algorithme, ...(budget !== undefined && { budget }) };
      const r = options.rapide ? chercherRapide(this, o) : chercher(this, o);
      return {
        ...r,
        solution: r.solution && this.versGrille(r.solution),
        compteurs: { ...r.compteurs },
      };
    }
    const coherent = preResolution ? this.preResolution() : this.consistanceContraintesUnaires();
    this.iterations = 0;
    this.budget = budget ?? Infinity;
    const issue = !coherent
      ? "echec"
      : algorithme === "backtrack"
        ? this.backtrack()
        : this.forwardChecking();
    const compteurs = { iterations: this.iterations };
    if (issue === "budget-epuise") return { statut: issue, solutions: 0, compteurs };
    if (issue === "echec") return { statut: "insoluble", solutions: 0, compteurs };
    return { statut: "resolue", solution: this.versGrille(issue), solutions: 1, compteurs };
  }

  /**
   * AC-3 seul, comme dans le rapport 8INF846 : il ne fait aucun choix. Si tous
   * les labels finissent avec une seule valeur, la grille est résolue (et sa
   * solution est unique) ; si un label se vide, elle est insoluble ; sinon
   * AC-3 ne sait pas conclure : il faut chercher. Les labels restent réduits.
   * Les options ajoutent à AC-3 des règles sur les unités (singletons
   * cachés, candidats verrouillés : voir `toutes-differentes.ts`).
   */
  resoudreParAC3(options: OptionsPropagation = {}): BilanAC3 {
    const r = propager(this, this.unites(), options);
    const affectation: Affectation = {};
    for (const v of this.variables) if (v.label.length === 1) affectation[v.nom] = v.label[0];
    const grille = this.versGrille(affectation);
    const casesIndecises = grille.valeurs.filter((x) => x === 0).length;
    let statut: BilanAC3["statut"] = casesIndecises === 0 ? "resolue" : "indecise";
    if (!r.coherent) statut = "insoluble";
    return {
      statut,
      grille,
      casesIndecises,
      revisions: r.revisions,
      verifications: r.verifications,
      retraitsSingletons: r.retraitsSingletons,
      retraitsVerrouilles: r.retraitsVerrouilles,
      retraits: r.retraits,
    };
  }

  /** Les lignes, colonnes et carrés : les variables de chacun et les chiffres qui y manquent. */
  unites(): UnitePSC[] {
    const tous = Array.from({ length: this.grille.taille }, (_, k) => k + 1);
    return [...this.lignes(), ...this.colonnes(), ...this.carres()].map((unite) => ({
      variables: unite.filter((x): x is Variable => x instanceof Variable),
      valeurs: tous.filter((v) => !unite.includes(v)),
    }));
  }

  /**
   * Combien de solutions ? On en cherche deux (MAC + MRV, moteur rapide) :
   * s'il y en a deux, la grille n'est pas un vrai Sudoku.
   */
  unicite(budget = 1_000_000): { unicite: Unicite; solutions: number; noeuds: number } {
    const r = chercherRapide(this, { inference: "mac", choixVariable: "mrv", limite: 2, budget });
    const unicite: Unicite =
      r.statut === "budget-epuise" && r.solutions < 2
        ? "inconnue"
        : (["aucune", "unique", "plusieurs"] as const)[r.solutions];
    return { unicite, solutions: r.solutions, noeuds: r.compteurs.noeuds };
  }

  /** La case (i, j) d'une variable. */
  caseDe(variable: Variable): [number, number] {
    const position = this.parCase.get(variable);
    if (position === undefined)
      throw new ErreurPSC(`${variable.nom} n'est pas une case de ce Sudoku`);
    return position;
  }

  /** La grille remplie par une affectation (les cases sans valeur restent vides). */
  versGrille(affectation: Affectation): Grille {
    const valeurs = [...this.grille.valeurs];
    const taille = this.grille.taille;
    for (const v of this.variables) {
      const x = affectation[v.nom];
      if (typeof x === "number") {
        const [i, j] = this.caseDe(v);
        valeurs[i * taille + j] = x;
      }
    }
    return this.grille.avecValeurs(valeurs);
  }

  /** Les labels case par case : `[]` pour une case donnée. */
  labelsParCase(): number[][][] {
    return this.cases.map((ligne) =>
      ligne.map((c) => (c instanceof Variable ? (c.label as number[]).slice() : [])),
    );
  }

  private ajouteSansDoublon(cle: string, creer: () => ContrainteBinaire | ContrainteUnaire): void {
    if (this.cles.has(cle)) return;
    this.cles.add(cle);
    this.ajouteContrainte(creer());
  }
}
