/**
 * Un problème de recherche, au sens du cours d'intelligence artificielle
 * (et de la bibliothèque aima-python qu'emploie le rapport IFT3335) : un
 * état initial, les actions possibles dans un état, l'état qui résulte
 * d'une action, le test de but et le coût d'une étape. Les recherches
 * (`profondeur.ts`, `glouton.ts`, `meilleur-dabord.ts`) ne savent rien du Sudoku : elles ne
 * connaissent que ces cinq éléments.
 */
import type { Statut } from "../grille/resultat";
import { entierAuMoins } from "./parametres";

export interface ProblemeDeRecherche<Etat, Action> {
  /** L'état d'où part la recherche. */
  readonly etatInitial: Etat;
  /** Les actions applicables dans `etat`, dans l'ordre où l'on préfère les essayer. */
  actions(etat: Etat): Action[];
  /** L'état obtenu en appliquant `action` à `etat` (qui, lui, n'est pas modifié). */
  resultat(etat: Etat, action: Action): Etat;
  /** Vrai si `etat` est un but : ici, une grille résolue. */
  estBut(etat: Etat): boolean;
  /** Le coût de l'étape `etat` → `suivant` ; 1 si le problème ne le précise pas. */
  coutEtape?(etat: Etat, action: Action, suivant: Etat): number;
  /**
   * L'état en texte : deux états égaux, et eux seuls, ont le même texte. La
   * recherche en graphe range ces textes dans l'ensemble des états explorés
   * (deux objets égaux restent deux objets, qu'un `Set` ne confond pas) ;
   * `JSON.stringify(etat)` si le problème ne le précise pas.
   */
  texteDeLEtat?(etat: Etat): string;
}

/**
 * Un nœud de l'arbre de recherche : un état, et comment on y est arrivé.
 * Deux nœuds peuvent porter le même état, atteint par deux chemins.
 */
export interface Noeud<Etat, Action> {
  etat: Etat;
  parent?: Noeud<Etat, Action>;
  /** L'action qui mène du parent à ce nœud. */
  action?: Action;
  /** Le nombre d'actions depuis la racine. */
  profondeur: number;
  /** La somme des coûts d'étape depuis la racine. */
  coutChemin: number;
}

/** Ce que mesurent les recherches, pour les comparer. */
export interface CompteursArbre {
  /** Nœuds développés : ceux dont on a calculé les successeurs. */
  noeudsDeveloppes: number;
  /** Nœuds créés (la racine comprise), développés ou non. */
  noeudsGeneres: number;
  /** La plus grande taille atteinte par la frontière : c'est la mémoire consommée. */
  frontiereMax: number;
}

/** Le résultat commun des recherches : un statut, le but s'il est atteint, les compteurs. */
export interface ResultatArbre<Etat, Action> {
  /**
   * `resolue` : un but est atteint ; `insoluble` : toute la frontière a été
   * vidée sans but ; `budget-epuise` : on s'est arrêté avant d'en savoir plus.
   */
  statut: Statut;
  /** Le premier état but atteint. */
  etat?: Etat;
  /**
   * Le nombre de nœuds buts atteints, au plus `limite`. C'est le nombre de
   * solutions si la formulation n'atteint jamais deux fois le même état
   * (avec `cases: "la-plus-contrainte"`, mais pas avec `"toutes"`).
   */
  solutions: number;
  /** Les actions de la racine au but (vide si aucun but n'est atteint). */
  chemin: Action[];
  /** Le coût du chemin trouvé. */
  coutChemin?: number;
  compteurs: CompteursArbre;
}

/** Les limites d'une recherche : on s'arrête (statut `budget-epuise`) dès que l'une est atteinte. */
export interface OptionsArbre {
  /** Le nombre maximal de nœuds développés (`BUDGET_RECHERCHE` par défaut). */
  budget?: number;
  /** La taille maximale de la frontière, pour borner la mémoire (`FRONTIERE_MAXIMALE` par défaut). */
  frontiereMaximale?: number;
  /** Le nombre de buts à atteindre avant de s'arrêter (1 par défaut ; `Infinity` : tous). */
  limite?: number;
}

/** Nœuds développés au plus, par défaut. */
export const BUDGET_RECHERCHE = 200_000;
/** Nœuds en attente dans la frontière au plus, par défaut (une grille 9×9 par nœud). */
export const FRONTIERE_MAXIMALE = 200_000;

/** Les options, contrôlées et complétées par leurs valeurs par défaut. */
export function lireOptionsArbre(fonction: string, options: OptionsArbre): Required<OptionsArbre> {
  const { budget = BUDGET_RECHERCHE, frontiereMaximale = FRONTIERE_MAXIMALE, limite = 1 } = options;
  return {
    budget: entierAuMoins(fonction, "budget", budget, 0, true),
    frontiereMaximale: entierAuMoins(fonction, "frontiereMaximale", frontiereMaximale, 1, true),
    limite: entierAuMoins(fonction, "limite", limite, 1, true),
  };
}

/** Le nœud racine : l'état initial, à la profondeur 0. */
export function racine<E, A>(probleme: ProblemeDeRecherche<E, A>): Noeud<E, A> {
  return { etat: probleme.etatInitial, profondeur: 0, coutChemin: 0 };
}

/** Le nœud obtenu en appliquant `action` au nœud `parent`. */
export function enfant<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  parent: Noeud<E, A>,
  action: A,
): Noeud<E, A> {
  const etat = probleme.resultat(parent.etat, action);
  const cout = probleme.coutEtape ? probleme.coutEtape(parent.etat, action, etat) : 1;
  return {
    etat,
    parent,
    action,
    profondeur: parent.profondeur + 1,
    coutChemin: parent.coutChemin + cout,
  };
}

/** Les actions qui mènent de la racine à `noeud`, dans l'ordre. */
export function cheminVers<E, A>(noeud: Noeud<E, A>): A[] {
  const actions: A[] = [];
  for (let n: Noeud<E, A> | undefined = noeud; n?.action !== undefined; n = n.parent) {
    actions.push(n.action);
  }
  return actions.reverse();
}

/**
 * Ce que l'on sait en s'arrêtant : le premier but (s'il y en a un), le nombre
 * de buts atteints, et pourquoi l'on s'arrête. Frontière vide : tout a été
 * vu, donc `resolue` s'il y a eu un but, `insoluble` sinon.
 */
export function conclure<E, A>(
  arret: "limite" | "frontiere-vide" | "budget",
  premier: Noeud<E, A> | undefined,
  solutions: number,
  compteurs: CompteursArbre,
): ResultatArbre<E, A> {
  let statut: Statut = "budget-epuise";
  if (arret === "limite") statut = "resolue";
  if (arret === "frontiere-vide") statut = premier ? "resolue" : "insoluble";
  return {
    statut,
    etat: premier?.etat,
    chemin: premier ? cheminVers(premier) : [],
    coutChemin: premier?.coutChemin,
    solutions,
    compteurs,
  };
}
