/**
 * Une seule préparation à la fois d'un même cache : deux commandes (ou deux
 * tests lancés ensemble) qui le feraient en même temps s'effaceraient l'une
 * l'autre. Le verrou est un fichier créé en exclusivité ; les autres
 * attendent qu'il disparaisse. Un verrou trop vieux est celui d'une
 * préparation morte en route : il est enlevé.
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";

export async function sousVerrou<T>(
  verrou: string,
  perimeApresMs: number,
  action: () => Promise<T>,
): Promise<T> {
  mkdirSync(dirname(verrou), { recursive: true });
  for (;;) {
    try {
      closeSync(openSync(verrou, "wx"));
      break;
    } catch {
      const age = Date.now() - (statSync(verrou, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > perimeApresMs) rmSync(verrou, { force: true });
      await new Promise((suite) => setTimeout(suite, 200));
    }
  }
  try {
    return await action();
  } finally {
    rmSync(verrou, { force: true });
  }
}
