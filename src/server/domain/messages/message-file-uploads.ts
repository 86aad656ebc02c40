import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { messageFileUpload } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { AppError } from "@/server/errors";

/*
 * Files uploaded for messages and not sent yet (decision 044). Each upload is a row until a send
 * claims it or the sweep removes it a day later; the row, not the storage listing, says which
 * files are unsent, and which ones a send may name.
 */

export type MessageFileUpload = typeof messageFileUpload.$inferSelect;

/** One answer for every file a send may not name: someone else's, another conversation's, already sent, swept, or made up. */
export const notYourFile = () =>
  new AppError("validation_error", "attachments: a file is not one you uploaded here", {
    attachments: "must be files you uploaded to this conversation",
  });

export async function recordMessageFileUpload(
  db: Executor,
  input: { key: string; userId: string; conversationId: string; contentType: string; sizeBytes: number },
): Promise<void> {
  await db.insert(messageFileUpload).values(input);
}

/** The caller's unsent uploads to this conversation among `keys` (one query for all of them). */
export async function findMessageFileUploads(
  db: Executor,
  input: { userId: string; conversationId: string; keys: readonly string[] },
): Promise<MessageFileUpload[]> {
  if (input.keys.length === 0) return [];
  return db
    .select()
    .from(messageFileUpload)
    .where(
      and(
        inArray(messageFileUpload.key, [...input.keys]),
        eq(messageFileUpload.userId, input.userId),
        eq(messageFileUpload.conversationId, input.conversationId),
      ),
    );
}

/**
 * Claims the files a message names, inside the send's transaction: their rows go, so no other
 * send and no sweep can take them. Two sends naming the same file: the second one's delete waits
 * for the first's row lock and, once that commits, finds nothing, so it is refused (and its
 * transaction, message included, rolls back). A key without a row refuses the whole send.
 */
export async function claimMessageFileUploads(
  tx: Executor,
  input: { userId: string; conversationId: string; keys: readonly string[] },
): Promise<void> {
  const wanted = new Set(input.keys);
  if (wanted.size === 0) return;
  const claimed = await tx
    .delete(messageFileUpload)
    .where(
      and(
        inArray(messageFileUpload.key, [...wanted]),
        eq(messageFileUpload.userId, input.userId),
        eq(messageFileUpload.conversationId, input.conversationId),
      ),
    )
    .returning({ key: messageFileUpload.key });
  if (claimed.length !== wanted.size) throw notYourFile();
}

/**
 * Deletes up to `limit` rows of files uploaded before `uploadedBefore` and never sent, returning
 * their keys: the caller removes the files afterwards, so from the moment the rows are gone a
 * send naming them is refused and no message can point to a removed file. Rows a send is claiming
 * right now are skipped (that send either commits, and the file is kept, or rolls back, and the
 * next run takes it).
 */
export async function takeUnsentMessageFileUploads(db: Executor, input: { uploadedBefore: Date; limit: number }): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`
      delete from ${messageFileUpload}
      where key in (
        select key from ${messageFileUpload}
        where created_at < ${input.uploadedBefore.toISOString()}
        order by created_at
        limit ${input.limit}
        for update skip locked)
      returning key`,
  );
  return rows.map((r) => r.key);
}
