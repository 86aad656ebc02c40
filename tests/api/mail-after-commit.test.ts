import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "@/server/context";
import { eventDelivery, mailOutbox } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import type { MailMessage } from "@/server/integrations/mail";
import type { EventConsumer } from "@/server/jobs/consumers";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A consumer's e-mail leaves through the process's one mailer (`ctx.mail`) after the delivery's
 * transaction commits: a delivery that rolls back sends nothing, and a retried delivery sends once.
 */

let t: TestApp;
let ctx: AppContext;
const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same context with a mailer that records what it is given.
  const send = (m: MailMessage) => {
    sent.push(m);
    return Promise.resolve();
  };
  ctx = { ...t.ctx, mail: { kind: "outbox", send } };
});
afterAll(async () => {
  await t?.close();
});

function mailingConsumer(name: string, failAfterMailing: boolean): EventConsumer {
  return {
    name,
    accepts: () => true,
    async handle(tx, _ctx, event, mail) {
      await tx.insert(mailOutbox).values({ kind: name, fromAddress: "t@test", toAddress: "t@test", subject: event.id, html: "", text: "" });
      mail.add({ to: `${name}@test`, subject: event.id, html: "", text: "", kind: name });
      if (failAfterMailing) throw new Error(`${name} failed after deciding to mail`);
    },
  };
}

async function raise(): Promise<string> {
  const event = await t.ctx.db.transaction((tx) =>
    recordEvent(tx, { entity: "test", entityId: "1", type: "test.mailed", actor: { kind: "system" }, payload: {} }),
  );
  return event.id;
}

describe("mail from an event consumer", () => {
  it("is not sent when the delivery's transaction rolls back", async () => {
    const id = await raise();
    await expect(deliverEvent(ctx, mailingConsumer("mail-rollback", true), id)).rejects.toThrow("failed after deciding");
    expect(sent.filter((m) => m.subject === id)).toEqual([]);
    // The consumer's own write and its delivery record rolled back with it.
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, id))).toEqual([]);
    expect(await t.ctx.db.select().from(eventDelivery).where(eq(eventDelivery.eventId, id))).toEqual([]);
  });

  it("is sent once after the commit, and not again when the delivery runs twice", async () => {
    const id = await raise();
    const consumer = mailingConsumer("mail-commit", false);
    expect(await deliverEvent(ctx, consumer, id)).toBe("delivered");
    expect(await deliverEvent(ctx, consumer, id)).toBe("duplicate");
    expect(sent.filter((m) => m.subject === id).map((m) => m.to)).toEqual(["mail-commit@test"]);
  });
});
