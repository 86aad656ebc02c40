/** One outgoing message: a real HTML body and its plain-text alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template produced it; the outbox shows and filters by it. */
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe on notification e-mails (decision 035). */
  headers?: Record<string, string>;
}

/**
 * The mail adapter (docs/architecture.md "integrations"): SMTP when configured, else the local
 * outbox. Every area that e-mails a user goes through `ctx.mail.send`.
 */
export interface MailAdapter {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}
