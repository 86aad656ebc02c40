/*
 * The product's transactional e-mails, one React component (react-email) per file, each wrapped
 * by `defineMail` into `(props & { to }) => Promise<MailMessage>` (HTML and plain text).
 * Adding one: copy a file here, change kind/subject/body, and export it below (docs/decisions/023).
 */
export { changeEmailEmail } from "./change-email";
export { existingAccountSignUpEmail } from "./existing-account";
export { invitationEmail } from "./invitation";
export { magicLinkEmail } from "./magic-link";
export { resetPasswordEmail } from "./reset-password";
export { topUpReceiptEmail } from "./top-up-receipt";
export { unreadMessagesEmail } from "./unread-messages";
export { verificationEmail } from "./verification";
export { defineMail, type MailDefinition, type MailTemplate } from "./define-mail";
