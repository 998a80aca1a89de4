/**
 * La recherche gloutonne du meilleur d'abord (« meilleur d'abord vorace »
 * dans le rapport) : la frontière est une file ordonnée par une clé, ici
 * une heuristique h, qui estime la distance d'un nœud au but. On développe
 * toujours le nœud de plus petit h, sans tenir compte du chemin parcouru.
 *
 * L'heuristique reçoit le nœud entier (état, parent, action), comme dans
 * aima-python. Une vraie heuristique ne dépend que de l'état ; juger l'action
 * qui a créé le nœud (« la case remplie n'avait qu'un candidat »), c'est
 * ordonner les coups, pas estimer une distance.
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

/** Une heuristique : plus elle est petite, plus le nœud semble proche du but. */
export type Heuristique<E, A> = (noeud: Noeud<E, A>) => number;

export function rechercheGloutonne<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  h: Heuristique<E, A>,
  options: OptionsArbre = {},
): ResultatArbre<E, A> {
  if (typeof h !== "function") {
    throw new TypeError("rechercheGloutonne : h doit être une fonction (nœud) => nombre.");
  }
  const { budget, frontiereMaximale, limite } = lireOptionsArbre("rechercheGloutonne", options);
  const compteurs: CompteursArbre = { noeudsDeveloppes: 0, noeudsGeneres: 1, frontiereMax: 1 };
  const frontiere = new Tas<Noeud<E, A>>();
  const depart = racine(probleme);
  frontiere.ajouter(depart, h(depart));
  let premier: Noeud<E, A> | undefined;
  let solutions = 0;
  while (frontiere.taille > 0) {
    const noeud = frontiere.retirer() as Noeud<E, A>;
    if (probleme.estBut(noeud.etat)) {
      premier ??= noeud;
      if (++solutions >= limite) return conclure("limite", premier, solutions, compteurs);
      continue;
    }
    if (compteurs.noeudsDeveloppes >= budget) {
      return conclure("budget", premier, solutions, compteurs);
    }
    compteurs.noeudsDeveloppes++;
    for (const action of probleme.actions(noeud.etat)) {
      const suivant = enfant(probleme, noeud, action);
      frontiere.ajouter(suivant, h(suivant));
      compteurs.noeudsGeneres++;
    }
    compteurs.frontiereMax = Math.max(compteurs.frontiereMax, frontiere.taille);
    if (frontiere.taille > frontiereMaximale) {
      return conclure("budget", premier, solutions, compteurs);
    }
  }
  return conclure("frontiere-vide", premier, solutions, compteurs);
}
