import type { BrowserContext } from "playwright-core";
import { baseURL } from "./browser";

export interface E2eUser {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

let counter = 0;

/** Signs a new user up through the public auth API of the running server, its e-mail verified unless told. */
export async function signUpViaApi(name = "E2E User", options: { verified?: boolean } = {}): Promise<E2eUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@test.reelbrief.com`;
  const password = "correct-horse-battery";
  const res = await fetch(`${baseURL()}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ email, password, name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // Sign-up does not sign in (no e-mail enumeration, docs/decisions/014): sign in next, as the form does.
  const signIn = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
  const body = (await signIn.json()) as { user: { id: string } };
  const token = signIn.headers.get("set-auth-token") ?? "";
  if (options.verified ?? true) await verifyEmail(token);
  return { id: body.user.id, email, password, name, token };
}

/**
 * Marks the user's e-mail verified through the test hook, as opening the link would: money moves
 * only for verified addresses, and the mail outbox is not for tests to read.
 */
export async function verifyEmail(token: string): Promise<void> {
  const res = await fetch(`${baseURL()}/api/v1/dev/verify-email`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, origin: baseURL() },
  });
  if (!res.ok) throw new Error(`verifying the e-mail failed: ${res.status} ${await res.text()}`);
}

/** Signs in through the API and puts the session cookie into the browser context. */
export async function signInContext(context: BrowserContext, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL() },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((raw) => {
    const [pair] = raw.split(";");
    const eq = pair!.indexOf("=");
    return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), url: baseURL() };
  });
  await context.addCookies(cookies);
  return res.headers.get("set-auth-token") ?? "";
}
