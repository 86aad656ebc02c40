import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  inviterName: string;
  organizationName: string;
  role: string;
  url: string;
}

/** An invitation to join a team (organization), sent by one of its owners or admins. */
export const invitationEmail = defineMail<Props>({
  kind: "invitation",
  example: {
    inviterName: "Olive Owner",
    organizationName: "Glow Agency",
    role: "member",
    url: "http://localhost:3000/auth/accept-invitation/example",
  },
  subject: ({ inviterName, organizationName }) => `${inviterName} invited you to ${organizationName} on ${BRAND}`,
  Body: ({ inviterName, organizationName, role, url }) => (
    <MailLayout
      preview={`${inviterName} invited you to join ${organizationName}.`}
      heading={`Join ${organizationName} on ${BRAND}`}
      action={{ label: "Accept invitation", url }}
      footnote="The invitation expires in 48 hours. If you were not expecting it, you can ignore this message."
      reason={`You got this e-mail because ${inviterName} invited this address to a team on ${BRAND}.`}
    >
      <Paragraph>
        {`${inviterName} invited you to join the team ${organizationName} as ${role === "admin" ? "an admin" : `a ${role}`}.`}
      </Paragraph>
      <Paragraph>Sign in or create an account with this e-mail address, then accept the invitation.</Paragraph>
    </MailLayout>
  ),
});
