import "server-only";
import {
  type ContentLibraryQuery,
  type ContentLibraryResponse,
  type LicenceDocument,
  type LicenceSummary,
  contentLibraryQuerySchema,
} from "@/contracts/licences";
import { getServerCaller } from "@/server/auth/server-session";
import { getLicenceDocument, listContentLibrary, listOrderLicences } from "@/server/domain/licences/licence-read-model";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import { getAppContext } from "@/server/runtime";

/*
 * Server reads of the licence screens: the same use-cases as GET /auth/content,
 * GET /auth/licences/{id} and GET /auth/orders/{id}/licences, for the caller of the request.
 * Something that is not the caller's is `null` (the page answers 404).
 */

/** The URL's filters, made valid: a malformed value falls back to its default instead of an error page. */
export function parseContentLibraryQuery(params: Record<string, string | string[] | undefined>): ContentLibraryQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const raw: Record<string, string | undefined> = {};
  for (const key of ["status", "creator", "campaign", "platform", "q", "page"]) raw[key] = first(params[key])?.trim() || undefined;
  const parsed = contentLibraryQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const good: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = contentLibraryQuerySchema.shape[key as keyof typeof contentLibraryQuerySchema.shape];
    if (field.safeParse(value).success) good[key] = value;
  }
  return contentLibraryQuerySchema.parse(good);
}

export async function loadContentLibrary(query: ContentLibraryQuery): Promise<ContentLibraryResponse | null> {
  const caller = await getServerCaller();
  if (!caller) return null;
  const ctx = await getAppContext();
  return listContentLibrary(ctx.db, {
    buyerAccountId: caller.buyer.id,
    query,
    presign: (key) => ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 }),
    downloadUrl: (id) => `/api/v1/auth/licences/${id}/download`,
  });
}

export async function loadLicence(id: string): Promise<LicenceDocument | null> {
  const caller = await getServerCaller();
  if (!caller) return null;
  const ctx = await getAppContext();
  try {
    return await getLicenceDocument(ctx.db, {
      id,
      viewer: { buyerAccountId: caller.buyer.id, userId: caller.userId, isAdmin: caller.role === "admin" },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** The licences of an order for its page; an empty list when the order is not the caller's side. */
export async function loadOrderLicences(side: "buyer" | "creator", orderId: string): Promise<LicenceSummary[]> {
  const caller = await getServerCaller();
  if (!caller) return [];
  const ctx = await getAppContext();
  const party = side === "buyer" ? ({ side, buyerAccountId: caller.buyer.id } as const) : ({ side, userId: caller.userId } as const);
  try {
    return await listOrderLicences(ctx.db, { orderId, party });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return [];
    throw error;
  }
}
