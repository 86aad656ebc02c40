import { Building2, Sparkles, Users } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { isOnboardingComplete } from "@/lib/onboarding";
import { homeHref } from "@/lib/roles";
import { getServerMe } from "@/server/auth/server-session";

export const metadata: Metadata = { title: "Welcome" };

const CHOICES = [
  { href: "/onboarding/brands", icon: Building2, title: "I'm a brand", text: "Publish briefs, hire creators and pay from one wallet." },
  {
    href: "/onboarding/creator",
    icon: Sparkles,
    title: "I'm a creator",
    text: "Apply to campaigns, sell packages and get paid for your videos.",
  },
  {
    href: "/onboarding/brands?then=creator",
    icon: Users,
    title: "Both",
    text: "Run campaigns for your brand and create content for others.",
  },
] as const;

/** docs/product/screens-and-navigation.md /onboarding: for a user who has not yet chosen an account type. */
export default async function OnboardingPage() {
  const me = await getServerMe();
  if (!me) redirect("/sign-in-required?next=/onboarding");
  if (isOnboardingComplete(me)) redirect(homeHref(me));
  return (
    <PageBody className="max-w-3xl">
      <PageHeader title="How will you use Reelbrief?" description="Choose what fits you best. You can add the other later." />
      <ul className="grid gap-4 sm:grid-cols-3">
        {CHOICES.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="hover:border-brand focus-visible:ring-ring/50 flex h-full flex-col gap-3 rounded-xl border p-5 outline-none transition-colors focus-visible:ring-[3px]"
            >
              <Icon className="text-brand size-6" aria-hidden />
              <span className="font-semibold">{title}</span>
              <span className="text-muted-foreground text-sm">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageBody>
  );
}
