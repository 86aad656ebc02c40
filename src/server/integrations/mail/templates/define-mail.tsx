import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { MailMessage } from "../types";

/**
 * One transactional e-mail: its kind (what the outbox shows and filters by), its subject and its
 * body as a React component (react-email), all from the same props. `defineMail` turns it into a
 * function `(props & { to }) => Promise<MailMessage>` that renders the HTML once and derives the
 * plain-text alternative from it, so the two never disagree.
 */
/** Headings keep their case in the text version (html-to-text shouts them by default). */
const TEXT_OPTIONS = { selectors: [{ selector: "h1", options: { uppercase: false } }] };

export interface MailDefinition<P extends object> {
  kind: string;
  subject: (props: P) => string;
  Body: (props: P) => ReactElement;
}

export type MailTemplate<P extends object> = ((input: P & { to: string }) => Promise<MailMessage>) & { readonly kind: string };

export function defineMail<P extends object>(definition: MailDefinition<P>): MailTemplate<P> {
  const { Body } = definition;
  const build = async (input: P & { to: string }): Promise<MailMessage> => {
    const { to, ...rest } = input;
    const props = rest as unknown as P;
    const html = await render(<Body {...props} />);
    return { to, kind: definition.kind, subject: definition.subject(props), html, text: toPlainText(html, TEXT_OPTIONS) };
  };
  return Object.assign(build, { kind: definition.kind });
}
