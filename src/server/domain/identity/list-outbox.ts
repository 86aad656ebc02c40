import { desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { mailOutbox } from "@/server/db/schema";

/** The newest messages of the local outbox, optionally for one recipient (the /dev/outbox page). */
export async function listOutbox(db: Executor, input: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(input.to ? eq(mailOutbox.toAddress, input.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(input.limit ?? 50);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * The links of an HTML message with their text, so the outbox can show them as plain anchors.
 * Button markup of react-email carries Outlook-only comments and hair spaces: both are dropped.
 */
export function linksOf(html: string): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = [];
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = decodeEntities(m[1]!);
    const text = decodeEntities(m[2]!.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""))
      .replace(/[\u200a\u200b]/g, "")
      .trim();
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({ href, text: text.startsWith("http") ? "Open link" : text });
  }
  return links;
}
