import type { Metadata } from "next";
import { AuthCard } from "@/features/identity/auth-card";
import { UnsubscribeForm } from "@/features/notifications/unsubscribe-form";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where an e-mail's unsubscribe link lands, signed in or not (decision 035). The change needs a
 * click (a POST): mail scanners that open links must not unsubscribe anyone.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Unsubscribe">
      <UnsubscribeForm token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
