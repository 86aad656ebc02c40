import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  name: string;
  url: string;
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export const existingAccountSignUpEmail = defineMail<Props>({
  kind: "existing-account",
  example: { name: "Maya Chen", url: "http://localhost:3000/auth/forgot-password" },
  subject: () => `You already have a ${BRAND} account`,
  Body: ({ name, url }) => (
    <MailLayout
      preview="Someone tried to sign up with your address."
      heading="You already have an account"
      action={{ label: "Reset my password", url }}
      footnote="If it was not you, you can ignore this message: nothing changed on your account."
      reason={`You got this e-mail because someone tried to sign up for ${BRAND} with this address.`}
    >
      <Paragraph>
        {`Hi ${name}, someone tried to create a ${BRAND} account with this e-mail address, which already has one. If it was you, sign in — or reset your password if you forgot it.`}
      </Paragraph>
    </MailLayout>
  ),
});
