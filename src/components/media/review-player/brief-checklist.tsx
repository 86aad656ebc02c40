"use client";

import { Check, ListChecks, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { mutate as mutateKey } from "swr";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChecklistItem, ChecklistMark, ChecklistTickState, VideoChecklist } from "@/contracts/brief-checklist";
import type { ReviewComment, VideoReview } from "@/contracts/reviews";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { CHECKLIST_KIND_LABELS } from "@/lib/brief-checklist";
import { formatTimecode, normalizeFrameRate } from "@/lib/timecode";
import { dataKey, useApiData } from "@/lib/use-api";
import { cn } from "@/lib/utils";

/*
 * The brief as a checklist in the review (decision 077): the brand ticks each item met or not met
 * on the delivery under review, the creator reads the marks and what the next version must fix,
 * and the revision dialog picks the unmet items and open comments a request cites.
 */

export const checklistQuery = (videoId: string) => v1.query("GET /auth/order_videos/:id/checklist", { param: { id: videoId } });

/** Revalidates every view of a video's checklist (after a revision request, say). */
export const refreshChecklist = (videoId: string) => mutateKey(dataKey(checklistQuery(videoId)));

export function marksOf(checklist: VideoChecklist, versionId: string): Map<string, ChecklistMark> {
  const version = checklist.versions.find((v) => v.id === versionId);
  return new Map((version?.marks ?? []).map((m) => [m.itemId, m.state]));
}

const MARK_TEXT: Record<ChecklistMark, string> = { met: "Met", unmet: "Not met" };

function summaryOf(items: ChecklistItem[], marks: Map<string, ChecklistMark>): string {
  const met = items.filter((i) => marks.get(i.id) === "met").length;
  const unmet = items.filter((i) => marks.get(i.id) === "unmet").length;
  const open = items.length - met - unmet;
  return [`${met} of ${items.length} met`, unmet ? `${unmet} not met` : "", open ? `${open} not checked` : ""].filter(Boolean).join(" · ");
}

/**
 * The checklist of one version, without fetching: the brand's Met / Not met buttons when
 * `onTick` is given (pressing the pressed one clears it), otherwise each item's mark in words.
 */
export function BriefChecklistView({
  checklist,
  versionId,
  versionNumber,
  onTick,
  busyItemId,
}: {
  checklist: VideoChecklist;
  versionId: string;
  versionNumber: number;
  onTick?: (item: ChecklistItem, state: ChecklistTickState) => void;
  busyItemId?: string | null;
}) {
  const marks = marksOf(checklist, versionId);
  const mustFix = new Set(checklist.mustFix?.itemIds ?? []);
  const itemText = new Map(checklist.items.map((i) => [i.id, i.text]));
  const history = checklist.history.filter((h) => h.versionId === versionId);
  if (checklist.items.length === 0) {
    return (
      <section className="rounded-lg border p-3 text-sm" aria-label="Brief checklist" data-testid="brief-checklist">
        <p className="text-muted-foreground">This order&apos;s brief has no hooks, talking points, do&apos;s or don&apos;ts to check.</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-3" aria-label="Brief checklist" data-testid="brief-checklist">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h4 className="inline-flex items-center gap-1 text-sm font-medium">
          <ListChecks aria-hidden className="size-4" /> Brief checklist · version {versionNumber}
        </h4>
        <span className="text-muted-foreground text-xs" data-testid="checklist-summary">
          {summaryOf(checklist.items, marks)}
        </span>
      </div>
      {checklist.mustFix && checklist.mustFix.itemIds.length > 0 && (
        <div className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="checklist-must-fix" role="note">
          <p className="font-medium">{checklist.mustFix.label}: the next version must fix</p>
          <ul className="mt-1 list-disc pl-5">
            {checklist.mustFix.itemIds.map((id) => (
              <li key={id}>{itemText.get(id) ?? "An item of the brief"}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="flex flex-col gap-2" aria-label={`Checklist items of version ${versionNumber}`}>
        {checklist.items.map((item) => {
          const mark = marks.get(item.id) ?? null;
          return (
            <li
              key={item.id}
              className={cn(
                "flex flex-col gap-2 rounded-md border px-3 py-2 sm:flex-row sm:items-center",
                mark === "unmet" && "border-amber-300 bg-amber-50/50",
                mark === "met" && "border-emerald-200",
              )}
              data-testid="checklist-item"
              data-mark={mark ?? "none"}
            >
              <div className="min-w-0 flex-1 text-sm">
                <Badge variant="outline" className="mr-2 align-middle">
                  {CHECKLIST_KIND_LABELS[item.kind]}
                </Badge>
                <span className="break-words">{item.text}</span>
                {mustFix.has(item.id) && (
                  <Badge variant="warning" className="ml-2 align-middle">
                    Fix in next version
                  </Badge>
                )}
              </div>
              {onTick ? (
                <div className="flex shrink-0 gap-1" role="group" aria-label={`Mark “${item.text}”`}>
                  {(["met", "unmet"] as const).map((state) => (
                    <Button
                      key={state}
                      type="button"
                      size="sm"
                      variant={mark === state ? (state === "met" ? "default" : "destructive") : "outline"}
                      aria-pressed={mark === state}
                      disabled={busyItemId === item.id}
                      onClick={() => onTick(item, mark === state ? "cleared" : state)}
                    >
                      {state === "met" ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
                      {MARK_TEXT[state]}
                    </Button>
                  ))}
                </div>
              ) : (
                <span
                  className={cn(
                    "shrink-0 text-xs font-medium",
                    mark === "met" ? "text-emerald-700" : mark === "unmet" ? "text-amber-800" : "text-muted-foreground",
                  )}
                >
                  {mark ? MARK_TEXT[mark] : "Not checked"}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {history.length > 0 && (
        <details className="text-xs">
          <summary className="text-muted-foreground cursor-pointer">
            History of version {versionNumber} ({history.length})
          </summary>
          <ol className="mt-2 flex flex-col gap-1" aria-label="Checklist history">
            {history.map((h) => (
              <li key={h.id}>
                <span className="font-medium">{h.by ?? "Someone"}</span>{" "}
                {h.state === "cleared" ? "cleared" : `marked ${MARK_TEXT[h.state].toLowerCase()}`} “{itemText.get(h.itemId) ?? "an item"}” ·{" "}
                <time dateTime={h.at}>{new Date(h.at).toLocaleString()}</time>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/** The checklist of the version shown in the review panel, ticked through the API by the brand. */
export function BriefChecklist({ videoId, versionId, versionNumber }: { videoId: string; versionId: string; versionNumber: number }) {
  const { data, error, mutate } = useApiData(checklistQuery(videoId));
  const [busyItemId, setBusyItemId] = useState<string | null>(null);
  if (error) return <p className="text-destructive text-sm">The checklist could not be loaded: {errorMessage(error)}</p>;
  if (!data) return <Skeleton className="h-24 w-full" />;
  const canTick = data.tickableVersionId === versionId;
  const tick = async (item: ChecklistItem, state: ChecklistTickState) => {
    setBusyItemId(item.id);
    try {
      const body = await v1.call("POST /auth/order_videos/:id/checklist/ticks", {
        param: { id: videoId },
        json: { versionId, itemId: item.id, state },
      });
      await mutate(body.data, { revalidate: false });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusyItemId(null);
    }
  };
  return (
    <BriefChecklistView
      checklist={data}
      versionId={versionId}
      versionNumber={versionNumber}
      onTick={canTick ? (item, state) => void tick(item, state) : undefined}
      busyItemId={busyItemId}
    />
  );
}

/** On the order page, for the creator: what the next version of a video must fix. */
export function MustFixNotice({ videoId }: { videoId: string }) {
  const { data } = useApiData(checklistQuery(videoId));
  if (!data?.mustFix || data.mustFix.itemIds.length === 0) return null;
  const text = new Map(data.items.map((i) => [i.id, i]));
  return (
    <div className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="order-must-fix" role="note">
      <p className="font-medium">{data.mustFix.label}: the next version must fix</p>
      <ul className="mt-1 list-disc pl-5">
        {data.mustFix.itemIds.map((id) => {
          const item = text.get(id);
          return <li key={id}>{item ? `${CHECKLIST_KIND_LABELS[item.kind]}: ${item.text}` : "An item of the brief"}</li>;
        })}
      </ul>
    </div>
  );
}

export interface RevisionCitationChoice {
  itemIds: string[];
  commentIds: string[];
}

/**
 * What a revision request can cite: the items marked not met on the newest version and its open
 * frame comments, all chosen at first; the brand unticks what should not go.
 */
export function useRevisionCitations(review: VideoReview) {
  const latest = review.versions.at(-1) ?? null;
  const { data } = useApiData(checklistQuery(review.orderVideoId));
  const [dropped, setDropped] = useState<Set<string>>(new Set());
  const marks = data && latest ? marksOf(data, latest.id) : new Map<string, ChecklistMark>();
  const unmetItems = (data?.items ?? []).filter((i) => marks.get(i.id) === "unmet");
  const openComments = latest ? review.comments.filter((c) => c.versionId === latest.id && !c.resolvedAt && !c.revisionRequestId) : [];
  const chosen: RevisionCitationChoice = {
    itemIds: unmetItems.filter((i) => !dropped.has(i.id)).map((i) => i.id),
    commentIds: openComments.filter((c) => !dropped.has(c.id)).map((c) => c.id),
  };
  const toggle = (id: string) =>
    setDropped((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rate = normalizeFrameRate(latest?.frameRate);
  return { unmetItems, openComments, chosen, toggle, rate, isEmpty: chosen.itemIds.length + chosen.commentIds.length === 0 };
}

export type RevisionCitations = ReturnType<typeof useRevisionCitations>;

/** The checkboxes of the revision dialog: unmet items and open comments the request cites. */
export function RevisionCitationPicker({ citations }: { citations: RevisionCitations }) {
  const { unmetItems, openComments, chosen, toggle, rate } = citations;
  const box = (id: string, checked: boolean, label: string, testId: string) => (
    <li key={id}>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" checked={checked} onChange={() => toggle(id)} data-testid={testId} />
        <span className="break-words">{label}</span>
      </label>
    </li>
  );
  const comment = (c: ReviewComment) => `${formatTimecode(c.frame, rate)} · ${c.body}`;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="revision-citations">
      <legend className="mb-1 text-sm font-medium">What must the next version fix?</legend>
      {unmetItems.length === 0 && openComments.length === 0 ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" role="alert">
          Mark the checklist items that are not met, or pin a comment on the frame, then ask for the revision.
        </p>
      ) : (
        <>
          {unmetItems.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Unmet checklist items">
              {unmetItems.map((i) => box(i.id, chosen.itemIds.includes(i.id), `${CHECKLIST_KIND_LABELS[i.kind]}: ${i.text}`, "cite-item"))}
            </ul>
          )}
          {openComments.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label="Open comments">
              {openComments.map((c) => box(c.id, chosen.commentIds.includes(c.id), comment(c), "cite-comment"))}
            </ul>
          )}
          {citations.isEmpty && (
            <p className="text-destructive text-sm" role="alert">
              Choose at least one item or comment.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
