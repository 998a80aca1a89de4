/** L'hôte Node (voir `../contrat.ts`) : le noyau du cours, la commande `sudoku`, les tests. */
import { cpus } from "node:os";
import type { Hote } from "../contrat";
import { appels } from "./appels";
import { canalDeTslab } from "./canal-de-tslab";
import { fichiers } from "./fichiers";
import { fils } from "./fils";
import { copiePlotly } from "./plotly";
import { processus } from "./processus";
import { wasm } from "./wasm";

export const hote: Hote = {
  fichiers,
  wasm,
  appels,
  fils,
  processus,
  copiePlotly,
  machine: () =>
    `Machine : ${cpus()[0]?.model ?? "?"} (${cpus().length} cœurs), Node ${process.version}`,
  canalDeRepli: canalDeTslab,
};
