"use client";

import { AlertTriangle } from "lucide-react";
import { EmptyState } from "@/components/shell/empty-state";
import { PageBody } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";

/** An order screen that failed to load: say so, offer a retry, never a blank page. */
export function OrdersError({ reset, what }: { reset: () => void; what: string }) {
  return (
    <PageBody>
      <div role="alert">
        <EmptyState
          icon={AlertTriangle}
          title={`We could not load ${what}`}
          description="This is on our side. Try again in a moment; nothing was changed."
        >
          <Button variant="brand" size="sm" onClick={reset}>
            Try again
          </Button>
        </EmptyState>
      </div>
    </PageBody>
  );
}
