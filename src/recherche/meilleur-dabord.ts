/**
 * La recherche « meilleur d'abord » : une seule boucle, dont la frontière
 * est rangée par une clé f(n) ; la plus petite clé sort d'abord (à égalité,
 * le nœud le plus récemment ajouté). Le choix de f fait l'algorithme :
 *
 *   f = −profondeur       la recherche en profondeur d'abord ;
 *   f = h                 la recherche gloutonne ;
 *   f = g                 la recherche à coût uniforme (g = coût du chemin) ;
 *   f = g + h             A*.
 *
 * En arbre (par défaut), la boucle ne retient rien : un état atteint par
 * deux chemins est développé deux fois. En graphe (`enGraphe: true`), elle
 * garde l'ensemble des états explorés, par leur texte
 * (`probleme.texteDeLEtat`, ou `JSON.stringify`), et écarte un nœud qui sort
 * de la frontière quand son état y est déjà. On teste à la sortie, pas à la
 * création : pour le coût uniforme et A*, le premier nœud d'un état qui sort
 * est celui du meilleur chemin connu (avec une heuristique cohérente), et
 * les autres, restés dans la frontière, sont écartés quand vient leur tour.
 *
 * Le compteur `etatsRepetes` compte, dans les deux cas, les nœuds sortis de
 * la frontière dont l'état était déjà exploré : en arbre ils sont développés
 * quand même (c'est le travail perdu) ; en graphe, écartés (c'est le travail
 * évité). La recherche en arbre garde donc elle aussi les textes des états
 * développés, pour les compter : une chaîne par nœud développé, au plus
 * `budget`.
 */
import {
  conclure,
  enfant,
  lireOptionsArbre,
  racine,
  type CompteursArbre,
  type Noeud,
  type OptionsArbre,
  type ProblemeDeRecherche,
  type ResultatArbre,
} from "./probleme";
import { Tas } from "./tas";

/** La clé d'un nœud dans la frontière : la plus petite sort d'abord. */
export type CleF<E, A> = (noeud: Noeud<E, A>) => number;

export interface OptionsMeilleurDabord extends OptionsArbre {
  /** Retenir les états explorés et écarter ceux qui reviennent (faux par défaut : en arbre). */
  enGraphe?: boolean;
}

export interface CompteursMeilleurDabord extends CompteursArbre {
  /**
   * Les nœuds sortis de la frontière dont l'état avait déjà été exploré :
   * développés quand même en arbre, écartés en graphe.
   */
  etatsRepetes: number;
}

export interface ResultatMeilleurDabord<E, A> extends ResultatArbre<E, A> {
  compteurs: CompteursMeilleurDabord;
}

export function rechercheParCle<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  f: CleF<E, A>,
  options: OptionsMeilleurDabord = {},
): ResultatMeilleurDabord<E, A> {
  if (typeof f !== "function") {
    throw new TypeError("rechercheParCle : f doit être une fonction (nœud) => nombre.");
  }
  const { budget, frontiereMaximale, limite } = lireOptionsArbre("rechercheParCle", options);
  const enGraphe = options.enGraphe === true;
  const texte = (etat: E) =>
    probleme.texteDeLEtat ? probleme.texteDeLEtat(etat) : JSON.stringify(etat);
  const compteurs: CompteursMeilleurDabord = {
    noeudsDeveloppes: 0,
    noeudsGeneres: 1,
    frontiereMax: 1,
    etatsRepetes: 0,
  };
  const explores = new Set<string>();
  const frontiere = new Tas<Noeud<E, A>>();
  const depart = racine(probleme);
  frontiere.ajouter(depart, f(depart));
  let premier: Noeud<E, A> | undefined;
  let solutions = 0;
  while (frontiere.taille > 0) {
    const noeud = frontiere.retirer() as Noeud<E, A>;
    const cle = texte(noeud.etat);
    if (explores.has(cle)) {
      compteurs.etatsRepetes++;
      if (enGraphe) continue;
    }
    explores.add(cle);
    if (probleme.estBut(noeud.etat)) {
      premier ??= noeud;
      if (++solutions >= limite)
        return { ...conclure("limite", premier, solutions, compteurs), compteurs };
      continue;
    }
    if (compteurs.noeudsDeveloppes >= budget) {
      return { ...conclure("budget", premier, solutions, compteurs), compteurs };
    }
    compteurs.noeudsDeveloppes++;
    for (const action of probleme.actions(noeud.etat)) {
      const suivant = enfant(probleme, noeud, action);
      frontiere.ajouter(suivant, f(suivant));
      compteurs.noeudsGeneres++;
    }
    compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.taille);
    if (frontiere.taille > frontiereMaximale) {
      return { ...conclure("budget", premier, solutions, compteurs), compteurs };
    }
  }
  return { ...conclure("frontiere-vide", premier, solutions, compteurs), compteurs };
}

/** Le coût uniforme : f = g, le coût du chemin depuis la racine. */
export function rechercheCoutUniforme<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  options: OptionsMeilleurDabord = {},
): ResultatMeilleurDabord<E, A> {
  return rechercheParCle(probleme, (noeud) => noeud.coutChemin, options);
}

/** A* : f = g + h, le coût du chemin parcouru plus l'estimation de ce qui reste. */
export function rechercheAEtoile<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  h: (noeud: Noeud<E, A>) => number,
  options: OptionsMeilleurDabord = {},
): ResultatMeilleurDabord<E, A> {
  if (typeof h !== "function") {
    throw new TypeError("rechercheAEtoile : h doit être une fonction (nœud) => nombre.");
  }
  return rechercheParCle(probleme, (noeud) => noeud.coutChemin + h(noeud), options);
}
