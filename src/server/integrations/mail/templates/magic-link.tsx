import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  url: string;
}

/** A one-time sign-in link, asked for on the sign-in page. */
export const magicLinkEmail = defineMail<Props>({
  kind: "magic-link",
  example: { url: "http://localhost:3000/api/auth/magic-link/verify?token=example" },
  subject: () => `Your ${BRAND} sign-in link`,
  Body: ({ url }) => (
    <MailLayout
      preview="Your sign-in link; it works once."
      heading={`Sign in to ${BRAND}`}
      action={{ label: "Sign in", url }}
      footnote="The link expires in 15 minutes. If you did not ask for it, you can ignore this message; nobody can sign in without it."
      reason={`You got this e-mail because someone asked for a sign-in link to ${BRAND} for this address.`}
    >
      <Paragraph>Use the button below to sign in. No password needed — the link works once.</Paragraph>
    </MailLayout>
  ),
});
