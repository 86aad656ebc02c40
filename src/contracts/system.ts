import { z } from "zod";

/** GET /api/v1/health: liveness plus a round-trip to the database. */
export const healthSchema = z.object({
  data: z.object({
    status: z.literal("ok"),
    database: z.object({ kind: z.enum(["pglite", "postgres"]), ms: z.number().int() }),
  }),
});
