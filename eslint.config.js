// Type-aware lint: floating promises are bugs in the outbox and in token refresh.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "data",
      "coverage",
      "eslint.config.js",
      "scripts/*.mjs",
      "stryker.config.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "error",
      // Fastify handlers and adapters are async by contract even when they do not await.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='only']", message: "No focused tests." },
        { selector: "CallExpression[callee.property.name='skip']", message: "No skipped tests." },
      ],
    },
  },
  {
    // Scripts, benchmarks and the server's logger print on purpose.
    files: ["bench/**", "server/main.ts", "server/seed/seed-cli.ts", "server/logger.ts"],
    rules: { "no-console": "off" },
  },
);
