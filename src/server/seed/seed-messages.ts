import { inArray, like } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { user } from "@/server/db/schema";
import { markConversationRead } from "@/server/domain/messages/mark-conversation-read";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { sendMessage } from "@/server/domain/messages/send-message";
import { DEMO_ACCOUNTS } from "./demo-accounts";

type Line = { from: "brand" | "other"; text: string; daysAgo: number; minute: number } | { read: "brand" | "other" };

/**
 * Demo conversations of the demo brand (PRODUCT.md §15), written through the use-cases so their
 * events, notifications and read marks are real: with the demo creator (read by both, then a new
 * brand message the creator has not read), with a directory creator who wrote last (unread for
 * the brand), and one fully read.
 */
export async function seedMessages(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const people = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [DEMO_ACCOUNTS.brand.email, DEMO_ACCOUNTS.creator.email]));
  const brand = people.find((p) => p.email === DEMO_ACCOUNTS.brand.email);
  const creator = people.find((p) => p.email === DEMO_ACCOUNTS.creator.email);
  if (!brand || !creator) return;
  const others = await db
    .select({ id: user.id })
    .from(user)
    .where(like(user.email, "%@creators.demo.reelbrief.com"))
    .orderBy(user.email)
    .limit(2);

  const at = (daysAgo: number, minute: number) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() - daysAgo);
    d.setUTCHours(15, minute, 0, 0);
    return d;
  };
  async function play(otherId: string, lines: Line[]) {
    const convo = await openConversation(db, { userId: brand!.id, otherUserId: otherId });
    for (const line of lines) {
      if ("read" in line) {
        await markConversationRead(db, { userId: line.read === "brand" ? brand!.id : otherId, conversationId: convo.id });
        continue;
      }
      await sendMessage(db, {
        userId: line.from === "brand" ? brand!.id : otherId,
        conversationId: convo.id,
        body: line.text,
        now: at(line.daysAgo, line.minute),
      });
    }
  }

  await play(creator.id, [
    {
      from: "brand",
      text: "Hi Jordan! We loved your kitchen reels. Would you make two 30-second videos for our new blender?",
      daysAgo: 3,
      minute: 2,
    },
    {
      from: "other",
      text: "Thanks Maya! Happy to. Do you have a brief? My packages are at https://reelbrief.local/creators",
      daysAgo: 3,
      minute: 20,
    },
    { read: "brand" },
    { from: "brand", text: "Brief attached in the campaign. Could you deliver by Friday?", daysAgo: 1, minute: 5 },
    { read: "other" },
    { from: "other", text: "Friday works. I'll ship the first cut on Wednesday.", daysAgo: 1, minute: 30 },
    { read: "brand" },
    { from: "brand", text: "Perfect. One more thing: please keep the logo visible in the first 3 seconds.", daysAgo: 0, minute: 1 },
  ]);
  if (others[0]) {
    await play(others[0].id, [
      { from: "brand", text: "Hello! Are you available for a skincare campaign next month?", daysAgo: 2, minute: 10 },
      { from: "other", text: "Yes! I have two slots open. What's the budget?", daysAgo: 0, minute: 3 },
      { from: "other", text: "I can also do a voice-over version.", daysAgo: 0, minute: 4 },
    ]);
  }
  if (others[1]) {
    await play(others[1].id, [
      { from: "other", text: "Thanks for the order, the videos are on their way.", daysAgo: 6, minute: 0 },
      { read: "brand" },
      { from: "brand", text: "Great, thank you!", daysAgo: 6, minute: 12 },
      { read: "other" },
    ]);
  }
}
