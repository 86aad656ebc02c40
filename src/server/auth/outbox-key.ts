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

/**
 * Who may open the outbox: nobody in a deployment, nobody from another machine or through a proxy
 * (decision 014), and on this machine whoever brings the printed key or an admin's own session.
 */
export function mayOpenOutbox(input: {
  isLocalMode: boolean;
  isFromThisMachine: boolean;
  authSecret: string;
  key: string | undefined;
  isOwnAdminSession: boolean;
}): boolean {
  if (!input.isLocalMode || !input.isFromThisMachine) return false;
  return input.isOwnAdminSession || isOutboxKey(input.authSecret, input.key);
}
