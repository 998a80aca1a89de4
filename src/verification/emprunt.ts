/**
 * Une fonction empruntée au cours : `verifier("revise", cours.revise)`
 * passerait tous les cas sans que l'élève ait rien écrit. On refuse donc la
 * version de référence de l'exercice, et les fonctions de la bibliothèque que
 * son entrée du catalogue nomme (`Exercice.equivalents`) quand elles portent
 * le nom de l'exercice, sous quelque nom qu'on les importe.
 *
 * Le catalogue dit tout : ce module ne charge aucune autre partie de la
 * bibliothèque. Un test vérifie que chaque fonction exportée qui porte le nom
 * d'un exercice y est nommée (test/verification/emprunt.test.ts).
 */
import type { Exercice, FonctionEleve } from "../exercices/exercice";

/**
 * D'où vient `fonction`, si c'est une fonction du cours et non celle de
 * l'élève : « la version de référence de revise », « la fonction revise de la
 * bibliothèque du cours » ; `undefined` pour une fonction écrite dans le carnet.
 */
export function origineEmpruntee(exercice: Exercice, fonction: FonctionEleve): string | undefined {
  const { nom } = exercice;
  if (fonction === exercice.reference) return `la version de référence de ${nom}`;
  // Son nom propre survit à un renommage (`import { revise as maRevise }`).
  if (exercice.equivalents?.includes(fonction) && fonction.name === nom)
    return `la fonction ${nom} de la bibliothèque du cours`;
  return undefined;
}
