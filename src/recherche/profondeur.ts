/**
 * La recherche en profondeur d'abord, en arbre : la frontière est une pile
 * (le dernier nœud créé est le premier développé). Elle ne garde en mémoire
 * que le chemin courant et les frères en attente de ses nœuds, mais elle ne
 * remarque pas qu'un même état peut être atteint par plusieurs chemins.
 *
 * Pas de récursion : une pile explicite, pour qu'aucune profondeur ne fasse
 * déborder la pile d'appels de JavaScript.
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

export function rechercheEnProfondeur<E, A>(
  probleme: ProblemeDeRecherche<E, A>,
  options: OptionsArbre = {},
): ResultatArbre<E, A> {
  const { budget, frontiereMaximale, limite } = lireOptionsArbre("rechercheEnProfondeur", options);
  const compteurs: CompteursArbre = { noeudsDeveloppes: 0, noeudsGeneres: 1, frontiereMax: 1 };
  const pile: Noeud<E, A>[] = [racine(probleme)];
  let premier: Noeud<E, A> | undefined;
  let solutions = 0;
  while (pile.length > 0) {
    const noeud = pile.pop() as Noeud<E, A>;
    // Le test de but se fait quand on sort le nœud de la pile, comme dans aima-python.
    if (probleme.estBut(noeud.etat)) {
      premier ??= noeud;
      if (++solutions >= limite) return conclure("limite", premier, solutions, compteurs);
      continue;
    }
    if (compteurs.noeudsDeveloppes >= budget) {
      return conclure("budget", premier, solutions, compteurs);
    }
    compteurs.noeudsDeveloppes++;
    const actions = probleme.actions(noeud.etat);
    // Empilés à l'envers : la première action proposée sera la première essayée.
    for (let k = actions.length - 1; k >= 0; k--) {
      pile.push(enfant(probleme, noeud, actions[k]));
    }
    compteurs.noeudsGeneres += actions.length;
    compteurs.frontiereMax = Math.max(compteurs.frontiereMax, pile.length);
    if (pile.length > frontiereMaximale) return conclure("budget", premier, solutions, compteurs);
  }
  return conclure("frontiere-vide", premier, solutions, compteurs);
}
