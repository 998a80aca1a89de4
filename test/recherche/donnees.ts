/**
 * Les grilles des tests de la leçon 4, lues dans `data/` : des énoncés
 * faciles avec leur solution (Kaggle), pour contrôler les recherches contre
 * des réponses indépendantes.
 */
import { join } from "node:path";
import { lireFichier } from "../../src/grille/lecture";
import { lireFichierSolutions } from "../../src/grille/solutions";
import { RACINE } from "../aide-processus";

export const donnees = (...chemin: string[]) => join(RACINE, "data", ...chemin);

/** Des énoncés faciles et leur solution, vérifiée par un autre solveur. */
export const FACILES = lireFichierSolutions(
  donnees("ensembles", "kaggle_bryanpark_1000_avec_solutions.csv"),
);

/** Les « top 95 » de Norvig : difficiles pour la recherche locale. */
export const TOP95 = lireFichier(donnees("ensembles", "norvig_top95.txt"));

/** Des grilles qui ont au moins deux solutions. */
export const MULTIPLES = lireFichier(donnees("ensembles", "serg_multisolutions_1000.txt"));
