import { createMiddleware } from "hono/factory";
import { canManageBilling, type Caller } from "@/server/domain/identity/resolve-caller";
import { AppError } from "@/server/errors";
import type { ApiEnv } from "../types";

/**
 * Who may call a route, declared where the route is declared (docs/architecture.md).
 * Ownership of the resource is checked again in the use-case.
 */
export type Audience = "user" | "brand" | "creator" | "admin";

export interface RouteNeeds {
  /**
   * "manage": spending the buyer account's money on its plan, or changing its cards and billing
   * address, is for the organization's owners and admins (a personal account is its owner's).
   * Any member may top the wallet up and read the billing screens.
   */
  billing?: "manage";
  /**
   * "move": the route moves money or starts a payment (top-up, saving a card, buying or changing a
   * plan, paying an order, requesting a payout). See `assertMayMoveMoney`.
   */
  money?: "move";
}

/** The env of a handler behind `requires(...)`: the caller is there, never null. */
export type SignedInEnv = ApiEnv & { Variables: { caller: Caller } };

export function requires(audience: Audience, needs: RouteNeeds = {}) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const caller: Caller | null = c.var.caller;
    if (!caller) throw new AppError("unauthenticated", "Sign in to continue");
    if (!isAllowed(caller, audience)) throw new AppError("forbidden", forbiddenMessage(audience));
    if (needs.billing === "manage" && !canManageBilling(caller)) {
      throw new AppError("forbidden", "Only the organization's owners and admins can change its billing");
    }
    if (needs.money === "move") assertMayMoveMoney(caller);
    await next();
  });
}

/**
 * docs/product/money.md: no money moves for anyone before their e-mail address is verified. And a session
 * still pointing at an organization that no longer counts the caller as a member meant that
 * organization: paying from it is refused rather than quietly charged to the personal account.
 * Membership and role are the ones read for this very request (`resolveCaller`).
 */
export function assertMayMoveMoney(caller: Pick<Caller, "user" | "staleOrganizationId">): void {
  if (caller.staleOrganizationId) {
    const error = new AppError(
      "forbidden",
      "You are no longer a member of this organization. Choose your personal account or another team in Settings → Team before paying.",
    );
    error.details = { reason: "not_a_member" };
    throw error;
  }
  if (!caller.user.emailVerified) {
    const error = new AppError(
      "forbidden",
      "Verify your e-mail address before moving money: open the link we sent you, or send a new one from the banner.",
    );
    error.details = { reason: "email_not_verified" };
    throw error;
  }
}

function isAllowed(caller: Pick<Caller, "role" | "types">, audience: Audience): boolean {
  switch (audience) {
    case "user":
      return true;
    case "admin":
      return caller.role === "admin";
    case "brand":
      return caller.types.includes("brand");
    case "creator":
      return caller.types.includes("creator");
  }
}

function forbiddenMessage(audience: Audience): string {
  if (audience === "admin") return "Only administrators can do this";
  return `Only ${audience} accounts can do this`;
}

/**
 * The guard of the whole administrative API (/api/v2): anyone who is not a signed-in admin gets
 * the same 403, signed-out callers included, so the API says nothing about who could get in.
 */
export const adminOnly = createMiddleware<SignedInEnv>(async (c, next) => {
  const caller: Caller | null = c.var.caller;
  if (caller?.role !== "admin") throw new AppError("forbidden", forbiddenMessage("admin"));
  await next();
});

/**
 * The guard of a route that answers 404 to everyone but the parties of its resource: signed out
 * is 404 too ("<what> not found"), as for a stranger, whom the use-case refuses.
 */
export function partiesOnly(what: string) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const caller: Caller | null = c.var.caller;
    if (!caller) throw new AppError("not_found", `${what} not found`);
    await next();
  });
}
