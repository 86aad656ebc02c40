import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { REQUESTED_PATH_HEADER } from "@/lib/redirect-cookie";
import { type Area, areaAccess, brandEquivalentOfCreatorPath } from "@/lib/area-role";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { getServerMe } from "@/server/auth/server-session";
import { AreaNotice } from "./area-notice";

/**
 * The real guard of an area layout (docs/product/roles-and-accounts.md): anonymous → sign in (through /sign-in-required,
 * which sets the `redirect` cookie); the wrong role or no role yet → a clear message in place of
 * the page; otherwise the page.
 */
export async function AreaGuard({ area, fallbackPath, children }: { area: Area; fallbackPath: string; children: ReactNode }) {
  const me = await getServerMe();
  const access = areaAccess(me, area);
  if (access === "signed-out" || !me) {
    const wanted = safeRedirectPath((await headers()).get(REQUESTED_PATH_HEADER)) ?? fallbackPath;
    redirect(`/sign-in-required?next=${encodeURIComponent(wanted)}`);
  }
  if (access === "wrong-role") {
    const requested = safeRedirectPath((await headers()).get(REQUESTED_PATH_HEADER)) ?? fallbackPath;
    const equivalent = brandEquivalentOfCreatorPath(me, requested);
    if (equivalent) redirect(equivalent);
  }
  if (access !== "allowed") return <AreaNotice me={me} access={access} area={area} />;
  return children;
}

/**
 * Wraps the page of an area so it runs only for a caller allowed there. The App Router renders a
 * layout and its page in parallel and sends the page's payload even when the layout shows
 * something else in its place, so AreaGuard alone would still run a brand page for a creator and
 * ship its content in the HTML. Every page under /platform and /dashboard is exported through
 * this (src/components/shell/area-pages.test.ts checks); the layout's AreaGuard answers the rest.
 */
export function areaPage<Props extends object>(area: Area, Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  async function GuardedAreaPage(props: Props) {
    if (areaAccess(await getServerMe(), area) !== "allowed") return null;
    return Page(props);
  }
  return GuardedAreaPage;
}
