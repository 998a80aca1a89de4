/** Lancer les scripts Python des tests du noyau avec le Python de Jupyter (celui de Debian). */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { environnementJupyter } from "../../outils/jupyter";
import { RACINE, lancer, type Sortie } from "../aide-processus";

/** Les Python où chercher jupyter_client et jupyter_kernel_test : celui de Debian d'abord. */
const CANDIDATS = ["/usr/bin/python3", "python3"];

let trouve: string | undefined;

/** Le Python qui a jupyter_client et jupyter_kernel_test, ou une erreur qui dit quoi installer. */
export function pythonDeJupyter(): string {
  if (trouve) return trouve;
  for (const python of CANDIDATS) {
    const r = spawnSync(python, ["-c", "import jupyter_client, jupyter_kernel_test"], {
      encoding: "utf8",
    });
    if (r.status === 0) return (trouve = python);
  }
  throw new Error(
    "Aucun Python n'a jupyter_client et jupyter_kernel_test : installez les paquets Debian " +
      "python3-jupyter-client et python3-jupyter-kernel-test (voir .ci/run).",
  );
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
