import type { MailMessage } from "./types";

/*
 * The product's transactional e-mails: one function per message, each returning a real HTML
 * body (inline styles, since mail clients ignore stylesheets) and its plain-text alternative.
 */

const BRAND = "Reelbrief";

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

interface Layout {
  to: string;
  kind: string;
  subject: string;
  heading: string;
  /** Paragraphs of plain text; escaped for HTML. */
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

function render(l: Layout): MailMessage {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#4f46e5">${BRAND}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(l.heading)}</h1>
${l.paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(l.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(l.action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, paste this address into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeHtml(l.action.url)}" style="color:#4f46e5">${escapeHtml(l.action.url)}</a></p>
<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(l.footnote)}</p>
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">${BRAND} · UGC Video Ads Made Easy</p>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    l.heading,
    "",
    ...l.paragraphs.flatMap((x) => [x, ""]),
    `${l.action.label}: ${l.action.url}`,
    "",
    l.footnote,
    "",
    `— ${BRAND}`,
  ].join("\n");
  return { to: l.to, kind: l.kind, subject: l.subject, html, text };
}

export function verificationEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    to: input.to,
    kind: "verification",
    subject: `Verify your e-mail for ${BRAND}`,
    heading: `Welcome to ${BRAND}, ${input.name}`,
    paragraphs: [
      "Please confirm that this is your e-mail address so we can keep your account safe and reach you about your campaigns and orders.",
    ],
    action: { label: "Verify e-mail", url: input.url },
    footnote: "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
  });
}

export function magicLinkEmail(input: { to: string; url: string }): MailMessage {
  return render({
    to: input.to,
    kind: "magic-link",
    subject: `Your ${BRAND} sign-in link`,
    heading: `Sign in to ${BRAND}`,
    paragraphs: ["Use the button below to sign in. No password needed — the link works once."],
    action: { label: "Sign in", url: input.url },
    footnote: "The link expires in 15 minutes. If you did not ask for it, you can ignore this message; nobody can sign in without it.",
  });
}

export function resetPasswordEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    to: input.to,
    kind: "reset-password",
    subject: `Reset your ${BRAND} password`,
    heading: "Reset your password",
    paragraphs: [`Hi ${input.name}, someone asked to reset the password of your ${BRAND} account. Choose a new one with the button below.`],
    action: { label: "Choose a new password", url: input.url },
    footnote: "The link expires in 1 hour. If you did not ask for a reset, you can ignore this message; your password stays the same.",
  });
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function existingAccountSignUpEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    to: input.to,
    kind: "existing-account",
    subject: `You already have a ${BRAND} account`,
    heading: "You already have an account",
    paragraphs: [
      `Hi ${input.name}, someone tried to create a ${BRAND} account with this e-mail address, which already has one. If it was you, sign in — or reset your password if you forgot it.`,
    ],
    action: { label: "Reset my password", url: input.url },
    footnote: "If it was not you, you can ignore this message: nothing changed on your account.",
  });
}

export function invitationEmail(input: {
  to: string;
  inviterName: string;
  organizationName: string;
  role: string;
  url: string;
}): MailMessage {
  return render({
    to: input.to,
    kind: "invitation",
    subject: `${input.inviterName} invited you to ${input.organizationName} on ${BRAND}`,
    heading: `Join ${input.organizationName} on ${BRAND}`,
    paragraphs: [
      `${input.inviterName} invited you to join the team ${input.organizationName} as ${input.role === "admin" ? "an admin" : `a ${input.role}`}.`,
      "Sign in or create an account with this e-mail address, then accept the invitation.",
    ],
    action: { label: "Accept invitation", url: input.url },
    footnote: "The invitation expires in 48 hours. If you were not expecting it, you can ignore this message.",
  });
}

export function changeEmailEmail(input: { to: string; name: string; newEmail: string; url: string }): MailMessage {
  return render({
    to: input.to,
    kind: "change-email",
    subject: `Confirm your new ${BRAND} e-mail address`,
    heading: "Confirm your e-mail change",
    paragraphs: [
      `Hi ${input.name}, you asked to change the e-mail address of your ${BRAND} account to ${input.newEmail}. Confirm the change with the button below.`,
    ],
    action: { label: "Confirm e-mail change", url: input.url },
    footnote: "If you did not ask for this change, ignore this message and consider changing your password.",
  });
}

export function topUpReceiptEmail(input: { to: string; amountCents: number; walletUrl: string }): MailMessage {
  const amount = `$${(input.amountCents / 100).toFixed(2)}`;
  return render({
    to: input.to,
    kind: "top-up-receipt",
    subject: `${amount} added to your ${BRAND} wallet`,
    heading: "Your wallet top-up went through",
    paragraphs: [`We received your payment of ${amount}; it is in your wallet now and ready to fund campaigns.`],
    action: { label: "Open your wallet", url: input.walletUrl },
    footnote: "Keep this e-mail as your receipt. If you did not make this payment, reply to this message.",
  });
}

/**
 * A change on an order, told to the other side (issue 12). The sentence comes from the order
 * timeline's one table of event texts (src/server/domain/orders/order-timeline.ts).
 */
export function orderUpdateEmail(input: {
  to: string;
  reference: string;
  packageTitle: string;
  sentence: string;
  url: string;
}): MailMessage {
  return render({
    to: input.to,
    kind: "order-update",
    subject: `Order ${input.reference}: ${input.sentence}`,
    heading: input.sentence,
    paragraphs: [`Order ${input.reference} (${input.packageTitle}).`],
    action: { label: "Open the order", url: input.url },
    footnote: `You receive this because you take part in this order on ${BRAND}.`,
  });
}
