import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  name: string;
  url: string;
}

/** Sent at sign-up: confirms the address belongs to the person who signed up. */
export const verificationEmail = defineMail<Props>({
  kind: "verification",
  example: { name: "Maya Chen", url: "http://localhost:3000/api/auth/verify-email?token=example" },
  subject: () => `Verify your e-mail for ${BRAND}`,
  Body: ({ name, url }) => (
    <MailLayout
      preview="Confirm your e-mail address to keep your account safe."
      heading={`Welcome to ${BRAND}, ${name}`}
      action={{ label: "Verify e-mail", url }}
      footnote="The link is valid for 24 hours. If you did not create an account, you can ignore this message."
      reason={`You got this e-mail because someone signed up for ${BRAND} with this address.`}
    >
      <Paragraph>
        Please confirm that this is your e-mail address so we can keep your account safe and reach you about your campaigns and orders.
      </Paragraph>
    </MailLayout>
  ),
});
