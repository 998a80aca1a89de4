/**
 * Les scripts de la classe (outils/classe/classe-*.ts) lancés comme `npm run` les
 * lance : le websocket de Node 20 demande --experimental-websocket, que les
 * processus de vitest n'ont pas. Rend ce que le script imprime en JSON.
 */
import { join } from "node:path";
import { RACINE, lancer } from "../aide-processus";

export const EST_ROOT = process.getuid?.() === 0;

export async function lancerScriptDeClasse<T>(
  script: string,
  args: string[],
  delai: number,
): Promise<T> {
  const r = await lancer(
    process.execPath,
    [
      "--experimental-websocket",
      "--no-warnings",
      "--require",
      "ts-node/register",
      join(RACINE, "outils", "classe", script),
      ...args,
      "--json",
    ],
    { delai },
  );
  if (r.code !== 0)
    throw new Error(`${script} a échoué (code ${r.code}) :\n${r.stderr.slice(-4000)}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1) ?? "null") as T;
}
