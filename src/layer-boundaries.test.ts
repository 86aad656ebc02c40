import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.mjs (decision 020), checked on small sources linted in memory
 * under virtual paths inside the folders the zones guard: nothing is written to the tree, so these
 * fixtures never reach `npm run lint` itself. The imports point at real modules, as the resolver
 * has to find them for the rule to judge them.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "import-x/no-restricted-paths";

let eslint: ESLint;
beforeAll(() => {
  // The project's own config; type-aware rules are switched off because the virtual files are in no
  // TypeScript program (the boundary rule needs only the resolver).
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [{ files: ["**/*.ts", "**/*.tsx"], ...tseslint.configs.disableTypeChecked }],
  });
});

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const forbidden: [string, string, string][] = [
  ["a page imports a use-case", "src/app/(app)/fixture/page.tsx", "@/server/domain/identity/has-password"],
  ["a page imports the schema", "src/app/(app)/fixture/page.tsx", "@/server/db/schema"],
  ["a feature imports a use-case", "src/features/billing/fixture.tsx", "@/server/domain/creators/search-creators"],
  ["a component imports the database", "src/components/shell/fixture.tsx", "@/server/db/database"],
  ["an API route imports the schema", "src/server/api/routes/v1/fixture.ts", "@/server/db/schema"],
  ["API middleware imports the schema", "src/server/api/middleware/fixture.ts", "@/server/db/schema"],
  ["a feature imports another feature", "src/features/billing/fixture.tsx", "@/features/wallet/wallet-button"],
  ["a feature imports another feature by a relative path", "src/features/billing/fixture.tsx", "../wallet/wallet-button"],
  ["a shared component imports a feature", "src/components/shell/fixture.tsx", "@/features/wallet/wallet-button"],
  ["a shared component imports a page", "src/components/shell/fixture.tsx", "@/app/(app)/signed-in-shell"],
  ["lib imports a feature", "src/lib/fixture.ts", "@/features/notifications/notifications-bell"],
  ["lib imports a page", "src/lib/fixture.ts", "@/app/(app)/layout"],
  ["config imports a feature", "src/config/fixture.ts", "@/features/tracking/consent"],
  ["a contract imports a feature", "src/contracts/fixture.ts", "@/features/wallet/wallet-button"],
  ["the server imports a feature", "src/server/http/fixture.ts", "@/features/tracking/consent"],
  ["a use-case imports a feature", "src/server/domain/identity/fixture.ts", "@/features/wallet/wallet-button"],
  ["the server imports a shared component", "src/server/pages/fixture.ts", "@/components/shell/app-shell"],
  ["a page takes the process context", "src/app/(app)/fixture/page.tsx", "@/server/runtime"],
  ["a route handler takes the process context", "src/app/callback/fixture.ts", "@/server/runtime"],
];

const allowed: [string, string, string][] = [
  ["a page reads through src/server/pages", "src/app/(app)/fixture/page.tsx", "@/server/pages/account"],
  ["a page imports a feature", "src/app/(app)/fixture/page.tsx", "@/features/billing/billing-section"],
  ["a feature imports its own files", "src/features/billing/fixture.tsx", "@/features/billing/use-billing"],
  ["a feature imports shared components", "src/features/billing/fixture.tsx", "@/components/session/use-me"],
  ["a feature imports a contract", "src/features/billing/fixture.tsx", "@/contracts/plans"],
  ["an API route calls a use-case", "src/server/api/routes/v1/fixture.ts", "@/server/domain/identity/get-user-email"],
  ["a use-case imports the schema", "src/server/domain/identity/fixture.ts", "@/server/db/schema"],
  ["a page passes features into the shared shell", "src/app/(app)/fixture.tsx", "@/features/wallet/wallet-button"],
  ["the server reads tracking settings from config", "src/server/http/fixture.ts", "@/config/tracking-config"],
  ["a shared component imports lib", "src/components/shell/fixture.tsx", "@/lib/roles"],
  ["a page module reads through src/server/pages", "src/server/pages/fixture.ts", "@/server/runtime"],
];

// The first lint loads the config, its plugins and the resolver: seconds alone, far more beside the
// other suites on two cores (it timed out at the default 5 s in a full run).
describe("layer boundaries (eslint import-x/no-restricted-paths)", { timeout: 60_000 }, () => {
  it.each(forbidden)("fails when %s", async (_case, filePath, target) => {
    const errors = await boundaryErrors(filePath, `import * as m from "${target}";\nexport default m;\n`);
    expect(errors).toHaveLength(1);
  });

  it.each(allowed)("stays quiet when %s", async (_case, filePath, target) => {
    const errors = await boundaryErrors(filePath, `import * as m from "${target}";\nexport default m;\n`);
    expect(errors).toEqual([]);
  });
});
