"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TimelineEntry } from "@/contracts/orders";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { DisputeChecklist } from "./dispute-checklist";
import { ageText, dateTime, RESOLUTION_LABEL } from "./dispute-labels";
import { DisputeMessages } from "./dispute-messages";
import { DisputeVideoEvidence } from "./dispute-video-evidence";
import { ResolveDisputeForm } from "./resolve-dispute-form";

const ACTOR: Record<TimelineEntry["actor"], string> = { brand: "Brand", creator: "Creator", admin: "Admin", system: "Automatically" };

/**
 * One dispute's evidence and its decision (decision 057): who disputed what and why, the money,
 * the brief or package, every video with its versions, comments and revision requests, shipping,
 * the order's timeline and — on request, audited — the parties' messages.
 */
export function DisputeEvidence({ orderId }: { orderId: string }) {
  const evidence = useApiData(v2.query("GET /disputes/:orderId", { param: { orderId } }), {
    revalidateOnFocus: false,
  });
  const back = (
    <Link href="/admin/disputes" className="text-muted-foreground inline-flex w-fit items-center gap-1 text-sm hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> All disputes
    </Link>
  );
  if (evidence.error) {
    const missing = isApiError(evidence.error, { status: 404 });
    return (
      <>
        {back}
        <PageHeader title={missing ? "No such dispute" : "Dispute"} />
        <p role="alert" className="text-destructive text-sm">
          {missing ? "This order does not exist or was never disputed." : "The evidence could not be loaded. Please reload the page."}
        </p>
      </>
    );
  }
  if (!evidence.data) {
    return (
      <>
        {back}
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Loading the evidence" />
      </>
    );
  }
  const e = evidence.data;
  const { order, dispute, money } = e;
  return (
    <>
      {back}
      <PageHeader
        title={`Dispute ${order.reference}`}
        description={`${order.package.title} · ${e.parties.brand.name} with ${e.parties.creator.name} · ${formatCents(order.priceCents)}`}
        actions={<Badge variant={e.canResolve ? "warning" : "success"}>{e.canResolve ? "Open" : "Resolved"}</Badge>}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              The dispute
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <div>
              <p className="font-medium">
                Opened by the {dispute.openedBy} · {dateTime(dispute.openedAt)}
                {e.canResolve && ` · waiting ${ageText(dispute.openedAt)}`}
              </p>
              <blockquote className="mt-1 border-l-2 pl-3 break-words">{dispute.reason}</blockquote>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground text-xs">Brand</dt>
                <dd>
                  {e.parties.brand.name}
                  {e.parties.brand.buyerUserName && (
                    <span className="text-muted-foreground block break-all">
                      {e.parties.brand.buyerUserName} · {e.parties.brand.buyerEmail}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Creator</dt>
                <dd>
                  {e.parties.creator.name}
                  <span className="text-muted-foreground block break-all">{e.parties.creator.email}</span>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Money</dt>
                <dd className="tabular-nums">
                  {formatCents(money.fundedCents)} funded · {formatCents(money.inEscrowCents)} in escrow
                  {money.releasedCents > 0 && ` · ${formatCents(money.releasedCents)} released`}
                  {money.refundedCents > 0 && ` · ${formatCents(money.refundedCents)} refunded`}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Order</dt>
                <dd>
                  Placed {dateTime(order.createdAt)}
                  {order.deadlineAt && ` · due ${dateTime(order.deadlineAt)}`}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        {e.canResolve ? (
          <ResolveDisputeForm
            orderId={order.id}
            escrowCents={money.inEscrowCents}
            feeBps={order.platformFeeBps}
            onResolved={() => void evidence.mutate()}
          />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle role="heading" aria-level={2}>
                Decision
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm" role="status">
              <p className="font-medium">{dispute.resolution ? RESOLUTION_LABEL[dispute.resolution] : "Resolved"}</p>
              {dispute.outcome && (
                <p className="tabular-nums">
                  Creator {formatCents(dispute.outcome.creatorCents)} − {formatCents(dispute.outcome.feeCents)} fee ={" "}
                  {formatCents(dispute.outcome.creatorNetCents)} · brand {formatCents(dispute.outcome.buyerCents)} back
                </p>
              )}
              {dispute.outcome?.note && <blockquote className="border-l-2 pl-3 break-words">{dispute.outcome.note}</blockquote>}
              {dispute.resolvedAt && <p className="text-muted-foreground text-xs">Decided {dateTime(dispute.resolvedAt)}</p>}
            </CardContent>
          </Card>
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            {order.source === "campaign" ? "The brief" : "The package and the brief"}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm md:grid-cols-2">
          <dl className="grid gap-2">
            <div>
              <dt className="text-muted-foreground text-xs">What to film</dt>
              <dd className="break-words whitespace-pre-wrap">{e.brief.whatToFilm}</dd>
            </div>
            {e.brief.product && (
              <div>
                <dt className="text-muted-foreground text-xs">Product</dt>
                <dd className="break-words">{e.brief.product}</dd>
              </div>
            )}
            {e.brief.notes && (
              <div>
                <dt className="text-muted-foreground text-xs">Notes</dt>
                <dd className="break-words whitespace-pre-wrap">{e.brief.notes}</dd>
              </div>
            )}
            {e.brief.links.length > 0 && (
              <div>
                <dt className="text-muted-foreground text-xs">Links</dt>
                <dd className="flex flex-col">
                  {e.brief.links.map((l) => (
                    <a key={l} href={l} className="text-brand break-all hover:underline" target="_blank" rel="noreferrer">
                      {l}
                    </a>
                  ))}
                </dd>
              </div>
            )}
          </dl>
          <dl className="grid gap-2">
            <div>
              <dt className="text-muted-foreground text-xs">{order.package.title}</dt>
              <dd className="break-words">{order.package.description}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Deliverables</dt>
              <dd>
                {order.package.videos} video{order.package.videos === 1 ? "" : "s"} · {order.package.videoLengthSeconds}s ·{" "}
                {order.package.aspectRatio} · {order.package.revisionRounds} revision round
                {order.package.revisionRounds === 1 ? "" : "s"} · {order.package.turnaroundDays}-day turnaround
                {order.package.rawFootage && " · raw footage"}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <section aria-labelledby="videos-heading" className="flex flex-col gap-4">
        <h2 id="videos-heading" className="text-lg font-semibold">
          Deliveries
        </h2>
        {e.videos.map((v) => (
          <DisputeVideoEvidence key={v.id} video={v} count={e.videos.length} />
        ))}
      </section>

      <DisputeChecklist checklist={e.checklist} />

      <div className="grid gap-6 lg:grid-cols-2">
        <DisputeMessages orderId={order.id} />
        <Card>
          <CardHeader>
            <CardTitle role="heading" aria-level={2}>
              Timeline
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol aria-label="Order timeline" className="ml-1.5 flex flex-col gap-3 border-l pl-5" data-testid="dispute-timeline">
              {e.timeline.map((t) => (
                <li key={t.id} className="relative" data-event={t.type}>
                  <span aria-hidden className="bg-brand ring-background absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4" />
                  <p className="text-sm font-medium break-words">{t.label}</p>
                  <p className="text-muted-foreground text-xs">
                    <time dateTime={t.at}>{dateTime(t.at)}</time> · {ACTOR[t.actor]}
                  </p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
