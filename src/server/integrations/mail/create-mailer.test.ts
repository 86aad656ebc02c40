import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Executor } from "@/server/db/database";
import { createMailer } from "./create-mailer";
import { mailAfterCommit } from "./mail-after-commit";
import type { MailAdapter, MailMessage } from "./types";

const smtp = vi.hoisted(() => ({ createTransport: vi.fn(), sendMail: vi.fn() }));
vi.mock("nodemailer", () => ({ default: { createTransport: smtp.createTransport } }));

const settings = { SMTP_HOST: "smtp.test", SMTP_PORT: 587, SMTP_USER: "u", SMTP_PASSWORD: "p", MAIL_FROM: "Reelbrief <no-reply@test>" };
const message = (to: string): MailMessage => ({ to, subject: "Hello", html: "<p>Hi</p>", text: "Hi", kind: "test" });

beforeEach(() => {
  smtp.createTransport.mockReset().mockReturnValue({ sendMail: smtp.sendMail });
  smtp.sendMail.mockReset().mockResolvedValue({});
});

describe("the SMTP mailer", () => {
  it("opens one transport and reuses it for every message", async () => {
    const mail = createMailer(settings, {} as Executor);
    await mail.send(message("a@test"));
    await mail.send(message("b@test"));
    await mail.send(message("c@test"));
    expect(smtp.createTransport).toHaveBeenCalledTimes(1);
    expect(smtp.sendMail.mock.calls.map(([m]) => (m as { to: string }).to)).toEqual(["a@test", "b@test", "c@test"]);
  });
});

describe("mail after commit", () => {
  const recording = () => {
    const sent: string[] = [];
    const mail: MailAdapter = {
      kind: "outbox",
      send: (m) => {
        sent.push(m.to);
        return Promise.resolve();
      },
    };
    return { sent, mail };
  };

  it("sends what the work put on the list only after the work has finished", async () => {
    const { sent, mail } = recording();
    const during: string[][] = [];
    await mailAfterCommit(mail, (pending) => {
      pending.add(message("a@test"));
      pending.add(message("b@test"));
      during.push([...sent]);
      return Promise.resolve();
    });
    expect(during).toEqual([[]]);
    expect(sent).toEqual(["a@test", "b@test"]);
  });

  it("sends nothing when the work throws (a rolled-back transaction)", async () => {
    const { sent, mail } = recording();
    await expect(
      mailAfterCommit(mail, (pending) => {
        pending.add(message("a@test"));
        return Promise.reject(new Error("rolled back"));
      }),
    ).rejects.toThrow("rolled back");
    expect(sent).toEqual([]);
  });

  it("tries every message when one fails, then reports the failure", async () => {
    const sent: string[] = [];
    const mail: MailAdapter = {
      kind: "smtp",
      send: (m) => {
        if (m.to === "a@test") return Promise.reject(new Error("refused"));
        sent.push(m.to);
        return Promise.resolve();
      },
    };
    await expect(
      mailAfterCommit(mail, (pending) => {
        pending.add(message("a@test"));
        pending.add(message("b@test"));
        return Promise.resolve();
      }),
    ).rejects.toThrow("refused");
    expect(sent).toEqual(["b@test"]);
  });
});
