/**
 * Trouver un fichier versé dans `src/` (un module WebAssembly, le script d'un
 * fil), où que tourne la bibliothèque. `__dirname` n'est pas le même partout :
 * `src/hote/node` sous vitest et ts-node, `.cache/noyau/…` pour la
 * bibliothèque des carnets. On cherche donc `src/<chemin>` dans chaque
 * dossier parent de ce module, puis du dossier courant.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** Le chemin de `src/<chemin>` ; `quoi` nomme le fichier dans le message d'erreur français. */
export function trouverDansSrc(chemin: string, quoi: string): string {
  const essayes: string[] = [];
  for (const depart of [__dirname, process.cwd()]) {
    let courant = depart;
    for (;;) {
      essayes.push(join(courant, "src", chemin));
      const parent = dirname(courant);
      if (parent === courant) break;
      courant = parent;
    }
  }
  const trouve = essayes.find((essai) => existsSync(essai));
  if (!trouve) {
    const nom = chemin.split("/").pop();
    throw new Error(
      `${quoi} : le fichier ${nom} est introuvable (cherché dans ${essayes.slice(0, 3).join(", ")}…)`,
    );
  }
  return trouve;
}
