import { describe, expect, it } from "vitest";
import { linksOf } from "@/server/domain/identity/list-outbox";
import {
  allMailTemplates,
  campaignProposalUpdateEmail,
  changeEmailEmail,
  existingAccountSignUpEmail,
  invitationEmail,
  magicLinkEmail,
  resetPasswordEmail,
  topUpReceiptEmail,
  unreadMessagesEmail,
  verificationEmail,
} from ".";
import type { MailMessage } from "../types";

const TO = "maya@glowtheory.test";
const LINK = "https://reelbrief.test/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard";

/** What every rendered message must hold: the same key data in its HTML and its text, and the layout. */
function expectRendered(m: MailMessage, expected: { kind: string; subject: string; link: string; linkLabel: string; data: string[] }) {
  expect(m.to).toBe(TO);
  expect(m.kind).toBe(expected.kind);
  expect(m.subject).toBe(expected.subject);
  expect(m.html).toMatch(/^<!DOCTYPE html/i);
  // The action link: a real anchor in the HTML (as the outbox lists it) and printed in the text.
  expect(linksOf(m.html)).toContainEqual({ href: expected.link, text: expected.linkLabel });
  expect(m.text).toContain(expected.link);
  for (const value of expected.data) {
    expect(m.html).toContain(escape(value));
    expect(m.text).toContain(value);
  }
  // The shared layout: brand header and the footer that says why the reader got it.
  expect(m.text).toMatch(/^Reelbrief\n/);
  expect(m.text).toMatch(/You got this e-mail because /);
  expect(m.text).toContain("Reelbrief · UGC Video Ads Made Easy");
  expect(m.text).not.toMatch(/<[a-z]/i);
}

const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

describe("e-mail templates", () => {
  it("verification: the person's name and the verification link", async () => {
    expectRendered(await verificationEmail({ to: TO, name: "Maya Chen", url: LINK }), {
      kind: "verification",
      subject: "Verify your e-mail for Reelbrief",
      link: LINK,
      linkLabel: "Verify e-mail",
      data: ["Welcome to Reelbrief, Maya Chen"],
    });
  });

  it("magic link: the sign-in link", async () => {
    const url = "https://reelbrief.test/api/auth/magic-link/verify?token=m1";
    expectRendered(await magicLinkEmail({ to: TO, url }), {
      kind: "magic-link",
      subject: "Your Reelbrief sign-in link",
      link: url,
      linkLabel: "Sign in",
      data: ["expires in 15 minutes"],
    });
  });

  it("reset password: the name and the reset link", async () => {
    const url = "https://reelbrief.test/api/auth/reset-password/r1?callbackURL=%2Fauth%2Freset-password";
    expectRendered(await resetPasswordEmail({ to: TO, name: "Maya Chen", url }), {
      kind: "reset-password",
      subject: "Reset your Reelbrief password",
      link: url,
      linkLabel: "Choose a new password",
      data: ["Hi Maya Chen,"],
    });
  });

  it("existing account: the name and the link to reset the password", async () => {
    const url = "https://reelbrief.test/auth/forgot-password";
    expectRendered(await existingAccountSignUpEmail({ to: TO, name: "Maya Chen", url }), {
      kind: "existing-account",
      subject: "You already have a Reelbrief account",
      link: url,
      linkLabel: "Reset my password",
      data: ["Hi Maya Chen,"],
    });
  });

  it("invitation: inviter, team, role and the acceptance link", async () => {
    const url = "https://reelbrief.test/auth/accept-invitation/inv-1";
    const m = await invitationEmail({ to: TO, inviterName: "Olive Owner", organizationName: "Glow Agency", role: "admin", url });
    expectRendered(m, {
      kind: "invitation",
      subject: "Olive Owner invited you to Glow Agency on Reelbrief",
      link: url,
      linkLabel: "Accept invitation",
      data: ["Join Glow Agency on Reelbrief", "Olive Owner invited you to join the team Glow Agency as an admin."],
    });
    const member = await invitationEmail({ to: TO, inviterName: "Olive Owner", organizationName: "Glow Agency", role: "member", url });
    expect(member.text).toContain("as a member.");
  });

  it("change e-mail: the name, the new address and the confirmation link", async () => {
    const url = "https://reelbrief.test/api/auth/verify-email?token=c1";
    expectRendered(await changeEmailEmail({ to: TO, name: "Maya Chen", newEmail: "maya.new@glowtheory.test", url }), {
      kind: "change-email",
      subject: "Confirm your new Reelbrief e-mail address",
      link: url,
      linkLabel: "Confirm e-mail change",
      data: ["Hi Maya Chen,", "maya.new@glowtheory.test"],
    });
  });

  it("top-up receipt: the amount in dollars and the wallet link", async () => {
    const url = "https://reelbrief.test/platform";
    expectRendered(await topUpReceiptEmail({ to: TO, amountCents: 125_050, walletUrl: url }), {
      kind: "top-up-receipt",
      subject: "$1,250.50 added to your Reelbrief wallet",
      link: url,
      linkLabel: "Open your wallet",
      data: ["We received your payment of $1,250.50"],
    });
  });

  it("unread messages: who wrote, how many, and the link to the conversation", async () => {
    const url = "https://reelbrief.test/inbox/user-7";
    expectRendered(await unreadMessagesEmail({ to: TO, fromName: "Jordan Ellis", unreadCount: 3, conversationUrl: url }), {
      kind: "unread-messages",
      subject: "Jordan Ellis sent you 3 messages on Reelbrief",
      link: url,
      linkLabel: "Read and reply",
      data: ["Jordan Ellis wrote to you on Reelbrief and the messages are still unread"],
    });
  });

  it("campaign proposal update: each decision with the campaign, the brand, the price or the reason, and the proposal link", async () => {
    const url = "https://reelbrief.test/dashboard/campaigns/proposals?proposal=p1";
    const base = { to: TO, creatorName: "Casey", campaignTitle: "Summer serum launch", brandName: "Glow Co", priceCents: 15_000, url };
    const cases = [
      ["shortlisted", null, "Shortlisted: Summer serum launch", "Glow Co shortlisted your proposal to Summer serum launch"],
      ["accepted", null, "Accepted: Summer serum launch — your order is funded", "The order is funded with $150.00"],
      ["rejected", "We went with a studio", "Your proposal to Summer serum launch", "Their note: “We went with a studio”"],
      ["closed", null, "Summer serum launch has closed", "Summer serum launch by Glow Co closed before your proposal was chosen"],
    ] as const;
    for (const [status, reason, subject, line] of cases) {
      expectRendered(await campaignProposalUpdateEmail({ ...base, status, reason }), {
        kind: "campaign-proposal-update",
        subject,
        link: url,
        linkLabel: "Open your proposal",
        data: ["Hi Casey", line],
      });
    }
  });

  it("escapes what people typed: a name cannot inject markup", async () => {
    const m = await verificationEmail({ to: TO, name: `<img src=x onerror="alert(1)">`, url: LINK });
    expect(m.html).not.toContain("<img src=x");
    expect(m.html).toContain("&lt;img src=x");
    expect(m.text).toContain(`Welcome to Reelbrief, <img src=x onerror="alert(1)">`);
  });

  it("lists every template once, and each renders its example for the outbox's previews", async () => {
    const kinds = allMailTemplates.map((t) => t.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "verification",
        "magic-link",
        "reset-password",
        "existing-account",
        "change-email",
        "invitation",
        "top-up-receipt",
        "campaign-proposal-update",
      ]),
    );
    for (const template of allMailTemplates) {
      const m = await template.preview();
      expect(m.kind).toBe(template.kind);
      expect(linksOf(m.html)).toHaveLength(1);
      expect(m.text).toContain(linksOf(m.html)[0]!.href);
      expect(m.text).toMatch(/You got this e-mail because /);
    }
  });
});
