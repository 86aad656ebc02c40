import { formatCents } from "./format";
import { defineMail } from "./define-mail";
import { BRAND, MailLayout, Paragraph } from "./layout";

export type ProposalMailStatus = "shortlisted" | "accepted" | "rejected" | "closed";

interface Props {
  creatorName: string;
  campaignTitle: string;
  brandName: string;
  status: ProposalMailStatus;
  priceCents: number;
  /** The brand's reason for declining, when it gave one. */
  reason: string | null;
  url: string;
}

const HEADINGS: Record<ProposalMailStatus, string> = {
  shortlisted: "You are on the shortlist",
  accepted: "Your proposal was accepted",
  rejected: "Your proposal was not selected",
  closed: "The campaign closed",
};

function body({ creatorName, campaignTitle, brandName, status, priceCents, reason }: Props): string[] {
  const hi = `Hi ${creatorName},`;
  switch (status) {
    case "shortlisted":
      return [
        `${hi} ${brandName} shortlisted your proposal to ${campaignTitle}. They are choosing among the shortlist now; nothing to do yet.`,
      ];
    case "accepted":
      return [
        `${hi} ${brandName} accepted your proposal to ${campaignTitle}. The order is funded with ${formatCents(priceCents)}, held until the brand approves your videos.`,
        "Open your proposals to see the brief again and get started.",
      ];
    case "rejected":
      return [
        `${hi} ${brandName} did not select your proposal to ${campaignTitle} this time.`,
        ...(reason ? [`Their note: “${reason}”`] : []),
        "New campaigns appear every day; keep an eye on View Campaigns.",
      ];
    case "closed":
      return [
        `${hi} ${campaignTitle} by ${brandName} closed before your proposal was chosen. New campaigns appear every day on View Campaigns.`,
      ];
  }
}

/**
 * A creator's proposal was shortlisted, accepted, declined, or its campaign closed,
 * sent by the campaign-mail consumer alongside the in-app CampaignProposalUpdated notification.
 */
export const campaignProposalUpdateEmail = defineMail<Props>({
  kind: "campaign-proposal-update",
  example: {
    creatorName: "Casey",
    campaignTitle: "Summer serum launch",
    brandName: "Glow Co",
    status: "accepted",
    priceCents: 25_000,
    reason: null,
    url: "http://localhost:3000/dashboard/campaigns/proposals?proposal=00000000-0000-0000-0000-000000000000",
  },
  subject: ({ status, campaignTitle }) =>
    ({
      shortlisted: `Shortlisted: ${campaignTitle}`,
      accepted: `Accepted: ${campaignTitle} — your order is funded`,
      rejected: `Your proposal to ${campaignTitle}`,
      closed: `${campaignTitle} has closed`,
    })[status],
  Body: (props) => (
    <MailLayout
      preview={HEADINGS[props.status]}
      heading={HEADINGS[props.status]}
      action={{ label: "Open your proposal", url: props.url }}
      reason={`You got this e-mail because you sent a proposal to a campaign on ${BRAND}.`}
    >
      {body(props).map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
    </MailLayout>
  ),
});
