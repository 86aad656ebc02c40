import { createMiddleware } from "hono/factory";
import { AppError } from "@/server/errors";
import type { ApiEnv, RequestAuth } from "../types";

/**
 * Who may call a route, declared where the route is declared (ENGINEERING.md §2).
 * Ownership of the resource is checked again in the use-case.
 */
export type Audience = "user" | "brand" | "creator" | "admin";

export function requires(audience: Audience) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const auth = c.get("auth");
    if (!auth) throw new AppError("unauthenticated", "Sign in to continue");
    if (!isAllowed(auth, audience)) throw new AppError("forbidden", forbiddenMessage(audience));
    await next();
  });
}

export function isAllowed(auth: RequestAuth, audience: Audience): boolean {
  switch (audience) {
    case "user":
      return true;
    case "admin":
      return auth.role === "admin";
    case "brand":
      return auth.types.includes("brand");
    case "creator":
      return auth.types.includes("creator");
  }
}

function forbiddenMessage(audience: Audience): string {
  if (audience === "admin") return "Only administrators can do this";
  return `Only ${audience} accounts can do this`;
}

/** The signed-in caller; only valid behind `requires(...)`. */
export function callerOf(c: { get(key: "auth"): RequestAuth | null }): RequestAuth {
  const auth = c.get("auth");
  if (!auth) throw new AppError("unauthenticated", "Sign in to continue");
  return auth;
}
