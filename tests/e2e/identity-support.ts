import type { Page } from "playwright-core";
import { outboxPath } from "./support/browser";

/** A fresh, unique address for one journey. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.reelbrief.com`;
}

/** Opens the newest e-mail with this subject in the dev outbox and follows its main link. */
export async function followMailLink(page: Page, to: string, subject: RegExp, linkName: string | RegExp): Promise<void> {
  await page.goto(outboxPath(to));
  const message = page.getByRole("article", { name: subject }).first();
  await message.waitFor();
  const href = await message.getByRole("link", { name: linkName }).getAttribute("href");
  if (!href) throw new Error(`no "${String(linkName)}" link in the mail`);
  await page.goto(href);
}
