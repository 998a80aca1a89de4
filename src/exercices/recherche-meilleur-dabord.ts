/**
 * Leçon 4, la boucle de recherche arborescente écrite par l'élève :
 * `rechercheMeilleurDabord(probleme, ordre, budget)`.
 *
 * Une seule boucle, une frontière rangée par la clé `ordre.f(noeud)` : on en
 * retire toujours le nœud de plus petite clé f et, à égalité, le plus
 * récemment ajouté (comme le tas de la bibliothèque, `src/recherche/tas.ts`).
 * Avec f = h, c'est la recherche gloutonne ; avec f = −profondeur, la
 * recherche en profondeur d'abord ; avec f = g, le coût uniforme ; avec
 * f = g + h, A*. (On disait « priorité » : « la plus petite priorité sort
 * d'abord » se lit à l'envers, et faisait écrire « la plus grande ».) Le but se teste quand un nœud sort de
 * la frontière, le budget compte les nœuds développés, et les compteurs sont
 * ceux de la bibliothèque (`src/recherche/probleme.ts`). La vérification suit
 * aussi les nœuds développés, dans l'ordre (recherche-journaux.ts).
 *
 * Les problèmes et les ordres des cas portent leurs fonctions en propriétés
 * non énumérables, et une description en texte : les pièces de la correction
 * écrivent les arguments en JSON, et le juge compare ceux qu'il reçoit à ceux
 * du catalogue. Une fonction n'y survivrait pas ; la description, si.
 *
 * La recherche en graphe (`rechercheEnGraphe`, plus bas) est dans ce module
 * parce qu'elle partage `boucleSelon`, les versions de la boucle : non
 * exportée, elle disparaît de la bibliothèque de la correction avec les
 * références et les erreurs typiques (src/noyau/sans-references.ts) ; une
 * copie n'y lirait donc pas la boucle de référence.
 */
import { Grille } from "../grille/grille";
import type { Hasard } from "../hasard/hasard";
import {
  actionsGrille,
  candidats,
  estButGrille,
  etatDepuisGrille,
} from "../recherche/formulation-grille";
import { rechercheGloutonne } from "../recherche/glouton";
import { rechercheParCle } from "../recherche/meilleur-dabord";
import type { Noeud, ProblemeDeRecherche } from "../recherche/probleme";
import { rechercheEnProfondeur } from "../recherche/profondeur";
import type { Cas, Exercice } from "./exercice";
import { PRESQUE_PLEINE, SOLUTION, avec } from "./grilles";
import { developpements } from "./recherche-journaux";
import { champsDifferents, memeDonnee } from "./recherche-resultats";
import { casTires, entre, grilleEnTexte, grillePleineTiree } from "./tirages";

export interface ResultatMeilleurDabord<A> {
  statut: "resolue" | "insoluble" | "budget-epuise";
  /** Les actions de la racine au but (vide sans but). */
  chemin: A[];
  compteurs: {
    noeudsDeveloppes: number;
    noeudsGeneres: number;
    frontiereMax: number;
    /** En graphe seulement : les nœuds sortis de la frontière dont l'état était déjà exploré. */
    etatsRepetes?: number;
  };
}

/** L'ordre de la frontière : la plus petite clé f sort d'abord. */
export interface OrdreDeFrontiere<E, A> {
  f(noeud: Noeud<E, A>): number;
}

/**
 * Comment la boucle se souvient des états : pas du tout (en arbre) ; par le
 * texte de chaque état exploré, testé quand un nœud sort (en graphe, la
 * consigne) ; et les façons fautives de le faire.
 */
export type Memoire =
  | "aucune"
  | "texte-a-la-sortie"
  /** Un Set des états eux-mêmes : deux grilles égales sont deux objets, jamais reconnus. */
  | "objets-a-la-sortie"
  /** L'enfant dont l'état est exploré n'est pas ajouté ; rien n'est testé à la sortie. */
  | "texte-a-la-creation"
  /** Chaque état est marqué dès sa création (atteint) ; un enfant déjà atteint n'est pas ajouté. */
  | "marque-a-la-creation"
  /** L'état répété est compté, mais développé quand même. */
  | "compte-sans-ecarter";

/** Les écarts à la consigne qui font une erreur typique. */
export interface ChoixBoucle {
  /** Rendre aussi `compteurs.etatsRepetes` (la recherche en graphe le demande). */
  compterRepetes?: boolean;
  /** Les états explorés : voir `Memoire` ; "aucune" par défaut (la recherche en arbre). */
  memoire?: Memoire;
  /** À clé égale, le plus ancien sort d'abord. */
  fifo?: boolean;
  /** La plus grande clé sort d'abord. */
  plusGrande?: boolean;
  /** Le but se teste à la création d'un nœud. */
  butALaCreation?: boolean;
  /** Le budget se teste avant le but. */
  budgetAvantBut?: boolean;
  /** Un nœud développé de plus que le budget. */
  budgetDepasse?: boolean;
  /** Le chemin va du but à la racine. */
  cheminALEnvers?: boolean;
  /** frontiereMax est mesurée après le retrait du nœud, avant l'ajout de ses enfants. */
  frontiereMaxAvantLesAjouts?: boolean;
  /** noeudsGeneres part de 0 : la racine n'est pas comptée. */
  racineNonComptee?: boolean;
}

function cheminDe<E, A>(noeud: Noeud<E, A>, aLEnvers = false): A[] {
  const actions: A[] = [];
  for (let n: Noeud<E, A> | undefined = noeud; n?.action !== undefined; n = n.parent) {
    actions.push(n.action);
  }
  return aLEnvers ? actions : actions.reverse();
}

function boucleSelon(choix: ChoixBoucle = {}) {
  const memoire = choix.memoire ?? "aucune";
  return <E, A>(
    probleme: ProblemeDeRecherche<E, A>,
    ordre: OrdreDeFrontiere<E, A>,
    budget: number,
  ): ResultatMeilleurDabord<A> => {
    const compteurs: ResultatMeilleurDabord<A>["compteurs"] = {
      noeudsDeveloppes: 0,
      noeudsGeneres: choix.racineNonComptee ? 0 : 1,
      frontiereMax: 1,
    };
    if (choix.compterRepetes) compteurs.etatsRepetes = 0;
    // Les textes (ou, fautivement, les objets) des états explorés.
    const explores = new Set<unknown>();
    const cle = (etat: E): unknown =>
      memoire === "objets-a-la-sortie" ? etat : JSON.stringify(etat);
    const aLaSortie = ["texte-a-la-sortie", "objets-a-la-sortie", "compte-sans-ecarter"];
    const aLaCreation = ["texte-a-la-creation", "marque-a-la-creation"];
    const limite = choix.budgetDepasse ? budget + 1 : budget;
    const fin = (statut: ResultatMeilleurDabord<A>["statut"], but?: Noeud<E, A>) => ({
      statut,
      chemin: but ? cheminDe(but, choix.cheminALEnvers) : [],
      compteurs,
    });
    const racine: Noeud<E, A> = { etat: probleme.etatInitial, profondeur: 0, coutChemin: 0 };
    const frontiere = [{ noeud: racine, p: ordre.f(racine) }];
    if (memoire === "marque-a-la-creation") explores.add(cle(racine.etat));
    while (frontiere.length > 0) {
      const noeud = frontiere.splice(aRetirer(frontiere, choix), 1)[0].noeud;
      if (aLaSortie.includes(memoire)) {
        const texte = cle(noeud.etat);
        if (explores.has(texte)) {
          if (choix.compterRepetes) compteurs.etatsRepetes = (compteurs.etatsRepetes ?? 0) + 1;
          if (memoire !== "compte-sans-ecarter") continue;
        }
        explores.add(texte);
      }
      if (choix.frontiereMaxAvantLesAjouts) {
        compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
      }
      const epuise = compteurs.noeudsDeveloppes >= limite;
      if (choix.budgetAvantBut && epuise) return fin("budget-epuise");
      if (probleme.estBut(noeud.etat)) return fin("resolue", noeud);
      if (epuise) return fin("budget-epuise");
      compteurs.noeudsDeveloppes++;
      if (memoire === "texte-a-la-creation") explores.add(cle(noeud.etat));
      for (const action of probleme.actions(noeud.etat)) {
        const enfant: Noeud<E, A> = {
          etat: probleme.resultat(noeud.etat, action),
          parent: noeud,
          action,
          profondeur: noeud.profondeur + 1,
          coutChemin: noeud.coutChemin + 1,
        };
        if (aLaCreation.includes(memoire)) {
          const texte = cle(enfant.etat);
          if (explores.has(texte)) {
            if (choix.compterRepetes) compteurs.etatsRepetes = (compteurs.etatsRepetes ?? 0) + 1;
            continue;
          }
          if (memoire === "marque-a-la-creation") explores.add(texte);
        }
        compteurs.noeudsGeneres++;
        if (choix.butALaCreation && probleme.estBut(enfant.etat)) return fin("resolue", enfant);
        frontiere.push({ noeud: enfant, p: ordre.f(enfant) });
      }
      if (!choix.frontiereMaxAvantLesAjouts) {
        compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.length);
      }
    }
    return fin("insoluble");
  };
}

/** L'indice du nœud à retirer : plus petite clé f, et à égalité le dernier ajouté. */
function aRetirer(frontiere: { p: number }[], choix: ChoixBoucle): number {
  let k = 0;
  for (let m = 1; m < frontiere.length; m++) {
    const [p, q] = choix.plusGrande
      ? [-frontiere[m].p, -frontiere[k].p]
      : [frontiere[m].p, frontiere[k].p];
    if (p < q || (p === q && !choix.fifo)) k = m;
  }
  return k;
}

// ——— Les problèmes et les ordres des cas ———

/**
 * Un objet des cas, avec sa `description` (ce que montrent le rapport et les
 * pièces) ; ses fonctions restent appelables, mais ne sont plus énumérables.
 */
export function objetDecrit<T extends object>(description: string, objet: T): T {
  const decrit = { description, ...objet };
  for (const [nom, valeur] of Object.entries(objet)) {
    if (typeof valeur === "function") Object.defineProperty(decrit, nom, { enumerable: false });
  }
  return Object.freeze(decrit);
}

type Matrice = number[][];
type Triplet = [number, number, number];

const etatDe = (M: Matrice) => etatDepuisGrille(Grille.depuisMatrice(M));

/** La formulation 1 sur une matrice M, où toutes les cases vides proposent leurs valeurs. */
export function problemeSudoku(
  description: string,
  M: Matrice,
): ProblemeDeRecherche<Matrice, Triplet> {
  return objetDecrit(`${description} ; actions : les valeurs permises de toutes les cases vides`, {
    etatInitial: M,
    actions: (E: Matrice) => actionsGrille(etatDe(E), "toutes"),
    resultat: (E: Matrice, [i, j, v]: Triplet) => {
      const suivant = E.map((ligne) => [...ligne]);
      suivant[i][j] = v;
      return suivant;
    },
    estBut: (E: Matrice) => estButGrille(etatDe(E)),
  });
}

/**
 * Des mots sur {a, b}, de `longueur` lettres au plus, en partant du mot vide ;
 * le but est le mot `cible`. Chaque mot trop court a deux enfants : l'arbre
 * est symétrique, si bien que deux recherches qui ne développent pas les
 * mêmes nœuds peuvent rendre les mêmes compteurs ; seul leur journal les
 * sépare.
 */
function problemeDeMots(longueur: number, cible: string): ProblemeDeRecherche<string, string> {
  return objetDecrit(
    `des mots sur {a, b} d'au plus ${longueur} lettres, en partant du mot vide ; actions : ` +
      `ajouter « a » puis « b », tant que le mot a moins de ${longueur} lettres ; but : le mot « ${cible} »`,
    {
      etatInitial: "",
      actions: (mot: string) => (mot.length < longueur ? ["a", "b"] : []),
      resultat: (mot: string, lettre: string) => mot + lettre,
      estBut: (mot: string) => mot === cible,
    },
  );
}

/** Aller de `depart` à `but` par « +1 » et « ×2 », tant que n < but. */
export function problemeDeNombres(
  depart: number,
  but: number,
): ProblemeDeRecherche<number, string> {
  return objetDecrit(
    `partir de ${depart} et atteindre ${but} ; actions : « +1 » puis « ×2 », tant que n < ${but}`,
    {
      etatInitial: depart,
      actions: (n: number) => (n < but ? ["+1", "×2"] : []),
      resultat: (n: number, a: string) => (a === "+1" ? n + 1 : 2 * n),
      estBut: (n: number) => n === but,
    },
  );
}

/** Un problème qui n'est pas un Sudoku : aller de 1 à 10 par « +1 » et « ×2 », sans dépasser 10. */
export const DE_1_A_10 = problemeDeNombres(1, 10);

/** Des mots de 4 lettres au plus, vers « abba » : avec un petit budget, aucun ordre ne l'atteint. */
export const MOTS_VERS_ABBA = problemeDeMots(4, "abba");

/** Un ordre de la frontière, décrit par sa clé f. */
function ordre<E, A>(
  description: string,
  f: (noeud: Noeud<E, A>) => number,
): OrdreDeFrontiere<E, A> {
  return objetDecrit(`f(noeud) = ${description}`, { f });
}

export const enProfondeur = ordre("−noeud.profondeur", (noeud) => -noeud.profondeur);
export const enLargeur = ordre("noeud.profondeur", (noeud) => noeud.profondeur);
export const videsRestantes = ordre(
  "le nombre de cases vides de noeud.etat",
  (noeud: Noeud<Matrice, Triplet>) => noeud.etat.flat().filter((v) => v === 0).length,
);
export const candidatsDeLaCase = ordre(
  "le nombre de valeurs permises qu'avait la case que noeud.action a remplie (0 pour la racine)",
  (noeud: Noeud<Matrice, Triplet>) => {
    if (!noeud.parent || !noeud.action) return 0;
    const [i, j] = noeud.action;
    return candidats(etatDe(noeud.parent.etat), i, j).length;
  },
);
/** La distance au nombre `but` : une vraie heuristique. */
const distanceA = (but: number) =>
  ordre(`|${but} − noeud.etat|`, (noeud: Noeud<number, string>) => Math.abs(but - noeud.etat));
export const distanceA10 = distanceA(10);
/** Le coût uniforme : f = g, le coût du chemin (une action coûte 1). */
export const coutUniforme = ordre("noeud.coutChemin", (noeud) => noeud.coutChemin);
/**
 * Pour aller de n à `but` par « +1 » et « ×2 », il faut au moins autant
 * d'actions que de doublements pour dépasser `but` : une heuristique qui ne
 * surestime jamais. Au-delà du but, il n'y a plus d'action (h infini).
 */
export const doublementsVers = (but: number) => (n: number) => {
  if (n > but) return Infinity;
  let [k, m] = [0, n];
  for (; m < but; k++) m *= 2;
  return k;
};
/** A* vers `but` : f = g + le nombre de doublements qu'il faut encore au moins. */
export const aEtoileVers = (but: number) =>
  ordre(
    `noeud.coutChemin + le nombre de doublements qui mènent noeud.etat à ${but} au moins`,
    (noeud: Noeud<number, string>) => noeud.coutChemin + doublementsVers(but)(noeud.etat),
  );
/** Les lettres du mot qui diffèrent de celles de `cible` au même rang (ou qui la dépassent). */
const lettresFausses = (cible: string) =>
  ordre(
    `le nombre de lettres de noeud.etat qui diffèrent de celles de « ${cible} » au même rang`,
    (noeud: Noeud<string, string>) =>
      [...noeud.etat].filter((lettre, k) => lettre !== cible[k]).length,
  );

/** Dix cases des lignes 0 à 2 : trois d'entre elles ont d'abord plusieurs valeurs permises. */
const TROUS_DE_LA_BANDE: [number, number][] = [
  [0, 1],
  [0, 5],
  [0, 8],
  [1, 0],
  [1, 3],
  [1, 4],
  [1, 7],
  [2, 0],
  [2, 3],
  [2, 7],
];

export const TROIS = problemeSudoku(
  "la solution de l'annexe où (0, 0), (4, 4) et (8, 8) sont vidées",
  avec(SOLUTION, [
    [0, 0, 0],
    [4, 4, 0],
    [8, 8, 0],
  ]),
);
export const SIX = problemeSudoku(
  "la solution de l'annexe où six cases sont vidées",
  PRESQUE_PLEINE,
);
export const DIX = problemeSudoku(
  "la solution de l'annexe où dix cases des lignes 0 à 2 sont vidées : " +
    TROUS_DE_LA_BANDE.map(([i, j]) => `(${i}, ${j})`).join(", "),
  avec(
    SOLUTION,
    TROUS_DE_LA_BANDE.map(([i, j]) => [i, j, 0]),
  ),
);
/**
 * Celle de TROIS, avec un 6 écrit à la place du 1 en (1, 1) : la case (0, 0)
 * n'a plus aucune valeur permise (sa ligne a toutes les autres, son carré a
 * maintenant le 6), si bien qu'aucune solution n'existe.
 */
export const SANS_ISSUE = problemeSudoku(
  "la solution de l'annexe où (0, 0), (4, 4) et (8, 8) sont vidées, avec un 6 au lieu du 1 " +
    "en (1, 1) : (0, 0) n'a plus de valeur permise",
  avec(SOLUTION, [
    [0, 0, 0],
    [4, 4, 0],
    [8, 8, 0],
    [1, 1, 6],
  ]),
);

export function casBoucle(
  description: string,
  probleme: object,
  ordre: object,
  budget: number,
): Cas {
  const decrire = (objet: object) => String(Reflect.get(objet, "description"));
  return {
    description,
    arguments: [probleme, ordre, budget],
    contexte: `probleme : ${decrire(probleme)} ; ordre : ${decrire(ordre)}`,
  };
}

/** Les bornes des budgets tirés, cas par cas. */
const BUDGETS_TIRES: [number, number][] = [
  [20, 120],
  [3, 40],
  [5, 40],
  [10, 80],
];

/**
 * Les cas tirés : une bande (ou une pile) de carrés d'une autre solution où
 * 6 à 9 cases sont vidées, en profondeur ou en glouton ; une autre solution
 * où 3 à 5 cases sont vidées, en profondeur ou en largeur ; des mots sur
 * {a, b} vers un mot tiré ; des nombres d'un départ à un but tirés. Les
 * budgets, tirés aussi, s'épuisent parfois avant le but.
 */
export function tirerDesRecherches(hasard: Hasard): Cas[] {
  return casTires(4, (k) => {
    const [min, max] = BUDGETS_TIRES[k];
    const budget = entre(hasard, min, max);
    if (k < 2) {
      const M = grillePleineTiree(hasard);
      const cases = Array.from({ length: 81 }, (_, m): [number, number] => [
        Math.floor(m / 9),
        m % 9,
      ]);
      // Une bande (une fois sur deux, une pile) : ses cases vides ont souvent plusieurs valeurs permises.
      const [b, pile] = [hasard.entier(3), hasard.entier(2) === 1];
      const dansLaBande = cases.filter(([i, j]) => Math.floor((pile ? j : i) / 3) === b);
      const [parmi, vides] =
        k === 0 ? [dansLaBande, entre(hasard, 6, 9)] : [cases, entre(hasard, 3, 5)];
      const videes = hasard.melanger(parmi).slice(0, vides);
      for (const [i, j] of videes) M[i][j] = 0;
      const ordres =
        k === 0 ? [enProfondeur, candidatsDeLaCase, videsRestantes] : [enProfondeur, enLargeur];
      const probleme = problemeSudoku(
        `une autre solution où ${vides} cases sont vidées : ${grilleEnTexte(M)} (ligne par ligne)`,
        M,
      );
      const ou = k === 0 ? `dans la ${pile ? "pile" : "bande"} ${b}` : "n'importe où";
      return casBoucle(
        `${vides} cases vides ${ou}, budget ${budget}`,
        probleme,
        hasard.choisir(ordres),
        budget,
      );
    }
    if (k === 2) {
      const longueur = entre(hasard, 3, 5);
      const cible = Array.from({ length: entre(hasard, 2, longueur) }, () =>
        hasard.choisir(["a", "b"]),
      ).join("");
      const ordres = [enProfondeur, enLargeur, lettresFausses(cible)];
      return casBoucle(
        `des mots vers « ${cible} », budget ${budget}`,
        problemeDeMots(longueur, cible),
        hasard.choisir(ordres),
        budget,
      );
    }
    const [depart, but] = [entre(hasard, 1, 3), entre(hasard, 8, 30)];
    const ordres = [enProfondeur, enLargeur, distanceA(but), aEtoileVers(but)];
    return casBoucle(
      `des nombres, de ${depart} à ${but}, budget ${budget}`,
      problemeDeNombres(depart, but),
      hasard.choisir(ordres),
      budget,
    );
  });
}

export const exerciceRechercheMeilleurDabord: Exercice = {
  nom: "rechercheMeilleurDabord",
  parametres: ["probleme", "ordre", "budget"],
  obligatoires: 3,
  reference: boucleSelon(),
  // La gloutonne de la bibliothèque et rechercheParCle font exactement cette recherche (et la
  // profondeur d'abord, sur les actions à l'envers) : elles ne sont pas dans la cage pendant la
  // correction.
  equivalents: [rechercheGloutonne, rechercheEnProfondeur, rechercheParCle],
  delai: 1000,
  appelle: [],
  memeValeur: memeDonnee,
  difference: champsDifferents,
  journal: developpements,
  tirer: tirerDesRecherches,
  cas: [
    casBoucle("en profondeur : trois cases vides", TROIS, enProfondeur, 100),
    casBoucle("en profondeur : six cases vides, une seule valeur chacune", SIX, enProfondeur, 100),
    casBoucle(
      "glouton, h = cases vides : tous les enfants sont à égalité",
      SIX,
      videsRestantes,
      100,
    ),
    casBoucle(
      "en profondeur, dix cases vides : l'arbre de toutes les cases épuise le budget",
      DIX,
      enProfondeur,
      60,
    ),
    casBoucle(
      "glouton, ordre des coups : la case qui avait le moins de candidats d'abord",
      DIX,
      candidatsDeLaCase,
      200,
    ),
    casBoucle("le budget s'épuise avant le but", SIX, enProfondeur, 3),
    casBoucle(
      "le budget juste suffisant : le but sort de la frontière au dernier moment",
      TROIS,
      enProfondeur,
      3,
    ),
    casBoucle("une impasse : la frontière se vide, pas de solution", SANS_ISSUE, enProfondeur, 100),
    casBoucle("un autre problème : de 1 à 10 par +1 et ×2, en largeur", DE_1_A_10, enLargeur, 100),
    casBoucle("de 1 à 10, glouton : au plus près de 10 d'abord", DE_1_A_10, distanceA10, 100),
    casBoucle("de 1 à 10, A* : f = g + h", DE_1_A_10, aEtoileVers(10), 100),
    casBoucle(
      "des mots sur {a, b}, en profondeur : le budget s'épuise, seul l'ordre des développements compte",
      MOTS_VERS_ABBA,
      enProfondeur,
      6,
    ),
  ],
  erreurs: [
    {
      code: "meilleur-dabord-fifo",
      titre: "à clé f égale, le nœud le plus ancien sort d'abord",
      explication:
        "À égalité, c'est le nœud ajouté le plus récemment qui sort (comme le tas de la " +
        "bibliothèque) : la recherche poursuit ainsi la branche qu'elle vient d'ouvrir. En " +
        "parcourant la frontière, remplacez le meilleur candidat aussi à égalité (<=, pas <).",
      fonction: boucleSelon({ fifo: true }),
    },
    {
      code: "meilleur-dabord-plus-grande-cle",
      titre: "le nœud de plus grande clé f sort d'abord",
      explication:
        "La clé f est un coût : une estimation de la distance au but (h), ou −profondeur. Plus " +
        "elle est petite, plus le nœud passe tôt : retirez le nœud de plus petite clé f.",
      fonction: boucleSelon({ plusGrande: true }),
    },
    {
      code: "meilleur-dabord-but-a-la-creation",
      titre: "le but est testé quand le nœud est créé, pas quand il sort de la frontière",
      explication:
        "Testez estBut sur le nœud que vous venez de retirer de la frontière, comme la " +
        "bibliothèque et aima-python : tester à la création s'arrête plus tôt, mais ce n'est plus " +
        "la clé f qui décide quel but est trouvé (et les compteurs changent).",
      fonction: boucleSelon({ butALaCreation: true }),
    },
    {
      code: "meilleur-dabord-budget-avant-but",
      titre: "le budget est testé avant le but",
      explication:
        "Le budget compte les nœuds développés : un nœud qui sort de la frontière se teste d'abord " +
        "(est-ce un but ?) ; c'est seulement pour le développer qu'il faut encore du budget.",
      fonction: boucleSelon({ budgetAvantBut: true }),
    },
    {
      code: "meilleur-dabord-budget-depasse",
      titre: "un nœud développé de plus que le budget",
      explication:
        "Avant de développer un nœud, testez noeudsDeveloppes >= budget : quand ils sont égaux, " +
        "le budget est épuisé.",
      fonction: boucleSelon({ budgetDepasse: true }),
    },
    {
      code: "meilleur-dabord-chemin-a-l-envers",
      titre: "le chemin va du but à la racine",
      explication:
        "En remontant les parents depuis le but, on lit les actions à l'envers : retournez la " +
        "liste (reverse) pour qu'elle aille de la racine au but.",
      fonction: boucleSelon({ cheminALEnvers: true }),
    },
    {
      code: "meilleur-dabord-en-graphe",
      titre:
        "les états déjà explorés sont écartés, alors que la question demande la recherche en arbre",
      explication:
        "Cette boucle est la recherche en arbre : elle ne retient aucun état, si bien qu'une " +
        "grille atteinte par deux chemins est développée deux fois, et les compteurs le " +
        "comptent (dans le cas qui échoue, un état revient par un autre chemin). Retirez " +
        "l'ensemble des explorés : il appartient à la recherche en graphe, la question suivante.",
      fonction: boucleSelon({ memoire: "texte-a-la-sortie" }),
    },
    {
      code: "meilleur-dabord-frontiere-max-avant-les-ajouts",
      titre: "frontiereMax est mesurée avant l'ajout des enfants",
      explication:
        "La frontière est la plus grande juste après qu'on y a ajouté les enfants du nœud " +
        "développé : c'est là qu'il faut mesurer sa taille, après la boucle des actions. " +
        "Mesurée après le retrait du nœud, elle ne compte pas encore ses enfants.",
      fonction: boucleSelon({ frontiereMaxAvantLesAjouts: true }),
    },
    {
      code: "meilleur-dabord-racine-non-comptee",
      titre: "la racine n'est pas comptée dans noeudsGeneres",
      explication:
        "noeudsGeneres compte tous les nœuds créés, la racine comprise, comme la bibliothèque : " +
        "il vaut 1 avant le premier tour, puis augmente de 1 par enfant.",
      fonction: boucleSelon({ racineNonComptee: true }),
    },
  ],
};

/*
 * La recherche en graphe écrite par l'élève (section 4 bis) :
 * `rechercheEnGraphe(probleme, ordre, budget)`.
 *
 * C'est la boucle de `rechercheMeilleurDabord` ci-dessus,
 * plus un ensemble des états explorés, rangés par leur texte
 * (`JSON.stringify(etat)`) : un nœud qui sort de la frontière et dont l'état
 * est déjà exploré est écarté, sans être développé ni consommer de budget,
 * et compté dans `compteurs.etatsRepetes`. Le test se fait à la sortie,
 * comme dans `rechercheParCle` de la bibliothèque (src/recherche/
 * meilleur-dabord.ts) : avec f = g ou f = g + h, le premier nœud d'un état à
 * sortir est celui du meilleur chemin.
 *
 * Les erreurs typiques sont les autres façons, plausibles, de se souvenir
 * des états : l'état lui-même dans le `Set` (deux grilles égales sont deux
 * objets : rien n'est reconnu, sauf des nombres ou des mots), le test fait
 * seulement quand l'enfant est créé (deux copies d'un même état, ajoutées
 * avant que l'une soit développée, le sont toutes deux), l'état marqué dès sa
 * création, et l'état répété compté mais développé quand même.
 */
const enGraphe = (memoire: Memoire) => boucleSelon({ memoire, compterRepetes: true });

export const exerciceRechercheEnGraphe: Exercice = {
  nom: "rechercheEnGraphe",
  parametres: ["probleme", "ordre", "budget"],
  obligatoires: 3,
  reference: enGraphe("texte-a-la-sortie"),
  // rechercheParCle(probleme, ordre.f, { budget, enGraphe: true }) fait exactement cette
  // recherche : elle n'est pas dans la cage pendant la correction.
  equivalents: [rechercheParCle],
  delai: 1000,
  appelle: [],
  memeValeur: memeDonnee,
  difference: champsDifferents,
  journal: developpements,
  tirer: tirerDesRecherches,
  cas: [
    casBoucle(
      "en largeur, trois cases vides : chaque grille à deux cases remplies est atteinte deux fois",
      TROIS,
      enLargeur,
      100,
    ),
    casBoucle(
      "en profondeur, trois cases vides : le but est atteint avant toute répétition",
      TROIS,
      enProfondeur,
      100,
    ),
    casBoucle(
      "une impasse, en profondeur : la dernière grille revient par un autre chemin",
      SANS_ISSUE,
      enProfondeur,
      100,
    ),
    casBoucle(
      "glouton, h = cases vides : tous les enfants sont à égalité",
      SIX,
      videsRestantes,
      100,
    ),
    casBoucle("glouton, ordre des coups, dix cases vides", DIX, candidatsDeLaCase, 200),
    casBoucle(
      "le budget juste suffisant, en largeur : un état écarté ne consomme pas de budget",
      TROIS,
      enLargeur,
      7,
    ),
    casBoucle("le budget s'épuise avant le but", TROIS, enLargeur, 5),
    casBoucle(
      "de 1 à 10 à coût uniforme : 2 est atteint par +1 et par ×2",
      DE_1_A_10,
      coutUniforme,
      100,
    ),
    casBoucle("de 1 à 10, A* : f = g + h", DE_1_A_10, aEtoileVers(10), 100),
    casBoucle(
      "des mots sur {a, b} : chaque mot n'a qu'un chemin, rien ne se répète",
      MOTS_VERS_ABBA,
      enProfondeur,
      6,
    ),
  ],
  erreurs: [
    {
      code: "graphe-etats-ranges-par-objet",
      titre: "l'ensemble des explorés contient les états eux-mêmes, pas leur texte",
      explication:
        "Un Set reconnaît le même objet, pas un objet égal : deux grilles aux mêmes valeurs, " +
        "créées par deux chemins, sont deux tableaux différents, et explores.has ne voit jamais " +
        "la seconde (la recherche reste en arbre ; avec des nombres ou des mots, elle marche par " +
        "chance). Rangez le texte de l'état : explores.add(JSON.stringify(noeud.etat)).",
      fonction: enGraphe("objets-a-la-sortie"),
    },
    {
      code: "graphe-teste-seulement-a-la-creation",
      titre: "l'état est comparé aux explorés seulement quand l'enfant est créé",
      explication:
        "Deux copies d'un même état peuvent entrer dans la frontière avant que l'une d'elles soit " +
        "développée : au moment de leur création, l'état n'est pas encore exploré. Il faut aussi " +
        "tester l'état du nœud qui sort de la frontière, et l'écarter s'il est déjà exploré.",
      fonction: enGraphe("texte-a-la-creation"),
    },
    {
      code: "graphe-marque-a-la-creation",
      titre: "l'état est marqué exploré dès que l'enfant est créé",
      explication:
        "Un état est exploré quand on le développe, pas quand on le découvre : en le marquant à la " +
        "création, vous refusez une seconde copie qui serait sortie avant la première (un chemin " +
        "plus court, pour le coût uniforme ou A*). Ajoutez le texte à explores quand le nœud sort " +
        "de la frontière, et écartez-le à ce moment-là s'il y est déjà.",
      fonction: enGraphe("marque-a-la-creation"),
    },
    {
      code: "graphe-repete-developpe-quand-meme",
      titre: "l'état répété est compté, mais développé quand même",
      explication:
        "Après etatsRepetes++, il faut passer au nœud suivant (continue) : un état déjà exploré " +
        "ne se développe pas une seconde fois, et ne consomme pas de budget. Sinon, la recherche " +
        "reste en arbre : elle compte ses répétitions sans les éviter.",
      fonction: enGraphe("compte-sans-ecarter"),
    },
  ],
};
