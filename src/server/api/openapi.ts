import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { ApiKeyScope } from "@/contracts/api-keys";
import { apiErrorSchema } from "@/contracts/errors";
import { AppError } from "@/server/errors";
import { idempotency, IDEMPOTENCY_HEADER, IDEMPOTENCY_HEADER_DESCRIPTION } from "./middleware/idempotency";
import { adminOnly, partiesOnly, requires, type Audience, type RouteNeeds, type SignedInEnv } from "./middleware/permissions";
import type { ApiEnv } from "./types";
import { fieldErrors, unsafeString } from "./validation";

/*
 * How a route is declared (docs/decisions/022): a router is `apiRouter()`, and each route is
 * `.openapi(createRoute({ method, path, tags, summary, ...signedIn("brand"), request, responses }), handler)`
 * with the request and response schemas imported from `src/contracts`. The same declaration
 * validates the request (`c.req.valid("json" | "query" | "param")` in the handler), types the
 * handler's answer, and becomes a path of /api/v1/openapi.json. A route Hono must serve with a
 * plain handler is declared the same way through `documented(router, route, handler)`.
 *
 * Who may call a route is said once, in its declaration: `...signedIn(audience)` (401 signed out,
 * 403 for the wrong account), `...adminRoute()` (403 for all but admins), `...partiesOnly("Order")`
 * (404 for anyone signed out; the use-case answers 404 to a stranger too), or nothing for a
 * public route. Behind any of the first three, the handler reads `c.var.caller`, typed non-null.
 */

export { createRoute };

/**
 * A failed request schema leaves as our own 400 `{ error: { code: "validation_error", message,
 * fields } }`, exactly as `parseWith` words it. A parsed value still goes through the NUL and
 * length net of `validation.ts`.
 */
const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw new AppError("validation_error", first ? `${first[0]}: ${first[1]}` : "Invalid input", fields);
  }
  const unsafe = unsafeString(result.data);
  if (unsafe) throw new AppError("validation_error", `${unsafe.path}: ${unsafe.message}`, { [unsafe.path]: unsafe.message });
};

/** A router whose routes are declared with their contracts (and so appear in the OpenAPI document). */
export function apiRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}

/** The security schemes of the document: the browser's session cookie, or the same session as a bearer token. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The session cookie set by signing in (`__Secure-` prefixed over HTTPS).",
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The session token from the `set-auth-token` header of a sign-in answer.",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rb_live_…",
    description:
      "An organization's API key (Settings → Integrations), sent as `Authorization: Bearer rb_live_…`. It acts for the organization and may call only the routes that list its scope under `x-required-scope`.",
  },
} as const;

/** The security entries of a guarded route: the session, and the API key when the route declares a scope. */
function securityOf(scope: ApiKeyScope | undefined) {
  const security: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearer: [] }];
  if (scope) security.push({ apiKey: [scope] });
  return security;
}

const AUDIENCE_TEXT: Record<Audience, string> = {
  user: "any signed-in user",
  brand: "brand accounts",
  creator: "creator accounts",
  admin: "administrators",
};

/**
 * Who may call a route, spread into `createRoute({...})`: runs `requires(audience, needs)` before
 * the request is validated (so a signed-out call is a 401, not a 400), lists the session as the
 * route's security and says who may call it in the document. `needs.scope` opens the route to
 * organizations' API keys holding that scope, listed as `x-required-scope` (decision 071).
 */
export function signedIn(audience: Audience, needs: RouteNeeds = {}) {
  const manage = needs.billing === "manage" || needs.organization === "manage";
  const who = AUDIENCE_TEXT[audience] + (manage ? " (owners and admins of the organization)" : "");
  const guard = requires(audience, needs);
  return {
    middleware: needs.idempotent ? guardedIdempotent(guard) : guard,
    security: securityOf(needs.scope),
    "x-audience": who,
    ...(needs.scope ? { "x-required-scope": needs.scope } : {}),
    ...(needs.idempotent ? IDEMPOTENT_DECLARATION : {}),
  };
}

/** The guard, then the `Idempotency-Key` step (decision 074), as the one middleware of the route. */
function guardedIdempotent(guard: MiddlewareHandler<SignedInEnv>) {
  return createMiddleware<SignedInEnv>((c, next) => guard(c, () => idempotency(c, next) as Promise<void>));
}

/** How an idempotent route shows in the document: the header, and `x-idempotent: true`. */
const IDEMPOTENT_DECLARATION = {
  "x-idempotent": true,
  parameters: [
    {
      name: IDEMPOTENCY_HEADER,
      in: "header" as const,
      required: false,
      description: IDEMPOTENCY_HEADER_DESCRIPTION,
      schema: { type: "string" as const, minLength: 1, maxLength: 255 },
    },
  ],
};

/**
 * An administrative route (/api/v2), spread into `createRoute({...})`: admins only (403 for
 * everyone else, signed out included), listed with the session as its security.
 */
export function adminRoute() {
  const security: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearer: [] }];
  return { middleware: adminOnly, security, "x-audience": AUDIENCE_TEXT.admin };
}

/**
 * A route whose resource answers 404 to everyone but its parties (an order's sides, a licence's
 * parties), spread into `createRoute({...})`: a signed-out caller gets the same 404 as a stranger,
 * so the route says nothing about what exists. Without a scope it adds nothing to the document
 * (the route's description says who may call it) and refuses API keys; with `{ scope }` a key
 * holding that scope may call it too, and the document lists the scope (decision 071).
 */
export function partiesOnlyRoute(what: string, options: { scope?: ApiKeyScope } = {}) {
  if (!options.scope) return { middleware: partiesOnly(what) };
  return { middleware: partiesOnly(what, options.scope), security: securityOf(options.scope), "x-required-scope": options.scope };
}

/** What a list that pages by cursor says in its description (decision 074). */
export const CURSOR_NOTE =
  "With `limit` or `cursor` the list pages by cursor, newest first: pass `pagination.next_cursor` as `cursor` until it is null. " +
  "Rows created meanwhile do not shift the walk; a cursor this list did not make is a 400.";

/** The body of one JSON answer (or request) in a route's declaration. */
export function json<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A JSON request body that must be present. */
export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } };
}

const ERROR_TEXT = {
  400: "Invalid input: `fields` names each field in error",
  401: "Not signed in",
  402: "Not enough money in the wallet",
  403: "Signed in, but not allowed",
  404: "Not found (or not yours)",
  409: "Conflicts with the current state",
  422: "The Idempotency-Key was used with another body or route",
  413: "Too large",
  415: "Unsupported content type",
  429: "Too many requests",
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXT;

/** The error answers a route can give, all in the one error shape. */
export function errors<const S extends ErrorStatus>(...statuses: S[]): { [K in S]: ReturnType<typeof json<typeof apiErrorSchema>> } {
  return Object.fromEntries(statuses.map((s) => [s, json(apiErrorSchema, ERROR_TEXT[s])])) as {
    [K in S]: ReturnType<typeof json<typeof apiErrorSchema>>;
  };
}

/** The env a declaration's middleware gives its handler: the caller non-null behind a guard. */
type EnvOf<R> = R extends { middleware: MiddlewareHandler<infer E> } ? E : ApiEnv;

/** `/orders/{id}` of the document as Hono's `/orders/:id`, in types (so `c.req.param("id")` is a string) and at run time. */
type HonoPath<P extends string> = P extends `${infer Start}/{${infer Param}}${infer Rest}` ? `${Start}/:${Param}${HonoPath<Rest>}` : P;
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * A route Hono serves with a plain handler — raw signed bodies, streamed files, multipart uploads,
 * form posts answered with redirects: the declaration goes into the document without validating
 * anything (the handler parses its own input with the same contract schemas), and, given a
 * handler, the route is served behind the declaration's middleware at its path (`servedAt` when
 * Hono needs another pattern than the document's, e.g. a key that spans slashes).
 */
export function documented<R extends RouteConfig>(
  router: OpenAPIHono<ApiEnv>,
  route: R,
  handler?: Handler<EnvOf<R>, HonoPath<R["path"]>>,
  servedAt?: string,
) {
  const { middleware, ...declaration } = route;
  router.openAPIRegistry.registerPath(declaration);
  if (!handler) return;
  // The guards are what sets the handler's env (the caller non-null): Hono cannot see that link.
  const guards: MiddlewareHandler[] = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  router.on([route.method.toUpperCase()], [servedAt ?? honoPath(route.path)], ...guards, handler as Handler);
}
