import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminReport } from "@/contracts/admin/moderation";
import type { Executor } from "@/server/db/database";
import { campaign, contentReport, creatorPackage, creatorProfile, message, user } from "@/server/db/schema";

const reporter = alias(user, "reporter");
const owner = alias(user, "owner");
const resolver = alias(user, "resolver");

const person = (p: { id: string; name: string; email: string } | null) => (p ? { id: p.id, name: p.name, email: p.email } : null);

/** A report with the three people it names (reporter, owner of the content, resolving admin). */
export function selectReports(db: Executor) {
  return db
    .select({
      r: contentReport,
      reporter: { id: reporter.id, name: reporter.name, email: reporter.email },
      owner: { id: owner.id, name: owner.name, email: owner.email },
      resolver: { id: resolver.id, name: resolver.name, email: resolver.email },
    })
    .from(contentReport)
    .leftJoin(reporter, eq(reporter.id, contentReport.reporterUserId))
    .leftJoin(owner, eq(owner.id, contentReport.targetUserId))
    .leftJoin(resolver, eq(resolver.id, contentReport.resolvedByUserId))
    .$dynamic();
}
export type ReportJoinRow = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

const key = (type: string, id: string) => `${type}:${id}`;
const firstWords = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);
const uuidLike = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** What each reported thing is called, read in one query per type for a whole page of reports. */
export async function targetLabels(db: Executor, rows: { targetType: string; targetId: string }[]): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const uuids = (type: string) => ids(type).filter(uuidLike);
  const none = Promise.resolve([] as { id: string; label: string | null }[]);
  const [campaigns, packages, profiles, messages, users] = await Promise.all([
    uuids("campaign").length
      ? db
          .select({ id: campaign.id, label: campaign.title })
          .from(campaign)
          .where(inArray(campaign.id, uuids("campaign")))
      : none,
    uuids("package").length
      ? db
          .select({ id: creatorPackage.id, label: creatorPackage.title })
          .from(creatorPackage)
          .where(inArray(creatorPackage.id, uuids("package")))
      : none,
    ids("creator_profile").length
      ? db
          .select({ id: creatorProfile.userId, label: user.name })
          .from(creatorProfile)
          .innerJoin(user, eq(user.id, creatorProfile.userId))
          .where(inArray(creatorProfile.userId, ids("creator_profile")))
      : none,
    uuids("message").length
      ? db
          .select({ id: message.id, label: message.body })
          .from(message)
          .where(inArray(message.id, uuids("message")))
      : none,
    ids("user").length
      ? db
          .select({ id: user.id, label: user.name })
          .from(user)
          .where(inArray(user.id, ids("user")))
      : none,
  ]);
  const labels = new Map<string, string>();
  for (const [type, list] of [
    ["campaign", campaigns],
    ["package", packages],
    ["creator_profile", profiles],
    ["message", messages],
    ["user", users],
  ] as const) {
    for (const row of list) labels.set(key(type, row.id), firstWords(row.label ?? ""));
  }
  return labels;
}

export function toAdminReport(row: ReportJoinRow, labels: Map<string, string>): AdminReport {
  const r = row.r;
  return {
    id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: labels.get(key(r.targetType, r.targetId)) ?? "(deleted)",
    targetUser: person(row.owner),
    reporter: person(row.reporter),
    conversationId: r.conversationId,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolvedBy: person(row.resolver),
    resolutionNote: r.resolutionNote,
  };
}
