import type { Settings } from "@/config/env";
import type { Executor } from "@/server/db/database";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";
import type { MailAdapter } from "./types";

export type MailSettings = Pick<Settings, "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASSWORD" | "MAIL_FROM">;

/** SMTP when SMTP_HOST is set; otherwise the local outbox, so no code path needs the internet. */
export function createMailer(settings: MailSettings, db: Executor): MailAdapter {
  if (settings.SMTP_HOST) {
    return createSmtpMailer({
      host: settings.SMTP_HOST,
      port: settings.SMTP_PORT,
      user: settings.SMTP_USER,
      password: settings.SMTP_PASSWORD,
      from: settings.MAIL_FROM,
    });
  }
  return createOutboxMailer(db, settings.MAIL_FROM);
}
