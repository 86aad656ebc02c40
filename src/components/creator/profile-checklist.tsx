import { Circle } from "lucide-react";
import Link from "next/link";
import { missingProfileParts, PROFILE_PARTS, type ProfileCompleteness } from "@/lib/profile-completeness";

const PROFILE_EDITOR = "/dashboard/settings";

/**
 * What still stands between a creator and brands: the missing parts of the profile, each linked to
 * the field of Settings / Profile that completes it. The apply form and the packages page show it
 * where the server would refuse (a proposal, a package on sale) so nobody learns it from an error.
 */
export function ProfileChecklist({
  completeness,
  title,
  description,
}: {
  completeness: ProfileCompleteness;
  title: string;
  description: string;
}) {
  const missing = missingProfileParts(completeness);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-checklist-title"
      data-testid="profile-checklist"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h3 id="profile-checklist-title" className="font-semibold">
        {title}
      </h3>
      <p className="text-muted-foreground">{description}</p>
      <ul className="flex flex-col gap-2">
        {PROFILE_PARTS.filter((part) => missing.includes(part.key)).map((part) => (
          <li key={part.key} className="flex items-start gap-2">
            <Circle aria-hidden className="text-muted-foreground mt-0.5 size-4 shrink-0" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{part.label}</span>
              <span className="text-muted-foreground text-xs">{part.needs}</span>
            </span>
            <Link href={`${PROFILE_EDITOR}#${part.anchor}`} className="text-brand shrink-0 font-medium hover:underline">
              Add<span className="sr-only"> {part.label.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
