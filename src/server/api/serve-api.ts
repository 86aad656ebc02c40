import { getRequestListener } from "@hono/node-server";
import type { AppContext } from "@/server/context";
import { bootServer } from "@/server/boot";
import { prepareProcess } from "@/server/prepare-process";
import { getAppContext } from "@/server/runtime";
import { createApiApp } from "./app";

export type NodeListener = ReturnType<typeof getRequestListener>;

/**
 * The Hono app as a Node request listener: how every server of ours serves the API (`npm start`'s
 * scripts/serve.mjs and `npm run start:api`).
 *
 * The global Request and Response stay Node's own (`overrideGlobalObjects: false`): Next serves
 * pages in the same process and checks `instanceof Response` against them. In the built bundle
 * the API still answers with @hono/node-server's lightweight Response, which the listener writes
 * without a web stream: scripts/build-api.mjs puts src/server/http/lightweight-response.ts in
 * place of the name `Response` there.
 */
export function apiListener(ctx: AppContext): NodeListener {
  return getRequestListener(createApiApp(ctx).fetch, { overrideGlobalObjects: false });
}

/**
 * The API for the front process (scripts/serve.mjs, bundled by scripts/build-api.mjs): boots the
 * process — settings, database, demo data, job workers, the sign-in hint — and returns the API's
 * listener, which answers every /api request before Next sees it.
 */
export async function startApi(): Promise<NodeListener> {
  prepareProcess();
  await bootServer();
  return apiListener(await getAppContext());
}
