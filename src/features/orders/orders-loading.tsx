import { PageBody } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";

/** The order screens while their data loads: the shape of the page, announced to screen readers. */
export function OrdersLoading({ label }: { label: string }) {
  return (
    <PageBody>
      <div role="status" aria-live="polite" className="flex flex-col gap-6">
        <span className="sr-only">{label}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
        <div className="flex flex-col gap-3 rounded-xl border p-4">
          <Skeleton className="h-9 w-full" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </div>
    </PageBody>
  );
}

/** An order list page while it loads. */
export function OrderListLoading() {
  return <OrdersLoading label="Loading orders…" />;
}
