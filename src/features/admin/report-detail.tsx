"use client";

import Link from "next/link";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { isApiError } from "@/lib/api-error";
import { formatWhen, STATUS_LABEL, TARGET_LABEL } from "./moderation-labels";
import { ReasonDialog } from "./reason-dialog";
import { ReportedMessages } from "./reported-messages";

const HIDEABLE_NOUN = { campaign: "campaign", package: "package", creator_profile: "creator profile" } as const;

/**
 * One report with the reported content as it is now. Loaded once, not on focus: reading a
 * reported conversation writes an audit row, and it should say that an admin read it, not how
 * often their window regained focus.
 */
export function ReportDetail({ reportId }: { reportId: string }) {
  const report = useApiData(v2.query("GET /reports/:id", { param: { id: reportId } }), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  if (!report.data) {
    if (isApiError(report.error, { status: 404 })) {
      return <p role="alert">This report does not exist.</p>;
    }
    return report.error ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">The report could not be loaded.</span>
        <Button size="sm" variant="outline" onClick={() => void report.mutate()}>
          Try again
        </Button>
      </div>
    ) : (
      <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Loading the report" />
    );
  }
  const r = report.data;
  const c = r.content;
  const refresh = () => void report.mutate();

  const act = async (action: () => Promise<unknown>, done: string) => {
    await action();
    toast.success(done);
    refresh();
  };

  return (
    <div className="flex flex-col gap-6" data-testid="report-detail">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{TARGET_LABEL[r.targetType]}</Badge>
            <Badge
              variant={r.status === "open" ? "warning" : r.status === "actioned" ? "success" : "secondary"}
              data-testid="report-status"
            >
              {STATUS_LABEL[r.status]}
            </Badge>
          </div>
          <CardTitle className="break-words">{r.reason}</CardTitle>
          <CardDescription>
            Reported by {r.reporter ? `${r.reporter.name} (${r.reporter.email})` : "a deleted user"} on {formatWhen(r.createdAt)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {r.targetUser && (
            <p>
              Owner:{" "}
              <Link href={`/admin/users/${r.targetUser.id}`} className="font-medium underline underline-offset-4">
                {r.targetUser.name}
              </Link>{" "}
              <span className="text-muted-foreground">({r.targetUser.email})</span>
            </p>
          )}
          {r.resolvedAt && (
            <p data-testid="report-resolution">
              {STATUS_LABEL[r.status]} by {r.resolvedBy?.name ?? "an admin"} on {formatWhen(r.resolvedAt)}: {r.resolutionNote}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {c.hideable && !c.hiddenAt && (
              <ReasonDialog
                triggerLabel={`Hide ${HIDEABLE_NOUN[c.hideable.type]}`}
                title={`Hide this ${HIDEABLE_NOUN[c.hideable.type]}?`}
                description="Nobody but its owner and the admins will see it. Its owner sees the reason. Open reports about it are marked actioned."
                confirmLabel="Hide"
                destructive
                reasonHint="The owner sees this reason as “Hidden by Reelbrief: …”."
                onConfirm={(reason) =>
                  act(
                    () =>
                      v2.call("POST /moderation/:type/:id/hide", {
                        param: { type: c.hideable!.type, id: c.hideable!.id },
                        json: { reason, ...(r.status === "open" ? { reportId: r.id } : {}) },
                      }),
                    "Hidden",
                  )
                }
              />
            )}
            {c.hideable && c.hiddenAt && (
              <ReasonDialog
                triggerLabel={`Restore ${HIDEABLE_NOUN[c.hideable.type]}`}
                title={`Restore this ${HIDEABLE_NOUN[c.hideable.type]}?`}
                description="It becomes visible again wherever it was listed before it was hidden."
                confirmLabel="Restore"
                reasonHint="Kept in the audit log."
                onConfirm={(reason) =>
                  act(
                    () =>
                      v2.call("POST /moderation/:type/:id/restore", {
                        param: { type: c.hideable!.type, id: c.hideable!.id },
                        json: { reason },
                      }),
                    "Restored",
                  )
                }
              />
            )}
            {r.status === "open" && (
              <ReasonDialog
                triggerLabel="Dismiss report"
                title="Dismiss this report?"
                description="Nothing happens to the content; the report leaves the open queue."
                confirmLabel="Dismiss"
                reasonHint="Kept in the audit log with the report."
                onConfirm={(reason) =>
                  act(() => v2.call("POST /reports/:id/dismiss", { param: { id: r.id }, json: { reason } }), "Report dismissed")
                }
              />
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{c.exists ? c.title : `${c.title} (deleted)`}</h2>
          </CardTitle>
          <CardDescription>
            {c.status ? `Status: ${c.status}. ` : ""}
            {c.hiddenAt ? null : c.publicPath ? (
              <Link href={c.publicPath} className="underline underline-offset-4">
                Open where others see it
              </Link>
            ) : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          {c.hiddenAt && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="hidden-banner">
              Hidden on {formatWhen(c.hiddenAt)}: {c.hiddenReason}
            </p>
          )}
          {c.body ? <p className="break-words whitespace-pre-wrap">{c.body}</p> : <p className="text-muted-foreground">No text.</p>}
        </CardContent>
      </Card>

      {c.messages && <ReportedMessages messages={c.messages} ownerId={r.targetUser?.id ?? null} />}
    </div>
  );
}
