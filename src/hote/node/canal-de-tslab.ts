/**
 * Sous un tslab ordinaire (pas le noyau du cours), le canal d'affichage passe
 * par la fonction interne de tslab qui sert à `tslab.display` : elle sait
 * afficher et mettre à jour, mais pas effacer.
 *
 * On ne charge pas tslab pour le savoir (il charge le compilateur TypeScript :
 * un quart de seconde) : s'il tourne ici, son module `jupyter` est déjà chargé,
 * et l'on prend celui-là ; sinon (la commande `sudoku`, les tests), pas de canal.
 */
import type * as TslabJupyter from "tslab/dist/jupyter";
import type { CanalJupyter } from "../../socle/protocole";

/** Le module `tslab/dist/jupyter` si ce programme l'a déjà chargé. */
function tslabCharge(): typeof TslabJupyter | undefined {
  let chemin: string;
  try {
    chemin = require.resolve("tslab/dist/jupyter");
  } catch {
    return undefined;
  }
  return require.cache[chemin]?.exports as typeof TslabJupyter | undefined;
}

export function canalDeTslab(): CanalJupyter | undefined {
  const ecrire = tslabCharge()?.lastWriteDisplayData as
    typeof TslabJupyter.lastWriteDisplayData | null | undefined;
  if (!ecrire) return undefined;
  return {
    // tslab déclare des données en texte ou en octets ; il transmet en fait tout objet JSON.
    afficher: (sortie, miseAJour) => ecrire(sortie as Parameters<typeof ecrire>[0], miseAJour),
    // tslab seul ne sait pas effacer une sortie : on laisse la sortie telle quelle.
    effacer: () => undefined,
  };
}
