/**
 * Les grilles de la leçon 6. Le jeu « réduit » tient en moins d'une minute
 * (c'est celui des tests) ; le jeu « complet » prend toutes les grilles des
 * recueils de Norvig et dure quelques minutes. Les grilles générées
 * (graines fixes) visent de 22 à 60 données (la cible 22 en donne 23) : de quoi tracer la durée en
 * fonction du nombre de données.
 */
import { genererGrille } from "../generateur/generateur";
import type { Grille } from "../grille/grille";
import { lireFichier } from "../grille/lecture";
import type { GrilleNommee } from "./mesures";

export type TailleDuJeu = "reduit" | "complet";

/** Les recueils lus dans data/ (le dossier de travail est la racine du projet). */
const RECUEILS = [
  { ensemble: "easy50", fichier: "data/ensembles/norvig_easy50.txt", reduit: 5 },
  { ensemble: "top95", fichier: "data/ensembles/norvig_top95.txt", reduit: 6 },
  { ensemble: "hardest", fichier: "data/ensembles/norvig_hardest.txt", reduit: 4 },
];

/** Les nombres de données visés pour les grilles générées. */
const DONNEES_GENEREES = {
  reduit: [22, 24, 26, 28, 30, 34, 40, 50, 60],
  complet: [22, 23, 24, 25, 26, 28, 30, 32, 34, 36, 40, 45, 50, 55, 60],
};

/** La graine de la première grille générée ; les suivantes prennent les graines suivantes. */
export const GRAINE_LECON6 = 2026;

/** Nomme des grilles : « top95 n° 1 », « top95 n° 2 »… */
export function nommer(grilles: readonly Grille[], ensemble: string): GrilleNommee[] {
  return grilles.map((grille, k) => ({ nom: `${ensemble} n° ${k + 1}`, ensemble, grille }));
}

/**
 * Des grilles générées à solution unique, une par nombre de données visé.
 * Le générateur retire des données tant que l'unicité tient : sous 22 environ,
 * la cible n'est pas toujours atteinte, et le nom dit alors le vrai nombre.
 */
export function grillesGenerees(cibles: readonly number[], graine = GRAINE_LECON6): GrilleNommee[] {
  return cibles.map((indices, k) => {
    const g = genererGrille({ indices, graine: graine + k });
    return { nom: `générée, ${g.indices} indices`, ensemble: "générées", grille: g.enonce };
  });
}

/** Le jeu de grilles de la leçon 6. */
export function jeuLecon6(taille: TailleDuJeu = "reduit"): GrilleNommee[] {
  const recueils = RECUEILS.flatMap((r) => {
    const grilles = lireFichier(r.fichier);
    return nommer(taille === "reduit" ? grilles.slice(0, r.reduit) : grilles, r.ensemble);
  });
  return [...recueils, ...grillesGenerees(DONNEES_GENEREES[taille])];
}
