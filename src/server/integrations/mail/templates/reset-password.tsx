import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  name: string;
  url: string;
}

/** The link to choose a new password, asked for on the forgot-password page. */
export const resetPasswordEmail = defineMail<Props>({
  kind: "reset-password",
  example: { name: "Maya Chen", url: "http://localhost:3000/api/auth/reset-password/example" },
  subject: () => `Reset your ${BRAND} password`,
  Body: ({ name, url }) => (
    <MailLayout
      preview="Choose a new password for your account."
      heading="Reset your password"
      action={{ label: "Choose a new password", url }}
      footnote="The link expires in 1 hour. If you did not ask for a reset, you can ignore this message; your password stays the same."
      reason={`You got this e-mail because someone asked to reset the password of the ${BRAND} account with this address.`}
    >
      <Paragraph>
        {`Hi ${name}, someone asked to reset the password of your ${BRAND} account. Choose a new one with the button below.`}
      </Paragraph>
    </MailLayout>
  ),
});
