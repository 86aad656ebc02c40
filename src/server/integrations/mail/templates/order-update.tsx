import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  reference: string;
  packageTitle: string;
  /** From the order timeline's one table of event texts (src/server/domain/orders/order-timeline.ts). */
  sentence: string;
  url: string;
}

/** A change on an order, told to the other side by the order-mail consumer. */
export const orderUpdateEmail = defineMail<Props>({
  kind: "order-update",
  example: {
    reference: "RB-7F3A2C",
    packageTitle: "Three-video hook test",
    sentence: "The brand shipped the product for video 1 (UPS 1Z999AA10123456784)",
    url: "http://localhost:3000/dashboard/orders/00000000-0000-0000-0000-000000000000",
  },
  subject: ({ reference, sentence }) => `Order ${reference}: ${sentence}`,
  Body: ({ reference, packageTitle, sentence, url }) => (
    <MailLayout
      preview={sentence}
      heading={sentence}
      action={{ label: "Open the order", url }}
      reason={`You got this e-mail because you take part in order ${reference} on ${BRAND}.`}
    >
      <Paragraph>{`Order ${reference} (${packageTitle}).`}</Paragraph>
    </MailLayout>
  ),
});
