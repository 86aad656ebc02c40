import { Hono } from "hono";
import { createPackageSchema, packageIdSchema, reorderPackagesSchema, updatePackageSchema } from "@/contracts/packages";
import { createPackage } from "@/server/domain/packages/create-package";
import { deletePackage } from "@/server/domain/packages/delete-package";
import { getOwnPackageOrThrow } from "@/server/domain/packages/get-own-package";
import { listOwnPackages } from "@/server/domain/packages/list-own-packages";
import { reorderPackages } from "@/server/domain/packages/reorder-packages";
import { updatePackage } from "@/server/domain/packages/update-package";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody, parseWith } from "../../validation";

const idOf = (c: { req: { param(name: "id"): string } }) => parseWith(packageIdSchema, { id: c.req.param("id") }).id;

/**
 * A creator's own packages (SPEC.md §7 `/creator-packages/{id}`, issue 12 §1). Creators only;
 * every id-bearing route answers 404 for another creator's package (the use-cases look packages
 * up by id AND owner). Buyers read packages from the public creator page (`/creators/{customUrl}`).
 */
export const packageRoutes = new Hono<ApiEnv>()
  .get("/creator-packages", requires("creator"), async (c) => {
    return c.json({ data: await listOwnPackages(c.var.ctx.db, c.var.caller.userId) });
  })
  .post("/creator-packages", requires("creator"), async (c) => {
    const fields = await parseBody(c, createPackageSchema);
    return c.json({ data: await createPackage(c.var.ctx.db, { userId: c.var.caller.userId, fields }) }, 201);
  })
  // Declared before "/creator-packages/:id" so "reorder" is never read as an id.
  .post("/creator-packages/reorder", requires("creator"), async (c) => {
    const { ids } = await parseBody(c, reorderPackagesSchema);
    return c.json({ data: await reorderPackages(c.var.ctx.db, { userId: c.var.caller.userId, ids }) });
  })
  .get("/creator-packages/:id", requires("creator"), async (c) => {
    const packageId = idOf(c);
    return c.json({ data: await getOwnPackageOrThrow(c.var.ctx.db, { userId: c.var.caller.userId, packageId }) });
  })
  .patch("/creator-packages/:id", requires("creator"), async (c) => {
    const packageId = idOf(c);
    const changes = await parseBody(c, updatePackageSchema);
    return c.json({ data: await updatePackage(c.var.ctx.db, { userId: c.var.caller.userId, packageId, changes }) });
  })
  .delete("/creator-packages/:id", requires("creator"), async (c) => {
    const packageId = idOf(c);
    return c.json({ data: await deletePackage(c.var.ctx.db, { userId: c.var.caller.userId, packageId }) });
  });
