export type { MailAdapter, MailMessage } from "./types";
export { createMailer } from "./create-mailer";
export * as mailTemplates from "./templates";
