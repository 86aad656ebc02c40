import { formatCents } from "./format";
import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  amountCents: number;
  walletUrl: string;
}

/** The receipt of a wallet top-up, sent by the mail consumer of `payment_checkout.paid`. */
export const topUpReceiptEmail = defineMail<Props>({
  kind: "top-up-receipt",
  example: { amountCents: 25_000, walletUrl: "http://localhost:3000/platform" },
  subject: ({ amountCents }) => `${formatCents(amountCents)} added to your ${BRAND} wallet`,
  Body: ({ amountCents, walletUrl }) => (
    <MailLayout
      preview={`${formatCents(amountCents)} is in your wallet now.`}
      heading="Your wallet top-up went through"
      action={{ label: "Open your wallet", url: walletUrl }}
      footnote="Keep this e-mail as your receipt. If you did not make this payment, reply to this message."
      reason={`You got this e-mail because a payment was made to the wallet of your ${BRAND} account.`}
    >
      <Paragraph>{`We received your payment of ${formatCents(amountCents)}; it is in your wallet now and ready to fund campaigns.`}</Paragraph>
    </MailLayout>
  ),
});
