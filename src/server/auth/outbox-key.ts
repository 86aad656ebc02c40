import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The local mail outbox holds every account's verification, sign-in and reset links, so being on
 * the same machine is not enough to read it (another user of a shared machine could take over any
 * account): it opens for the admin's own session, or with this key, which only the person who
 * started the server sees (printed at start-up as part of the outbox's link). Derived from the
 * auth secret like the storage signing secret, so there is no setting to forget; a new secret
 * (a new data folder) is a new key.
 */
export function outboxKey(authSecret: string): string {
  return createHmac("sha256", authSecret).update("reelbrief local mail outbox v1").digest("base64url");
}

export function isOutboxKey(authSecret: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(outboxKey(authSecret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
