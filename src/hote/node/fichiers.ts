/** Les fichiers, côté Node : lus sur le disque, relatifs au dossier courant (la racine du cours). */
import { createReadStream, readFileSync, statSync } from "node:fs";
import type { Fichiers } from "../contrat";

export const fichiers: Fichiers = {
  lire: (chemin) => readFileSync(chemin),

  async *morceaux(chemin, taille) {
    const flux = createReadStream(chemin, { highWaterMark: taille });
    try {
      for await (const morceau of flux) yield morceau as Buffer;
    } finally {
      // Le lecteur peut s'arrêter avant la fin (une erreur, une sortie fermée) : on ferme le fichier.
      flux.destroy();
    }
  },

  taille(chemin) {
    try {
      const infos = statSync(chemin);
      return infos.isFile() ? infos.size : undefined;
    } catch {
      return undefined;
    }
  },
};
