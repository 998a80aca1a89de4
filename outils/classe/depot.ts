/**
 * Le dépôt du professeur face aux comptes des élèves (npm run classe).
 */
import { chmodSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { RACINE } from "../commun/jupyter";

/**
 * Le dépôt du professeur (carnets corrigés, devoirs/ de nbgrader : tests
 * cachés, copies, notes) ne doit pas être lisible des comptes des élèves,
 * dont les noyaux tournent sur la même machine. Les élèves lisent le cours
 * installé à part (installation.ts) : on peut fermer le dépôt sans rien leur
 * retirer. Rend le message à afficher, ou undefined s'il était déjà fermé.
 */
export function fermerLeDepot(
  depot: string = RACINE,
  atteignable: boolean = parentsTraversables(depot),
): string | undefined {
  if (!atteignable) return undefined;
  const mode = statSync(depot).mode & 0o777;
  if ((mode & 0o005) === 0) return undefined;
  chmodSync(depot, mode & ~0o007);
  return `Le dépôt ${depot} était lisible par tous les comptes (droits ${mode.toString(8)}) : fermé aux élèves (droits ${(mode & ~0o007).toString(8)}), car il contient les carnets corrigés et les devoirs.`;
}

/** Les autres comptes peuvent-ils passer par chaque dossier au-dessus de `chemin` ? */
export function parentsTraversables(chemin: string): boolean {
  for (let dossier = dirname(chemin); ; dossier = dirname(dossier)) {
    if ((statSync(dossier).mode & 0o001) === 0) return false;
    if (dirname(dossier) === dossier) return true;
  }
}
