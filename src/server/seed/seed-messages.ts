import { inArray, like } from "drizzle-orm";
import sharp from "sharp";
import type { MessageAttachmentView } from "@/contracts/messages";
import type { AppContext } from "@/server/context";
import { user } from "@/server/db/schema";
import { uploadMessageAttachment } from "@/server/domain/messages/message-attachments";
import { markConversationRead } from "@/server/domain/messages/mark-conversation-read";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { sendMessage } from "@/server/domain/messages/send-message";
import { DEMO_ACCOUNTS } from "./demo-accounts";

type SeedFile = { name: string; bytes: () => Promise<Uint8Array> };
type Line = { from: "brand" | "other"; text: string; daysAgo: number; minute: number; files?: SeedFile[] } | { read: "brand" | "other" };

/** A product shot for the demo thread: a drawn blender on a warm background (no bundled photo). */
async function productPhoto(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#fb923c"/></linearGradient></defs>
    <rect width="960" height="720" fill="url(#bg)"/>
    <rect x="380" y="500" width="200" height="120" rx="18" fill="#1f2937"/>
    <path d="M395 500 L415 180 L545 180 L565 500 Z" fill="#e0f2fe" stroke="#1f2937" stroke-width="8"/>
    <path d="M405 360 L555 360 L565 500 L395 500 Z" fill="#4ade80" opacity="0.85"/>
    <rect x="400" y="150" width="160" height="36" rx="10" fill="#1f2937"/>
    <circle cx="480" cy="560" r="22" fill="#f97316"/>
    <text x="480" y="680" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#1f2937">BlendPro 3000</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** A one-page PDF brief, written by hand (a real, valid file with a correct cross-reference table). */
function briefPdf(): Promise<Uint8Array> {
  const lines = [
    "Creative brief: BlendPro 3000",
    "Two 30-second vertical videos (9:16).",
    "Hook in the first 3 seconds, logo visible.",
    "Show a smoothie made in under a minute.",
    "Deliver by Friday. One revision round.",
  ];
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 22 : 14} Tf 72 ${740 - i * 32} Td (${l}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Promise.resolve(new Uint8Array(Buffer.from(out, "latin1")));
}

/** The demo brand's product photo and brief, attached in the conversation with the demo creator. */
export const DEMO_ATTACHMENTS: SeedFile[] = [
  { name: "blendpro-3000.png", bytes: productPhoto },
  { name: "creative-brief.pdf", bytes: briefPdf },
];

/**
 * Demo conversations of the demo brand (docs/product/local-mode-and-settings.md), written through the use-cases so their
 * events, notifications and read marks are real: with the demo creator (read by both, then a new
 * brand message the creator has not read), with a directory creator who wrote last (unread for
 * the brand), and one fully read.
 */
export async function seedMessages(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
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
      const sender = line.from === "brand" ? brand!.id : otherId;
      // Through the upload use-case, as the composer does: the image is re-encoded, the PDF checked.
      const attachments: MessageAttachmentView[] = [];
      for (const file of line.files ?? []) {
        const bytes = await file.bytes();
        attachments.push(await uploadMessageAttachment(db, storage, { userId: sender, conversationId: convo.id, name: file.name, bytes }));
      }
      await sendMessage(db, {
        userId: sender,
        conversationId: convo.id,
        body: line.text,
        attachments,
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
    {
      from: "brand",
      text: "Here are the brief and a photo of the blender. Could you deliver by Friday?",
      daysAgo: 1,
      minute: 5,
      files: DEMO_ATTACHMENTS,
    },
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
