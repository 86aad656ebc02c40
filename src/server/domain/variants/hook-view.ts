import type { OrderHook, VideoVariant } from "@/contracts/variants";
import type { orderHook, videoVariant } from "@/server/db/schema";
import { variantCode } from "@/lib/asset-code";

export const hookFileUrl = (id: string) => `/api/v1/auth/hooks/${id}/file`;
export const variantDownloadUrl = (id: string) => `/api/v1/auth/variants/${id}/download`;

export function hookView(row: typeof orderHook.$inferSelect): OrderHook {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    originalName: row.originalName,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    hasAudio: row.hasAudio,
    fileUrl: hookFileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function variantView(row: typeof videoVariant.$inferSelect, assetCode: string, hookNumber: number): VideoVariant {
  return {
    id: row.id,
    number: row.number,
    code: variantCode(assetCode, row.number),
    status: row.status,
    hookId: row.hookId,
    hookNumber,
    bodyStartMs: row.bodyStartMs,
    bodyEndMs: row.bodyEndMs,
    ctaStartMs: row.ctaStartMs,
    ctaEndMs: row.ctaEndMs,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    failureReason: row.failureReason,
    downloadUrl: row.status === "ready" ? variantDownloadUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
