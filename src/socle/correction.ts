/**
 * Ce que le noyau sait d'une correction en cours (`npm run devoirs --
 * corriger`) : rien dans l'environnement ne le dit à la copie. Le noyau le
 * lit au démarrage dans un fichier du dossier de ses sockets, propre à la
 * copie, qu'il efface aussitôt (src/noyau/demarrer.ts), puis le pose ici,
 * sous un symbole global que rien ne peut remplacer ni retirer.
 *
 * La copie peut le lire : cela ne lui sert à rien. `verifier` en tire la
 * graine des cas tirés à la correction, et le juge, hors de la cage,
 * refait les mêmes cas de la même graine : une copie qui changerait ce
 * contexte n'y gagnerait que des cas refusés.
 */

/** Une correction en cours. */
export interface ContexteCorrection {
  /**
   * La graine des cas tirés à la correction de cette copie ; sans graine, pas
   * de cas tirés (l'exécution du carnet du professeur, qui relève ses cas).
   */
  graine?: number;
  /** Les fonctions du cours qui ne répondent pas pendant cette correction (exercices notés et leurs équivalents). */
  pieges: string[];
  /**
   * Le dossier de la construction de la correction, que le noyau charge au
   * lieu de `src/` (voir outils/correction/bibliotheque-de-correction.ts).
   */
  bibliotheque?: string;
}

const CLE = Symbol.for("sudoku-ts.correction");

/** Le contexte de la correction en cours, ou `undefined` hors correction. */
export function contexteDeCorrection(): ContexteCorrection | undefined {
  const contexte = (globalThis as Record<symbol, unknown>)[CLE];
  return typeof contexte === "object" && contexte !== null
    ? (contexte as ContexteCorrection)
    : undefined;
}

/** Lit un contexte écrit en JSON ; `undefined` s'il n'a pas la bonne forme. */
export function lireContexte(texte: string): ContexteCorrection | undefined {
  try {
    const { graine, pieges, bibliotheque } = JSON.parse(texte) as Record<string, unknown>;
    if (graine !== undefined && !Number.isSafeInteger(graine)) return undefined;
    if (!Array.isArray(pieges) || !pieges.every((nom) => typeof nom === "string")) return undefined;
    if (bibliotheque !== undefined && typeof bibliotheque !== "string") return undefined;
    return {
      graine: graine as number | undefined,
      pieges: pieges as string[],
      bibliotheque: bibliotheque as string | undefined,
    };
  } catch {
    return undefined;
  }
}

/** Pose le contexte, une fois pour toutes (par le noyau, avant la première cellule). */
export function poserLeContexte(contexte: ContexteCorrection): void {
  if (Object.getOwnPropertyDescriptor(globalThis, CLE)) return;
  Object.defineProperty(globalThis, CLE, {
    value: Object.freeze({ ...contexte, pieges: Object.freeze([...contexte.pieges]) }),
    writable: false,
    configurable: false,
    enumerable: false,
  });
}

/**
 * Pour les tests seulement : pose (ou retire, avec `undefined`) un contexte
 * que l'on pourra changer ensuite, sans démarrer de noyau.
 */
export function contexteDEssai(contexte: ContexteCorrection | undefined): void {
  if (contexte === undefined) Reflect.deleteProperty(globalThis, CLE);
  else Object.defineProperty(globalThis, CLE, { value: contexte, configurable: true });
}
