import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import type { Me } from "@/contracts/me";
import { REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { type Area, areaAccess, brandEquivalentOfCreatorPath } from "@/lib/area-role";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getServerMe } from "@/server/auth/server-session";
import { AreaNotice } from "./area-notice";

/** Where an area sends a visitor whose wanted path is unknown. */
const AREA_HOME: Record<Area, string> = { brand: "/platform", creator: "/dashboard", shared: "/inbox" };

/**
 * The guard of an area (docs/product/roles-and-accounts.md): anonymous → sign in (through
 * /sign-in-required, which sets the `redirect` cookie); the wrong role or no role yet → a clear
 * message in place of the page (null when the caller may see it).
 */
async function refusal(me: Me | null, area: Area): Promise<ReactNode | null> {
  const access = areaAccess(me, area);
  if (access === "allowed") return null;
  const wanted = safeRedirectPath((await headers()).get(REQUESTED_PATH_HEADER)) ?? AREA_HOME[area];
  if (access === "signed-out" || !me) redirect(`/sign-in-required?next=${encodeURIComponent(wanted)}`);
  if (access === "wrong-role") {
    const equivalent = brandEquivalentOfCreatorPath(me, wanted);
    if (equivalent) redirect(equivalent);
  }
  return <AreaNotice me={me} access={access} area={area} />;
}

/**
 * A page of the signed-in area rendered per request, guarded before it runs. The layouts read
 * nothing per request (decision 094), so the guard is the page's own (the App Router renders a
 * layout and its page in parallel anyway: a guard in the layout would still run a brand page for a
 * creator and ship its content). Every page under /platform and /dashboard is exported through
 * this or through `prerenderedAreaPage` (src/components/shell/area-pages.test.ts checks).
 */
export function areaPage<Props extends object>(area: Area, Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  async function GuardedAreaPage(props: Props) {
    return (await refusal(await getServerMe(), area)) ?? Page(props);
  }
  return GuardedAreaPage;
}
