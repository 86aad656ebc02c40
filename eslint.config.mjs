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
/*
 * Which way imports go around the core. Shared code (components, lib, config, contracts) serves the
 * features and the pages, so it imports neither; the server never imports UI (features, pages,
 * components); a page reaches server data only through src/server/pages, never through the process
 * context that src/server/runtime hands out (settings, database, mailer).
 */
export const DIRECTION_ZONES = [
  {
    target: ["./src/components", "./src/lib", "./src/config", "./src/contracts"],
    from: ["./src/features", "./src/app"],
    message: "Shared code does not import features or pages: pass the feature's piece in from the page (props or slots), or move it here.",
  },
  {
    target: "./src/server",
    from: ["./src/features", "./src/app", "./src/components"],
    message: "The server does not import UI: move what both need to src/config or src/lib.",
  },
  {
    target: "./src/app",
    from: "./src/server/runtime.ts",
    message: "Pages read server data and settings through src/server/pages, not the process context.",
  },
];

const RAW_FETCH = "Call the API through the typed client (v1, v2, authApi from @/lib/api-client), not raw fetch.";

/** One way each on the server (decision 069). */
const SERVER_ONE_WAY = [
  {
    selector: "CallExpression[callee.property.name='get'][arguments.0.value='caller']",
    message: "Read the caller as c.var.caller: non-null behind signedIn, adminRoute or partiesOnlyRoute.",
  },
  { selector: "Literal[regex.pattern=/0-9a-f\\]\\{8\\}/]", message: "Check an id with isUuid from src/contracts/id.ts." },
  {
    selector: "TSAsExpression[typeAnnotation.typeName.name='AsyncIterable']",
    message: "Read a multipart body with readBoundedForm (src/server/http/bounded-form.ts).",
  },
];

/** One way each in the UI (decision 067). */
const UI_ONE_WAY = [
  {
    selector: "BinaryExpression[operator='instanceof'][right.name='ApiClientError']",
    message: "Read a failed call with errorMessage, errorFields or isApiError from @/lib/api-error.",
  },
  { selector: "JSXOpeningElement[name.name='textarea']", message: "Use TextareaField (@/components/form-field) or Textarea (ui)." },
  { selector: "JSXOpeningElement[name.name='img']", message: "Use StoredImage (@/components/ui/stored-image)." },
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
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...DIRECTION_ZONES] }],
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
  // One typed client (src/lib/api-client.ts): UI code reaches the API only through `v1`, `v2` and
  // `authApi`, and reads with SWR only through src/lib/use-api.ts, whose keys come from the same
  // typed call. Raw fetch is left to the few places the client cannot carry: Better Auth's own
  // sign-out, and a probe of a third-party booking page.
  {
    files: ["src/features/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/components/session/sign-out.ts", "src/features/marketing/components/book-call-dialog.tsx"],
    // Its own rules (not no-restricted-syntax), so the blocks below that set that rule do not replace it.
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: RAW_FETCH }],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "fetch", message: RAW_FETCH },
        { object: "globalThis", property: "fetch", message: RAW_FETCH },
      ],
    },
  },
  {
    files: ["src/features/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}"],
    ignores: ["src/components/swr-error-retry.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "swr",
              importNames: ["default"],
              message: "Read through useApi / useApiData (@/lib/use-api): their keys come from the typed call.",
            },
            {
              name: "@/lib/api-client",
              importNames: ["api", "apiV2", "localApi"],
              message: "The untyped client is gone: use v1, v2 or authApi.",
            },
          ],
        },
      ],
    },
  },
  {
    // The route types are read from the server's routers: type-only, so no server code reaches a bundle.
    files: ["src/lib/api-routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server/*"], allowTypeImports: true, message: "Only the routers' types: no server code in a client bundle." },
            { group: ["@/app/*", "react", "next/*"], message: "src/lib is pure and isomorphic." },
          ],
        },
      ],
    },
  },
  {
    // One way to do each of these on the server (docs/decisions/069): the caller is `c.var.caller`,
    // an id is checked with `isUuid` (src/contracts/id.ts), a multipart body is read by
    // `readBoundedForm` (src/server/http/bounded-form.ts).
    files: ["src/**/*.ts"],
    ignores: ["src/contracts/id.ts"],
    rules: { "no-restricted-syntax": ["error", ...SERVER_ONE_WAY] },
  },
  {
    // Who may call a route is said in its declaration (docs/decisions/069), never by a guard of its own.
    files: ["src/server/api/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/middleware/permissions"],
              importNames: ["requires", "adminOnly", "partiesOnly"],
              message: "Spread signedIn(...), adminRoute() or partiesOnlyRoute(...) into the route's declaration.",
            },
          ],
        },
      ],
    },
  },
  {
    // One way each (decision 067): a failed call is read through lib/api-error, and every textarea
    // and image is the shared component, so how they look and are announced is changed in one place.
    files: ["src/app/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/features/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/api-error.ts", "src/components/ui/**", "**/*.test.ts", "**/*.test.tsx"],
    // Flat config keeps the last block's list of a rule: this one repeats the server's list.
    rules: { "no-restricted-syntax": ["error", ...SERVER_ONE_WAY, ...UI_ONE_WAY] },
  },
  {
    files: ["**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
