/**
 * L'application JupyterLite telle que la livre le paquet Python
 * `jupyterlite-core` (dans `.venv/`) : une archive, où l'on lit un fichier.
 */
import { spawnSync } from "node:child_process";
import { pythonDuProjet } from "../commun/jupyter";

/** Le contenu de `package/<chemin>` dans l'archive de l'application JupyterLite. */
export function fichierDeLApplication(chemin: string): Buffer {
  const script = [
    "import glob, os, sys, tarfile, jupyterlite_core",
    "archive = glob.glob(os.path.join(os.path.dirname(jupyterlite_core.__file__), 'jupyterlite-app-*.tgz'))[0]",
    "with tarfile.open(archive) as t:",
    `    sys.stdout.buffer.write(t.extractfile(${JSON.stringify(`package/${chemin}`)}).read())`,
  ].join("\n");
  const r = spawnSync(pythonDuProjet(), ["-c", script], { encoding: "buffer" });
  if (r.status !== 0)
    throw new Error(`l'application de JupyterLite est illisible : ${r.stderr.toString().trim()}`);
  return r.stdout;
}
