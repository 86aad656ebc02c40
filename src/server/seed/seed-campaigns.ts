import { and, eq, ne } from "drizzle-orm";
import type { CampaignDraftInput } from "@/contracts/campaigns";
import type { AppContext } from "@/server/context";
import { creatorProfile, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { changeCampaignStatus } from "@/server/domain/campaigns/change-campaign-status";
import { acceptProposal, rejectProposal, shortlistProposal, withdrawProposal } from "@/server/domain/campaigns/decide-proposal";
import { inviteCreator } from "@/server/domain/campaigns/invite-creator";
import { createCampaignDraft } from "@/server/domain/campaigns/save-campaign-draft";
import { submitProposal } from "@/server/domain/campaigns/submit-proposal";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";
import { demoClip } from "./demo-clips/demo-clips";
import { uploadDemoProposalVideo } from "./seed-videos";
import { importedDemoProductId } from "./seed-store";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const brief = (overrides: CampaignDraftInput): CampaignDraftInput => ({
  product_shipped: true,
  description:
    "Film your honest first impressions in natural light: unbox it, use it once on camera, and tell viewers the one thing that surprised you.",
  talking_points: ["Lightweight and fast-absorbing", "Vitamin C for a morning glow", "Fragrance-free"],
  hooks: ["“I didn't expect this from a $28 serum…”", "Start with the before shot"],
  dos: ["Show the texture close up", "Film in daylight"],
  donts: ["No medical claims", "No competitor names"],
  platforms: ["tiktok", "instagram"],
  videos_per_creator: 1,
  video_length_seconds: 30,
  aspect_ratio: "9:16",
  pricing: "fixed",
  price_min_cents: 25_000,
  creators_wanted: 3,
  application_deadline: inDays(21),
  usage_rights_term: "90d",
  revision_rounds: 2,
  ...overrides,
});

/**
 * Campaigns in every state with proposals in every state (docs/product/local-mode-and-settings.md), made through the
 * use-cases so the events, notifications (delivered by the workers) and the accepted proposal's
 * funded order are the real thing. The demo creator has a proposal in each state. The brand's
 * wallet ends where it started: what the accepted proposals cost is topped up first. Two
 * proposals to the serum launch carry a video (decision 046), uploaded and processed as the Apply
 * form's are; kept to two to keep the seed quick.
 */
export async function seedCampaigns(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const [jordan] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!brand || !jordan) return;
  const buyerAccountId = (await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null })).id;
  const others = (
    await db
      .select({ id: creatorProfile.userId })
      .from(creatorProfile)
      .where(and(eq(creatorProfile.isListed, true), ne(creatorProfile.userId, jordan.id)))
      .orderBy(creatorProfile.createdAt)
      .limit(8)
  ).map((r) => r.id);
  const platformFeeBps = ctx.settings.PLATFORM_FEE_BPS;
  // The two acceptances below fund orders ($250 + $220): topped up first, so the wallet stays where seedMoney left it.
  await seedTopUp(ctx, buyerAccountId, brand.id, 25_000 + 22_000);
  const brandActs = { buyerAccountId };

  const draftOf = async (draft: CampaignDraftInput) => (await createCampaignDraft(db, { buyerAccountId, userId: brand.id, draft })).id;
  const published = async (draft: CampaignDraftInput) => {
    const id = await draftOf(draft);
    await changeCampaignStatus(db, { buyerAccountId, campaignId: id, action: "publish" });
    return id;
  };
  const propose = async (creatorUserId: string, campaignId: string, pitch: string, price_cents?: number, video_asset_ids?: string[]) =>
    (
      await submitProposal(db, {
        creatorUserId,
        campaignId,
        proposal: { pitch, price_cents, portfolio_links: ["https://www.tiktok.com/@reelbrief"], video_asset_ids },
      })
    ).id;
  // Sample ads of the serum campaign's length (30 s), made by the demo generator (AD_SCRIPTS).
  const proposalVideo = async (creatorUserId: string, script: number, name: string) =>
    uploadDemoProposalVideo(ctx, { clip: (await demoClip(30, script)).file, creatorUserId, name, now: new Date() });

  // Active, fixed price: proposals submitted, shortlisted, accepted (a funded order), rejected and withdrawn.
  const serum = await published(
    brief({
      title: "Glow Serum summer launch",
      product_name: "Glow Vitamin C Serum",
      product_url: "https://example.com/glow-serum",
      product_retail_value_cents: 2800,
      // Briefed from the product imported from the demo store (seed-store.ts), when there is one.
      ...(await importedDemoProductId(db, buyerAccountId, "glow-serum").then((id) => (id ? { saved_product_id: id } : {}))),
    }),
  );
  const pitches = [
    "Morning-routine creator with 40k engaged followers; I'd film a get-ready-with-me in window light and end on a close-up of the texture.",
    "I review skincare honestly, and my audience trusts that. A 30-second first-impression in one take, captions burned in.",
    "Dermatology-curious creator: I'd show the before/after over three mornings, no filters, with a strong hook in the first second.",
    "Quick-cut style with trending audio; I've made 20+ serum ads that outperformed their brand's own creative.",
  ];
  const accepted = await propose(others[0]!, serum, pitches[0]!);
  await shortlistProposal(db, { ...brandActs, proposalId: accepted });
  await acceptProposal(db, { ...brandActs, userId: brand.id, proposalId: accepted, platformFeeBps });
  const shortlisted = await propose(others[1]!, serum, pitches[1]!, undefined, [
    await proposalVideo(others[1]!, 3, "First impressions — one take.mp4"),
  ]);
  await shortlistProposal(db, { ...brandActs, proposalId: shortlisted });
  await propose(
    jordan.id,
    serum,
    "I'm Jordan — beauty and wellness in English and Spanish. I'd film a bilingual routine, so one video works for both audiences.",
    undefined,
    [await proposalVideo(jordan.id, 0, "Bilingual routine — sample.mp4")],
  );
  await propose(others[2]!, serum, pitches[2]!);
  const declined = await propose(others[3]!, serum, pitches[3]!);
  await rejectProposal(db, { ...brandActs, proposalId: declined, reason: "We're going with creators who film in daylight this time." });
  const withdrawn = await propose(others[4]!, serum, "Happy to film this — I can deliver within a week.");
  await withdrawProposal(db, { creatorUserId: others[4]!, proposalId: withdrawn });

  // Active, bids: the demo creator is shortlisted with a bid.
  const bars = await published(
    brief({
      title: "Protein bar taste test",
      product_name: "Crunch Protein Bar",
      product_retail_value_cents: 3000,
      description: "A real taste test after a workout: unwrap, first bite, honest verdict. Gym or kitchen, your call.",
      pricing: "bids",
      price_min_cents: 15_000,
      price_max_cents: 40_000,
      platforms: ["tiktok", "youtube"],
      creators_wanted: 2,
      application_deadline: inDays(10),
    }),
  );
  const jordanBid = await propose(
    jordan.id,
    bars,
    "Post-workout taste tests are my most-watched format; I'd do a blind bite against my usual bar.",
    32_000,
  );
  await shortlistProposal(db, { ...brandActs, proposalId: jordanBid });
  // Invitations: the demo creator to this one, another creator to the serum launch.
  await inviteCreator(db, {
    buyerAccountId,
    userId: brand.id,
    campaignId: bars,
    creatorUserId: jordan.id,
    message: "Loved your taste tests!",
  });
  if (others[6]) await inviteCreator(db, { buyerAccountId, userId: brand.id, campaignId: serum, creatorUserId: others[6] });
  await propose(others[5]!, bars, "Fitness creator, 3 videos a week; I can deliver raw footage too.", 22_000);

  // Active, the demo creator does not qualify (shown with the reason, not hidden).
  await published(
    brief({
      title: "Berlin café launch",
      product_name: "Oat flat white",
      product_shipped: false,
      countries: ["DE"],
      languages: ["de"],
      description: "Film your first sip at our new Kreuzberg café, in German, with the room's morning light.",
    }),
  );

  // Paused, with an open proposal.
  const candle = await published(
    brief({ title: "Candle unboxing (paused)", product_name: "Cedar & Smoke candle", price_min_cents: 18_000 }),
  );
  await propose(others[6]!, candle, "Cozy home creator; I'd film a slow evening unboxing with the first light of the wick.");
  await changeCampaignStatus(db, { buyerAccountId, campaignId: candle, action: "pause" });

  // Closed: the open proposals were declined with the campaign (the demo creator is told).
  const spring = await published(brief({ title: "Spring skincare drop", product_name: "Dew Mist", price_min_cents: 20_000 }));
  await propose(jordan.id, spring, "A spring refresh routine, outdoors in the park at golden hour.");
  await changeCampaignStatus(db, { buyerAccountId, campaignId: spring, action: "close" });

  // Archived: a closed campaign put away; the demo creator had withdrawn.
  const winter = await published(brief({ title: "Winter lip balm", product_name: "Balm Duo", price_min_cents: 12_000 }));
  const jordanWinter = await propose(jordan.id, winter, "Cold-weather routine, filmed outside.");
  await withdrawProposal(db, { creatorUserId: jordan.id, proposalId: jordanWinter });
  await changeCampaignStatus(db, { buyerAccountId, campaignId: winter, action: "close" });
  await changeCampaignStatus(db, { buyerAccountId, campaignId: winter, action: "archive" });

  // Draft: half-written, waiting in the brief builder.
  await draftOf({
    title: "Back-to-school bundle (draft)",
    product_name: "Study Snack Box",
    description: "Ideas: desk setup, snack break, study-with-me.",
  });

  // The demo creator also has an accepted proposal (a funded order to work on).
  const mask = await published(
    brief({ title: "Overnight mask: first night", product_name: "Sleep Mask", price_min_cents: 22_000, creators_wanted: 1 }),
  );
  const jordanAccepted = await propose(jordan.id, mask, "Night routine with the mask, then the morning reveal — two clips cut into one.");
  await shortlistProposal(db, { ...brandActs, proposalId: jordanAccepted });
  await acceptProposal(db, { ...brandActs, userId: brand.id, proposalId: jordanAccepted, platformFeeBps });
}
