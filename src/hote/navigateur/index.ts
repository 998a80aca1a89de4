/**
 * L'hôte navigateur (voir `../contrat.ts`) : le cours dans une page, sans
 * rien installer. Le paquet de la bibliothèque pour le navigateur le met à la
 * place du côté Node (`outils/site/paquets.ts`).
 */
import type { Hote } from "../contrat";
import { appels } from "./appels";
import { fichiers } from "./fichiers";
import { fils } from "./fils";
import { copiePlotly } from "./plotly";
import { processus } from "./processus";
import { wasm } from "./wasm";

/** « Chrome 142 », « Firefox 133 »… : le navigateur, tel qu'il se nomme. */
function navigateur(): string {
  const agent = globalThis.navigator?.userAgent ?? "";
  const connu = /(Firefox|Edg|Chrome|Safari)\/(\d+)/.exec(agent);
  if (!connu) return "navigateur";
  return `${connu[1] === "Edg" ? "Edge" : connu[1]} ${connu[2]}`;
}

export const hote: Hote = {
  fichiers,
  wasm,
  appels,
  fils,
  processus,
  copiePlotly,
  machine: () =>
    `Machine : ${navigateur()} (${globalThis.navigator?.hardwareConcurrency ?? "?"} cœurs)`,
  canalDeRepli: () => undefined,
};
