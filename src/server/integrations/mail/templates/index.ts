/*
 * The product's transactional e-mails, one React component (react-email) per file, each wrapped
 * by `defineMail` into `(props & { to }) => Promise<MailMessage>` (HTML and plain text).
 * Adding one: copy a file here, change kind/subject/body/example, and export it and list it in
 * `allMailTemplates` below (docs/decisions/023); the outbox then previews it.
 */
import { campaignProposalUpdateEmail } from "./campaign-proposal-update";
import { changeEmailEmail } from "./change-email";
import { existingAccountSignUpEmail } from "./existing-account";
import { invitationEmail } from "./invitation";
import { magicLinkEmail } from "./magic-link";
import { orderUpdateEmail } from "./order-update";
import { resetPasswordEmail } from "./reset-password";
import { topUpReceiptEmail } from "./top-up-receipt";
import { unreadMessagesEmail } from "./unread-messages";
import { verificationEmail } from "./verification";
import { webhookEndpointDisabledEmail } from "./webhook-endpoint-disabled";

export {
  campaignProposalUpdateEmail,
  changeEmailEmail,
  existingAccountSignUpEmail,
  invitationEmail,
  magicLinkEmail,
  orderUpdateEmail,
  resetPasswordEmail,
  topUpReceiptEmail,
  unreadMessagesEmail,
  verificationEmail,
  webhookEndpointDisabledEmail,
};
export { defineMail, type MailDefinition, type MailTemplate } from "./define-mail";

/** Every template, for the outbox's previews and the test that renders each one. */
export const allMailTemplates = [
  verificationEmail,
  magicLinkEmail,
  resetPasswordEmail,
  existingAccountSignUpEmail,
  changeEmailEmail,
  invitationEmail,
  topUpReceiptEmail,
  orderUpdateEmail,
  unreadMessagesEmail,
  campaignProposalUpdateEmail,
  webhookEndpointDisabledEmail,
] as const;
