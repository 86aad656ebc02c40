import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { demoContext } from "./support/shell";
import { testClient } from "./support/client";

/*
 * Screens that must say the truth: a page for ids that do not exist (or are another brand's)
 * answers 404, whichever of the proposal's pages is asked.
 */

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("a proposal's pages agree on which ids exist", () => {
  // Eight server-rendered pages on a shared two-core runner: three times the default budget.
  it(
    "the proposal page and its assets page both answer 404 for unknown or mismatched ids, and 200 for a real pair",
    { timeout: 180_000 },
    async ({ openContext }) => {
      const context = await demoContext(openContext, "brand");
      const page = await context.newPage();
      const { v1 } = testClient(page);
      const campaigns = await v1.call("GET /auth/campaigns");
      let pair: { campaignId: string; proposalId: string } | null = null;
      for (const c of campaigns.data) {
        const proposals = await v1.call("GET /auth/campaigns/:id/proposals", { param: { id: c.id } });
        if (proposals.data[0]) {
          pair = { campaignId: c.id, proposalId: proposals.data[0].id };
          break;
        }
      }
      if (!pair) throw new Error("the demo brand has no proposal to look at");
      const cases: [string, string, number][] = [
        [UNKNOWN, UNKNOWN, 404],
        [pair.campaignId, UNKNOWN, 404],
        [UNKNOWN, pair.proposalId, 404],
        [pair.campaignId, pair.proposalId, 200],
      ];
      for (const [campaignId, proposalId, status] of cases) {
        const base = `/platform/campaigns/${campaignId}/proposals/${proposalId}`;
        expect((await page.goto(base))?.status(), base).toBe(status);
        expect((await page.goto(`${base}/assets`))?.status(), `${base}/assets`).toBe(status);
      }
    },
  );
});
