/**
 * Ce que le compilateur des cellules surveille sur le disque.
 *
 * Le compilateur de tslab (un programme « watch » de TypeScript) surveille
 * chaque fichier qu'il a lu et, pour voir apparaître un module encore
 * introuvable, tout `node_modules`, récursivement. Sous Linux, TypeScript pose
 * pour cela une surveillance (inotify) sur chaque dossier : plus de 2 000 pour
 * ce projet, parcourus au démarrage de chaque noyau, et 5 Mo de mémoire gardés
 * toute la séance. Or les paquets installés ne changent pas pendant une
 * séance : sous `node_modules`, on ne surveille rien (un paquet installé en
 * cours de route se voit au redémarrage du noyau). Les cellules, les fichiers
 * de l'élève et `src/` (voir `bibliotheque.ts`) restent surveillés.
 */
import type { System, FileWatcher } from "@tslab/typescript-for-tslab";

const DANS_LES_PAQUETS = /[\\/]node_modules([\\/]|$)/;

/** Vrai si `chemin` est dans un dossier `node_modules`, ou l'est lui-même. */
export function dansLesPaquets(chemin: string): boolean {
  return DANS_LES_PAQUETS.test(chemin);
}

const AUCUNE_SURVEILLANCE: FileWatcher = { close: () => undefined };

/** Branche dans `sys` (le `ts.sys` du TypeScript de tslab) : rien n'est surveillé sous `node_modules`. */
export function nePasSurveillerLesPaquets(sys: System): void {
  const surveillerFichier = sys.watchFile;
  const surveillerDossier = sys.watchDirectory;
  if (surveillerFichier)
    sys.watchFile = (chemin, ...suite) =>
      dansLesPaquets(chemin) ? AUCUNE_SURVEILLANCE : surveillerFichier.call(sys, chemin, ...suite);
  if (surveillerDossier)
    sys.watchDirectory = (chemin, ...suite) =>
      dansLesPaquets(chemin) ? AUCUNE_SURVEILLANCE : surveillerDossier.call(sys, chemin, ...suite);
}
