"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ReactNode, useEffect } from "react";
import { useMe } from "@/components/session/use-me";
import { type Area, areaAccess, brandEquivalentOfCreatorPath } from "@/lib/area-role";
import { AreaNotice } from "./area-notice";

/**
 * The guard of a prerendered area page (decision 094), in the browser: the page's HTML holds no
 * one's data, and its data comes from the API, which checks the caller itself. So this guard only
 * decides what to show: `loading` until the user is known, then a signed-out visitor goes to
 * sign in, a brand on a creator path to its brand equivalent, and anyone else not allowed sees
 * the area notice.
 *
 * The path comes from the router, not `window.location`: on a client-side navigation the new page
 * renders (and its effects run) before the router updates the address bar.
 */
export function AreaGate({ area, loading, children }: { area: Exclude<Area, "shared">; loading: ReactNode; children: ReactNode }) {
  const { me, status } = useMe();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const access = status === "loading" ? null : areaAccess(me, area);
  const equivalent = access === "wrong-role" ? brandEquivalentOfCreatorPath(me, pathname) : null;

  useEffect(() => {
    if (access === "signed-out") {
      const wanted = search ? `${pathname}?${search}` : pathname;
      // A route handler, not a page: a full navigation, so it can set the redirect cookie.
      window.location.replace(`/sign-in-required?next=${encodeURIComponent(wanted)}`);
    } else if (equivalent) {
      router.replace(equivalent);
    }
  }, [access, equivalent, pathname, search, router]);

  if (access === "allowed") return children;
  if (access === null || access === "signed-out" || equivalent || !me) return loading;
  return <AreaNotice me={me} access={access} area={area} />;
}
