import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Les carnets passent par Jupyter : on leur laisse du temps.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
