import { Compass, UserPlus } from "lucide-react";
import Link from "next/link";
import type { Me } from "@/contracts/me";
import { Button } from "@/components/ui/button";
import type { AreaAccess } from "@/lib/area-role";
import { finishOnboardingTarget } from "@/lib/onboarding";
import { homeHref, isBrand } from "@/lib/roles";
import { EmptyState } from "./empty-state";
import { PageBody } from "./page-header";

/**
 * What a signed-in user sees instead of a page they cannot use (docs/product/roles-and-accounts.md): a creator in
 * /platform or a brand in /dashboard is told whose area it is and sent home; a user without an
 * account type is sent to onboarding.
 */
export function AreaNotice({
  me,
  access,
  area,
}: {
  me: Me;
  access: Exclude<AreaAccess, "allowed" | "signed-out">;
  area: "creator" | "brand" | "shared";
}) {
  if (access === "no-type") {
    return (
      <PageBody>
        <EmptyState
          icon={UserPlus}
          title="Finish setting up your account"
          description="Tell us whether you are a brand looking for creators or a creator looking for paid work. Your dashboard is ready as soon as you choose."
        >
          <Button asChild variant="brand">
            <Link href={finishOnboardingTarget(me)}>Finish Onboarding</Link>
          </Button>
        </EmptyState>
      </PageBody>
    );
  }
  const areaName = area === "brand" ? "brands" : "creators";
  const yours = isBrand(me) ? "brand" : "creator";
  return (
    <PageBody>
      <EmptyState
        icon={Compass}
        title={`This area is for ${areaName}`}
        description={`You are signed in with a ${yours} account, so there is nothing for you here. Everything for your account is on your ${yours} dashboard.`}
      >
        <Button asChild variant="brand">
          <Link href={homeHref(me)} data-testid="area-notice-home">
            Go to your {yours} dashboard
          </Link>
        </Button>
      </EmptyState>
    </PageBody>
  );
}
