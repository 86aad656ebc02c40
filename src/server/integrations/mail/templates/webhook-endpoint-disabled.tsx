import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

interface Props {
  organizationName: string;
  url: string;
  reason: string;
  settingsUrl: string;
}

/** A webhook endpoint the delivery worker turned off after repeated failure, told to the organization's owners. */
export const webhookEndpointDisabledEmail = defineMail<Props>({
  kind: "webhook-endpoint-disabled",
  example: {
    organizationName: "Glow Labs",
    url: "https://hooks.example.com/reelbrief",
    reason: "5 deliveries in a row failed every attempt (last: HTTP 500)",
    settingsUrl: "http://localhost:3000/platform/settings/integrations",
  },
  subject: ({ url }) => `Webhook endpoint disabled: ${url}`,
  Body: ({ organizationName, url, reason, settingsUrl }) => (
    <MailLayout
      preview={`We stopped sending events to ${url}`}
      heading="We stopped sending events to a webhook endpoint"
      action={{ label: "Open integrations", url: settingsUrl }}
      reason={`You got this e-mail because you own ${organizationName} on ${BRAND}.`}
    >
      <Paragraph>{`${url}: ${reason}.`}</Paragraph>
      <Paragraph>
        Fix the receiver, then re-enable the endpoint: events from now on are delivered again, and you can redeliver the failed ones from
        the delivery log.
      </Paragraph>
    </MailLayout>
  ),
});
