/**
 * Les paliers des tests, chacun avec sa commande :
 *
 *   npm run test:unitaires     la bibliothèque en processus, sans aucun sous-processus
 *   npm run test:processus     la commande `sudoku`, le noyau, les modules compilés… :
 *                              des fichiers qui lancent des sous-processus
 *   npm run test:bout-en-bout  Jupyter, Chromium, nbgrader, le hub, `npm start`, et les
 *                              mesures d'une leçon refaites en entier (la leçon 6)
 *   npm test                   tout, avec les vérifications statiques
 *
 * Un fichier de test appartient au palier « unitaires » sauf s'il est nommé
 * ci-dessous (chemin sous test/, sans « .test.ts »). Le palier « unitaires »
 * refuse tout sous-processus (test/sans-sous-processus.ts) : un fichier mal
 * classé y échoue en le disant.
 */

export type Palier = "unitaires" | "processus" | "bout-en-bout";

/** Ceux qui lancent des sous-processus, sans Jupyter, Chromium, nbgrader ni le hub. */
export const PROCESSUS = [
  "cli/commande",
  "cli/commande-compilee",
  "cli/entree-bornee",
  "cli/expliquer",
  "cli/flux",
  "cli/generer",
  "cli/resoudre-par-lots",
  "cli/sources-sans-fin",
  // ts-node lance npm run classe -- --help.
  "classe/aide",
  // esbuild compile la commande dans son propre processus.
  "etages",
  "exercices/psc-filtrage-journaux",
  "exercices/sat-journaux",
  // Le Python du projet exécute celui de l'annexe du parcours lycée.
  "lycee/passerelle-python",
  "nbgrader/importer-commande",
  "nbgrader/questions-ouvertes",
  "noyau/bibliotheque",
  "noyau/bibliotheque-de-correction",
  "noyau/conformite",
  "noyau/demarrage",
  "noyau/interruption",
  "noyau/noyau",
  "proprete",
  "psc/algos",
  "rapide/wasm",
  "sat/cdcl-wasm",
  "sat/commande",
  "sat/croisement",
  "sat/minisat-borne",
  "ts-node",
  "verification/cage-processus",
];

/**
 * Ceux qui lancent Jupyter (serveur ou nbconvert), Chromium, nbgrader, le hub
 * ou `npm start`, et ceux qui refont en entier les mesures d'une leçon (une
 * minute et plus de calcul, en processus) pour en vérifier la prose.
 */
export const BOUT_EN_BOUT = [
  "carnets/execution",
  "classe/charge",
  "classe/hub-echec",
  "classe/isolation",
  "classe/limites",
  "classe/maisons",
  "classe/navigateur",
  "classe/remise",
  "comparaison/lecon6",
  "demarrage",
  // Chromium montre la visionneuse des étapes d'une explication.
  "explication/visionneuse-navigateur",
  "export/export-html",
  // Chromium imprime la fiche de l'activité débranchée.
  "lycee/activite-4x4-impression",
  "navigateur/lab",
  "nbgrader/correction",
  "nbgrader/erreur-notee",
  "nbgrader/feuille-de-notes",
  "nbgrader/notes-a-la-main",
  "nbgrader/notes-gardees",
  "nbgrader/pages-du-professeur",
  "site/construction",
  "site/eleve",
  "site/professeur",
  "site/rendre-devoir",
  "site/telephone",
];

/** Le nom d'un fichier de test pour les listes : « cli/flux » pour test/cli/flux.test.ts. */
export function nomDuTest(fichier: string): string {
  return fichier
    .replaceAll("\\", "/")
    .replace(/^(.*\/)?test\//, "")
    .replace(/\.test\.ts$/, "");
}

export function palierDe(fichier: string): Palier {
  const nom = nomDuTest(fichier);
  if (PROCESSUS.includes(nom)) return "processus";
  if (BOUT_EN_BOUT.includes(nom)) return "bout-en-bout";
  return "unitaires";
}

/** Les motifs de fichiers d'un palier, pour vitest. */
export function fichiersDu(palier: Exclude<Palier, "unitaires">): string[] {
  return (palier === "processus" ? PROCESSUS : BOUT_EN_BOUT).map((nom) => `test/${nom}.test.ts`);
}
