/**
 * Le Sudoku en logique propositionnelle, pour une grille N×N de n'importe
 * quelle taille (4, 9, 16, 25). Une variable booléenne x(i, j, k) par case
 * (i, j) et par valeur k : elle est vraie si la case (i, j) contient k.
 * C'est le `Vars[i, j, k]` du carnet SAT, avec k de 1 à N plutôt que de 0 à N − 1.
 *
 * Trois codages, du plus court au plus bavard :
 * - `minimal` : chaque case a au moins une valeur, et aucune valeur n'apparaît
 *   deux fois dans une ligne, une colonne ou un carré. Cela suffit : une ligne a
 *   N cases et chaque valeur y sert au plus une fois, donc chaque case en a
 *   exactement une (principe des tiroirs) ;
 * - `efficace` : plus « au plus une valeur par case ». Rien de nouveau pour la
 *   logique, mais la propagation unitaire le voit tout de suite ;
 * - `etendu` : plus « chaque valeur au moins une fois par ligne, colonne et
 *   carré ». La propagation trouve alors seule les « singletons cachés »
 *   (la seule case d'une ligne où un 5 peut aller).
 */
import { ErreurGrille } from "../socle/erreurs";
import { Grille } from "../grille/grille";
import { carres, colonnes, lignes, type Coordonnees } from "../grille/regles";
import { auMoinsUn, auPlusUn } from "./cardinalite";
import type { Clause, Litteral, Nommage } from "./formules";
import type { Modele } from "./probleme";
import { ProblemeSAT } from "./probleme";

export type CodageSudoku = "minimal" | "efficace" | "etendu";

/** Les trois codages, du plus court au plus complet. */
export const CODAGES: readonly CodageSudoku[] = ["minimal", "efficace", "etendu"];

/** Le codage des solveurs et des algorithmes quand on n'en choisit pas. */
export const CODAGE_PAR_DEFAUT: CodageSudoku = "etendu";

/**
 * Le numéro de la variable x(i, j, k) : (i·N + j)·N + k. Les N premières
 * variables sont celles de la case (0, 0), les N suivantes celles de (0, 1)…
 */
export function varSudoku(taille: number, i: number, j: number, k: number): number {
  return (i * taille + j) * taille + k;
}

/** La case et la valeur d'une variable : l'inverse de `varSudoku`. */
export function caseDeVariable(taille: number, v: number): { i: number; j: number; k: number } {
  const c = Math.floor((v - 1) / taille);
  return { i: Math.floor(c / taille), j: c % taille, k: v - c * taille };
}

/** Les variables écrites x(i,j,k), pour lire les clauses. */
export function nommageSudoku(taille: number): Nommage {
  return (v) => {
    if (v > taille ** 3) return `a${v - taille ** 3}`;
    const { i, j, k } = caseDeVariable(taille, v);
    return `x(${i},${j},${k})`;
  };
}

/** Les valeurs 1 … N. */
function valeurs(taille: number): number[] {
  return Array.from({ length: taille }, (_, k) => k + 1);
}

/** Les 3N unités : lignes, puis colonnes, puis carrés. */
export function unitesSudoku(taille: number): Coordonnees[][] {
  const g = Grille.vide(taille);
  return [...lignes(g), ...colonnes(g), ...carres(g)];
}

/** Les clauses de la grille vide : les règles du jeu, sans aucune donnée. */
export function clausesSudoku(
  taille: number,
  codage: CodageSudoku = CODAGE_PAR_DEFAUT,
): ProblemeSAT {
  verifierCodage(codage);
  const x = (i: number, j: number, k: number) => varSudoku(taille, i, j, k);
  const probleme = new ProblemeSAT(taille ** 3, nommageSudoku(taille));
  for (let i = 0; i < taille; i++) {
    for (let j = 0; j < taille; j++) {
      const valeursDeLaCase = valeurs(taille).map((k) => x(i, j, k));
      probleme.ajouterClauses(auMoinsUn(valeursDeLaCase));
      if (codage !== "minimal") probleme.ajouterClauses(auPlusUn(valeursDeLaCase));
    }
  }
  for (const unite of unitesSudoku(taille)) {
    for (const k of valeurs(taille)) {
      const places = unite.map(([i, j]) => x(i, j, k));
      probleme.ajouterClauses(auPlusUn(places));
      if (codage === "etendu") probleme.ajouterClauses(auMoinsUn(places));
    }
  }
  return probleme;
}

/** Les données de l'énoncé, comme littéraux vrais : x(i, j, v) pour chaque case donnée. */
export function litterauxDonnes(enonce: Grille): Litteral[] {
  const litteraux: Litteral[] = [];
  for (let i = 0; i < enonce.taille; i++) {
    for (let j = 0; j < enonce.taille; j++) {
      const v = enonce.valeur(i, j);
      if (v !== 0) litteraux.push(varSudoku(enonce.taille, i, j, v));
    }
  }
  return litteraux;
}

/** La formule d'une grille : les règles du jeu, plus une clause unitaire par case donnée. */
export function coderGrille(enonce: Grille, codage: CodageSudoku = CODAGE_PAR_DEFAUT): ProblemeSAT {
  const probleme = clausesSudoku(enonce.taille, codage);
  for (const l of litterauxDonnes(enonce)) probleme.ajouterClause([l]);
  return probleme;
}

/**
 * Combien de variables et de clauses compte un codage, par le calcul :
 * N² clauses « au moins une valeur par case », N²·N(N−1)/2 pour « au plus
 * une », et pour chacune des 3N unités et N valeurs, N(N−1)/2 clauses « au
 * plus une fois » (et une « au moins une fois » dans le codage étendu).
 */
export function tailleDuCodage(
  taille: number,
  codage: CodageSudoku,
): { variables: number; clauses: number } {
  verifierCodage(codage);
  const N = taille;
  const paires = (N * (N - 1)) / 2;
  let clauses = N * N + 3 * N * N * paires;
  if (codage !== "minimal") clauses += N * N * paires;
  if (codage === "etendu") clauses += 3 * N * N;
  return { variables: N ** 3, clauses };
}

/**
 * La grille que décrit un modèle : dans chaque case, la valeur k dont x(i, j, k)
 * est vraie. Une case sans valeur, ou avec plusieurs, est une erreur : le modèle
 * ne vient pas d'un codage complet du Sudoku.
 */
export function grilleDuModele(modele: Modele, enonce: Grille): Grille {
  const N = enonce.taille;
  const trouvees: number[] = [];
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < N; j++) {
      const vraies: number[] = [];
      for (let k = 1; k <= N; k++) if (modele[varSudoku(N, i, j, k)] === true) vraies.push(k);
      if (vraies.length !== 1) {
        throw new ErreurGrille(
          `case (${i}, ${j}) : le modèle lui donne ${vraies.length === 0 ? "aucune valeur" : `les valeurs ${vraies.join(", ")}`} ; ` +
            `attendu exactement une (le codage oublie-t-il une contrainte de case ?)`,
        );
      }
      trouvees.push(vraies[0]);
    }
  }
  return enonce.avecValeurs(trouvees);
}

/**
 * La clause qui interdit de retrouver `solution` : au moins une case *non
 * donnée* doit changer de valeur, soit ¬x(i, j, s(i, j)) ∨ … sur ces cases.
 * Les cases données n'y figurent pas : elles ont la même valeur dans toutes
 * les solutions, leur littéral serait toujours faux.
 */
export function clauseDeBlocage(solution: Grille, enonce: Grille): Clause {
  const clause: Clause = [];
  for (let i = 0; i < enonce.taille; i++) {
    for (let j = 0; j < enonce.taille; j++) {
      if (!enonce.estDonnee(i, j))
        clause.push(-varSudoku(enonce.taille, i, j, solution.valeur(i, j)));
    }
  }
  return clause;
}

function verifierCodage(codage: string): asserts codage is CodageSudoku {
  if (!(CODAGES as readonly string[]).includes(codage)) {
    throw new RangeError(`codage inconnu : « ${codage} » ; attendu ${CODAGES.join(", ")}`);
  }
}
