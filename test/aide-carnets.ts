/**
 * Un petit carnet de test, fait de cellules de code sans sortie, pour le
 * noyau du cours : ce que les tests font exécuter ou exporter par nbconvert.
 */
import { NOM_DU_NOYAU } from "../outils/commun/jupyter";

export function carnetDeTest(sources: readonly string[]) {
  return {
    cells: sources.map((source, k) => ({
      cell_type: "code",
      id: `c${k}`,
      metadata: {},
      source,
      outputs: [],
      execution_count: null,
    })),
    metadata: {
      kernelspec: {
        name: NOM_DU_NOYAU,
        display_name: "TypeScript (cours Sudoku)",
        language: "typescript",
      },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}
