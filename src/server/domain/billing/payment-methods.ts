import { and, asc, desc, eq } from "drizzle-orm";
import type { BillingAddress, PaymentMethod } from "@/contracts/money";
import type { Db, Executor } from "@/server/db/database";
import { billingProfile, paymentMethod } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { PaymentProvider } from "@/server/integrations/payments";

const view = (m: typeof paymentMethod.$inferSelect): PaymentMethod => ({
  id: m.id,
  provider: m.provider,
  brand: m.brand,
  last4: m.last4,
  exp_month: m.expMonth,
  exp_year: m.expYear,
  is_default: m.isDefault,
});

/** Saved cards of a buyer account, default first. */
export async function listPaymentMethods(db: Executor, buyerAccountId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethod)
    .where(eq(paymentMethod.buyerAccountId, buyerAccountId))
    .orderBy(desc(paymentMethod.isDefault), asc(paymentMethod.createdAt));
  return rows.map(view);
}

/** Makes one card the default; the partial unique index allows one default per account. */
export async function setDefaultPaymentMethod(db: Db, input: { buyerAccountId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: paymentMethod.id })
      .from(paymentMethod)
      .where(and(eq(paymentMethod.id, input.id), eq(paymentMethod.buyerAccountId, input.buyerAccountId)))
      .for("update")
      .limit(1);
    // Another account's card is "not found", never "forbidden": its existence is not disclosed.
    if (!found) throw notFound("Payment method");
    await tx
      .update(paymentMethod)
      .set({ isDefault: false })
      .where(and(eq(paymentMethod.buyerAccountId, input.buyerAccountId), eq(paymentMethod.isDefault, true)));
    await tx.update(paymentMethod).set({ isDefault: true }).where(eq(paymentMethod.id, input.id));
  });
}

/** Removes a card (detached at the provider first); the oldest remaining card becomes the default. */
export async function removePaymentMethod(db: Db, provider: PaymentProvider, input: { buyerAccountId: string; id: string }): Promise<void> {
  const [found] = await db
    .select()
    .from(paymentMethod)
    .where(and(eq(paymentMethod.id, input.id), eq(paymentMethod.buyerAccountId, input.buyerAccountId)))
    .limit(1);
  if (!found) throw notFound("Payment method");
  if (found.provider === provider.name) await provider.detachPaymentMethod(found.providerMethodId);
  await db.transaction(async (tx) => {
    await tx.delete(paymentMethod).where(eq(paymentMethod.id, found.id));
    if (!found.isDefault) return;
    const [next] = await tx
      .select({ id: paymentMethod.id })
      .from(paymentMethod)
      .where(eq(paymentMethod.buyerAccountId, input.buyerAccountId))
      .orderBy(asc(paymentMethod.createdAt))
      .limit(1);
    if (next) await tx.update(paymentMethod).set({ isDefault: true }).where(eq(paymentMethod.id, next.id));
  });
}

const EMPTY_ADDRESS: BillingAddress = {
  billing_email: null,
  company_name: null,
  address_line1: null,
  address_line2: null,
  city: null,
  state: null,
  postal_code: null,
  country: null,
};

export async function getBillingAddress(db: Executor, buyerAccountId: string): Promise<BillingAddress> {
  const [row] = await db.select().from(billingProfile).where(eq(billingProfile.buyerAccountId, buyerAccountId)).limit(1);
  if (!row) return EMPTY_ADDRESS;
  return {
    billing_email: row.billingEmail,
    company_name: row.companyName,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
  };
}

/** Billing e-mail and address: a partial update; a field sent as null or "" clears it. */
export async function updateBillingAddress(db: Executor, buyerAccountId: string, patch: Partial<BillingAddress>): Promise<BillingAddress> {
  const clean = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim());
  const values = {
    billingEmail: clean(patch.billing_email),
    companyName: clean(patch.company_name),
    addressLine1: clean(patch.address_line1),
    addressLine2: clean(patch.address_line2),
    city: clean(patch.city),
    state: clean(patch.state),
    postalCode: clean(patch.postal_code),
    country: clean(patch.country),
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await db
    .insert(billingProfile)
    .values({ buyerAccountId, ...set })
    .onConflictDoUpdate({ target: billingProfile.buyerAccountId, set: { ...set, updatedAt: new Date() } });
  return getBillingAddress(db, buyerAccountId);
}
