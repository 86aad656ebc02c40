import type { ExtractSchema } from "hono/types";
import type { brandPaymentInfoRoutes } from "@/server/api/routes/brand-payment-info";
import type { meRoutes } from "@/server/api/routes/me";
import type { createV1 } from "@/server/api/routes/v1";
import type { createV2 } from "@/server/api/routes/v2";

/*
 * The routes the browser may call, read from the routers themselves: Hono records every route's
 * input (path parameters, query, JSON body) and its declared responses in the router's type.
 * Type-only imports: nothing of the server reaches a client bundle.
 */

/** The main API, mounted at /api/v1. */
export type V1Routes = ExtractSchema<ReturnType<typeof createV1>>;
/** The administrative API, mounted at /api/v2. */
export type V2Routes = ExtractSchema<ReturnType<typeof createV2>>;
/** Our own routes under /api/auth (Better Auth serves the rest of /api/auth). */
export type AuthRoutes = ExtractSchema<typeof meRoutes> & ExtractSchema<typeof brandPaymentInfoRoutes>;

type Method<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** Every endpoint of a router as `"METHOD /path/:param"`, e.g. `"GET /auth/orders/:id"`. */
export type EndpointName<S> = {
  [P in keyof S & string]: { [M in keyof S[P] & string]: `${Method<M>} ${P}` }[keyof S[P] & string];
}[keyof S & string];

type EndpointOf<S, K> = K extends `${infer M} ${infer P}`
  ? P extends keyof S
    ? `$${Lowercase<M>}` extends keyof S[P]
      ? S[P][`$${Lowercase<M>}`]
      : never
    : never
  : never;

type Success = 200 | 201 | 202 | 204;

/** What the endpoint takes: `param`, `query` and `json` (the body), as Hono's client names them. */
export type InputOf<S, K> = EndpointOf<S, K> extends { input: infer I } ? I : never;
/** The success body of the endpoint, as the browser receives it (dates as strings). */
export type OutputOf<S, K> = EndpointOf<S, K> extends infer E ? (E extends { status: Success; output: infer O } ? O : never) : never;
