import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  fromName: string;
  unreadCount: number;
  conversationUrl: string;
}

/** "You have unread messages": one per conversation left unread for 15 minutes. */
export const unreadMessagesEmail = defineMail<Props>({
  kind: "unread-messages",
  example: { fromName: "Glow Labs", unreadCount: 2, conversationUrl: "http://localhost:3000/inbox/00000000-0000-0000-0000-000000000000" },
  subject: ({ fromName, unreadCount }) => `${fromName} sent you ${unreadCount === 1 ? "a message" : `${unreadCount} messages`} on ${BRAND}`,
  Body: ({ fromName, unreadCount, conversationUrl }) => (
    <MailLayout
      preview={`${fromName} is waiting for your answer.`}
      heading={`${unreadCount === 1 ? "A new message" : `${unreadCount} new messages`} from ${fromName}`}
      action={{ label: "Read and reply", url: conversationUrl }}
      footnote="We send one e-mail per conversation while messages stay unread, not one per message."
      reason={`You got this e-mail because someone wrote to you on ${BRAND} and you have not read it yet.`}
    >
      <Paragraph>{`${fromName} wrote to you on ${BRAND} and the ${unreadCount === 1 ? "message is" : "messages are"} still unread. Open the conversation to read and reply.`}</Paragraph>
    </MailLayout>
  ),
});
