/** What bench/seed-scale.ts writes and bench/api.ts reads: the database and the bench login. */
import { createHash } from "node:crypto";

export const DEFAULT_SCALE_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/reelbrief_scale";

export function scaleDatabaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_SCALE_DATABASE_URL;
}

/** The first seeded brand (user scale-b-1) has a password, so the benchmark can sign in as it. */
export const SCALE_BENCH_USER = { email: "brand1@scale.reelbrief.test", password: "scale-bench-password" } as const;

/** The first seeded creator (user scale-c-1) has a password too: the creator side's lists and dashboard. */
export const SCALE_BENCH_CREATOR = { email: "creator1@scale.reelbrief.test", password: "scale-bench-password" } as const;

/** An admin with a password: the admin user search (decision 058) over the 120,000 scale users. */
export const SCALE_BENCH_ADMIN = { email: "admin1@scale.reelbrief.test", password: "scale-bench-password" } as const;

/** PostgreSQL's `md5(text)::uuid`, which the seed uses for deterministic ids. */
export function seededUuid(key: string): string {
  const hex = createHash("md5").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The bench brand's campaign with SCALE_PROPOSALS (500) proposals. */
export const SCALE_PROPOSALS_CAMPAIGN_ID = seededUuid("scale-cp-1");
