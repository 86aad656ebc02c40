import nodemailer from "nodemailer";
import type { MailAdapter } from "./types";

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
}

/** Sends through an SMTP server (nodemailer). Port 465 means implicit TLS; others upgrade with STARTTLS. */
export function createSmtpMailer(s: SmtpSettings): MailAdapter {
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.port === 465,
    ...(s.user && { auth: { user: s.user, pass: s.password ?? "" } }),
  });
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from: s.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
    },
  };
}
