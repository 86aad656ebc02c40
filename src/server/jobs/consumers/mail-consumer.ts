import { eq } from "drizzle-orm";
import { paymentCheckout, user } from "@/server/db/schema";
import { mailTemplates } from "@/server/integrations/mail";
import type { EventConsumer } from "./types";

/** E-mails that follow a state change; sent once the delivery's transaction commits. */
export const mailConsumer: EventConsumer = {
  name: "mail",
  accepts: (event) => event.type === "payment_checkout.paid",
  async handle(tx, ctx, event, mail) {
    const [row] = await tx
      .select({ purpose: paymentCheckout.purpose, amountCents: paymentCheckout.amountCents, email: user.email })
      .from(paymentCheckout)
      .innerJoin(user, eq(user.id, paymentCheckout.createdByUserId))
      .where(eq(paymentCheckout.id, event.entityId))
      .limit(1);
    if (!row || row.purpose !== "top_up") return;
    const walletUrl = new URL("/platform", ctx.settings.BETTER_AUTH_URL).toString();
    const { topUpReceiptEmail } = await mailTemplates();
    mail.add(await topUpReceiptEmail({ to: row.email, amountCents: row.amountCents, walletUrl }));
  },
};
