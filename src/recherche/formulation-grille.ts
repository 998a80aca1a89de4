/**
 * Formulation 1 du rapport IFT3335 (recherche en profondeur et gloutonne) :
 *   - un état est une grille partiellement remplie, avec ses cases fixes
 *     (les indices de l'énoncé), qui ne changent jamais ;
 *   - une action est un triplet (i, j, v) : écrire la valeur v dans la case
 *     vide (i, j), à condition que v ne soit pas déjà dans la ligne, la
 *     colonne ou le carré (les états restent donc toujours sans conflit) ;
 *   - un but est une grille remplie sans conflit ; chaque étape coûte 1.
 *
 * Le rapport propose comme actions toutes les cases vides à la fois
 * (`cases: "toutes"`). Or l'ordre dans lequel on remplit les cases ne
 * change pas la grille obtenue : une même grille est atteinte par de très
 * nombreux chemins. `cases: "la-plus-contrainte"` ne propose que les valeurs
 * de la case vide qui a le moins de candidats ; c'est toujours complet (toute
 * solution remplit cette case d'une de ses valeurs permises), sans doublon,
 * et une case sans aucun candidat se voit tout de suite (aucune action).
 */
import { Grille } from "../grille/grille";
import type { Noeud, ProblemeDeRecherche } from "./probleme";
import { parmi } from "./parametres";

/** Une action : écrire `valeur` dans la case (i, j), notée (i, j, v) comme dans le rapport. */
export type ActionGrille = [i: number, j: number, valeur: number];

/**
 * Un état de la formulation 1. Les valeurs sont rangées ligne par ligne dans
 * un `Uint8Array` (un octet par case) : une recherche garde des centaines de
 * milliers d'états en mémoire. Le tableau `fixes` est partagé par tous les
 * états d'un même problème, puisqu'il ne change jamais.
 */
export interface EtatGrille {
  /** 9 pour une grille 9×9. */
  readonly taille: number;
  /** Le côté d'un carré : 3 pour une grille 9×9. */
  readonly n: number;
  /** La case (i, j) est `valeurs[i * taille + j]` ; 0 pour une case vide. */
  readonly valeurs: Uint8Array;
  /** `fixes[i * taille + j]` : la case est donnée par l'énoncé. */
  readonly fixes: readonly boolean[];
}

/** Quelles cases vides proposent des actions (voir l'en-tête du fichier). */
export type ChoixDesCases = "toutes" | "la-plus-contrainte";

export interface OptionsFormulationGrille {
  /** `"toutes"` (défaut, le rapport) ou `"la-plus-contrainte"`. */
  cases?: ChoixDesCases;
}

/** L'état de départ : la grille de l'énoncé et ses indices. */
export function etatDepuisGrille(grille: Grille): EtatGrille {
  return {
    taille: grille.taille,
    n: grille.n,
    valeurs: Uint8Array.from(grille.valeurs),
    fixes: [...grille.donnees],
  };
}

/** La grille d'un état, pour l'afficher ou la vérifier. */
export function grilleDeLEtat(etat: EtatGrille): Grille {
  return new Grille(Array.from(etat.valeurs), etat.fixes);
}

/**
 * Les valeurs déjà présentes dans la ligne, la colonne et le carré de (i, j),
 * hors la case elle-même, sous forme de masque : le bit v est à 1 si v est pris.
 */
function valeursPrises(etat: EtatGrille, i: number, j: number): number {
  const { taille: N, n, valeurs } = etat;
  let masque = 0;
  for (let k = 0; k < N; k++) {
    if (k !== j) masque |= 1 << valeurs[i * N + k];
    if (k !== i) masque |= 1 << valeurs[k * N + j];
  }
  const [i0, j0] = [i - (i % n), j - (j % n)];
  for (let a = i0; a < i0 + n; a++) {
    for (let b = j0; b < j0 + n; b++) {
      if (a !== i || b !== j) masque |= 1 << valeurs[a * N + b];
    }
  }
  return masque;
}

/** Les valeurs que l'on peut écrire en (i, j) sans créer de conflit, par ordre croissant. */
export function candidats(etat: EtatGrille, i: number, j: number): number[] {
  const prises = valeursPrises(etat, i, j);
  const libres: number[] = [];
  for (let v = 1; v <= etat.taille; v++) if ((prises & (1 << v)) === 0) libres.push(v);
  return libres;
}

/** Les actions de l'état : des triplets (i, j, v), case par case dans l'ordre de lecture. */
export function actionsGrille(etat: EtatGrille, cases: ChoixDesCases = "toutes"): ActionGrille[] {
  parmi("actionsGrille", "cases", cases, ["toutes", "la-plus-contrainte"]);
  const N = etat.taille;
  let actions: ActionGrille[] = [];
  let meilleur = Infinity;
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < N; j++) {
      if (etat.valeurs[i * N + j] !== 0) continue;
      const valeurs = candidats(etat, i, j);
      if (cases === "toutes") {
        for (const v of valeurs) actions.push([i, j, v]);
      } else if (valeurs.length < meilleur) {
        // Une case plus contrainte que toutes les précédentes : on ne garde qu'elle.
        meilleur = valeurs.length;
        actions = valeurs.map((v): ActionGrille => [i, j, v]);
        if (meilleur === 0) return actions; // impasse : aucune solution par ici
      }
    }
  }
  return actions;
}

/** L'état où la valeur v est écrite en (i, j) ; `etat` lui-même reste intact. */
export function resultatGrille(etat: EtatGrille, [i, j, v]: ActionGrille): EtatGrille {
  const valeurs = etat.valeurs.slice();
  valeurs[i * etat.taille + j] = v;
  return { ...etat, valeurs };
}

/** Vrai si la grille est remplie et si aucune ligne, colonne ou carré ne répète une valeur. */
export function estButGrille(etat: EtatGrille): boolean {
  const N = etat.taille;
  if (etat.valeurs.includes(0)) return false;
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < N; j++) {
      // valeursPrises exclut la case elle-même : sa valeur ne doit pas y figurer.
      if ((valeursPrises(etat, i, j) & (1 << etat.valeurs[i * N + j])) !== 0) return false;
    }
  }
  return true;
}

/**
 * La grille d'un état en texte, une case par caractère en base 36 (« 0 »
 * pour une case vide ; jusqu'aux grilles 25×25) : la clé de l'état dans
 * l'ensemble des explorés d'une recherche en graphe.
 */
export function texteDeLEtatGrille(etat: EtatGrille): string {
  let texte = "";
  for (const v of etat.valeurs) texte += v.toString(36);
  return texte;
}

/** Le problème de recherche de la formulation 1, pour un énoncé. */
export function problemeGrille(
  enonce: Grille,
  options: OptionsFormulationGrille = {},
): ProblemeDeRecherche<EtatGrille, ActionGrille> {
  const cases = parmi("problemeGrille", "cases", options.cases ?? "toutes", [
    "toutes",
    "la-plus-contrainte",
  ]);
  return {
    etatInitial: etatDepuisGrille(enonce),
    actions: (etat) => actionsGrille(etat, cases),
    resultat: resultatGrille,
    estBut: estButGrille,
    coutEtape: () => 1,
    texteDeLEtat: texteDeLEtatGrille,
  };
}

// ——— Heuristiques pour la recherche gloutonne ———

/**
 * Le nombre de candidats qu'avait la case remplie par la dernière action
 * (0 pour la racine). Les cases forcées (un seul candidat) passent d'abord :
 * c'est le « moins de candidats » de la programmation par contraintes.
 *
 * Ce n'est pas une estimation de la distance au but : ce nombre juge
 * l'action qui a créé le nœud, pas l'état atteint (une même grille reçoit des
 * valeurs différentes selon le chemin). C'est un ordre des coups, glissé à la
 * place de h dans la recherche gloutonne.
 */
export function moinsDeCandidats(noeud: Noeud<EtatGrille, ActionGrille>): number {
  if (!noeud.parent || !noeud.action) return 0;
  const [i, j] = noeud.action;
  return candidats(noeud.parent.etat, i, j).length;
}

/**
 * h = le nombre de cases vides : une vraie estimation de la distance au but,
 * exacte dès qu'une solution prolonge l'état, puisque chaque action
 * remplit une case. Mais toutes les actions le diminuent de 1 : il ne
 * départage pas les successeurs d'un nœud.
 */
export function casesVides(noeud: Noeud<EtatGrille, ActionGrille>): number {
  let vides = 0;
  for (const v of noeud.etat.valeurs) if (v === 0) vides++;
  return vides;
}
