import { loadSettings } from "../config/env";
import type { AuthRoutes, EndpointName, InputOf, OutputOf, V1Routes, V2Routes } from "./api-routes";
import { apiErrorSchema } from "../contracts/errors";
import { impersonationTokenFromDocument } from "./browser-cookies";
import { type QueryParams, withQuery } from "./query-string";

/*
 * The one HTTP client of the browser, typed from the routers themselves (src/lib/api-routes.ts):
 * `v1.call("POST /auth/orders/:id/cancel", { param: { id }, json: { reason } })` takes the route's
 * path parameters, query and JSON body and answers its success body. JSON bodies, the same
 * authentication headers, array parameters without indexes. See docs/decisions for how the bearer
 * token and the impersonation token are found.
 */

/** Every failed call: the status plus the API's `{ error: { code, message, fields } }` body. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiClientError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `https://host/api/v1`; paths are appended to it. */
  baseUrl: string | (() => string);
  /**
   * The session bearer token, when the caller has one (server-side and external callers). In the
   * browser the session cookie is httpOnly, so there is none and same-origin cookies authenticate.
   */
  getToken?: () => string | null | undefined;
  /** The impersonation token, sent as `Session-Token`. Defaults to the cookie. */
  getImpersonationToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** Per call, beside the route's own input. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The impersonation token to send instead of the cookie's; `null` sends none (the admin's own session). */
  impersonation?: string | null;
}

/** Input members whose every field is optional (a query of filters) may be left out. */
type OptionalKeys<I> = { [K in keyof I]: object extends I[K] ? K : never }[keyof I];
type Loose<I> = Omit<I, OptionalKeys<I>> & Partial<Pick<I, OptionalKeys<I>>>;
/** A route that reads its body itself declares no input: its JSON body is the one thing left unchecked. */
type Unvalidated<I> = [keyof I] extends [never] ? { json?: unknown } : object;
type Input<S, K> = Loose<InputOf<S, K>> & Unvalidated<InputOf<S, K>> & CallOptions;
type Args<S, K> = object extends Input<S, K> ? [input?: Input<S, K>] : [input: Input<S, K>];

/** A GET ready for SWR: the key names the client, the endpoint and its input, so it cannot drift from the path. */
export interface ApiQuery<T> {
  readonly key: readonly [client: string, endpoint: string, input: unknown];
  readonly fetch: () => Promise<T>;
}

export interface ApiClient<S> {
  /** Calls the endpoint; answers its success body, throws `ApiClientError` otherwise. */
  call<K extends EndpointName<S>>(endpoint: K, ...args: Args<S, K>): Promise<OutputOf<S, K>>;
  /** The same call as an SWR key and fetcher, for `useApi`. */
  query<K extends EndpointName<S>>(endpoint: K, ...args: Args<S, K>): ApiQuery<OutputOf<S, K>>;
  /** The endpoint's URL, for a transport this client cannot carry (an upload that reports progress). */
  url<K extends EndpointName<S>>(endpoint: K, ...args: Args<S, K>): string;
}

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface RawInput extends CallOptions {
  param?: Record<string, string>;
  query?: QueryParams;
  json?: unknown;
}

function joinUrl(base: string, path: string): string {
  const trimmedBase = base.endsWith("/") ? base.slice(0, -1) : base;
  return `${trimmedBase}${path}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A client for one router; `name` keeps its SWR keys apart from another router's. */
export function createApiClient<S>(name: string, options: ApiClientOptions): ApiClient<S> {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getImpersonation = options.getImpersonationToken ?? impersonationTokenFromDocument;
  const baseUrl = () => (typeof options.baseUrl === "function" ? options.baseUrl() : options.baseUrl);

  function urlOf(endpoint: string, input: RawInput): { method: HttpMethod; url: string } {
    const [method, pattern] = endpoint.split(" ") as [HttpMethod, string];
    const path = pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(input.param?.[key] ?? ""));
    return { method, url: withQuery(joinUrl(baseUrl(), path), input.query ?? {}) };
  }

  async function request(endpoint: string, input: RawInput = {}): Promise<never> {
    const { method, url } = urlOf(endpoint, input);
    const headers: Record<string, string> = { accept: "application/json", ...input.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const impersonation = input.impersonation === undefined ? getImpersonation() : input.impersonation;
    if (impersonation) headers["session-token"] = impersonation;
    let body: string | undefined;
    if (input.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(input.json);
    }

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, credentials: "include", signal: input.signal });
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") throw error;
      throw new ApiClientError(0, "network_error", "Could not reach the server. Check your connection and try again.");
    }

    const parsed = await readJson(response);
    if (!response.ok) {
      const apiError = apiErrorSchema.safeParse(parsed);
      if (apiError.success) {
        const { code, message, fields } = apiError.data.error;
        throw new ApiClientError(response.status, code, message, fields);
      }
      throw new ApiClientError(response.status, "http_error", `Request failed with status ${response.status}`);
    }
    if (parsed === undefined) {
      throw new ApiClientError(response.status, "invalid_response", "The server answered with something that is not JSON");
    }
    return parsed as never;
  }

  return {
    call: (endpoint, ...[input]) => request(endpoint, input),
    query(endpoint, ...[input]) {
      const { signal: _signal, headers: _headers, impersonation: _impersonation, ...keyInput } = (input ?? {}) as RawInput;
      return { key: [name, endpoint, keyInput], fetch: () => request(endpoint, input) };
    },
    url: (endpoint, ...[input]) => urlOf(endpoint, input ?? {}).url,
  };
}

let publicUrls: { v1: string; v2: string } | undefined;
/** Base URLs from the public settings (the root layout injects them into the page). */
function apiUrls(): { v1: string; v2: string } {
  if (!publicUrls) {
    const settings = loadSettings();
    publicUrls = { v1: settings.NEXT_PUBLIC_API_URL, v2: settings.NEXT_PUBLIC_API_V2_URL };
  }
  return publicUrls;
}

/** The main API (/api/v1). */
export const v1: ApiClient<V1Routes> = createApiClient<V1Routes>("v1", { baseUrl: () => apiUrls().v1 });
/** The administrative API (/api/v2). */
export const v2: ApiClient<V2Routes> = createApiClient<V2Routes>("v2", { baseUrl: () => apiUrls().v2 });
/** Our own same-origin routes under /api/auth, such as GET /api/auth/me (answers plain JSON, no `data` wrapper). */
export const authApi: ApiClient<AuthRoutes> = createApiClient<AuthRoutes>("auth", { baseUrl: "/api/auth" });
