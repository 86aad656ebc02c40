import type { ChecklistEvidence } from "@/contracts/brief-checklist";
import type { Executor } from "@/server/db/database";
import { videosOf } from "@/server/domain/orders/order-access";
import { orderChecklistItems } from "./order-checklist";
import { videoChecklistRecord } from "./video-checklist";

/**
 * The order's checklist as evidence (decision 077): its items, and for each video every
 * version's marks, every tick with who made it and when, and the items each revision request named.
 */
export async function checklistEvidence(db: Executor, orderId: string): Promise<ChecklistEvidence> {
  const items = await orderChecklistItems(db, orderId);
  const videos = await videosOf(db, orderId);
  return { items, videos: await Promise.all(videos.map((v) => videoChecklistRecord(db, v))) };
}
