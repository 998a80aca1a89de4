/**
 * Un petit carnet de test, fait de cellules de code sans sortie, pour le
 * noyau du cours : ce que les tests font exécuter ou exporter par nbconvert.
 */
import { SPEC_DU_NOYAU } from "../outils/commun/jupyter";

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
      kernelspec: SPEC_DU_NOYAU,
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
}
