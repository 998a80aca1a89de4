/**
 * Leçon 5 : `dpll(clauses, vrais)`, la récursion de DPLL par-dessus la
 * propagation unitaire. Chaque formule des cas a au plus un modèle : toute
 * affectation partielle qui satisfait toutes les clauses est alors ce modèle
 * entier, quel que soit le littéral choisi à chaque branchement. La réponse
 * attendue ne dépend donc pas de l'ordre des choix de l'élève.
 */
import { hote } from "../hote/index";
import { lireDimacs } from "../sat/dimacs";
import { dpllRecursif, propagationUnitaire } from "../sat/dpll-recursif";
import type { Clause } from "../sat/formules";
import type { Cas, ErreurTypique, Exercice } from "./exercice";
import { contexteDesClauses, ecartDeLitteraux, memesLitteraux } from "./sat-litteraux";

type Dpll = (clauses: Clause[], vrais?: number[]) => number[] | null;

// Les formules des cas sont écrites telles quelles, et non fabriquées par la bibliothèque au
// chargement : pendant la correction de la leçon 5, auMoinsUn et auPlusUn n'y sont plus
// (src/noyau/sans-references.ts). Un test vérifie qu'elles sont bien celles de pigeons(2)
// et de coderGrille.

/** `pigeons(2).clauses` : chaque pigeon dans un nid, jamais deux pigeons dans le même. */
export const PIGEONS_2: Clause[] = [
  [1, 2],
  [3, 4],
  [5, 6],
  [-1, -3],
  [-1, -5],
  [-3, -5],
  [-2, -4],
  [-2, -6],
  [-4, -6],
];

/** `coderGrille(lireLigne(".23.3.....4..3.1"), "efficace")`, au format DIMACS. */
export const GRILLE_4X4 = "data/sat/grille-4x4-efficace.cnf";

/** Un cas dont la formule est lue dans un fichier DIMACS de data/, la première fois qu'on s'en sert. */
function casDeFichier(description: string, fichier: string, remarque: string): Cas {
  let lu: Cas | undefined;
  const lire = () =>
    (lu ??= cas(
      description,
      lireDimacs(new TextDecoder().decode(hote.fichiers.lire(fichier)), fichier).clauses,
      remarque,
    ));
  return {
    description,
    get arguments() {
      return lire().arguments;
    },
    get contexte() {
      return lire().contexte;
    },
  };
}

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
      PIGEONS_2,
      "pigeons(2) de la bibliothèque : la variable 2p + t + 1 dit « le pigeon p est dans le nid t »",
    ),
    casDeFichier(
      "une grille 4×4 codée en clauses",
      GRILLE_4X4,
      "la grille .23./3.../..4./.3.1 (codage efficace, 406 clauses) : une seule solution",
    ),
  ],
};
