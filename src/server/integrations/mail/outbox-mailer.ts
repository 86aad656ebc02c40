import type { Executor } from "@/server/db/database";
import { mailOutbox } from "@/server/db/schema";
import type { MailAdapter } from "./types";

/** Stores every message in `mail_outbox` instead of sending it; read at /dev/outbox. */
export function createOutboxMailer(db: Executor, from: string): MailAdapter {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values({
        kind: message.kind,
        fromAddress: from,
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers ?? {},
      });
    },
  };
}
