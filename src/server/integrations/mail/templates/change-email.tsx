import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  name: string;
  newEmail: string;
  url: string;
}

/** Sent to the new address when someone changes the e-mail of their account. */
export const changeEmailEmail = defineMail<Props>({
  kind: "change-email",
  example: { name: "Maya Chen", newEmail: "maya@new.example.com", url: "http://localhost:3000/api/auth/verify-email?token=example" },
  subject: () => `Confirm your new ${BRAND} e-mail address`,
  Body: ({ name, newEmail, url }) => (
    <MailLayout
      preview="Confirm the new e-mail address of your account."
      heading="Confirm your e-mail change"
      action={{ label: "Confirm e-mail change", url }}
      footnote="If you did not ask for this change, ignore this message and consider changing your password."
      reason={`You got this e-mail because a ${BRAND} account asked to use this address.`}
    >
      <Paragraph>
        {`Hi ${name}, you asked to change the e-mail address of your ${BRAND} account to ${newEmail}. Confirm the change with the button below.`}
      </Paragraph>
    </MailLayout>
  ),
});
