import { formatDistanceToNow } from "date-fns";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LOCAL_CLIENT_HEADER } from "@/server/http/client-address";
import { isSendingOverSmtp, linksOf, loadOutbox, loadTemplatePreviews, mayReadOutbox } from "@/server/pages/outbox";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * The local mail outbox: every message the product "sent" while no SMTP server is configured. It
 * holds every account's sign-in and reset links, so it exists in local mode only, and even there
 * only for a browser on this machine talking to the server directly: a request from another
 * machine, or through any proxy, gets the same 404 as a page that does not exist (docs/decisions/014).
 * On this machine it also needs the admin's own session or the key of the link printed at
 * start-up (docs/decisions/014): another user of a shared machine gets the same 404.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Search }) {
  const { to, key } = await searchParams;
  const givenKey = typeof key === "string" ? key : undefined;
  const isFromThisMachine = (await headers()).get(LOCAL_CLIENT_HEADER) === "1";
  if (!(await mayReadOutbox({ isFromThisMachine, key: givenKey }))) notFound();
  const recipient = typeof to === "string" && to.trim() !== "" ? to.trim() : undefined;
  const [messages, previews, smtp] = await Promise.all([loadOutbox(recipient), loadTemplatePreviews(), isSendingOverSmtp()]);
  return (
    <main className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Outbox</h1>
        <p className="text-muted-foreground text-sm">
          Messages stored instead of sent ({smtp ? "SMTP is configured: new mail goes out" : "no SMTP server configured"}).
        </p>
      </div>
      <form className="flex flex-wrap gap-2" action="/dev/outbox">
        {givenKey && <input type="hidden" name="key" value={givenKey} />}
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input
          id="to"
          name="to"
          type="email"
          defaultValue={recipient}
          placeholder="Filter by recipient"
          className="border-input h-9 min-w-0 flex-1 rounded-md border px-3 text-sm"
        />
        <button type="submit" className="bg-primary text-primary-foreground h-9 rounded-md px-4 text-sm font-medium">
          Filter
        </button>
      </form>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">No messages{recipient ? ` for ${recipient}` : ""}.</p>
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-4">
          {messages.map((m) => (
            <li key={m.id} className="min-w-0">
              <article className="bg-card grid min-w-0 grid-cols-1 gap-3 rounded-xl border p-4" aria-label={m.subject}>
                <header className="grid gap-0.5">
                  <h2 className="font-semibold">{m.subject}</h2>
                  <p className="text-muted-foreground text-xs">
                    To {m.toAddress} · {m.kind} · {formatDistanceToNow(m.createdAt, { addSuffix: true })}
                  </p>
                </header>
                <ul className="flex flex-wrap gap-2">
                  {linksOf(m.html).map((l) => (
                    <li key={l.href}>
                      <a href={l.href} className="text-brand text-sm font-medium underline underline-offset-2">
                        {l.text}
                      </a>
                    </li>
                  ))}
                </ul>
                <details>
                  <summary className="text-muted-foreground cursor-pointer text-sm">Show message</summary>
                  <MailBody subject={m.subject} html={m.html} text={m.text} />
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="templates" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="grid gap-1">
          <h2 id="templates" className="text-lg font-semibold">
            Templates
          </h2>
          <p className="text-muted-foreground text-sm">Every e-mail the product sends, rendered with example data (never sent).</p>
        </div>
        <ul className="grid min-w-0 grid-cols-1 gap-2">
          {previews.map((p) => (
            <li key={p.kind} className="min-w-0">
              <details className="bg-card rounded-xl border p-4" aria-label={`Template ${p.kind}`}>
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium">{p.kind}</span> <span className="text-muted-foreground">· {p.subject}</span>
                </summary>
                <MailBody subject={p.subject} html={p.html} text={p.text} />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/**
 * A message as a mail client shows it, then its plain text. The HTML goes into an empty sandbox:
 * no scripts, no same-origin access, no navigation (the links are listed as plain anchors instead).
 * A srcdoc frame inherits this page's CSP, which allows inline styles and only nonce'd scripts.
 */
function MailBody({ subject, html, text }: { subject: string; html: string; text: string }) {
  return (
    <div className="mt-2 grid gap-3">
      <iframe
        title={`HTML version of “${subject}”`}
        srcDoc={html}
        sandbox=""
        loading="lazy"
        className="h-[640px] w-full rounded-md border bg-white"
      />
      <details>
        <summary className="text-muted-foreground cursor-pointer text-sm">Plain-text version</summary>
        <pre className="bg-muted mt-2 overflow-x-auto rounded-md p-3 text-xs wrap-anywhere whitespace-pre-wrap">{text}</pre>
      </details>
    </div>
  );
}
