import { buildSync } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Bundles the API (src/server/api/serve-api.ts) into `<distDir>/reelbrief-api/index.mjs` for the
 * front process (scripts/serve.mjs), which serves /api/* with it beside Next. Our own code is
 * bundled (the `@/` paths resolved from tsconfig.json); packages stay imports of node_modules,
 * so the process loads one copy of each. No TypeScript compiler at run time.
 */
export function buildApi(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const root = fileURLToPath(new URL("..", import.meta.url));
  buildSync({
    entryPoints: [path.join(root, "src/server/api/serve-api.ts")],
    outfile: path.resolve(root, distDir, "reelbrief-api/index.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    sourcemap: "linked",
    logLevel: "warning",
    tsconfig: path.join(root, "tsconfig.json"),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildApi();
