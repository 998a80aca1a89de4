import { defineConfig } from "vitest/config";
import { OrdreDesFichiers } from "./test/ordre-des-fichiers.mjs";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Les carnets passent par Jupyter : on leur laisse du temps.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Deux fichiers à la fois : la plupart des tests longs attendent Jupyter,
    // un navigateur ou un processus fils, et laissent l'autre cœur libre.
    maxWorkers: 2,
    sequence: { sequencer: OrdreDesFichiers },
  },
});
