"use client";

import { Archive, ArrowDown, ArrowUp, Loader2, Package, Pause, Pencil, Play, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { HiddenBanner } from "@/components/moderation/hidden-banner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { OwnPackage } from "@/contracts/packages";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorMessage } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { feePercentLabel, orderPay } from "@/lib/platform-fee";
import { packageFacts, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";
import { PackageFormDialog } from "./package-form-dialog";

/**
 * "Your Packages" (docs/product/screens-and-navigation.md /dashboard/settings/earn): create, edit, reorder
 * (move up/down: buttons work with a keyboard and on a phone, unlike drag and drop), pause or
 * activate, delete. A package that was ordered is archived instead and listed apart, read-only.
 * Without a complete profile (`canSell` false) packages can be prepared but not put on sale: the
 * server refuses it, so the page does not offer it.
 */
export function PackagesManager({
  initial,
  publicPage,
  platformFeeBps,
  canSell = true,
}: {
  initial: OwnPackage[];
  publicPage: string | null;
  platformFeeBps: number;
  canSell?: boolean;
}) {
  const swr = useApiData(v1.query("GET /creator-packages"), { fallbackData: initial });
  const { mutate } = swr;
  const data = swr.data ?? initial;
  const error: unknown = swr.error;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<OwnPackage | null>(null);
  const [deleting, setDeleting] = useState<OwnPackage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const live = data.filter((p) => p.status !== "archived");
  const archived = data.filter((p) => p.status === "archived");
  const onSale = live.filter((p) => p.isActive).length;

  const openForm = (p: OwnPackage | null) => {
    setEditing(p);
    setFormOpen(true);
  };

  const run = async (id: string, action: () => Promise<unknown>, done?: string) => {
    setBusy(id);
    try {
      await action();
      await mutate();
      if (done) toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
      await mutate();
    } finally {
      setBusy(null);
    }
  };

  const move = (index: number, delta: -1 | 1) => {
    const ids = live.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved!);
    const reordered = ids.map((id) => live.find((p) => p.id === id)!);
    // Show the new order at once; the server's answer (or a refusal) replaces it.
    void mutate([...reordered, ...archived], { revalidate: false });
    void run(moved!, () => v1.call("POST /creator-packages/reorder", { json: { ids } }));
  };

  const toggle = (p: OwnPackage) =>
    run(
      p.id,
      () => v1.call("PATCH /creator-packages/:id", { param: { id: p.id }, json: { isActive: !p.isActive } }),
      p.isActive ? `“${p.title}” is paused` : `“${p.title}” is on sale`,
    );

  const confirmDelete = async () => {
    const p = deleting;
    if (!p) return;
    setDeleting(null);
    await run(p.id, async () => {
      const res = await v1.call("DELETE /creator-packages/:id", { param: { id: p.id } });
      toast.success(res.data.outcome === "archived" ? `“${p.title}” was ordered before, so it is archived` : `“${p.title}” is deleted`);
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {live.length === 0
            ? "You have no packages yet."
            : `${onSale} of ${live.length} ${live.length === 1 ? "package" : "packages"} on sale. Brands see them in this order.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {publicPage && (
            <Button asChild variant="outline">
              <Link href={publicPage}>See your public page</Link>
            </Button>
          )}
          <Button variant="brand" onClick={() => openForm(null)}>
            <Plus aria-hidden />
            New package
          </Button>
        </div>
      </div>

      {error && !data.length ? (
        <p role="alert" className="text-destructive text-sm">
          Could not load your packages. {errorMessage(error)}
        </p>
      ) : null}

      {live.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <Package aria-hidden className="text-muted-foreground size-8" />
          <h2 className="font-medium">No packages yet</h2>
          <p className="text-muted-foreground max-w-md text-sm">
            A package says what you deliver (videos, length, format, turnaround) and your price. Brands buy it straight from your public
            page.
          </p>
          <Button variant="brand" onClick={() => openForm(null)}>
            <Plus aria-hidden />
            Create your first package
          </Button>
        </div>
      ) : (
        <ol className="grid gap-3" data-testid="own-packages" aria-label="Your packages, in the order brands see them">
          {live.map((p, i) => (
            <li
              key={p.id}
              data-testid="own-package"
              className="bg-card flex flex-col gap-4 rounded-xl border p-4 shadow-xs sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-medium">{p.title}</h2>
                  {p.hiddenAt ? (
                    <Badge variant="destructive">Hidden by Reelbrief</Badge>
                  ) : p.isActive ? (
                    <Badge variant="success">On sale</Badge>
                  ) : (
                    <Badge variant="warning">Paused</Badge>
                  )}
                </div>
                {p.hiddenAt && <HiddenBanner what="package" reason={p.hiddenReason} />}
                <p className="text-muted-foreground text-sm">
                  {packageFacts(p)} · {USAGE_RIGHTS_TERM_LABELS[p.usageRightsTerm]} rights{p.rawFootage ? " · raw footage" : ""}
                </p>
              </div>
              <div className="flex flex-col sm:w-36 sm:items-end">
                <p className="text-xl font-semibold tabular-nums">{formatCents(p.priceCents)}</p>
                <p className="text-muted-foreground text-xs tabular-nums" data-testid="package-pay">
                  you receive {formatCents(orderPay(p.priceCents, p.videos, platformFeeBps).creatorReceivesCents)} after the{" "}
                  {feePercentLabel(platformFeeBps)} fee
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move “${p.title}” up`}
                  disabled={i === 0 || busy !== null}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move “${p.title}” down`}
                  disabled={i === live.length - 1 || busy !== null}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button size="sm" variant="outline" onClick={() => openForm(p)} aria-label={`Edit “${p.title}”`}>
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy === p.id || (!p.isActive && !canSell)}
                  title={!p.isActive && !canSell ? "Complete your profile to put packages on sale" : undefined}
                  onClick={() => void toggle(p)}
                  aria-label={`${p.isActive ? "Pause" : "Activate"} “${p.title}”`}
                >
                  {busy === p.id ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : p.isActive ? (
                    <Pause aria-hidden />
                  ) : (
                    <Play aria-hidden />
                  )}
                  {p.isActive ? "Pause" : "Activate"}
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete “${p.title}”`} onClick={() => setDeleting(p)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {archived.length > 0 && (
        <section aria-labelledby="archived-heading" className="flex flex-col gap-3">
          <h2 id="archived-heading" className="text-muted-foreground flex items-center gap-2 text-sm font-medium">
            <Archive aria-hidden className="size-4" />
            Archived ({archived.length})
          </h2>
          <p className="text-muted-foreground text-sm">
            These were ordered before you deleted them. They stay for those orders and are not sold any more.
          </p>
          <ul className="grid gap-2" data-testid="archived-packages">
            {archived.map((p) => (
              <li
                key={p.id}
                className="bg-muted/40 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{p.title}</span>
                  <span className="text-muted-foreground"> · {packageFacts(p)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="outline">Archived</Badge>
                  <span className="tabular-nums">{formatCents(p.priceCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {formOpen && (
        <PackageFormDialog
          key={editing?.id ?? "new"}
          open={formOpen}
          onOpenChange={setFormOpen}
          editing={editing}
          canSell={canSell}
          onSaved={(saved, created) => {
            void mutate();
            toast.success(created ? `“${saved.title}” is created` : `“${saved.title}” is saved`);
          }}
        />
      )}

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete “{deleting?.title}”?</DialogTitle>
            <DialogDescription>
              It leaves your public page at once. If a brand has ordered it before, it is archived instead, so those orders keep what was
              bought.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => void confirmDelete()}>
              Delete package
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
