import { type ComponentType, Suspense } from "react";
import type { Area } from "@/lib/area-role";
import { AreaGate } from "./area-gate";

/**
 * A page of /platform or /dashboard prerendered at build time (decision 094): the same HTML for
 * everyone, its data loaded in the browser from the API by `View`, a client component. `loading`
 * is what shows until the user and the data are there. The Suspense boundary lets the gate and
 * `View` read the URL's query (useSearchParams) in a prerendered page.
 */
export function prerenderedAreaPage(area: Exclude<Area, "shared">, View: ComponentType, loading: ComponentType) {
  const Loading = loading;
  function PrerenderedAreaPage() {
    return (
      <Suspense fallback={<Loading />}>
        <AreaGate area={area} loading={<Loading />}>
          <View />
        </AreaGate>
      </Suspense>
    );
  }
  return PrerenderedAreaPage;
}
