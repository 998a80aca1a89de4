/**
 * Leçon 5 : `dpll(clauses, vrais)`, la récursion de DPLL par-dessus la
 * propagation unitaire. Chaque formule des cas a au plus un modèle : toute
 * affectation partielle qui satisfait toutes les clauses est alors ce modèle
 * entier, quel que soit le littéral choisi à chaque branchement. La réponse
 * attendue ne dépend donc pas de l'ordre des choix de l'élève.
 */
import { coderGrille } from "../sat/codage-sudoku";
import { dpllRecursif, propagationUnitaire } from "../sat/dpll-recursif";
import type { Clause } from "../sat/formules";
import { pigeons } from "../sat/generateurs";
import { lireLigne } from "../grille/lecture";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { contexteDesClauses, ecartDeLitteraux, memesLitteraux } from "./sat-litteraux";

type Dpll = (clauses: Clause[], vrais?: number[]) => number[] | null;

/** La clause encore ouverte (sans littéral vrai) et le littéral libre sur lequel brancher. */
function choisir(clauses: Clause[], deduits: number[]): number | undefined {
  const affectes = new Set(deduits);
  const ouverte = clauses.find((c) => !c.some((l) => affectes.has(l)));
  return ouverte?.find((l) => !affectes.has(-l));
}

const uneSeuleBranche: Dpll = (clauses, vrais = []) => {
  const deduits = propagationUnitaire(clauses, vrais);
  if (deduits === null) return null;
  const l = choisir(clauses, deduits);
  return l === undefined ? deduits : uneSeuleBranche(clauses, [...deduits, l]);
};

const sansBranchement: Dpll = (clauses, vrais = []) => propagationUnitaire(clauses, vrais);

/** La seconde branche reçoit la liste où la première a déjà mis son littéral. */
const brancheQuiGardeLePremierChoix: Dpll = (clauses, vrais = []) => {
  const deduits = propagationUnitaire(clauses, vrais);
  if (deduits === null) return null;
  const l = choisir(clauses, deduits);
  if (l === undefined) return deduits;
  deduits.push(l);
  const premiere = brancheQuiGardeLePremierChoix(clauses, deduits);
  if (premiere !== null) return premiere;
  deduits.push(-l);
  return brancheQuiGardeLePremierChoix(clauses, deduits);
};

const erreurs: ErreurTypique[] = [
  {
    code: "dpll-une-seule-branche",
    titre: "seule la branche « l vrai » est essayée",
    explication:
      "Quand l'hypothèse l mène à un conflit, cela prouve seulement que l est faux dans tout " +
      "modèle qui prolonge l'affectation : il faut alors essayer ¬l avant de répondre null.",
    fonction: uneSeuleBranche,
  },
  {
    code: "dpll-sans-branchement",
    titre: "la réponse est rendue dès que la propagation s'arrête",
    explication:
      "La propagation peut s'arrêter sans conflit alors que des clauses ne sont pas encore " +
      "satisfaites. Tant qu'il en reste une, il faut choisir un de ses littéraux libres et brancher.",
    fonction: sansBranchement,
  },
  {
    code: "dpll-seconde-branche-avec-le-premier-choix",
    titre: "la branche ¬l garde encore l",
    explication:
      "La liste passée à la première branche a été modifiée (push) : la seconde reçoit l et ¬l " +
      "à la fois, une affectation contradictoire. Donnez à chaque branche sa propre liste : " +
      "[...deduits, l] puis [...deduits, -l].",
    fonction: brancheQuiGardeLePremierChoix,
  },
];

function cas(description: string, clauses: Clause[], remarque?: string): Cas {
  return { description, arguments: [clauses], contexte: contexteDesClauses(clauses, remarque) };
}

export const exerciceDpll: Exercice = {
  nom: "dpll",
  parametres: ["clauses", "vrais"],
  obligatoires: 1,
  delai: 1000,
  appelle: ["propagationUnitaire"],
  reference: dpllRecursif,
  erreurs,
  memeValeur: memesLitteraux,
  difference: ecartDeLitteraux,
  cas: [
    cas("la propagation suffit", [[1], [-1, 2], [-2, 3]]),
    cas("le premier choix mène à un conflit", [
      [1, 2],
      [-1, 2],
      [-1, -2],
    ]),
    cas(
      "un seul modèle, trois choix imbriqués",
      [
        [2, -1, -3],
        [4, 3],
        [-4, -3],
        [-4, -2],
        [3, 1, -4],
        [4, -3],
      ],
      "un seul modèle : 1 vrai, 2 faux, 3 faux, 4 vrai",
    ),
    cas("aucun modèle : les quatre clauses sur deux variables", [
      [1, 2],
      [-1, 2],
      [1, -2],
      [-1, -2],
    ]),
    cas(
      "aucun modèle : trois pigeons dans deux nids",
      pigeons(2).clauses,
      "pigeons(2) de la bibliothèque : la variable 2p + t + 1 dit « le pigeon p est dans le nid t »",
    ),
    cas(
      "une grille 4×4 codée en clauses",
      coderGrille(lireLigne(".23.3.....4..3.1"), "efficace").clauses,
      "la grille .23./3.../..4./.3.1 (codage efficace, 406 clauses) : une seule solution",
    ),
  ],
};
