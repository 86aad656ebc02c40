import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ContextMessage, ReportedContent } from "@/contracts/admin/moderation";
import type { Executor } from "@/server/db/database";
import { campaign, type contentReport, creatorPackage, creatorProfile, message, user } from "@/server/db/schema";
import { isUuid } from "@/contracts/id";
import { packageStatus } from "../packages/package-row";

type Report = typeof contentReport.$inferSelect;

/** Messages read on each side of a reported message, and from the end of a reported person's conversation. */
const AROUND = 10;

const gone = (title: string): ReportedContent => ({
  exists: false,
  title,
  body: null,
  status: null,
  publicPath: null,
  hideable: null,
  hiddenAt: null,
  hiddenReason: null,
  messages: null,
});

/**
 * The reported message's place in its thread, compared in SQL: PostgreSQL keeps microseconds, a
 * JavaScript Date only milliseconds, so comparing with the Date read back would misplace it.
 */
const position = (id: string) => sql`SELECT m.created_at, m.id FROM message m WHERE m.id = ${id}`;

async function conversationMessages(
  db: Executor,
  conversationId: string,
  around: typeof message.$inferSelect | null,
  reportedId: string | null,
) {
  const columns = { m: message, senderName: user.name };
  const base = () => db.select(columns).from(message).leftJoin(user, eq(user.id, message.senderId));
  const rows = around
    ? [
        ...(
          await base()
            .where(and(eq(message.conversationId, conversationId), sql`(${message.createdAt}, ${message.id}) < (${position(around.id)})`))
            .orderBy(desc(message.createdAt), desc(message.id))
            .limit(AROUND)
        ).reverse(),
        ...(await base().where(eq(message.id, around.id))),
        ...(await base()
          .where(and(eq(message.conversationId, conversationId), sql`(${message.createdAt}, ${message.id}) > (${position(around.id)})`))
          .orderBy(asc(message.createdAt), asc(message.id))
          .limit(AROUND)),
      ]
    : (
        await base()
          .where(eq(message.conversationId, conversationId))
          .orderBy(desc(message.createdAt), desc(message.id))
          .limit(AROUND * 2)
      ).reverse();
  return rows.map((r): ContextMessage => ({
    id: r.m.id,
    senderId: r.m.senderId,
    senderName: r.senderName ?? "",
    body: r.m.body,
    createdAt: r.m.createdAt.toISOString(),
    isReported: r.m.id === reportedId,
  }));
}

/**
 * The reported thing as it is now, for the admin deciding on a report: its content and visibility,
 * and for a message or a person reported from a conversation, the messages around it. The caller
 * audits the reading of messages.
 */
export async function readReportedContent(db: Executor, report: Report): Promise<ReportedContent> {
  switch (report.targetType) {
    case "campaign": {
      if (!isUuid(report.targetId)) return gone("Campaign");
      const [c] = await db.select().from(campaign).where(eq(campaign.id, report.targetId)).limit(1);
      if (!c) return gone("Campaign");
      return {
        exists: true,
        title: c.title || "(untitled campaign)",
        body: c.description,
        status: c.status,
        // Campaigns have no public page: creators read them inside their own area.
        publicPath: null,
        hideable: { type: "campaign", id: c.id },
        hiddenAt: c.hiddenAt?.toISOString() ?? null,
        hiddenReason: c.hiddenReason,
        messages: null,
      };
    }
    case "package": {
      if (!isUuid(report.targetId)) return gone("Package");
      const [row] = await db
        .select({ k: creatorPackage, customUrl: creatorProfile.customUrl, isListed: creatorProfile.isListed })
        .from(creatorPackage)
        .leftJoin(creatorProfile, eq(creatorProfile.userId, creatorPackage.userId))
        .where(eq(creatorPackage.id, report.targetId))
        .limit(1);
      if (!row) return gone("Package");
      const k = row.k;
      const visible = !k.hiddenAt && k.isActive && row.isListed && row.customUrl;
      return {
        exists: true,
        title: k.title,
        body: k.description,
        status: packageStatus(k),
        publicPath: visible ? `/c/${row.customUrl}` : null,
        hideable: { type: "package", id: k.id },
        hiddenAt: k.hiddenAt?.toISOString() ?? null,
        hiddenReason: k.hiddenReason,
        messages: null,
      };
    }
    case "creator_profile":
    case "user": {
      const [row] = await db
        .select({ p: creatorProfile, name: user.name })
        .from(user)
        .leftJoin(creatorProfile, eq(creatorProfile.userId, user.id))
        .where(eq(user.id, report.targetId))
        .limit(1);
      if (!row) return gone(report.targetType === "user" ? "User" : "Creator profile");
      const p = row.p;
      return {
        exists: true,
        title: [p?.firstName, p?.lastName].filter(Boolean).join(" ") || row.name,
        body: p ? [p.shortBio, p.description].filter(Boolean).join("\n\n") || null : null,
        status: p ? (p.isListed ? "listed" : "not listed") : null,
        publicPath: p?.isListed && p.customUrl ? `/c/${p.customUrl}` : null,
        hideable: p ? { type: "creator_profile", id: p.userId } : null,
        hiddenAt: p?.hiddenAt?.toISOString() ?? null,
        hiddenReason: p?.hiddenReason ?? null,
        messages: report.conversationId ? await conversationMessages(db, report.conversationId, null, null) : null,
      };
    }
    case "message": {
      if (!isUuid(report.targetId)) return gone("Message");
      const [m] = await db.select().from(message).where(eq(message.id, report.targetId)).limit(1);
      if (!m) return gone("Message");
      return {
        exists: true,
        title: "Message",
        body: m.body,
        status: null,
        publicPath: null,
        hideable: null,
        hiddenAt: null,
        hiddenReason: null,
        messages: await conversationMessages(db, m.conversationId, m, m.id),
      };
    }
  }
}
