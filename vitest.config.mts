import { defineConfig } from "vitest/config";
import { DureesDesFichiers } from "./test/durees.mjs";
import { OrdreDesFichiers } from "./test/ordre-des-fichiers.mjs";
import { fichiersDu } from "./test/paliers.mjs";

const TOUS = "test/**/*.test.ts";

export default defineConfig({
  test: {
    // Les carnets passent par Jupyter : on leur laisse du temps.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Deux fichiers à la fois : la plupart des tests longs attendent Jupyter,
    // un navigateur ou un processus fils, et laissent l'autre cœur libre.
    maxWorkers: 2,
    sequence: { sequencer: OrdreDesFichiers },
    reporters: ["default", new DureesDesFichiers()],
    // Un projet par palier (test/paliers.mts) : `vitest run --project unitaires`.
    projects: [
      {
        extends: true,
        test: {
          name: "unitaires",
          include: [TOUS],
          exclude: [...fichiersDu("processus"), ...fichiersDu("bout-en-bout")],
          setupFiles: ["test/sans-sous-processus.ts"],
        },
      },
      { extends: true, test: { name: "processus", include: fichiersDu("processus") } },
      {
        extends: true,
        test: {
          name: "bout-en-bout",
          include: fichiersDu("bout-en-bout"),
          // Un seul Chromium pour tous les fichiers de ce palier.
          globalSetup: ["test/chromium-partage.ts"],
        },
      },
    ],
  },
});
