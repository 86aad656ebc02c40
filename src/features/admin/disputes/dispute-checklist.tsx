import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ChecklistEvidence, ChecklistMark } from "@/contracts/brief-checklist";
import { CHECKLIST_KIND_LABELS } from "@/lib/brief-checklist";
import { cn } from "@/lib/utils";
import { dateTime } from "./dispute-labels";

const MARK: Record<ChecklistMark, string> = { met: "Met", unmet: "Not met" };

/**
 * The brief as a checklist in the dispute evidence (decision 077): per video, a table of the items
 * against each version's marks, the items each revision request named, and every tick with who
 * made it and when.
 */
export function DisputeChecklist({ checklist }: { checklist: ChecklistEvidence }) {
  const text = new Map(checklist.items.map((i) => [i.id, i.text]));
  return (
    <Card data-testid="dispute-checklist">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Brief checklist
        </CardTitle>
        <CardDescription>
          The brief&apos;s hooks, talking points, do&apos;s and don&apos;ts, as the brand ticked them per version.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 text-sm">
        {checklist.items.length === 0 && <p className="text-muted-foreground">This order&apos;s brief had no items to check.</p>}
        {checklist.items.length > 0 &&
          checklist.videos.map((video) => (
            <section key={video.orderVideoId} className="flex flex-col gap-3" aria-label={`Checklist of video ${video.position}`}>
              <h3 className="font-medium">Video {video.position}</h3>
              {video.versions.length === 0 ? (
                <p className="text-muted-foreground">Not delivered.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[18rem] border-collapse text-left">
                    <thead>
                      <tr className="border-b">
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Item
                        </th>
                        {video.versions.map((v) => (
                          <th key={v.id} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                            Version {v.version}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {checklist.items.map((item) => (
                        <tr key={item.id} className="border-b last:border-0">
                          <th scope="row" className="py-1 pr-3 font-normal">
                            <span className="text-muted-foreground">{CHECKLIST_KIND_LABELS[item.kind]}:</span> {item.text}
                          </th>
                          {video.versions.map((v) => {
                            const mark = v.marks.find((m) => m.itemId === item.id)?.state;
                            return (
                              <td
                                key={v.id}
                                className={cn(
                                  "px-2 py-1 whitespace-nowrap",
                                  mark === "met" ? "text-emerald-700" : mark === "unmet" ? "text-amber-800" : "text-muted-foreground",
                                )}
                              >
                                {mark ? MARK[mark] : "—"}
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {video.revisions.length > 0 && (
                <ul className="flex flex-col gap-1" aria-label={`Revision requests of video ${video.position}`}>
                  {video.revisions.map((r) => (
                    <li key={r.revisionRequestId}>
                      <span className="font-medium">{r.label}</span> asked to fix:{" "}
                      {r.itemIds.length
                        ? r.itemIds.map((id) => `“${text.get(id) ?? "an item"}”`).join(", ")
                        : "no checklist item (frame comments only)"}
                    </li>
                  ))}
                </ul>
              )}
              {video.history.length > 0 && (
                <details>
                  <summary className="text-muted-foreground cursor-pointer">Tick history ({video.history.length})</summary>
                  <ol className="mt-2 flex flex-col gap-1 text-xs" aria-label={`Tick history of video ${video.position}`}>
                    {video.history.map((h) => (
                      <li key={h.id}>
                        <time dateTime={h.at}>{dateTime(h.at)}</time> · {h.by ?? "Someone"}{" "}
                        {h.state === "cleared" ? "cleared" : `marked ${MARK[h.state].toLowerCase()}`} “{text.get(h.itemId) ?? "an item"}” on
                        version {h.version}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </section>
          ))}
      </CardContent>
    </Card>
  );
}
