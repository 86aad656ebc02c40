import { randomBytes, randomUUID } from "node:crypto";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { billingAddressSchema } from "@/contracts/money";
import { createPackageSchema, reorderPackagesSchema, updatePackageSchema } from "@/contracts/packages";
import { createVariantRequestSchema, decideHookRequestSchema } from "@/contracts/variants";
import { handOverRequestSchema, renewRequestSchema, revokeRequestSchema } from "@/contracts/paid-usage";
import {
  cancelOrderRequestSchema,
  createProductRequestSchema,
  disputeOrderRequestSchema,
  purchaseOrderRequestSchema,
  requestRevisionRequestSchema,
  updateTrackingRequestSchema,
} from "@/contracts/orders";
import { brandOnboardingSchema, creatorOnboardingSchema } from "@/contracts/onboarding";
import { planChoiceSchema } from "@/contracts/money";
import { devNotificationSchema } from "@/contracts/notifications";
import { emailPreferencesUpdateSchema, markReadSchema } from "@/contracts/notifications";
import { checkoutIntentSchema, sandboxActionSchema } from "@/contracts/money";
import { addFundsSchema } from "@/contracts/money";
import { blockSchema, openConversationSchema, reportSchema, sendMessageSchema } from "@/contracts/messages";
import { createReportSchema } from "@/contracts/reports";
import { createApiKeySchema } from "@/contracts/api-keys";
import { importStoreProductsSchema, startStoreInstallSchema } from "@/contracts/store";
import { moderationReasonSchema } from "@/contracts/admin/moderation";
import { payoutMethodInputSchema, payoutRequestSchema, payoutSettleSchema } from "@/contracts/payouts";
import { socialLinkInputSchema } from "@/contracts/social-links";
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from "@/contracts/webhook-endpoints";
import { createReviewCommentRequestSchema, replyReviewCommentRequestSchema, resolveReviewCommentRequestSchema } from "@/contracts/reviews";
import { tickChecklistItemRequestSchema } from "@/contracts/brief-checklist";
import { submitDeliveryRequestSchema } from "@/contracts/video-checks";
import { handMatchBodySchema, insightsSyncBodySchema } from "@/contracts/ad-results";
import { requestCaptionedRenditionSchema, requestRenditionsSchema } from "@/contracts/renditions";
import { createCaptionTrackRequestSchema, requestCaptionBurnRequestSchema, saveCaptionCuesRequestSchema } from "@/contracts/captions";
import { creatorProfileInputSchema, photoOrderInputSchema } from "@/contracts/creator-profile";
import { portfolioOrderInputSchema } from "@/contracts/portfolio";
import { creatorListInputSchema, creatorListItemInputSchema, ratingInputSchema, ratingReplyInputSchema } from "@/contracts/discovery";
import { startImpersonationSchema } from "@/server/api/routes/v2/impersonation";
import { banUserSchema, setFeatureFlagsSchema } from "@/contracts/admin/users";
import { resolveDisputeSchema } from "@/contracts/admin/disputes";
import { changePlanPriceSchema, endComplimentaryPlanSchema, grantComplimentaryPlanSchema } from "@/contracts/admin/plans";
import * as schema from "@/server/db/schema";
import { member, organization, session, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { malformedBodies, pathParam, targetedBodies, type Hints, type WireBody } from "../support/malformed-input";
import { createTestApp, createUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";
import {
  campaignActionSchema,
  campaignDraftSchema,
  invitationInputSchema,
  proposalDecisionSchema,
  proposalInputSchema,
} from "@/contracts/campaigns";

/*
 * Malformed bodies sent to every write route — ours under /api/v1, /api/v2 and
 * /api/auth, and every Better Auth endpoint — as a signed-in admin brand that owns an
 * organization. No answer may be a 5xx, and a refused request (4xx) may not change the row count
 * of any table. The route list is read from the app, so a new write route without an entry here
 * fails the first test. Fixed seeds; runs are few per route to keep the file well under a minute.
 */

const NUM_RUNS = 4;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const t = await createTestApp();
afterAll(() => t.close());

/** The signed-in caller of one route's runs: fresh for each route, since runs may sign it out or delete it. */
interface Fixture {
  userId: string;
  email: string;
  organizationId: string;
  token: string;
}

async function freshFixture(): Promise<Fixture> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const email = `fuzz-${userId.slice(0, 8)}@test.reelbrief.com`;
  const token = randomBytes(24).toString("base64url");
  await t.ctx.db.insert(user).values({
    id: userId,
    name: "Fuzz Admin",
    email,
    emailVerified: true,
    role: "admin",
    types: ["brand", "creator"],
    didOnboard: true,
  });
  await t.ctx.db.insert(organization).values({ id: organizationId, name: "Fuzz Team", slug: `fuzz-${organizationId.slice(0, 8)}` });
  await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId, userId, role: "owner" });
  await resolveBuyerAccount(t.ctx.db, { userId, activeOrganizationId: organizationId });
  // The personal account too: once a run deletes the organization, the caller falls back to it,
  // and its first-use creation is not a write of the refused request.
  await resolveBuyerAccount(t.ctx.db, { userId, activeOrganizationId: null });
  await t.ctx.db.insert(session).values({
    id: randomUUID(),
    token,
    userId,
    activeOrganizationId: organizationId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId, email, organizationId, token };
}

/** Values that pass a field's first checks, so a body's one bad field is what stops it. */
function fixtureHints(fx: Fixture): Hints {
  return {
    userId: fc.constant(fx.userId),
    organizationId: fc.constant(fx.organizationId),
    memberIdOrEmail: fc.constant(fx.email),
    email: fc.constantFrom(fx.email, "someone-new@example.com"),
    newEmail: fc.constant("moved@example.com"),
    name: fc.constant("Plausible Name"),
    password: fc.constant("correct-horse-battery"),
    newPassword: fc.constant("another-horse-battery"),
    currentPassword: fc.constant("correct-horse-battery"),
    slug: fc.constant(`fuzz-slug-${fx.userId.slice(0, 6)}`),
    callbackURL: fc.constant("/dashboard"),
    role: fc.constantFrom("member", "admin", "user"),
    provider: fc.constantFrom("sandbox", "stripe"),
    plan: fc.constantFrom("starter", "pro", "managed"),
    amount: fc.integer({ min: 100, max: 100_000 }),
    brand_name: fc.constant("Plausible Brand"),
    organization_name: fc.constant("Plausible Team"),
    first_name: fc.constant("Jordan"),
    last_name: fc.constant("Ellis"),
    custom_url: fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}`),
    country: fc.constant("US"),
    date_of_birth: fc.constant("1990-05-17"),
  };
}

interface FuzzEntry {
  /** The body's zod schema, or null for a route that takes none. */
  schema: unknown;
  /** Extra hints for this route, made after the fixture exists. */
  setup?: (fx: Fixture) => Promise<Hints>;
  /**
   * A new caller for every run: for routes whose first success changes what later runs reach
   * (onboarding creates the brand profile once; a later run with a bad name would not write).
   */
  freshCallerPerRun?: true;
}

/**
 * A real package of the fixture (it is a creator too), so some runs reach the use-case. Saved
 * paused: the fixture has no complete profile, and only that may put a package on sale.
 */
async function ownPackageHints(fx: Fixture): Promise<Hints> {
  const res = await t.request("/api/v1/creator-packages", {
    token: fx.token,
    body: {
      title: "Fuzz package",
      priceCents: 5000,
      videos: 1,
      videoLengthSeconds: 30,
      aspectRatio: "9:16",
      turnaroundDays: 7,
      revisionRounds: 1,
      usageRightsTerm: "90d",
      rawFootage: false,
      isActive: false,
    },
  });
  const { data } = (await res.json()) as { data: { id: string } };
  return {
    id: fc.constant(data.id),
    ids: fc.constant([data.id]),
    title: fc.constant("Plausible package"),
    priceCents: fc.integer({ min: 1_000, max: 1_000_000 }),
  };
}

/** A real conversation of the fixture's caller, so some runs reach the use-case. */
async function conversationOf(fx: Fixture): Promise<Hints> {
  const other = await createUser(t);
  const res = await t.request("/api/v1/auth/conversations", { token: fx.token, body: { userId: other.id } });
  const { data } = (await res.json()) as { data: { id: string } };
  return { id: fc.constant(data.id) };
}

/** A real list of the fixture's account. */
async function ownListHints(fx: Fixture): Promise<Hints> {
  const res = await t.request("/api/v1/auth/creator-lists", { token: fx.token, body: { name: "Fuzz list" } });
  const { data } = (await res.json()) as { data: { id: string } };
  return { id: fc.constant(data.id) };
}

/** A real API key of the fixture's organization. */
async function ownApiKeyHints(fx: Fixture): Promise<Hints> {
  const res = await t.request("/api/v1/auth/api-keys", { token: fx.token, body: { name: "Fuzz key", scopes: ["orders:read"] } });
  const { data } = (await res.json()) as { data: { id: string } };
  return { id: fc.constant(data.id) };
}

/** Our own write routes. A new route must be added here (the first test says which). */
const OUR_ROUTES: Record<string, FuzzEntry> = {
  "PUT /api/auth/brand/payment-info": { schema: billingAddressSchema.partial() },
  "POST /api/v1/auth/onboarding/brand": { schema: brandOnboardingSchema, freshCallerPerRun: true },
  "POST /api/v1/auth/onboarding/creator": { schema: creatorOnboardingSchema(), freshCallerPerRun: true },
  "POST /api/v1/auth/notifications/read": { schema: markReadSchema },
  "POST /api/v1/auth/notifications/read-all": { schema: null },
  "PUT /api/v1/auth/email-preferences": { schema: emailPreferencesUpdateSchema },
  // The token is in the query; every body is ignored, and a missing token is a 400.
  "POST /api/v1/email/unsubscribe": { schema: null },
  "POST /api/v1/dev/notifications": { schema: devNotificationSchema },
  "POST /api/v1/dev/order-videos/:id/deliver-sample": { schema: null },
  "POST /api/v1/dev/orders/:id/complete": { schema: null },
  "POST /api/v1/dev/verify-email": { schema: null },
  "POST /api/v1/auth/:provider/add-wallet-funds": { schema: addFundsSchema },
  "POST /api/v1/auth/checkout-intent": { schema: checkoutIntentSchema },
  "POST /api/v1/auth/payment-methods/:id/default": { schema: null },
  "DELETE /api/v1/auth/payment-methods/:id": { schema: null },
  "POST /api/v1/payments/sandbox/:id": {
    schema: sandboxActionSchema,
    setup: async (fx) => {
      // A real pending checkout of the fixture, so some runs reach the card checks.
      const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: fx.token, body: { amount: 5000 } });
      const { data } = (await res.json()) as { data: { id: string } };
      return { id: fc.constant(data.id), number: fc.constantFrom("4242424242424242", "4000000000000002") };
    },
  },
  "POST /api/v1/webhooks/:provider": { schema: null },
  "POST /api/v1/auth/subscriptions": { schema: planChoiceSchema },
  "PUT /api/v1/auth/subscriptions": { schema: planChoiceSchema },
  "POST /api/v1/auth/subscriptions/cancel": { schema: null },
  "POST /api/v1/auth/subscriptions/resume": { schema: null },
  "POST /api/v1/auth/subscriptions/quote": { schema: planChoiceSchema },
  // Picture uploads take multipart, not JSON: every body sent here is malformed for them.
  "POST /api/v1/me/avatar": { schema: null },
  "POST /api/v1/creators/me/images/:slot": { schema: null },
  "POST /api/v1/brand-profiles/:id/logo": { schema: null },
  "POST /api/v1/auth/products/images": { schema: null },
  "POST /api/v1/auth/conversation/:id/attachments": { schema: null },
  "PUT /api/v1/storage/signed/:key{.+}": { schema: null },
  // Video uploads speak tus (headers and raw bytes), not JSON: every body sent here is malformed for them,
  // and the fixture (a brand, not a creator) may not start one.
  "POST /api/v1/uploads/videos": { schema: null },
  "PATCH /api/v1/uploads/videos/:id": { schema: null },
  "DELETE /api/v1/uploads/videos/:id": { schema: null },
  "POST /api/v1/creator-packages": { schema: createPackageSchema },
  "POST /api/v1/creator-packages/reorder": { schema: reorderPackagesSchema, setup: ownPackageHints },
  "PATCH /api/v1/creator-packages/:id": { schema: updatePackageSchema, setup: ownPackageHints },
  "DELETE /api/v1/creator-packages/:id": { schema: null, setup: ownPackageHints },
  "POST /api/v1/auth/conversations": {
    schema: openConversationSchema,
    setup: async () => ({ userId: fc.constant((await createUser(t)).id) }),
  },
  "POST /api/v1/auth/conversation/:id/messages": { schema: sendMessageSchema, setup: conversationOf },
  "POST /api/v1/auth/conversation/:id/read": { schema: null, setup: conversationOf },
  "POST /api/v1/auth/conversation/:id/block": { schema: blockSchema, setup: conversationOf },
  "POST /api/v1/auth/conversation/:id/report": { schema: reportSchema, setup: conversationOf },
  "POST /api/v2/impersonation": { schema: startImpersonationSchema },
  // Moderation: users' reports and the admins' queue (the fixture is no admin: every v2 call is a 403).
  "POST /api/v1/auth/reports": { schema: createReportSchema },
  "POST /api/v2/reports/:id/dismiss": { schema: moderationReasonSchema },
  "POST /api/v2/moderation/:type/:id/hide": { schema: moderationReasonSchema },
  "POST /api/v2/moderation/:type/:id/restore": { schema: moderationReasonSchema },
  "POST /api/v1/auth/campaigns": { schema: campaignDraftSchema },
  "PATCH /api/v1/auth/campaigns/:id": { schema: campaignDraftSchema },
  "DELETE /api/v1/auth/campaigns/:id": { schema: null },
  "POST /api/v1/auth/campaigns/:id/status": { schema: campaignActionSchema },
  "POST /api/v1/auth/campaigns/:id/proposals": { schema: proposalInputSchema },
  "POST /api/v1/auth/campaign/proposals/:id": { schema: proposalDecisionSchema },
  "POST /api/v1/auth/campaigns/:id/invitations": { schema: invitationInputSchema },
  // Orders. Ids of other routes are "x" here: every body must still end in a 4xx.
  "POST /api/v1/auth/orders": { schema: purchaseOrderRequestSchema },
  "POST /api/v1/auth/products": { schema: createProductRequestSchema },
  // The store connection (decision 073): the fixture owns its organization, so runs reach the use-cases.
  "POST /api/v1/auth/store/install": { schema: startStoreInstallSchema },
  "POST /api/v1/auth/store/import": { schema: importStoreProductsSchema },
  "POST /api/v1/auth/store/disconnect": { schema: null },
  "POST /api/v1/auth/orders/:id/cancel": { schema: cancelOrderRequestSchema },
  "POST /api/v1/auth/orders/:id/dispute": { schema: disputeOrderRequestSchema },
  "POST /api/v1/auth/order_videos/:id/update-tracking": { schema: updateTrackingRequestSchema },
  // JSON or multipart with a photo.
  "POST /api/v1/auth/order_videos/:id/mark-received": { schema: null },
  "POST /api/v1/auth/order_videos/:id/approve": { schema: null },
  "POST /api/v1/auth/order_videos/:id/request-revision": { schema: requestRevisionRequestSchema },
  "POST /api/v1/auth/order_videos/:id/comments": { schema: createReviewCommentRequestSchema },
  "POST /api/v1/auth/order_videos/:id/submit": { schema: submitDeliveryRequestSchema },
  "POST /api/v1/auth/review_comments/:id/replies": { schema: replyReviewCommentRequestSchema },
  "POST /api/v1/auth/review_comments/:id/resolve": { schema: resolveReviewCommentRequestSchema },
  "POST /api/v1/auth/order_videos/:id/checklist/ticks": { schema: tickChecklistItemRequestSchema },
  // Extra hooks and variants (decision 080): a hook's body is the video file, so a JSON body is malformed for it.
  "POST /api/v1/auth/order_videos/:id/hooks": { schema: null },
  "POST /api/v1/auth/hooks/:id/decision": { schema: decideHookRequestSchema },
  "POST /api/v1/auth/order_videos/:id/variants": { schema: createVariantRequestSchema },
  // Paid-usage authorisations (decision 084); the refund takes no body.
  "POST /api/v1/auth/paid-usage/:id/hand-over": { schema: handOverRequestSchema },
  "POST /api/v1/auth/paid-usage/:id/revoke": { schema: revokeRequestSchema },
  "POST /api/v1/auth/paid-usage/:id/refund": { schema: null },
  "POST /api/v1/auth/paid-usage/:id/renew": { schema: renewRequestSchema },
  // Ad formats (decision 078) and captions (decision 079).
  "POST /api/v1/auth/licences/:id/renditions": { schema: requestRenditionsSchema },
  "POST /api/v1/auth/licences/:id/renditions/captioned": { schema: requestCaptionedRenditionSchema },
  "POST /api/v1/auth/order_video_versions/:id/captions": { schema: createCaptionTrackRequestSchema },
  "POST /api/v1/auth/order_video_versions/:id/captions/burns": { schema: requestCaptionBurnRequestSchema },
  "PUT /api/v1/auth/order_video_versions/:id/captions/cues": { schema: saveCaptionCuesRequestSchema },
  // Ad results (decision 081): an export file is a multipart form, so a JSON body is malformed for it.
  "POST /api/v1/auth/ad-results/imports": { schema: null },
  "POST /api/v1/auth/ad-results/imports/preview": { schema: null },
  "POST /api/v1/auth/ad-results/insights": { schema: insightsSyncBodySchema },
  "POST /api/v1/auth/ad-results/matches": { schema: handMatchBodySchema },
  "DELETE /api/v2/impersonation": { schema: null },
  "PUT /api/v1/auth/payouts/method": { schema: payoutMethodInputSchema },
  "POST /api/v1/auth/payouts": { schema: payoutRequestSchema },
  "POST /api/v2/payouts/:id/approve": { schema: null },
  "POST /api/v2/payouts/:id/settle": { schema: payoutSettleSchema },
  // The admin's users (decision 058).
  "POST /api/v2/users/:id/ban": { schema: banUserSchema },
  "POST /api/v2/users/:id/unban": { schema: banUserSchema },
  "PUT /api/v2/users/:id/feature-flags": { schema: setFeatureFlagsSchema },
  "POST /api/v2/disputes/:orderId/resolve": { schema: resolveDisputeSchema },
  // The admin's books (decision 060).
  "POST /api/v2/ledger/check": { schema: null },
  "PATCH /api/v2/plans/:id": { schema: changePlanPriceSchema },
  "POST /api/v2/organizations/:buyerAccountId/complimentary-plan": { schema: grantComplimentaryPlanSchema },
  "DELETE /api/v2/organizations/:buyerAccountId/complimentary-plan": { schema: endComplimentaryPlanSchema },
  "POST /api/v1/auth/social-links": { schema: socialLinkInputSchema },
  "PUT /api/v1/auth/social-links/:id": { schema: socialLinkInputSchema },
  "DELETE /api/v1/auth/social-links/:id": { schema: null },
  // Outbound webhook endpoints of the fixture's organization (decision 072).
  "POST /api/v1/auth/webhook-endpoints": { schema: createWebhookEndpointSchema },
  "PATCH /api/v1/auth/webhook-endpoints/:id": { schema: updateWebhookEndpointSchema },
  "DELETE /api/v1/auth/webhook-endpoints/:id": { schema: null },
  "POST /api/v1/auth/webhook-endpoints/:id/roll-secret": { schema: null },
  "POST /api/v1/auth/webhook-endpoints/:id/test": { schema: null },
  "POST /api/v1/auth/webhook-endpoints/:id/deliveries/:deliveryId/redeliver": { schema: null },
  // The creator's profile settings.
  "PUT /api/v1/creators/me/profile": { schema: creatorProfileInputSchema },
  "DELETE /api/v1/creators/me/images/:slot": { schema: null },
  "PUT /api/v1/creators/me/photos/order": { schema: photoOrderInputSchema },
  // Portfolio videos (decision 042): uploads go through tus; these reorder and remove.
  "PUT /api/v1/creators/me/portfolio/order": { schema: portfolioOrderInputSchema },
  "DELETE /api/v1/creators/me/portfolio/:assetId": { schema: null },
  // Brand discovery: lists of the fixture's account, so some runs reach the use-case.
  "POST /api/v1/auth/creator-lists": { schema: creatorListInputSchema },
  "POST /api/v1/auth/api-keys": { schema: createApiKeySchema },
  "POST /api/v1/auth/api-keys/:id/revoke": { schema: null, setup: ownApiKeyHints },
  "PATCH /api/v1/auth/creator-lists/:id": { schema: creatorListInputSchema, setup: ownListHints },
  "DELETE /api/v1/auth/creator-lists/:id": { schema: null },
  "POST /api/v1/auth/creator-lists/:id/creators": { schema: creatorListItemInputSchema, setup: ownListHints },
  "DELETE /api/v1/auth/creator-lists/:id/creators/:userId": { schema: null },
  "POST /api/v1/auth/orders/:id/rating": { schema: ratingInputSchema },
  "PATCH /api/v1/auth/orders/:id/rating": { schema: ratingInputSchema },
  "POST /api/v1/auth/orders/:id/rating/reply": { schema: ratingReplyInputSchema },
};

/** Better Auth's catch-all; its endpoints are listed one by one from `auth.api` below. */
const BETTER_AUTH_MOUNT = "POST /api/auth/*";

type Endpoint = { path?: string; options?: { method?: string | string[]; body?: unknown } };

/** Every Better Auth endpoint reachable over HTTP with a write method, with its own body schema. */
function betterAuthWriteRoutes(): Record<string, FuzzEntry> {
  const routes: Record<string, FuzzEntry> = {};
  for (const endpoint of Object.values(t.ctx.auth.api as unknown as Record<string, Endpoint>)) {
    if (!endpoint.path) continue; // server-only (setPassword, addMember)
    const methods = [endpoint.options?.method ?? []].flat();
    for (const method of methods.filter((m) => WRITE_METHODS.has(m))) {
      routes[`${method} /api/auth${endpoint.path}`] = { schema: endpoint.options?.body ?? null };
    }
  }
  return routes;
}

/** Write routes of the Hono app itself (`ALL` entries are middleware). */
function appWriteRoutes(): string[] {
  return [...new Set(t.app.routes.filter((r) => WRITE_METHODS.has(r.method)).map((r) => `${r.method} ${r.path}`))].sort();
}

const ALL_ENTRIES: Record<string, FuzzEntry> = { ...OUR_ROUTES, ...betterAuthWriteRoutes() };

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

async function tableCounts(): Promise<Record<string, number>> {
  const query = tableNames.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(" UNION ALL ");
  const { rows } = await t.ctx.database.executeSql(query);
  return Object.fromEntries((rows as { name: string; n: number }[]).map((r): [string, number] => [r.name, Number(r.n)]));
}

/** Where the write-ahead log ends: it does not move unless something was written. */
async function walPosition(): Promise<string> {
  const { rows } = await t.ctx.database.executeSql("SELECT pg_current_wal_insert_lsn()::text AS lsn");
  return (rows as { lsn: string }[])[0]!.lsn;
}

/**
 * The row counts of every table, taken only when needed: counting all tables twice per run was
 * most of this file's time. While the log has not moved, the counts last taken still hold; a
 * refused request after which the log has not moved wrote nothing (a read may still move it, when
 * PostgreSQL prunes a page: then the counts decide).
 */
function rowCountWatch() {
  let known: { wal: string; counts: Record<string, number> } | null = null;
  return {
    /** Marks the state before a request, counting the rows again if anything was written since. */
    async before(): Promise<string> {
      const wal = await walPosition();
      if (known?.wal !== wal) {
        const counts = await tableCounts();
        known = { wal: await walPosition(), counts };
      }
      return known.wal;
    },
    /** The tables whose row count changed since before(), or none when the log did not move. */
    async changedSince(wal: string): Promise<Record<string, string>> {
      if ((await walPosition()) === wal) return {};
      return changedTables(known!.counts, await tableCounts());
    },
  };
}

function changedTables(before: Record<string, number>, after: Record<string, number>): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const name of tableNames) if (before[name] !== after[name]) changed[name] = `${before[name]} → ${after[name]}`;
  return changed;
}

/** A stable seed per route, so adding a route does not change what the others are sent. */
const seedOf = (key: string) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);

async function send(key: string, fx: Fixture, params: Record<string, string>, body: WireBody): Promise<Response> {
  const [method, pattern] = key.split(" ") as [string, string];
  const path = pattern.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => params[name] ?? "x");
  const headers: Record<string, string> = { origin: TEST_ORIGIN, authorization: `Bearer ${fx.token}` };
  if (body.contentType) headers["content-type"] = body.contentType;
  return t.app.request(path, { method, headers, body: body.text });
}

describe("the fuzz covers every write route", () => {
  it("has an entry for each POST/PUT/PATCH/DELETE route of the app", () => {
    const missing = appWriteRoutes().filter((route) => route !== BETTER_AUTH_MOUNT && !ALL_ENTRIES[route]);
    expect(missing).toEqual([]);
    expect(appWriteRoutes()).toContain(BETTER_AUTH_MOUNT);
    // The Better Auth list is read from the running instance: sign-up, sign-in, update-user, change-email, organizations…
    for (const route of [
      "/sign-up/email",
      "/sign-in/email",
      "/update-user",
      "/change-email",
      "/organization/create",
      "/organization/update",
    ]) {
      expect(ALL_ENTRIES).toHaveProperty([`POST /api/auth${route}`]);
    }
  });
});

describe.each(Object.keys(ALL_ENTRIES).sort())("%s with malformed input", (key) => {
  it("never answers 5xx, and a refused request writes nothing", async () => {
    const entry = ALL_ENTRIES[key]!;
    const fx = await freshFixture();
    const hints = { ...fixtureHints(fx), ...(await entry.setup?.(fx)) };
    const paramNames = [...key.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, pathParam(name, hints)])));
    const [someParams] = fc.sample(params, { seed: seedOf(key), numRuns: 1 });
    const examples = targetedBodies(entry.schema, hints, seedOf(key)).map((body) => [someParams!, body] as [typeof someParams, WireBody]);

    const rows = rowCountWatch();
    await fc.assert(
      fc.asyncProperty(params, malformedBodies(entry.schema, hints), async (p, body) => {
        const caller = entry.freshCallerPerRun ? await freshFixture() : fx;
        const before = await rows.before();
        const res = await send(key, caller, p, body);
        const answer = await res.text();
        expect(res.status, `${res.status} ${answer.slice(0, 300)}`).toBeLessThan(500);
        if (res.status < 400) return;
        const changed = await rows.changedSince(before);
        // A wrong password is counted on purpose (the sign-in lockout, decision 006).
        if (key === "POST /api/auth/sign-in/email" && res.status === 401) delete changed.sign_in_failure;
        expect(changed, `${res.status} ${answer.slice(0, 300)}`).toEqual({});
      }),
      { numRuns: NUM_RUNS + examples.length, seed: seedOf(key), examples },
    );
  });
});
