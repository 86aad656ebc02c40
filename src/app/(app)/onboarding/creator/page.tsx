import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { CreatorOnboardingForm } from "@/features/onboarding/creator-onboarding-form";
import { siteOrigin } from "@/features/marketing/seo/site";
import { creatorPagePrefix } from "@/lib/creator-page-url";
import { getServerMe } from "@/server/auth/server-session";

export const metadata: Metadata = { title: "Set up your creator profile" };

/** docs/product/screens-and-navigation.md /onboarding/creator. */
export default async function CreatorOnboardingPage() {
  const me = await getServerMe();
  if (!me) redirect("/sign-in-required?next=/onboarding/creator");
  const [first = "", ...rest] = me.user.name.trim().split(/\s+/);
  return (
    <PageBody className="max-w-2xl">
      <PageHeader
        title="Set up your creator profile"
        description="Brands see this when you apply. You can fill in the rest of your profile later."
      />
      <div className="bg-card rounded-xl border p-5 sm:p-6">
        <CreatorOnboardingForm
          pagePrefix={creatorPagePrefix(siteOrigin())}
          defaults={{
            first_name: me.creator_info?.first_name ?? first,
            last_name: me.creator_info?.last_name ?? rest.join(" "),
            custom_url: me.creator_info?.custom_url ?? "",
          }}
        />
      </div>
    </PageBody>
  );
}
