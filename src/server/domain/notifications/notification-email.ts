import type { Settings } from "@/config/env";
import { requireSecret } from "@/config/deployment";
import type { EmailKind } from "@/contracts/notifications";
import type { Executor } from "@/server/db/database";
import type { MailMessage } from "@/server/integrations/mail/types";
import { isEmailEnabled } from "./email-preferences";
import { signUnsubscribeToken } from "./unsubscribe-token";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A notification e-mail as it leaves (decision 035): null when the recipient turned this kind off;
 * otherwise the message with its unsubscribe link in the footer (HTML and text) and the RFC 2369 /
 * RFC 8058 headers, so mail clients offer one-click unsubscribe (a POST to the same URL).
 */
export async function notificationEmail(
  db: Executor,
  settings: Settings,
  input: { userId: string; kind: EmailKind; message: MailMessage },
): Promise<MailMessage | null> {
  if (!(await isEmailEnabled(db, input.userId, input.kind))) return null;
  const token = signUnsubscribeToken(requireSecret(settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"), {
    userId: input.userId,
    kind: input.kind,
  });
  const pageUrl = new URL(`/unsubscribe?token=${encodeURIComponent(token)}`, settings.BETTER_AUTH_URL).toString();
  const oneClickUrl = new URL(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, settings.BETTER_AUTH_URL).toString();
  const footer = `<p style="font-size:12px;color:#6b7280;text-align:center;margin:16px 0">Do not want these e-mails? <a href="${escapeHtml(pageUrl)}" style="color:#6b7280">Unsubscribe</a> or change your e-mail preferences in your account.</p>`;
  const { message } = input;
  const html = message.html.includes("</body>") ? message.html.replace("</body>", `${footer}</body>`) : message.html + footer;
  return {
    ...message,
    html,
    text: `${message.text}\n\nUnsubscribe: ${pageUrl}`,
    headers: { ...message.headers, "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
