import { FileText } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { LicenceSummary } from "@/contracts/licences";
import { periodLabel, platformsLabel, termLabel, usageLabel } from "./licence-format";
import { LicenceStatusBadge } from "./licence-status-badge";

/** The usage-rights licences of an order's approved videos, on the order page of either side. */
export function OrderLicencesCard({ licences, now, side }: { licences: LicenceSummary[]; now: string; side: "buyer" | "creator" }) {
  return (
    <Card data-testid="order-licences">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Licences
        </CardTitle>
        <CardDescription>
          {licences.length === 0
            ? side === "buyer"
              ? "Approving a video starts its usage-rights licence."
              : "The brand's approval of a video starts its usage-rights licence."
            : "Each approved video's usage rights, from its approval."}
        </CardDescription>
      </CardHeader>
      {licences.length > 0 && (
        <CardContent>
          <ul className="flex flex-col gap-4">
            {licences.map((l) => (
              <li key={l.id} className="flex flex-col gap-2 rounded-lg border p-3" data-licence-status={l.status}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">Video {l.videoPosition}</span>
                  <LicenceStatusBadge status={l.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Term</dt>
                  <dd>{termLabel(l)}</dd>
                  <dt className="text-muted-foreground">Period</dt>
                  <dd>{periodLabel(l, now)}</dd>
                  <dt className="text-muted-foreground">Platforms</dt>
                  <dd className="break-words">{platformsLabel(l.platforms)}</dd>
                  <dt className="text-muted-foreground">Use</dt>
                  <dd>{usageLabel(l)}</dd>
                  <dt className="text-muted-foreground">Raw footage</dt>
                  <dd>{l.rawFootage ? "Included" : "Not included"}</dd>
                </dl>
                <Link href={`/licences/${l.id}`} className="text-brand inline-flex w-fit items-center gap-1 text-sm hover:underline">
                  <FileText aria-hidden className="size-4" /> Licence {l.reference}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
