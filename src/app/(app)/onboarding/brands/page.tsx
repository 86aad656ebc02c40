import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BrandOnboardingForm } from "@/features/onboarding/brand-onboarding-form";
import { getServerMe } from "@/server/auth/server-session";

export const metadata: Metadata = { title: "Set up your brand" };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** docs/product/screens-and-navigation.md /onboarding/brands. */
export default async function BrandOnboardingPage({ searchParams }: { searchParams: Search }) {
  const me = await getServerMe();
  if (!me) redirect("/sign-in-required?next=/onboarding/brands");
  const thenCreator = (await searchParams).then === "creator";
  return (
    <PageBody className="max-w-2xl">
      <PageHeader title="Set up your brand" description="Tell us who pays and which brand you are hiring creators for." />
      <div className="bg-card rounded-xl border p-5 sm:p-6">
        <BrandOnboardingForm thenCreator={thenCreator} />
      </div>
    </PageBody>
  );
}
