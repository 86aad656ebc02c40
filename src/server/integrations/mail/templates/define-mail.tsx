import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { MailMessage } from "../types";

/** Headings keep their case in the text version (html-to-text shouts them by default). */
const TEXT_OPTIONS = { selectors: [{ selector: "h1", options: { uppercase: false } }] };

/**
 * One transactional e-mail: its kind (what the outbox shows and filters by), its subject and its
 * body as a React component (react-email), all from the same props, plus example props that the
 * outbox's template previews render.
 */
export interface MailDefinition<P extends object> {
  kind: string;
  subject: (props: P) => string;
  Body: (props: P) => ReactElement;
  /** Realistic props for the preview in /dev/outbox (never sent). */
  example: P;
}

export type MailTemplate<P extends object> = ((input: P & { to: string }) => Promise<MailMessage>) & {
  readonly kind: string;
  /** The e-mail rendered with its example props, addressed to a placeholder recipient. */
  preview(): Promise<MailMessage>;
};

/**
 * Turns a definition into `(props & { to }) => Promise<MailMessage>`: the HTML is rendered once
 * and the plain-text alternative is derived from it, so the two never disagree.
 */
export function defineMail<P extends object>(definition: MailDefinition<P>): MailTemplate<P> {
  const { Body } = definition;
  const renderMail = async (to: string, props: P): Promise<MailMessage> => {
    const html = await render(<Body {...props} />);
    return { to, kind: definition.kind, subject: definition.subject(props), html, text: toPlainText(html, TEXT_OPTIONS) };
  };
  const build = (input: P & { to: string }) => {
    const { to, ...props } = input;
    return renderMail(to, props as unknown as P);
  };
  return Object.assign(build, { kind: definition.kind, preview: () => renderMail("preview@example.com", definition.example) });
}
