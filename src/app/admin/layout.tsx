import type { ReactNode } from "react";
import { Providers } from "@/components/providers";

/**
 * The admin pages sit outside the signed-in shell of src/app/(app), so they need its client
 * providers of their own: without the toaster, an admin's approve / mark paid / mark failed gave
 * no confirmation and, worse, no error message when refused.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
