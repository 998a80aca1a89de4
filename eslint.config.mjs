// Règles de style : celles recommandées par typescript-eslint, sans plus.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // assembly/ est en AssemblyScript (types i32, usize…), compilé par asc et non par tsc.
  {
    ignores: [
      "node_modules/",
      "travail/",
      ".jupyter/",
      ".venv/",
      ".cache/",
      "sortie/",
      "assembly/",
      "site/",
      "site-professeur/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.cjs", "**/*.mjs", "jupyter/**/*.js", "outils/**/*.js"],
    languageOptions: {
      globals: {
        require: "readonly",
        module: "writable",
        process: "readonly",
        __dirname: "readonly",
        console: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Les noms du TD (test_ligne, liste_protegee...) sont gardés tels quels.
      camelcase: "off",
    },
  },
);
