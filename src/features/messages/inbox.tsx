"use client";

import { ArrowLeft, Check, CheckCheck, MessageSquare, Search } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ConversationSummary, Message, Thread } from "@/contracts/messages";
import { MAX_MESSAGE_LENGTH } from "@/contracts/messages";
import { type LiveEvent, useLiveEvents } from "@/components/live/use-live-events";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { AttachButton, DraftChips, hasProcessingVideo, MessageAttachments, useDraftAttachments } from "./attachments";
import { MessageText } from "./message-text";
import { useApiData } from "@/lib/use-api";
import {
  conversationsQuery,
  fetchOlder,
  markConversationRead,
  postMessage,
  reportConversation,
  setBlocked,
  threadQuery,
} from "./messages-api";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase() || "?";

const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: "long", year: "numeric", month: "long", day: "numeric" });
const timeLabel = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

function refHref(ref: NonNullable<Message["ref"]>, isBrand: boolean): string {
  if (ref.type === "campaign") return isBrand ? `/platform/campaigns/${encodeURIComponent(ref.id)}` : "/dashboard/view-campaigns";
  if (ref.type === "proposal") return isBrand ? "/platform/campaigns" : "/dashboard/campaigns/proposals";
  return isBrand ? "/platform/orders" : "/dashboard/orders";
}

function PersonAvatar({ person, size = "size-10" }: { person: ConversationSummary["otherUser"]; size?: string }) {
  return (
    <Avatar className={size}>
      {person.image && <AvatarImage src={person.image} alt="" />}
      <AvatarFallback>{initials(person.name)}</AvatarFallback>
    </Avatar>
  );
}

export interface InboxProps {
  meId: string;
  isBrand: boolean;
  initialConversations: ConversationSummary[];
  /** The open thread (/inbox/{userId}), or none on the list pages. */
  initialThread?: Thread;
}

/**
 * The inbox (docs/product/messages-and-notifications.md): the conversation list and, when one is open, its thread. On a phone
 * they are two screens (the list hides while a thread is open, with a back link); from the
 * tablet width up they sit side by side. Live events refresh the list and the open thread.
 */
export function Inbox({ meId, isBrand, initialConversations, initialThread }: InboxProps) {
  const [query, setQuery] = useState("");
  const { data: conversations = initialConversations, mutate: refreshList } = useApiData(conversationsQuery(), {
    fallbackData: initialConversations,
  });
  const openId = initialThread?.conversation.id;
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return conversations;
    return conversations.filter(
      (c) => c.otherUser.name.toLowerCase().includes(q) || (c.lastMessage?.body.toLowerCase().includes(q) ?? false),
    );
  }, [conversations, query]);
  const listHref = isBrand ? "/platform/inbox" : "/inbox";

  useLiveEvents(
    useCallback(
      (event: LiveEvent) => {
        if (event.type === "message.sent" || event.type === "conversation.read") void refreshList();
      },
      [refreshList],
    ),
  );

  return (
    <div className="bg-card grid h-[calc(100dvh-10rem)] min-h-[28rem] grid-cols-1 overflow-hidden rounded-xl border md:grid-cols-[20rem_1fr]">
      <section aria-label="Conversations" className={cn("flex min-h-0 min-w-0 flex-col md:border-r", openId && "hidden md:flex")}>
        <div className="border-b p-3">
          <label className="relative block">
            <span className="sr-only">Search conversations</span>
            <Search className="text-muted-foreground absolute top-2.5 left-2.5 size-4" aria-hidden />
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by name or message"
              className="pl-8"
              type="search"
            />
          </label>
        </div>
        {visible.length === 0 ? (
          <div className="text-muted-foreground flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-sm">
            <MessageSquare className="size-6" aria-hidden />
            {conversations.length === 0 ? (
              <>
                <p className="text-foreground font-medium">No conversations yet</p>
                <p>{isBrand ? "Message a creator from their profile." : "When a brand writes to you, the conversation appears here."}</p>
                {isBrand && (
                  <Link href="/creators" className="text-primary underline">
                    Find creators
                  </Link>
                )}
              </>
            ) : (
              <p>No conversation matches “{query}”.</p>
            )}
          </div>
        ) : (
          <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-list">
            {visible.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/inbox/${encodeURIComponent(c.otherUser.id)}`}
                  aria-current={c.id === openId ? "page" : undefined}
                  className={cn("hover:bg-muted/60 flex items-center gap-3 border-b px-3 py-3", c.id === openId && "bg-muted")}
                >
                  <PersonAvatar person={c.otherUser} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className={cn("truncate", c.unreadCount > 0 ? "font-semibold" : "font-medium")}>{c.otherUser.name}</span>
                      {c.lastMessage && (
                        <span className="text-muted-foreground shrink-0 text-xs">{timeLabel(c.lastMessage.createdAt)}</span>
                      )}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="text-muted-foreground truncate text-sm">
                        {c.lastMessage ? `${c.lastMessage.senderId === meId ? "You: " : ""}${c.lastMessage.body}` : "No messages yet"}
                      </span>
                      {c.unreadCount > 0 && (
                        <span
                          className="bg-primary text-primary-foreground shrink-0 rounded-full px-2 text-xs font-semibold"
                          aria-label={`${c.unreadCount} unread`}
                        >
                          {c.unreadCount}
                        </span>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {initialThread ? (
        <ThreadPane
          key={initialThread.conversation.id}
          meId={meId}
          isBrand={isBrand}
          initial={initialThread}
          listHref={listHref}
          onChanged={refreshList}
        />
      ) : (
        <div className="text-muted-foreground hidden items-center justify-center p-6 text-sm md:flex">
          Choose a conversation to read it.
        </div>
      )}
    </div>
  );
}

function ThreadPane({
  meId,
  isBrand,
  initial,
  listHref,
  onChanged,
}: {
  meId: string;
  isBrand: boolean;
  initial: Thread;
  listHref: string;
  onChanged: () => unknown;
}) {
  const id = initial.conversation.id;
  const { data: latest, mutate: refreshLatest } = useApiData(threadQuery(id), {
    fallbackData: initial,
    // A sent video processes for a few seconds: poll until its poster and player are ready (decision 042).
    refreshInterval: (data) => (hasProcessingVideo((data ?? initial).messages) ? 3000 : 0),
  });
  const [older, setOlder] = useState<Message[]>([]);
  const [cursor, setCursor] = useState<string | null>(initial.nextCursor);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [convo, setConvo] = useState(initial.conversation);
  const files = useDraftAttachments(id);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  const current = latest ?? initial;
  // Older pages first, then the live newest page; a message in both (the page moved) shows once.
  const messages = useMemo(() => {
    const seen = new Set<string>();
    return [...older, ...current.messages].filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
  }, [older, current.messages]);
  const person = current.conversation.otherUser;
  const unread = current.conversation.unreadCount;
  const blocked = convo.blockedByMe || current.conversation.blockedByOther;

  useEffect(() => {
    if (unread > 0 || initial.conversation.unreadCount > 0) {
      void markConversationRead(id).then(() => onChanged());
    }
  }, [id, unread, initial.conversation.unreadCount, onChanged]);

  useEffect(() => {
    const el = scroller.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  useLiveEvents(
    useCallback(
      (event: LiveEvent) => {
        if ((event.type === "message.sent" || event.type === "conversation.read") && event.entityId === id) void refreshLatest();
      },
      [id, refreshLatest],
    ),
  );

  async function loadOlder() {
    if (!cursor || loadingOlder) return;
    const el = scroller.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    setLoadingOlder(true);
    stickToBottom.current = false;
    try {
      const page = await fetchOlder(id, cursor);
      setOlder((prev) => [...page.messages, ...prev]);
      setCursor(page.nextCursor);
      // Keep the reader's place: the content grew above them.
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    } finally {
      setLoadingOlder(false);
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body || sending || files.isUploading) return;
    setSending(true);
    setError(null);
    try {
      await postMessage(id, body, undefined, files.ready);
      setDraft("");
      files.clear();
      stickToBottom.current = true;
      await refreshLatest();
      onChanged();
    } catch (e) {
      setError(errorMessage(e, "Could not send. Check your connection and try again."));
    } finally {
      setSending(false);
    }
  }

  async function toggleBlock() {
    setConvo(await setBlocked(id, !convo.blockedByMe));
    await refreshLatest();
  }

  async function report() {
    const reason = window.prompt(`What is wrong with ${person.name}'s messages? The admins will review it.`);
    if (!reason?.trim()) return;
    await reportConversation(id, reason.trim());
    window.alert("Thank you. The admins will look at it.");
  }

  let lastDay = "";
  return (
    <section aria-label={`Conversation with ${person.name}`} className="flex min-h-0 min-w-0 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-2">
        <Link href={listHref} className="hover:bg-muted rounded-md p-1 md:hidden" aria-label="All conversations">
          <ArrowLeft className="size-5" />
        </Link>
        <PersonAvatar person={person} size="size-8" />
        <h2 className="min-w-0 flex-1 truncate font-medium">
          {isBrand ? (
            <Link href={`/platform/creators/${encodeURIComponent(person.id)}`} className="hover:underline">
              {person.name}
            </Link>
          ) : (
            person.name
          )}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void toggleBlock()}>
          {convo.blockedByMe ? "Unblock" : "Block"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void report()}>
          Report
        </Button>
      </header>
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-4" data-testid="thread">
        {cursor && (
          <div className="mb-3 text-center">
            <Button variant="outline" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
              {loadingOlder ? "Loading…" : "Load older messages"}
            </Button>
          </div>
        )}
        {messages.length === 0 && (
          <p className="text-muted-foreground py-10 text-center text-sm">No messages yet. Say hello to {person.name}.</p>
        )}
        <ol className="flex flex-col gap-2">
          {messages.map((m) => {
            const day = dayLabel(m.createdAt);
            const separator = day !== lastDay;
            lastDay = day;
            const mine = m.senderId === meId;
            return (
              <li key={m.id} className="flex flex-col">
                {separator && (
                  <p className="text-muted-foreground my-2 text-center text-xs" role="separator">
                    {day}
                  </p>
                )}
                <div
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3 py-2 text-sm",
                    mine ? "bg-primary text-primary-foreground self-end" : "bg-muted self-start",
                  )}
                  data-testid="message"
                >
                  {m.ref && (
                    <Link href={refHref(m.ref, isBrand)} className="mb-1 block text-xs font-medium underline opacity-90">
                      About {m.ref.type} {m.ref.id}
                    </Link>
                  )}
                  <MessageAttachments conversationId={id} attachments={m.attachments} mine={mine} />
                  <MessageText body={m.body} />
                  <span
                    className={cn("mt-1 flex items-center justify-end gap-1 text-[11px]", mine ? "opacity-80" : "text-muted-foreground")}
                  >
                    {timeLabel(m.createdAt)}
                    {mine &&
                      (m.readByRecipient ? (
                        <span className="flex items-center gap-0.5" data-testid="read-state">
                          <CheckCheck className="size-3.5" aria-hidden /> Read
                        </span>
                      ) : (
                        <span className="flex items-center gap-0.5" data-testid="read-state">
                          <Check className="size-3.5" aria-hidden /> Sent
                        </span>
                      ))}
                  </span>
                </div>
                {!mine && (
                  <ReportButton
                    targetType="message"
                    targetId={m.id}
                    label="Report"
                    ariaLabel={`Report this message from ${person.name}, ${timeLabel(m.createdAt)}`}
                    className="h-6 self-start px-1.5 text-xs"
                  />
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {blocked ? (
        <p className="text-muted-foreground border-t p-3 text-center text-sm">
          {convo.blockedByMe ? `You blocked ${person.name}. Unblock to write again.` : `${person.name} does not accept messages from you.`}
        </p>
      ) : (
        <form
          onSubmit={(e) => void send(e)}
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes("Files")) e.preventDefault();
          }}
          onDrop={(e) => {
            if (e.dataTransfer.files.length === 0) return;
            e.preventDefault();
            files.add(e.dataTransfer.files);
          }}
          className="flex flex-col gap-2 border-t p-3"
        >
          <DraftChips
            items={files.items}
            onRemove={files.remove}
            video={files.video}
            onRemoveVideo={files.removeVideo}
            videoNote={files.videoNote}
          />
          <div className="flex items-end gap-2">
            <AttachButton onFiles={files.add} disabled={files.isFull} />
            <label className="flex-1">
              <span className="sr-only">Message to {person.name}</span>
              <Textarea
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onPaste={(e) => {
                  if (e.clipboardData.files.length === 0) return;
                  e.preventDefault();
                  files.add(e.clipboardData.files);
                }}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey) {
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }
                }}
                maxLength={MAX_MESSAGE_LENGTH}
                rows={2}
                placeholder={`Write to ${person.name}`}
                className="min-h-0 resize-none"
              />
            </label>
            <Button type="submit" disabled={sending || files.isUploading || draft.trim() === ""}>
              {sending ? "Sending…" : files.isUploading ? "Uploading…" : "Send"}
            </Button>
          </div>
          {files.ready.length > 0 && draft.trim() === "" && (
            <p className="text-muted-foreground text-xs">Write a message to send with your files.</p>
          )}
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          {draft.length > MAX_MESSAGE_LENGTH - 500 && (
            <p className="text-muted-foreground text-xs">
              {draft.length} / {MAX_MESSAGE_LENGTH}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
