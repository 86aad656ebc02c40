"use client";

import { STEP_OF, STEPS } from "../form";

/** Step 6: what still stops publishing, each item opening the step that holds it. */
export function ReviewStep({ missing, goTo }: { missing: Record<string, string>; goTo: (step: number) => void }) {
  return (
    <div className="flex flex-col gap-3">
      {Object.keys(missing).length === 0 ? (
        <p className="text-sm">Everything creators need is here. Publishing uses one campaign of your plan&apos;s allowance.</p>
      ) : (
        <>
          <p className="text-sm font-medium">Before publishing:</p>
          <ul className="flex flex-col gap-1 text-sm">
            {Object.entries(missing).map(([field, message]) => (
              <li key={field}>
                <button type="button" className="text-primary underline-offset-4 hover:underline" onClick={() => goTo(STEP_OF[field] ?? 0)}>
                  {message} (step {(STEP_OF[field] ?? 0) + 1}, {STEPS[STEP_OF[field] ?? 0]})
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
