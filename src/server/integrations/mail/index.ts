export type { MailAdapter, MailMessage } from "./types";
export { createMailer } from "./create-mailer";
export { mailAfterCommit, type PendingMail } from "./mail-after-commit";
/**
 * The e-mail templates, loaded when the first e-mail is rendered rather than at start: react-email
 * and react-dom/server are the largest part of an API process's heap, which every major garbage
 * collection marks again, and uploads set those off often (decision 048).
 */
export const mailTemplates = () => import("./templates");
