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
import type { Hasard } from "../hasard/hasard";
import { casALaPremiereLecture, type Cas, type ErreurTypique, type Exercice } from "./exercice";
import { retenirMinimum, lecturesDeLaFormule } from "./sat-suivi";
import { casTires, entre } from "./tirages";
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
  const lire = () => {
    if (lu) return lu;
    const clauses = lireDimacs(
      new TextDecoder().decode(hote.fichiers.lire(fichier)),
      fichier,
    ).clauses;
    // La propagation la résout sans choix : un seul nœud, qui lit la formule.
    retenirMinimum(clauses, 1);
    return (lu = cas(description, clauses, remarque));
  };
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

// Les versions fausses récursives s'appellent par un nom à elles : sans usage hors d'elles-mêmes,
// la construction de la correction les retire avec les erreurs typiques (sans-references.ts).
const uneSeuleBranche: Dpll = function brancheUnique(
  clauses: Clause[],
  vrais: number[] = [],
): number[] | null {
  const deduits = propagationUnitaire(clauses, vrais);
  if (deduits === null) return null;
  const l = choisir(clauses, deduits);
  return l === undefined ? deduits : brancheUnique(clauses, [...deduits, l]);
};

const sansBranchement: Dpll = (clauses, vrais = []) => propagationUnitaire(clauses, vrais);

/** La seconde branche reçoit la liste où la première a déjà mis son littéral. */
const brancheQuiGardeLePremierChoix: Dpll = function listePartagee(
  clauses: Clause[],
  vrais: number[] = [],
): number[] | null {
  const deduits = propagationUnitaire(clauses, vrais);
  if (deduits === null) return null;
  const l = choisir(clauses, deduits);
  if (l === undefined) return deduits;
  deduits.push(l);
  const premiere = listePartagee(clauses, deduits);
  if (premiere !== null) return premiere;
  deduits.push(-l);
  return listePartagee(clauses, deduits);
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

/**
 * Des blocs qui ont chacun un seul modèle, sans clause unitaire : aucune
 * recherche de DPLL ne les résout sans y faire un choix. Les littéraux 1, 2,
 * 3… sont renommés à chaque tirage. (Un test vérifie qu'ils n'ont qu'un modèle.)
 */
export const BLOCS_A_UN_MODELE: readonly Clause[][] = [
  [
    [1, 2],
    [-1, 2],
    [-1, -2],
  ],
  [
    [1, 2],
    [1, 3],
    [-1, -2],
    [-1, -3],
    [2, -3],
    [-2, 3],
    [1, -2],
  ],
  [
    [2, -1, -3],
    [4, 3],
    [-4, -3],
    [-4, -2],
    [3, 1, -4],
    [4, -3],
  ],
];

/** Un bloc sans modèle : les quatre clauses sur deux variables. */
const BLOC_SANS_MODELE: Clause[] = [
  [1, 2],
  [-1, 2],
  [1, -2],
  [-1, -2],
];

/**
 * Une formule tirée : une chaîne que la propagation déduit dès le départ,
 * des clauses qu'elle satisfait aussitôt et dont d'autres variables restent
 * libres dans toute réponse de DPLL (un solveur qui rend un modèle complet
 * les affecte), puis `blocs` blocs à un seul modèle (la réponse ne dépend
 * donc pas des choix de l'élève), et un bloc sans modèle si `sansModele`.
 * Les variables sont numérotées au hasard, leurs signes tirés, les clauses
 * et leurs littéraux mélangés.
 */
function formuleTiree(hasard: Hasard, blocs: number, sansModele: boolean): Clause[] {
  let suivante = 0;
  const signe = () => (hasard.entier(2) === 0 ? 1 : -1);
  /** Les clauses, sur des variables neuves : la variable v du modèle devient ±(une neuve). */
  const renommer = (modele: Clause[]) => {
    const noms = new Map<number, number>();
    const nom = (v: number) => {
      if (!noms.has(v)) noms.set(v, signe() * ++suivante);
      return noms.get(v) as number;
    };
    return modele.map((c) => c.map((l) => Math.sign(l) * nom(Math.abs(l))));
  };
  const [r1, r2, r3, f1, f2, f3] = [1, 2, 3, 4, 5, 6].map(() => signe() * ++suivante);
  const clauses: Clause[] = [[r1], [-r1, r2], [-r2, r3], [r2, f1, -f2], [f3, -f1, r3], [r1, f2]];
  for (let k = 0; k < blocs; k++) clauses.push(...renommer(hasard.choisir(BLOCS_A_UN_MODELE)));
  if (sansModele) clauses.push(...renommer(BLOC_SANS_MODELE));
  // Les numéros des variables, mélangés : 1, 2, 3… ne sont pas la chaîne.
  const numeros = [0, ...hasard.melanger(Array.from({ length: suivante }, (_, k) => k + 1))];
  return hasard.melanger(
    clauses.map((c) => hasard.melanger(c.map((l) => Math.sign(l) * numeros[Math.abs(l)]))),
  );
}

/**
 * Les cas tirés : trois formules à un seul modèle partiel (trois ou quatre
 * blocs où choisir), puis une sans modèle. Toute recherche de DPLL y fait au
 * moins un nœud sans conflit par bloc, plus la racine : le minimum de
 * lectures complètes de la formule.
 */
function tirerDesFormules(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const sansModele = k === 3;
    const blocs = entre(hasard, 3, 4);
    const clauses = formuleTiree(hasard, blocs, sansModele);
    if (!sansModele) retenirMinimum(clauses, blocs + 1);
    const variables = new Set(clauses.flat().map(Math.abs)).size;
    return {
      description: `une formule tirée de ${clauses.length} clauses sur ${variables} variables${sansModele ? ", sans modèle" : ""}`,
      arguments: [clauses],
      contexte: `clauses = ${JSON.stringify(clauses).replace(/,/g, ", ")}`,
    };
  });
}

// Le minimum de lectures des formules des cas : la propagation relit toute la formule à chaque
// nœud sans conflit. Dès qu'il faut un choix, la racine et la feuille en sont deux ; avec trois
// blocs indépendants, il faut un choix dans chacun.
const PROPAGATION_SUFFIT: Clause[] = [[1], [-1, 2], [-2, 3]];
const PREMIER_CHOIX_EN_CONFLIT: Clause[] = [
  [1, 2],
  [-1, 2],
  [-1, -2],
];
const TROIS_CHOIX_IMBRIQUES = BLOCS_A_UN_MODELE[2];
/** Trois copies du premier choix en conflit, sur des variables à part : un choix dans chacune. */
const TROIS_BLOCS: Clause[] = [0, 2, 4].flatMap((d) =>
  PREMIER_CHOIX_EN_CONFLIT.map((c) => c.map((l) => Math.sign(l) * (Math.abs(l) + d))),
);
retenirMinimum(PROPAGATION_SUFFIT, 1);
retenirMinimum(PREMIER_CHOIX_EN_CONFLIT, 2);
retenirMinimum(TROIS_CHOIX_IMBRIQUES, 2);
retenirMinimum(TROIS_BLOCS, 4);

const casDeDpll = casALaPremiereLecture(() => [
  cas("la propagation suffit", PROPAGATION_SUFFIT),
  cas("le premier choix mène à un conflit", PREMIER_CHOIX_EN_CONFLIT),
  cas(
    "un seul modèle, trois choix imbriqués",
    TROIS_CHOIX_IMBRIQUES,
    "un seul modèle : 1 vrai, 2 faux, 3 faux, 4 vrai",
  ),
  cas(
    "trois blocs indépendants : un choix dans chacun",
    TROIS_BLOCS,
    "la formule du deuxième cas, trois fois, sur les variables 1-2, 3-4 et 5-6",
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
]);

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
  journal: lecturesDeLaFormule(0),
  tirer: tirerDesFormules,
  get cas() {
    return casDeDpll();
  },
};
