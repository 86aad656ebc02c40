import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ContextMessage } from "@/contracts/admin/moderation";
import { cn } from "@/lib/utils";
import { formatWhen } from "./moderation-labels";

/** The conversation around a reported message or person, oldest first; the reported message is marked. */
export function ReportedMessages({ messages, ownerId }: { messages: ContextMessage[]; ownerId: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Conversation</h2>
        </CardTitle>
        <CardDescription>Your reading of these messages is recorded in the audit log.</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">No messages in this conversation.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Messages, oldest first">
            {messages.map((m) => (
              <li
                key={m.id}
                className={cn(
                  "rounded-lg border p-3 text-sm",
                  m.senderId === ownerId ? "bg-muted/50" : "bg-background",
                  m.isReported && "border-destructive ring-destructive/30 ring-2",
                )}
                aria-current={m.isReported ? "true" : undefined}
              >
                <p className="text-muted-foreground text-xs">
                  {m.senderName} · {formatWhen(m.createdAt)}
                  {m.isReported && <span className="text-destructive font-semibold"> · Reported message</span>}
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
