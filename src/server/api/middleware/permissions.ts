import { createMiddleware } from "hono/factory";
import { canManageBilling, type Caller } from "@/server/domain/identity/resolve-caller";
import { AppError } from "@/server/errors";
import type { ApiKeyScope } from "@/contracts/api-keys";
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
  /**
   * "manage": the organization's own settings (its API keys): owners and admins of an
   * organization, never a personal account.
   */
  organization?: "manage";
  /**
   * The scope an API key must hold to call the route (decision 071). A route that declares none
   * refuses keys: only people signed in may call it.
   */
  scope?: ApiKeyScope;
  /**
   * The route takes an `Idempotency-Key` header (decision 074): writes that create an order or move
   * money. Run by `signedIn` right after the guard (middleware/idempotency.ts).
   */
  idempotent?: true;
}

/** The env of a handler behind `requires(...)`: the caller is there, never null. */
export type SignedInEnv = ApiEnv & { Variables: { caller: Caller } };

export function requires(audience: Audience, needs: RouteNeeds = {}) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const caller: Caller | null = c.var.caller;
    if (!caller) throw new AppError("unauthenticated", "Sign in to continue");
    assertKeyMayCall(caller, needs.scope);
    if (!isAllowed(caller, audience)) throw new AppError("forbidden", forbiddenMessage(audience));
    if (needs.billing === "manage" && !canManageBilling(caller)) {
      throw new AppError("forbidden", "Only the organization's owners and admins can change its billing");
    }
    if (needs.organization === "manage" && !(caller.buyer.kind === "organization" && canManageBilling(caller))) {
      throw new AppError(
        "forbidden",
        caller.buyer.kind === "organization"
          ? "Only the organization's owners and admins can do this"
          : "This belongs to an organization: switch to your team in Settings → Team (owners and admins only)",
      );
    }
    if (needs.money === "move") assertMayMoveMoney(caller);
    await next();
  });
}

/**
 * An API key calls only the routes that declare a scope it holds (decision 071); a session is not
 * concerned. The 403 names the scope, so whoever set the key up knows what to add.
 */
export function assertKeyMayCall(caller: Pick<Caller, "apiKey">, scope: ApiKeyScope | undefined): void {
  if (!caller.apiKey) return;
  if (!scope) {
    const error = new AppError("forbidden", "API keys cannot call this route; it is for people signed in to Reelbrief.");
    error.details = { reason: "not_for_api_keys" };
    throw error;
  }
  if (!caller.apiKey.scopes.includes(scope)) {
    const error = new AppError("forbidden", `This API key lacks the scope ${scope}; create a key with ${scope} to call this route.`);
    error.details = { reason: "missing_scope", scope };
    throw error;
  }
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
  if (caller?.role !== "admin" || caller.apiKey) throw new AppError("forbidden", forbiddenMessage("admin"));
  await next();
});

/**
 * The guard of a route that answers 404 to everyone but the parties of its resource: signed out
 * is 404 too ("<what> not found"), as for a stranger, whom the use-case refuses.
 */
export function partiesOnly(what: string, scope?: ApiKeyScope) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const caller: Caller | null = c.var.caller;
    if (!caller) throw new AppError("not_found", `${what} not found`);
    assertKeyMayCall(caller, scope);
    await next();
  });
}
