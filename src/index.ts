/**
 * La bibliothèque du cours. Dans un carnet : `import { … } from "./src/index"`
 * (tslab veut le nom du fichier, pas seulement celui du dossier).
 */

// Les grilles : lecture, écriture, vérification, affichage.
export * from "./grille/index";

// Les fonctions du TD, sous les noms du TD.
export {
  test_ligne,
  test_colonne,
  test_carre,
  test,
  protection,
  remplissage,
  estProtegee,
  avance_case,
  recule_case,
  resolution,
  type Case,
  type Etape,
  type OptionsResolution,
  type ResultatResolution,
  type StatutResolution,
} from "./td/index";

// La vérification des exercices, et les exercices de chaque leçon.
export {
  verifier,
  essayer,
  ExerciceNonFait,
  estNonFait,
  definirCasCaches,
  Bilan,
  type OptionsVerification,
  type OptionsEssai,
  type EchecCas,
  type ErreurNommee,
  type StatutBilan,
  type Issue,
} from "./verification/index";
export * from "./exercices/index";

// Le mot français d'un statut (« budget épuisé » pour `"budget-epuise"`).
export { libelle } from "./socle/libelles";

// Les algorithmes, choisis par leur nom.
export * from "./algos/index";

// La programmation par contraintes (leçons 2 et 3) : PSC, backtrack, forward checking, AC-3.
export * from "./psc/index";

// Les formulations de recherche (leçon 4) : profondeur, glouton, escalade, recuit simulé, min-conflits.
export * from "./recherche/index";

// SAT (leçon 5) : formules et clauses, codage du Sudoku, DIMACS, solveurs DPLL, CDCL et MiniSat.
export * from "./sat/index";

// Le solveur rapide (leçon 3 bis) : planches de bits, singletons, essais binaires.
export * from "./rapide/index";

// Le générateur de grilles à solution unique et la note de difficulté.
export * from "./generateur/index";

// Expliquer une solution (leçon 7) : étapes, unités et faits cités, contrôle par MiniSat, visionneuse.
export * from "./explication/index";

// La commande `sudoku`, lancée depuis une cellule, sans processus.
export { sudoku, type ReponseCommande } from "./cli/en-memoire";

// Le hasard reproductible (générateur à graine).
export * from "./hasard/index";

// Leçon 6 : tous les algorithmes sur les mêmes grilles, mesurés, résumés et tracés.
export * from "./comparaison/index";

// Mesurer : chronomètre, statistiques, tableaux de résultats.
export * from "./mesure/index";

// L'affichage dans un carnet : afficher, montrer, tableaux et graphiques (protocole d'affichage).
export * from "./notebook/index";
