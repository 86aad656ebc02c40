import { baseURL } from "./browser";

/*
 * The running server's API as browser tests call it to set up what a journey starts from: one
 * bearer-token request helper and one way to insist on success.
 */

/** One request as a signed-in caller (`token`), JSON body encoded; the raw answer, for tests that check it. */
export async function api(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: baseURL() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The JSON body of a successful answer; a refusal fails the test with `what`, the status and the body. */
export async function ok<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A request that must succeed: its JSON body. */
export async function callApi<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  return ok<T>(await api(method, path, token, body), `${method} ${path}`);
}
