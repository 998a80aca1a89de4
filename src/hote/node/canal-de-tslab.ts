/**
 * Sous un tslab ordinaire (pas le noyau du cours), le canal d'affichage passe
 * par la fonction interne de tslab qui sert à `tslab.display` : elle sait
 * afficher et mettre à jour, mais pas effacer.
 */
import * as tslabJupyter from "tslab/dist/jupyter";
import type { CanalJupyter } from "../../socle/canal";

export function canalDeTslab(): CanalJupyter | undefined {
  const ecrire = tslabJupyter.lastWriteDisplayData as
    typeof tslabJupyter.lastWriteDisplayData | null;
  if (!ecrire) return undefined;
  return {
    // tslab déclare des données en texte ou en octets ; il transmet en fait tout objet JSON.
    afficher: (sortie, miseAJour) => ecrire(sortie as Parameters<typeof ecrire>[0], miseAJour),
    // tslab seul ne sait pas effacer une sortie : on laisse la sortie telle quelle.
    effacer: () => undefined,
  };
}
