import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export const BRAND = "Reelbrief";
const TAGLINE = "UGC Video Ads Made Easy";

const colors = { page: "#f1f5f9", card: "#ffffff", brand: "#4f46e5", ink: "#0f172a", body: "#334155", muted: "#64748b", faint: "#94a3b8" };
const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif";

/** A paragraph of the message body, in the layout's type. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ margin: "0 0 16px", fontSize: "15px", lineHeight: "24px", color: colors.body }}>{children}</Text>;
}

export interface MailLayoutProps {
  /** The line mail clients show beside the subject; not part of the text version. */
  preview: string;
  heading: string;
  /** The one thing the reader should do; its address is also printed for clients that hide buttons. */
  action?: { label: string; url: string };
  /** A note under the action: how long a link lasts, what to do when it was not you. */
  footnote?: string;
  /** Why this person got this e-mail (the footer's first line). */
  reason: string;
  children: ReactNode;
}

/**
 * The shared frame of every Reelbrief e-mail: brand header, heading, body, one action, and a
 * footer that says why the reader got it. Inline styles only, as mail clients ignore stylesheets.
 */
export function MailLayout({ preview, heading, action, footnote, reason, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "32px 12px", backgroundColor: colors.page, fontFamily: font }}>
        <Container style={{ maxWidth: "560px", backgroundColor: colors.card, borderRadius: "12px", padding: "32px" }}>
          <Text
            style={{
              margin: "0 0 24px",
              fontSize: "14px",
              fontWeight: 700,
              letterSpacing: ".08em",
              textTransform: "uppercase",
              color: colors.brand,
            }}
          >
            {BRAND}
          </Text>
          <Heading as="h1" style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "30px", color: colors.ink }}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button
                href={action.url}
                style={{
                  backgroundColor: colors.brand,
                  color: "#ffffff",
                  fontWeight: 600,
                  fontSize: "15px",
                  padding: "12px 20px",
                  borderRadius: "8px",
                  textDecoration: "none",
                }}
              >
                {action.label}
              </Button>
              <Text style={{ margin: "16px 0 8px", fontSize: "13px", lineHeight: "20px", color: colors.muted }}>
                If the button does not work, paste this address into your browser:
              </Text>
              <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", wordBreak: "break-all" }}>
                <Link href={action.url} style={{ color: colors.brand }}>
                  {action.url}
                </Link>
              </Text>
            </Section>
          ) : null}
          {footnote ? <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", color: colors.muted }}>{footnote}</Text> : null}
        </Container>
        <Section style={{ maxWidth: "560px", padding: "16px 8px 0" }}>
          <Hr style={{ borderColor: "#e2e8f0", margin: "0 0 12px" }} />
          <Text style={{ margin: "0 0 4px", fontSize: "12px", lineHeight: "18px", color: colors.faint }}>{reason}</Text>
          <Text style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: colors.faint }}>{`${BRAND} · ${TAGLINE}`}</Text>
        </Section>
      </Body>
    </Html>
  );
}
