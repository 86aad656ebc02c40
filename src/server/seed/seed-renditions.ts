import { and, desc, eq, isNotNull, isNull, or, gt } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { renditionFocus, user, videoAsset, videoLicence, videoRendition } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { RENDITION_FAILED } from "@/server/domain/renditions/render-rendition";
import { RENDITION_SHAPES } from "@/lib/rendition-shapes";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * Ad formats in the demo (decision 078): the demo brand's newest licensed video gets a focus point
 * a little above the centre (where the demo ads put the product) and its four renditions queued —
 * the workers render them in the first minute after `npm start`, so start-up stays fast and the
 * formats turn from queued through rendering to ready on screen. The next licensed video shows a
 * failed 4:5 with its reason (and the retry), the formats not asked for yet beside it.
 */
export async function seedRenditions(ctx: AppContext): Promise<void> {
  const [brand] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const buyer = await resolveBuyerAccount(ctx.db, { userId: brand.id, activeOrganizationId: null });
  await seedRenditionsFor(ctx, buyer.id);
}

/** The demo states on a buyer account's two newest licences that have a renderable file and run on. */
export async function seedRenditionsFor(ctx: AppContext, buyerAccountId: string, now = new Date()): Promise<string[]> {
  const licences = await ctx.db
    .select({ id: videoLicence.id, assetId: videoAsset.id })
    .from(videoLicence)
    .innerJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
    .where(
      and(
        eq(videoLicence.licenseeBuyerAccountId, buyerAccountId),
        or(isNull(videoLicence.endsAt), gt(videoLicence.endsAt, now)),
        eq(videoAsset.status, "ready"),
        isNotNull(videoAsset.originalKey),
        isNotNull(videoAsset.width),
      ),
    )
    .orderBy(desc(videoLicence.startsAt), desc(videoLicence.id))
    .limit(2);
  const [ready, failed] = licences;
  if (ready) {
    await ctx.db.insert(renditionFocus).values({ licenceId: ready.id, x: 0.5, y: 0.42 }).onConflictDoNothing();
    await ctx.db
      .insert(videoRendition)
      .values(RENDITION_SHAPES.map((shape) => ({ licenceId: ready.id, sourceAssetId: ready.assetId, shape, focusX: 0.5, focusY: 0.42 })))
      .onConflictDoNothing();
  }
  if (failed) {
    await ctx.db
      .insert(videoRendition)
      .values({
        licenceId: failed.id,
        sourceAssetId: failed.assetId,
        shape: "4x5",
        focusX: 0.5,
        focusY: 0.5,
        status: "failed",
        attempts: 3,
        failureReason: RENDITION_FAILED,
      })
      .onConflictDoNothing();
  }
  return licences.map((l) => l.id);
}
