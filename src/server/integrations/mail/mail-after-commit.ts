import type { MailAdapter, MailMessage } from "./types";

/** Messages a transaction decided to send. Nothing leaves the process until that transaction commits. */
export interface PendingMail {
  add(message: MailMessage): void;
}

/**
 * Runs `work` (which opens and commits a transaction) with a list to put messages on, then sends
 * them through the process's one mailer. A transaction that rolls back throws before the sending,
 * so it mails nothing; a retried job whose transaction found the work done mails nothing again.
 * A send that fails after the commit is not retried (the change it reports is already recorded):
 * every message is tried, then the first failure is thrown so the job's log shows it.
 */
export async function mailAfterCommit<T>(mail: MailAdapter, work: (pending: PendingMail) => Promise<T>): Promise<T> {
  const messages: MailMessage[] = [];
  const result = await work({ add: (message) => void messages.push(message) });
  const failures: unknown[] = [];
  for (const message of messages) {
    try {
      await mail.send(message);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return result;
}
