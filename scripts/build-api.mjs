import { buildSync } from "esbuild";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Bundles the API (src/server/api/serve-api.ts) into `<distDir>/reelbrief-api/index.mjs` for the
 * front process (scripts/serve.mjs), which serves /api/* with it beside Next. Our own code is
 * bundled (the `@/` paths resolved from tsconfig.json), and so are Hono and its @hono/ packages;
 * every other package stays an import of node_modules, so the process loads one copy of each. No
 * TypeScript compiler at run time.
 *
 * In the bundle the global name `Response` means src/server/http/lightweight-response.ts
 * (esbuild's `inject`): Hono's `c.json()` then makes @hono/node-server's lightweight Response,
 * which the listener writes to Node as it is, instead of undici's, whose body is a web stream read
 * back per request (decision 091). Hono is bundled for that: the injection reaches only bundled
 * code, and Hono only the API uses. Next, in the same process, keeps the global Response.
 */

/** Hono and its @hono/ packages are bundled (see above); every other installed package is external. */
function externalPackagesButHono(root) {
  const modules = path.join(root, "node_modules");
  const names = readdirSync(modules).flatMap((entry) =>
    entry.startsWith("@") ? readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`) : [entry],
  );
  return names
    .filter((name) => !name.startsWith(".") && name !== "hono" && !name.startsWith("@hono/"))
    .flatMap((name) => [name, `${name}/*`]);
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** How the API is bundled, but for its entry and output (also used by its test). */
export function apiBundleOptions(root = ROOT) {
  return {
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Node's own modules are external on the node platform without being listed.
    external: externalPackagesButHono(root),
    inject: [path.join(root, "src/server/http/lightweight-response.ts")],
    jsx: "automatic",
    logLevel: "warning",
    tsconfig: path.join(root, "tsconfig.json"),
  };
}

export function buildApi(distDir = process.env.NEXT_DIST_DIR || ".next") {
  buildSync({
    ...apiBundleOptions(),
    entryPoints: [path.join(ROOT, "src/server/api/serve-api.ts")],
    outfile: path.resolve(ROOT, distDir, "reelbrief-api/index.mjs"),
    sourcemap: "linked",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildApi();
