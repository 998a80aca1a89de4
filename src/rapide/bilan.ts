/**
 * Ce que rend un moteur de recherche rapide (`bandes.ts` pour les 9×9,
 * `cases.ts` pour toutes les tailles) après une recherche : le nombre de
 * solutions trouvées, la première, et l'effort dépensé.
 */
export interface BilanMoteur {
  /** Solutions trouvées, au plus la limite demandée. */
  solutions: number;
  /** La première solution, case par case (ligne par ligne), si `solutions > 0`. */
  solution: Uint8Array;
  /** Nombre d'essais : chaque fois que l'on suppose « la case x vaut v ». */
  essais: number;
  /** Nombre de retours en arrière : chaque fois qu'une supposition a mené à une impasse (ou à une solution déjà comptée). */
  retours: number;
  /** Vrai si la recherche s'est arrêtée faute de budget (le compte de solutions n'est alors qu'un minimum). */
  budgetEpuise: boolean;
}

/** Un bilan vide, pour une grille de `cases` cases. */
export function bilanVide(cases: number): BilanMoteur {
  return {
    solutions: 0,
    solution: new Uint8Array(cases),
    essais: 0,
    retours: 0,
    budgetEpuise: false,
  };
}
