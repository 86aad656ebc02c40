import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { PurchaseWizard } from "@/features/package-purchase/purchase-wizard";
import { getServerCaller } from "@/server/auth/server-session";
import { loadPackagePurchase } from "@/server/pages/packages";

export const metadata: Metadata = { title: "Order a package", robots: { index: false } };

type Props = {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Buying a package (route chosen in decision 026, docs/product/screens-and-navigation.md has none): the brand
 * area's page of one creator, /platform/creators/{userId}, plus /order. `?package=` preselects
 * the package chosen on the public page; `?step=` and the Add Funds return (`?top_up=`) resume
 * the draft kept in sessionStorage.
 */
async function OrderPackagePage({ params, searchParams }: Props) {
  const [{ userId }, query] = await Promise.all([params, searchParams]);
  const caller = await getServerCaller();
  if (!caller || !/^[A-Za-z0-9_-]{1,100}$/.test(userId)) notFound();
  const { creator, brandProfiles } = await loadPackagePurchase(userId, caller.buyer.id);
  if (!creator) notFound();
  const wanted = first(query.package);
  const initialPackageId = creator.packages.some((p) => p.id === wanted) ? wanted! : null;
  return (
    <PageBody>
      <Link
        href={`/c/${creator.customUrl}#packages`}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 inline-flex w-fit items-center gap-1.5 rounded text-sm outline-none focus-visible:ring-[3px]"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {creator.name}
      </Link>
      <PageHeader
        title={`Order from ${creator.name}`}
        description="Pick a package, tell the creator what to film, and pay from your wallet."
      />
      <PurchaseWizard
        creator={{ userId: creator.userId, name: creator.name, customUrl: creator.customUrl }}
        packages={creator.packages}
        brandProfiles={brandProfiles}
        initialPackageId={initialPackageId}
        resume={Boolean(first(query.step) || first(query.top_up))}
      />
    </PageBody>
  );
}

export default areaPage("brand", OrderPackagePage);
