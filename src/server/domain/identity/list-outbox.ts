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

/** The links of an HTML message with their text, so the outbox can show them as plain anchors. */
export function linksOf(html: string): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = [];
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = m[1]!
      .replaceAll("&amp;", "&")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">");
    const text = m[2]!.replace(/<[^>]+>/g, "").trim();
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({ href, text: text.startsWith("http") ? "Open link" : text });
  }
  return links;
}
