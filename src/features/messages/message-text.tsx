import { Fragment } from "react";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * A message body as text: React escapes every character, so no HTML ever reaches the page; only
 * http(s) addresses become links, opened in a new tab without the opener.
 */
export function MessageText({ body }: { body: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push(<Fragment key={`t${last}`}>{body.slice(last, start)}</Fragment>);
    parts.push(
      <a
        key={`a${start}`}
        href={match[0]}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all underline underline-offset-2"
      >
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < body.length) parts.push(<Fragment key={`t${last}`}>{body.slice(last)}</Fragment>);
  return <span className="break-words whitespace-pre-wrap">{parts}</span>;
}
