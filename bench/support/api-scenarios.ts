/**
 * The routes that `npm run bench:api` measures and `npm run bench:plans` explains, kept in one
 * place so both benches cover the same requests.
 */
import { SCALE_PROPOSALS_CAMPAIGN_ID } from "./scale-data";

export interface Scenario {
  name: string;
  path: string;
  /** Signed in as the bench brand (`true` or "brand"), the bench creator or the bench admin. */
  signedIn?: boolean | "brand" | "creator" | "admin";
  /** The targets for this route. */
  goal: string;
  /** Its statements' plans go to api-plans.md. */
  explain?: boolean;
}

export const GOAL = "p99 < 25 ms, ≥ 0.7× bare";

/** The last day of the leaderboard scenarios' rows (yesterday, UTC) and the days before it. */
export const LEADERBOARD_END = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
export const LEADERBOARD_DAY = (before: number) =>
  new Date(Date.parse(`${LEADERBOARD_END}T00:00:00Z`) - before * 86_400_000).toISOString().slice(0, 10);

export const ALL_SCENARIOS: Scenario[] = [
  { name: "directory, no filter", path: "/api/v1/creators", goal: "p99 < 25 ms, ≥ 0.7× bare" },
  { name: "directory, text + niche", path: "/api/v1/creators?q=maya&niche=beauty", goal: "p99 < 25 ms, ≥ 0.7× bare" },
  { name: "directory, deep page (500)", path: "/api/v1/creators?page=500", goal: "p99 < 25 ms, ≥ 0.7× bare" },
  // The brand area's directory: the public search plus follower, language and rating filters, the caller's lists.
  {
    name: "in-app directory, followers + rating",
    path: "/api/v1/auth/creators?minFollowers=100000&minRating=4",
    signedIn: true,
    goal: "p99 < 25 ms, ≥ 0.7× bare",
  },
  {
    name: "in-app directory, language + rating sort",
    path: "/api/v1/auth/creators?language=es&sort=rating",
    signedIn: true,
    goal: "p99 < 25 ms, ≥ 0.7× bare",
  },
  { name: "GET /api/auth/me", path: "/api/auth/me", signedIn: true, goal: "p99 < 25 ms, ≥ 0.7× bare" },
  // Orders at scale: the bench brand and the bench creator have about 3,000 orders each among 500,000.
  { name: "brand orders", path: "/api/v1/auth/orders", signedIn: "brand", goal: GOAL, explain: true },
  {
    name: "brand orders, status + search",
    path: "/api/v1/auth/orders?status=completed&q=demo",
    signedIn: "brand",
    goal: GOAL,
    explain: true,
  },
  { name: "creator orders", path: "/api/v1/auth/creator-orders", signedIn: "creator", goal: GOAL, explain: true },
  { name: "brand dashboard", path: "/api/v1/auth/brand/dashboard", signedIn: "brand", goal: GOAL, explain: true },
  { name: "creator dashboard", path: "/api/v1/auth/creator/dashboard", signedIn: "creator", goal: GOAL, explain: true },
  {
    name: "brand dashboard, recent videos",
    path: "/api/v1/auth/order-videos/recent?side=buyer&limit=5",
    signedIn: "brand",
    goal: GOAL,
    explain: true,
  },
  {
    name: "creator dashboard, recent videos",
    path: "/api/v1/auth/order-videos/recent?side=creator&limit=5",
    signedIn: "creator",
    goal: GOAL,
    explain: true,
  },
  // Campaigns at scale: 20,000 active campaigns; the bench brand's campaign with 500 proposals.
  {
    name: "campaign browsing, filters",
    path: "/api/v1/auth/campaigns/view?niche=beauty&platform=tiktok&min_price=60&shipped=yes",
    signedIn: "creator",
    goal: GOAL,
    explain: true,
  },
  {
    name: "campaign browsing, qualifying + deadline sort",
    path: "/api/v1/auth/campaigns/view?qualified_only=1&sort=deadline",
    signedIn: "creator",
    goal: GOAL,
    explain: true,
  },
  {
    name: "campaign proposals (500)",
    path: `/api/v1/auth/campaigns/${SCALE_PROPOSALS_CAMPAIGN_ID}/proposals`,
    signedIn: "brand",
    goal: GOAL,
    explain: true,
  },
  // The admin user search over 120,000 users (decision 058): newest first, a name, an e-mail prefix, a rare filter, a deep page.
  { name: "admin users, newest", path: "/api/v2/users", signedIn: "admin", goal: "p50 < 50 ms", explain: true },
  { name: "admin users, name", path: "/api/v2/users?q=maya", signedIn: "admin", goal: "p50 < 50 ms", explain: true },
  { name: "admin users, e-mail prefix", path: "/api/v2/users?q=creator4321", signedIn: "admin", goal: "p50 < 50 ms", explain: true },
  { name: "admin users, banned creators", path: "/api/v2/users?filter=banned", signedIn: "admin", goal: "p50 < 50 ms", explain: true },
  {
    name: "admin users, deep page",
    // The cursor of the row created 2023-06-01: page ~1,700 of newest first, one index range like page 1.
    path: `/api/v2/users?cursor=${Buffer.from(JSON.stringify(["2023-06-01T00:00:00.000000Z", "scale-c-99999"])).toString("base64url")}`,
    signedIn: "admin",
    goal: "p50 < 50 ms",
    explain: true,
  },
  { name: "GET / (home)", path: "/", goal: "≥ 2,000 req/s" },
  // Not a goal: the floor of an API request through Next's route handler and Hono's middleware.
  { name: "API floor: GET /api/v1/health", path: "/api/v1/health", goal: "— (reference)" },
  // Ad results (decisions 081, 085): the brand's leaderboard over 1,000,000 result rows, which bench/api.ts
  // writes for the bench brand before it measures (ensureLeaderboardRows): the page's default 30 days, and a year.
  {
    name: "ad results leaderboard, 30 days",
    path: `/api/v1/auth/ad-results/leaderboard?by=video&sort=roas&from=${LEADERBOARD_DAY(29)}&to=${LEADERBOARD_DAY(0)}`,
    signedIn: "brand",
    goal: "p99 < 100 ms",
  },
  {
    name: "ad results leaderboard, a year",
    path: `/api/v1/auth/ad-results/leaderboard?by=video&sort=roas&from=${LEADERBOARD_DAY(364)}&to=${LEADERBOARD_DAY(0)}`,
    signedIn: "brand",
    goal: "p99 < 100 ms",
  },
];
