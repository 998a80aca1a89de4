/**
 * Le plan des étages de la bibliothèque, que vérifie `etages.test.ts` sur
 * les vrais imports du code.
 *
 * Le dossier d'un fichier est `src/<x>` (les fichiers à la racine de src/
 * comptent comme `src`). Les dossiers sont rangés du bas vers le haut : un
 * dossier n'importe que des dossiers plus bas que lui, et seulement ceux de
 * `seulement` s'il y en a une.
 */
export interface Etage {
  dossier: string;
  /** Pourquoi il est à cet étage : ce qu'il sait faire avec ce qu'il a sous lui. */
  role: string;
  /** Les seuls dossiers qu'il peut importer (sinon : tous ceux du dessous). */
  seulement?: readonly string[];
}

export const ETAGES: readonly Etage[] = [
  {
    dossier: "src/socle",
    role: "les mots que tout le monde partage : protocole d'affichage, erreurs, thème et HTML",
    seulement: [],
  },
  {
    dossier: "src/hote",
    role: "ce que la bibliothèque demande à sa machine (Node ou navigateur)",
    seulement: ["src/socle"],
  },
  {
    dossier: "src/noyau",
    role:
      "les deux noyaux du cours (Jupyter et la page) : ils chargent la bibliothèque " +
      "par son chemin, jamais par un import",
    seulement: ["src/socle", "src/hote"],
  },
  { dossier: "src/hasard", role: "le générateur pseudo-aléatoire à graine" },
  { dossier: "src/mesure", role: "chronomètre, statistiques, tableaux de mesures" },
  { dossier: "src/grille", role: "la grille : lecture, écriture, vérification, affichage" },
  { dossier: "src/td", role: "les fonctions du TD (leçon 1)" },
  {
    dossier: "src/notebook",
    role: "l'affichage dans les carnets : tableaux, graphiques, visionneuse",
  },
  { dossier: "src/psc", role: "la programmation par contraintes (leçons 2 et 3)" },
  {
    dossier: "src/recherche",
    role: "les formulations de recherche et la recherche locale (leçon 4)",
  },
  { dossier: "src/sat", role: "SAT : codage, DPLL, CDCL, MiniSat (leçon 5)" },
  { dossier: "src/rapide", role: "le solveur rapide (leçon 3 bis)" },
  { dossier: "src/generateur", role: "fabriquer des grilles" },
  {
    dossier: "src/explication",
    role:
      "expliquer une solution pas à pas (leçon 7) : techniques nommées dans l'ordre de la note " +
      "de difficulté, raisonnement minimal réduit par le CDCL, contrôle par MiniSat, visionneuse " +
      "des étapes ; les unités, les clauses et l'oracle SAT avec lesquels l'élève écrit les siennes",
  },
  { dossier: "src/algos", role: "tous les algorithmes sous une même interface" },
  { dossier: "src/comparaison", role: "les algorithmes comparés (leçon 6)" },
  { dossier: "src/cli", role: "la commande `sudoku`" },
  {
    dossier: "src/exercices",
    role:
      "chaque exercice (cas, référence, erreurs typiques, pas suivis), dit dans le " +
      "vocabulaire de son contrat (`exercice.ts`, `comparaison.ts`, `affichage.ts`, `journal.ts`)",
  },
  {
    dossier: "src/verification",
    role: "`verifier` et le juge : trouvent l'exercice dans le catalogue, font passer la fonction de l'élève",
  },
  { dossier: "src", role: "la porte des carnets (`src/index.ts`)" },
];

/**
 * Les autres dossiers du dépôt (leur nom de premier niveau) : ce qu'ils ne
 * doivent jamais importer, ou les seuls qu'ils peuvent importer.
 */
export const AUTRES: readonly {
  de: string;
  jamais?: readonly string[];
  seulement?: readonly string[];
}[] = [
  // La bibliothèque ne connaît ni les outils, ni les tests, ni ceux qui la lancent.
  { de: "src", jamais: ["outils", "test", "bin", "jupyter"] },
  // La commande part de la bibliothèque.
  { de: "bin", seulement: ["src"] },
  // Un outil n'emprunte rien aux tests : une aide commune va dans src/ ou outils/.
  { de: "outils", jamais: ["test"] },
];
