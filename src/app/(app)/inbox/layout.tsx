import type { ReactNode } from "react";
import { AreaGuard } from "@/components/shell/area-guard";

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <AreaGuard area="shared" fallbackPath="/inbox">
      {children}
    </AreaGuard>
  );
}
