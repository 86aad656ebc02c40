import { count } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { user } from "@/server/db/schema";
import { warmDemoClips } from "./demo-clips/demo-clips";
import { seedAdResults } from "./seed-ad-results";
import { seedAdminDisputes } from "./seed-admin-disputes";
import { seedAdminUsers } from "./seed-admin-users";
import { seedAdminLedger } from "./seed-admin-ledger";
import { seedAdminHistory } from "./seed-admin-history";
import { seedAdminModeration } from "./seed-admin-moderation";
import { seedApiKeys } from "./seed-api-keys";
import { seedBriefChecklist } from "./seed-brief-checklist";
import { seedCampaigns } from "./seed-campaigns";
import { seedCaptions } from "./seed-captions";
import { seedCaptionedRenditions } from "./seed-captioned-renditions";
import { seedCreators } from "./seed-creators";
import { seedDiscovery } from "./seed-discovery";
import { seedIdentities } from "./seed-identities";
import { seedLicenceMedia } from "./seed-licences";
import { seedMessages } from "./seed-messages";
import { seedMissingVersions } from "./seed-missing-versions";
import { seedMoney } from "./seed-money";
import { seedOrders } from "./seed-orders";
import { seedPayouts } from "./seed-payouts";
import { seedPortfolios } from "./seed-portfolios";
import { seedRenditions } from "./seed-renditions";
import { seedStore } from "./seed-store";
import { seedVariants } from "./seed-variants";
import { seedPaidUsage } from "./seed-paid-usage";
import { seedVideoChecks } from "./seed-video-checks";
import { seedWebhooks } from "./seed-webhooks";
import { seedTrackRecordHistory, seedTrackRecords } from "./seed-track-records";

/**
 * Fills an empty database with demo data, area by area (each area adds its step here).
 * Returns false when the database already had users: the seed never touches real data.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(user);
  if ((existing?.n ?? 0) > 0) return false;
  // The demo ads most deliveries, portfolios and proposals use (30 s, scripts 0–3; 15 s, script 4)
  // encode while the accounts and the directory are written.
  warmDemoClips([0, 1, 2, 3].map((script) => ({ seconds: 30, script })).concat({ seconds: 15, script: 4 }));
  await seedIdentities(ctx);
  await seedCreators(ctx);
  await seedMoney(ctx);
  await seedOrders(ctx);
  await seedBriefChecklist(ctx);
  await seedVideoChecks(ctx);
  await seedPortfolios(ctx);
  await seedPayouts(ctx);
  await seedStore(ctx);
  await seedCampaigns(ctx);
  await seedMessages(ctx);
  await seedDiscovery(ctx);
  await seedTrackRecordHistory(ctx);
  await seedLicenceMedia(ctx);
  await seedVariants(ctx);
  await seedPaidUsage(ctx);
  await seedMissingVersions(ctx);
  await seedRenditions(ctx);
  await seedCaptions(ctx);
  await seedCaptionedRenditions(ctx);
  await seedAdminDisputes(ctx);
  await seedAdminUsers(ctx);
  await seedAdminLedger(ctx);
  await seedAdminModeration(ctx);
  await seedAdminHistory(ctx);
  await seedApiKeys(ctx);
  await seedWebhooks(ctx);
  await seedAdResults(ctx);
  // Last: the track records are computed from every order, message and ad result above.
  await seedTrackRecords(ctx);
  return true;
}
