import { loadSettings } from "../config/env";
import type { ApiAuth, ApiV1, BodyOf, Endpoint, QueryOf, ResponseOf } from "../contracts/api";
import { apiErrorSchema } from "../contracts/errors";
import { impersonationTokenFromDocument } from "./browser-cookies";
import { type QueryParams, withQuery } from "./query-string";

/*
 * One HTTP client for both backend APIs (SPEC.md §7 "Common rules"): JSON bodies, the same
 * authentication headers, GETs yield the response's `data`, array parameters without indexes.
 * See docs/decisions for how the bearer token and the impersonation token are found.
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
  /** The impersonation token (SPEC.md §6), sent as `Session-Token`. Defaults to the cookie. */
  getImpersonationToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClient {
  /** The raw parsed JSON body. */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** GET yields the response's `data` (SPEC.md §7). */
  get<T = unknown>(path: string, query?: QueryParams, options?: Omit<RequestOptions, "query" | "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, "body">): Promise<T>;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const trimmedBase = base.endsWith("/") ? base.slice(0, -1) : base;
  return `${trimmedBase}${path.startsWith("/") ? path : `/${path}`}`;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getImpersonation = options.getImpersonationToken ?? impersonationTokenFromDocument;
  const baseUrl = () => (typeof options.baseUrl === "function" ? options.baseUrl() : options.baseUrl);

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json", ...init.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const impersonation = getImpersonation();
    if (impersonation) headers["session-token"] = impersonation;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }

    const url = withQuery(joinUrl(baseUrl(), path), init.query ?? {});
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: "include",
        signal: init.signal,
      });
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
    return parsed as T;
  }

  return {
    request,
    async get<T>(path: string, query?: QueryParams, rest: Omit<RequestOptions, "query" | "body"> = {}) {
      const body = await request<{ data?: T } | null>("GET", path, { ...rest, query });
      return (body && typeof body === "object" && "data" in body ? body.data : undefined) as T;
    },
    post: (path, body, rest = {}) => request("POST", path, { ...rest, body }),
    put: (path, body, rest = {}) => request("PUT", path, { ...rest, body }),
    patch: (path, body, rest = {}) => request("PATCH", path, { ...rest, body }),
    delete: (path, rest = {}) => request("DELETE", path, rest),
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

/** The main API (v1), for browser code. */
export const api: ApiClient = createApiClient({ baseUrl: () => apiUrls().v1 });
/** The administrative API (v2), for browser code. */
export const apiV2: ApiClient = createApiClient({ baseUrl: () => apiUrls().v2 });
/** Same-origin local routes such as GET /api/auth/me, which answer plain JSON (no `data` wrapper). */
export const localApi: ApiClient = createApiClient({ baseUrl: "" });

/*
 * Typed calls (decision 022): `v1.call("POST /auth/subscriptions/quote", { body })` takes its
 * path parameters, query and body types and answers its success body's type from the endpoint
 * contracts of src/contracts/api.ts — the schemas the server declares the route with.
 */

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

type CallOptions<E extends Endpoint, K extends string> = ([ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string> }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: undefined }) &
  (E extends { query: unknown } ? { query?: QueryOf<E> } : { query?: undefined }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type CallArgs<E extends Endpoint, K extends string> =
  object extends CallOptions<E, K> ? [options?: CallOptions<E, K>] : [options: CallOptions<E, K>];

export interface TypedApiClient<M extends Record<string, Endpoint>> {
  call<K extends keyof M & string>(endpoint: K, ...args: CallArgs<M[K], K>): Promise<ResponseOf<M[K]>>;
}

export function typedApiClient<M extends Record<string, Endpoint>>(client: ApiClient): TypedApiClient<M> {
  return {
    call(endpoint, ...[options]) {
      const { params, query, body, headers, signal } = (options ?? {}) as {
        params?: Record<string, string>;
        query?: QueryParams;
        body?: unknown;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      };
      const [method, pattern] = endpoint.split(" ") as [HttpMethod, string];
      const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
      return client.request(method, path, { query, body, headers, signal });
    },
  };
}

/** The main API (v1), typed from its contracts. */
export const v1: TypedApiClient<ApiV1> = typedApiClient<ApiV1>(api);
/** Our own /api/auth routes, typed from their contracts. */
export const authApi: TypedApiClient<ApiAuth> = typedApiClient<ApiAuth>(localApi);
