import { getRequestListener } from "@hono/node-server";

/*
 * The `Response` the API bundle builds its answers with (scripts/build-api.mjs injects it in
 * place of the global name `Response` in the bundled code: ours, Hono's and @hono/node-server's).
 *
 * It is @hono/node-server's lightweight Response: a JSON or text answer is kept as its status,
 * string and headers, and the listener writes those to Node's response as they are. The global
 * (undici's) Response instead builds a web ReadableStream for every body, which the listener then
 * reads back — about a fifth of a health check's CPU (decision 091). Anything else asked of it
 * (a stream body, `.formData()`, `.clone()`) is answered by a real Response it makes on demand.
 *
 * @hono/node-server exports the class only by installing it as the global Response, which Next, in
 * the same process, cannot have (it checks `instanceof Response` against responses undici made). So
 * it is installed for a moment here and the globals are put back at once.
 */
const NativeRequest = globalThis.Request;
const NativeResponse = globalThis.Response;
getRequestListener(() => new NativeResponse(null));
const Installed = globalThis.Response;
Object.defineProperty(globalThis, "Request", { value: NativeRequest, writable: true, configurable: true, enumerable: false });
Object.defineProperty(globalThis, "Response", { value: NativeResponse, writable: true, configurable: true, enumerable: false });

if (Installed === NativeResponse) throw new Error("@hono/node-server no longer installs its lightweight Response");

/**
 * `instanceof Response` keeps its meaning in bundled code: any web Response, whoever made it
 * (Better Auth's answers are undici's). The lightweight class's prototype chain already passes
 * through the native one, so the native check covers both.
 */
export class Response extends Installed {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof NativeResponse;
  }
}
