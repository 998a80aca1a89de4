/**
 * La vérification des exercices : la seule porte de ce dossier. Le noyau,
 * l'édition navigateur et les carnets y prennent `verifier`, `essayer` et
 * `ExerciceNonFait` ; le juge de la correction y prend `juger`. Les
 * exercices eux-mêmes (cas, versions de référence, erreurs typiques) sont
 * dans `src/exercices/`, rangés par leçon.
 *
 * Le chemin d'une fonction vérifiée, dans l'ordre :
 *   1. `verifier.ts` trouve l'exercice (avec ses cas cachés, `cas-caches.ts`)
 *      et refuse une fonction empruntée au cours (`emprunt.ts`) ;
 *   2. `cage.ts` ouvre la cage (silence, pièges, photo des objets globaux) ;
 *   3. pour chaque cas, `observation.ts` copie les arguments et demande un
 *      appel à la cage, qui le lance sous délai (`appel-borne.ts`) et lit
 *      son issue (`execution-bornee.ts`) ; ce que l'appel laisse derrière
 *      lui (minuteurs, promesses) est suivi par `suivi.ts` et `suites.ts` ;
 *   4. `verifier.ts` conclut : bilan et rapport (`bilan.ts`, `rapport.ts`) —
 *      ou, pendant une correction, les pièces que le juge relit (`pieces.ts`,
 *      `juge.ts`) hors du noyau de l'élève.
 */

// Pour les carnets.
export { verifier, type OptionsVerification } from "./verifier";
export { ExerciceNonFait, essayer, estNonFait, type OptionsEssai } from "./non-fait";
export { definirCasCaches } from "./cas-caches";
export { Bilan, type EchecCas, type ErreurNommee, type StatutBilan } from "./bilan";
export type { Issue } from "./execution-bornee";

// Pour le juge de la correction (`outils/correction/juge.ts`), qui tourne hors de la cage.
export { juger, type Dossier } from "./juge";
