/**
 * Le compilateur de tslab dans la page : son `ts.sys` est un système de
 * fichiers en mémoire (`systeme.ts`), posé avant que tslab ne se charge (son
 * module le lit dès son chargement). Ce module est donc importé le premier
 * par le fil du noyau ; les fichiers arrivent ensuite (`types.json` du site).
 */
import * as ts from "@tslab/typescript-for-tslab";
import { systemeEnMemoire } from "./systeme";

/** Les fichiers que lit le compilateur (chemin absolu → contenu). */
export const fichiersDuCompilateur = new Map<string, string>();

/** Le `ts.sys` du compilateur des cellules. */
export const systemeDuCompilateur = systemeEnMemoire(fichiersDuCompilateur);

(ts as unknown as { setSys(sys: ts.System): void }).setSys(systemeDuCompilateur);

export const versionTypeScript = ts.version;
