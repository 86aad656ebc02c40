import { APIError, createAuthMiddleware } from "better-auth/api";

/*
 * Better Auth validates types and e-mail shapes, but stores whatever text it is given: a NUL byte
 * reaches PostgreSQL (500), a 1 MB or blank name is saved. These rules run as Better Auth's
 * `hooks.before`, ahead of every endpoint and plugin hook (the sign-in lockout reads the e-mail
 * before the endpoint validates it), and answer 400 with the field named, before anything is
 * written. Refusals keep Better Auth's error shape plus `fields` like our API's.
 */

/** Any string in a body or query, unless a rule below says otherwise. */
const MAX_STRING = 4096;
/** Longest value per field name, wherever the field sits. */
const MAX_BY_FIELD: Record<string, number> = {
  email: 254,
  newEmail: 254,
  image: 2048,
  logo: 2048,
  callbackURL: 2048,
  newUserCallbackURL: 2048,
  errorCallbackURL: 2048,
  redirectTo: 2048,
};

interface NameRule {
  /** Where the name sits in the body. */
  at: readonly string[];
  max: number;
  message: string;
}

/** Names people and teams see: trimmed, not blank, bounded. Keyed by endpoint path. */
const NAME_RULES: Record<string, readonly NameRule[]> = {
  "/sign-up/email": [{ at: ["name"], max: 100, message: "Enter your name" }],
  "/update-user": [{ at: ["name"], max: 100, message: "Enter your name" }],
  "/admin/create-user": [{ at: ["name"], max: 100, message: "Enter a name" }],
  "/admin/update-user": [{ at: ["data", "name"], max: 100, message: "Enter a name" }],
  "/organization/create": [
    { at: ["name"], max: 80, message: "Enter the team's name" },
    { at: ["slug"], max: 60, message: "Enter the team's URL name" },
  ],
  "/organization/update": [
    { at: ["data", "name"], max: 80, message: "Enter the team's name" },
    { at: ["data", "slug"], max: 60, message: "Enter the team's URL name" },
  ],
};

export interface AuthInputProblem {
  field: string;
  message: string;
}

function unsafeString(value: unknown, path: string[]): AuthInputProblem | null {
  if (typeof value === "string") {
    const field = path.join(".") || "body";
    if (value.includes("\u0000")) return { field, message: "Must not contain NUL characters" };
    const max = MAX_BY_FIELD[path.at(-1) ?? ""] ?? MAX_STRING;
    if (value.length > max) return { field, message: `Use at most ${max} characters` };
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unsafeString(key, [...path, key]) ?? unsafeString(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

const at = (body: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, key) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>)[key] : undefined), body);

/** The first problem of an auth request's body or query, or null when it may go on. */
export function findAuthInputProblem(path: string, body: unknown, query: unknown): AuthInputProblem | null {
  for (const rule of NAME_RULES[path] ?? []) {
    const value = at(body, rule.at);
    if (value === undefined) continue; // required-ness is Better Auth's own check
    const field = rule.at.join(".");
    if (typeof value !== "string") return { field, message: rule.message };
    const trimmed = value.trim();
    if (trimmed.length === 0) return { field, message: rule.message };
    if (trimmed.length > rule.max) return { field, message: `Use at most ${rule.max} characters` };
  }
  return unsafeString(body, []) ?? unsafeString(query, []);
}

/** Copies `body` with every name of the endpoint's rules trimmed, so " Maya " is stored as "Maya". */
function trimmedNames(path: string, body: unknown): unknown {
  const rules = NAME_RULES[path];
  if (!rules || typeof body !== "object" || body === null) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const rule of rules) {
    const parent = at(copy, rule.at.slice(0, -1));
    const key = rule.at.at(-1)!;
    if (typeof parent === "object" && parent !== null && typeof (parent as Record<string, unknown>)[key] === "string") {
      (parent as Record<string, string>)[key] = ((parent as Record<string, string>)[key] as string).trim();
    }
  }
  return copy;
}

/** Better Auth's `hooks.before`: refuse unsafe input with a 400 naming the field. */
export const validateAuthInput = createAuthMiddleware((ctx) => {
  const problem = findAuthInputProblem(ctx.path, ctx.body, ctx.query);
  if (problem) {
    return Promise.reject(
      new APIError("BAD_REQUEST", {
        message: `${problem.field}: ${problem.message}`,
        code: "VALIDATION_ERROR",
        fields: { [problem.field]: problem.message },
      }),
    );
  }
  return Promise.resolve(NAME_RULES[ctx.path] && ctx.body ? { context: { body: trimmedNames(ctx.path, ctx.body) } } : undefined);
});
