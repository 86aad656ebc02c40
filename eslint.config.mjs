import { readdirSync } from "node:fs";
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Type-aware lint. The architecture rules (ENGINEERING.md §2–§3, docs/decisions/020) are kept here:
 * no import cycles, domain code never imports the web layers, the web layers never import the domain
 * or the database (pages read through src/server/pages), the API never touches tables, and features
 * never import each other.
 */

/** One zone per feature folder: it may import itself, never a sibling feature. */
const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const LAYER_ZONES = [
  {
    target: ["./src/app", "./src/features", "./src/components"],
    from: ["./src/server/domain", "./src/server/db"],
    message: "Pages and UI reach server data through src/server/pages (or the API), never the domain or the database (decision 020).",
  },
  {
    target: "./src/server/api",
    from: "./src/server/db/schema",
    message: "API routes stay thin: reading or writing tables is a use-case's job (src/server/domain).",
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what they share to src/components or src/lib.",
  })),
];
export default tseslint.config(
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "next-env.d.ts",
      "src/server/db/migrations/**",
      ".data/**",
      "storage/**",
      "coverage/**",
      "tests/.artifacts/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks, "import-x": importX },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/only-throw-error": "off",
      "import-x/no-cycle": ["error", { maxDepth: 6 }],
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYER_ZONES }],
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
  },
  {
    files: ["src/server/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "react", "next", "next/*", "@/app/*", "@/components/*", "@/features/*", "@/server/api/*"],
              message: "Domain code stays free of transport and UI (ENGINEERING.md §2).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/server/*", "@/app/*", "react", "next/*"], message: "src/lib is pure and isomorphic." }] },
      ],
    },
  },
  {
    // One way each (decision 067): a failed call is read through lib/api-error, and every textarea
    // and image is the shared component, so how they look and are announced is changed in one place.
    files: ["src/app/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/features/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/api-error.ts", "src/components/ui/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='ApiClientError']",
          message: "Read a failed call with errorMessage, errorFields or isApiError from @/lib/api-error.",
        },
        { selector: "JSXOpeningElement[name.name='textarea']", message: "Use TextareaField (@/components/form-field) or Textarea (ui)." },
        { selector: "JSXOpeningElement[name.name='img']", message: "Use StoredImage (@/components/ui/stored-image)." },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
