/** What bench/seed-scale.ts writes and bench/api.ts reads: the database and the bench login. */

export const DEFAULT_SCALE_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/reelbrief_scale";

export function scaleDatabaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_SCALE_DATABASE_URL;
}

/** The first seeded brand (user scale-b-1) has a password, so the benchmark can sign in as it. */
export const SCALE_BENCH_USER = { email: "brand1@scale.reelbrief.test", password: "scale-bench-password" } as const;
