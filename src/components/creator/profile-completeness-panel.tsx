"use client";

import { CheckCircle2, Circle } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { PROFILE_PARTS, type ProfileCompleteness } from "@/lib/profile-completeness";

type Part = (typeof PROFILE_PARTS)[number];

const PROFILE_EDITOR = "/dashboard/settings";

/**
 * The creator's profile meter: how many of the four parts are done, and each part with an "Add"
 * link to the field that completes it. The dashboard links to the profile editor (`to-editor`), the
 * editor itself scrolls to the field (`in-page`); `none` when the editor is not there to link to.
 * `children` is what the page says about it, between the meter and the parts.
 */
export function ProfileCompletenessPanel({
  completeness,
  addLinks,
  children,
}: {
  completeness: ProfileCompleteness;
  addLinks: "to-editor" | "in-page" | "none";
  children?: ReactNode;
}) {
  const done = PROFILE_PARTS.filter((p) => completeness[p.key]).length;
  return (
    <section
      aria-labelledby="completeness-title"
      data-testid="profile-completeness"
      className="bg-card grid gap-3 rounded-xl border p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="completeness-title" className="text-lg font-semibold">
          {completeness.isComplete ? "Your profile is complete" : "Complete your profile"}
        </h2>
        <Badge variant={completeness.isComplete ? "success" : "warning"} data-testid="completeness-count">
          {done} of {PROFILE_PARTS.length} done
        </Badge>
      </div>
      <Progress value={(done / PROFILE_PARTS.length) * 100} aria-label="Profile completeness" />
      {children}
      <ul className="grid gap-2 sm:grid-cols-2">
        {PROFILE_PARTS.map((part) => {
          const complete = completeness[part.key];
          return (
            <li key={part.key} className="flex items-start gap-3 rounded-lg border p-3" data-complete={complete}>
              {complete ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden className="text-muted-foreground mt-0.5 size-5 shrink-0" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium">
                  {part.label}
                  <span className="sr-only">{complete ? " (complete)" : " (missing)"}</span>
                </span>
                <span className="text-muted-foreground text-xs">{part.needs}</span>
              </div>
              {!complete && addLinks !== "none" && <AddLink part={part} inPage={addLinks === "in-page"} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddLink({ part, inPage }: { part: Part; inPage: boolean }) {
  const text = (
    <>
      Add<span className="sr-only"> {part.label.toLowerCase()}</span>
    </>
  );
  const className = "text-brand shrink-0 text-sm font-medium hover:underline";
  if (!inPage) {
    return (
      <Link href={`${PROFILE_EDITOR}#${part.anchor}`} className={className}>
        {text}
      </Link>
    );
  }
  return (
    <a
      href={`#${part.anchor}`}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        const target = document.getElementById(part.anchor);
        target?.scrollIntoView({ block: "center", behavior: "smooth" });
        target?.focus({ preventScroll: true });
      }}
    >
      {text}
    </a>
  );
}
