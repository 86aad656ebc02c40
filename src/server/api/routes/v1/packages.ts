import {
  createPackageSchema,
  deletePackageResponseSchema,
  ownPackageListResponseSchema,
  ownPackageResponseSchema,
  packageIdSchema,
  reorderPackagesSchema,
  updatePackageSchema,
} from "@/contracts/packages";
import { createPackage } from "@/server/domain/packages/create-package";
import { deletePackage } from "@/server/domain/packages/delete-package";
import { getOwnPackageOrThrow } from "@/server/domain/packages/get-own-package";
import { listOwnPackages } from "@/server/domain/packages/list-own-packages";
import { reorderPackages } from "@/server/domain/packages/reorder-packages";
import { updatePackage } from "@/server/domain/packages/update-package";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

const onePackage = ownPackageResponseSchema;
const packageList = ownPackageListResponseSchema;

/**
 * A creator's own packages (docs/product/api-conventions.md `/creator-packages/{id}`, decision 026).
 * Creators only; every id-bearing route answers 404 for another creator's package (the use-cases
 * look packages up by id AND owner). Buyers read packages from the public creator page
 * (`/creators/{customUrl}`), which lists only active ones.
 */
export const packageRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/creator-packages",
      tags: ["Packages"],
      summary: "List your packages",
      description: "In the creator's order; archived packages last.",
      ...signedIn("creator"),
      responses: { 200: json(packageList, "The caller's packages"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listOwnPackages(c.var.ctx.db, c.var.caller.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/creator-packages",
      tags: ["Packages"],
      summary: "Create a package",
      description: "Price $10–$10,000, 1–10 videos of 5–180 s, turnaround 1–30 days, 0–5 revision rounds. Placed after the others.",
      ...signedIn("creator"),
      request: { body: jsonBody(createPackageSchema) },
      responses: { 201: json(onePackage, "The new package"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const fields = c.req.valid("json");
      return c.json({ data: await createPackage(c.var.ctx.db, { userId: c.var.caller.userId, fields }) }, 201);
    },
  )
  // Declared before "/creator-packages/{id}" so "reorder" is never read as an id.
  .openapi(
    createRoute({
      method: "post",
      path: "/creator-packages/reorder",
      tags: ["Packages"],
      summary: "Reorder your packages",
      description: "Send every package that is not archived, once, in the new order.",
      ...signedIn("creator"),
      request: { body: jsonBody(reorderPackagesSchema) },
      responses: { 200: json(packageList, "The packages in their new order"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const { ids } = c.req.valid("json");
      return c.json({ data: await reorderPackages(c.var.ctx.db, { userId: c.var.caller.userId, ids }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/creator-packages/{id}",
      tags: ["Packages"],
      summary: "One of your packages",
      ...signedIn("creator"),
      request: { params: packageIdSchema },
      responses: { 200: json(onePackage, "The package"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ data: await getOwnPackageOrThrow(c.var.ctx.db, { userId: c.var.caller.userId, packageId: id }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/creator-packages/{id}",
      tags: ["Packages"],
      summary: "Edit, pause or activate a package",
      description: "Any subset of the fields; `isActive` pauses or activates. Archived packages answer 409.",
      ...signedIn("creator"),
      request: { params: packageIdSchema, body: jsonBody(updatePackageSchema) },
      responses: { 200: json(onePackage, "The package as saved"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const changes = c.req.valid("json");
      return c.json({ data: await updatePackage(c.var.ctx.db, { userId: c.var.caller.userId, packageId: id, changes }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/creator-packages/{id}",
      tags: ["Packages"],
      summary: "Delete a package",
      description: "Deleted, or archived when it was ordered before (the orders keep pointing at it).",
      ...signedIn("creator"),
      request: { params: packageIdSchema },
      responses: { 200: json(deletePackageResponseSchema, "What happened"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ data: await deletePackage(c.var.ctx.db, { userId: c.var.caller.userId, packageId: id }) }, 200);
    },
  );
