/** Lancer les scripts Python des tests du noyau avec le Python du Jupyter du projet (.venv/). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { environnementJupyter, pythonDuProjet } from "../../outils/commun/jupyter";
import { RACINE, lancer, type Sortie } from "../aide-processus";

/** Le Python de .venv/, qui a jupyter_client et jupyter_kernel_test, ou une erreur qui dit quoi faire. */
export function pythonDeJupyter(): string {
  const python = pythonDuProjet();
  if (!existsSync(python))
    throw new Error(
      "Le Jupyter du projet (.venv/) n'est pas installé : lancez « npm test », qui l'installe.",
    );
  return python;
}

/** Lance `test/noyau/<script>` depuis la racine, avec l'environnement Jupyter du projet. */
export function lancerScriptPython(script: string, args: string[], delai: number): Promise<Sortie> {
  return lancer(pythonDeJupyter(), [join(RACINE, "test", "noyau", script), ...args], {
    env: environnementJupyter(),
    delai,
  });
}

/** Le texte sans les couleurs ANSI des piles d'appels. */
export function sansCouleurs(texte: string): string {
  // eslint-disable-next-line no-control-regex
  return texte.replace(/\u001b\[[0-9;]*m/g, "");
}
