import { ArrowRightIcon, QuoteIcon } from "lucide-react";
import Link from "next/link";
import type { PageLink, PageSection } from "@/features/marketing/content/page-content";
import { cn } from "@/lib/utils";
import { contentIcon } from "./content-icon";

type SectionOf<K extends PageSection["kind"]> = Extract<PageSection, { kind: K }>;

/** Desktop columns for a row of steps, so 3, 4 and 5 steps each fill one row. */
const COLUMNS: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };

export function CtaLink({
  link,
  variant = "primary",
  className,
}: {
  link: PageLink;
  variant?: "primary" | "secondary" | "inverse";
  className?: string;
}) {
  return (
    <Link
      href={link.href}
      className={cn(
        "focus-visible:ring-ring inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none",
        variant === "primary" && "bg-brand text-brand-foreground shadow-brand/25 shadow-lg hover:opacity-90",
        variant === "secondary" && "bg-background text-foreground border hover:bg-muted",
        variant === "inverse" && "text-foreground bg-white hover:bg-white/90",
        className,
      )}
    >
      {link.label}
      {variant !== "secondary" && <ArrowRightIcon aria-hidden className="size-4" />}
    </Link>
  );
}

function SectionHeading({ heading, intro, center = true }: { heading: string; intro?: string; center?: boolean }) {
  return (
    <div className={cn("max-w-2xl", center && "mx-auto text-center")}>
      <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{heading}</h2>
      {intro && <p className="text-muted-foreground mt-4 text-base leading-7 text-pretty sm:text-lg">{intro}</p>}
    </div>
  );
}

function FeaturesSection({ section }: { section: SectionOf<"features"> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
      <SectionHeading heading={section.heading} intro={section.intro} />
      <ul
        className={cn(
          "mt-14 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2",
          section.items.length % 3 === 0 && "lg:grid-cols-3",
          section.items.length % 2 === 1 && "[&>li:last-child]:sm:col-span-2 lg:[&>li:last-child]:col-span-1",
        )}
      >
        {section.items.map((item) => {
          const Icon = contentIcon(item.icon);
          return (
            <li key={item.title} className="bg-background p-6 sm:p-8">
              <span className="bg-brand/10 text-brand flex size-10 items-center justify-center rounded-lg">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-base font-semibold tracking-tight">{item.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-6">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StepsSection({ section }: { section: SectionOf<"steps"> }) {
  return (
    <section className="bg-muted/50 border-y">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading heading={section.heading} intro={section.intro} />
        <ol className={cn("mt-14 grid gap-6 sm:grid-cols-2", COLUMNS[section.items.length] ?? "lg:grid-cols-3")}>
          {section.items.map((item, index) => (
            <li key={item.title} className="bg-background relative rounded-2xl border p-6 shadow-xs">
              <span
                aria-hidden
                className="bg-brand text-brand-foreground flex size-8 items-center justify-center rounded-full text-sm font-semibold"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-base font-semibold tracking-tight">{item.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-6">{item.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function StatsSection({ section }: { section: SectionOf<"stats"> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <h2 className="text-muted-foreground text-center text-sm font-semibold tracking-wider uppercase">{section.heading}</h2>
      <dl
        className={cn(
          "mx-auto mt-10 grid grid-cols-2 gap-x-6 gap-y-10",
          section.items.length === 3 ? "max-w-4xl sm:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <div key={item.label} className="border-brand/30 flex flex-col border-l-2 pl-5">
            <dt className="text-muted-foreground mt-2 text-sm leading-6">{item.label}</dt>
            <dd className="text-foreground order-first text-3xl font-semibold tracking-tight sm:text-4xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function QuoteSection({ section }: { section: SectionOf<"quote"> }) {
  const initials = section.author
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 sm:px-6 sm:py-24">
      <figure className="text-center">
        <QuoteIcon aria-hidden className="text-brand mx-auto size-8" />
        <blockquote className="mt-6 text-xl leading-8 font-medium tracking-tight text-balance sm:text-2xl sm:leading-10">
          <p>“{section.quote}”</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-3">
          <span aria-hidden className="bg-brand/10 text-brand flex size-10 items-center justify-center rounded-full text-sm font-semibold">
            {initials}
          </span>
          <span className="text-left text-sm">
            <span className="block font-semibold">{section.author}</span>
            {section.role && <span className="text-muted-foreground block">{section.role}</span>}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}

function CtaSection({ section }: { section: SectionOf<"cta"> }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-[oklch(0.22_0.06_285)] px-6 py-14 text-center text-white sm:px-16 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,color-mix(in_oklch,var(--brand)_70%,transparent),transparent)]"
        />
        <h2 className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{section.heading}</h2>
        {section.body && <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-white/80 sm:text-lg">{section.body}</p>}
        <div className="mt-8 flex justify-center">
          <CtaLink link={section.cta} variant="inverse" />
        </div>
      </div>
    </section>
  );
}

/** Renders the sections of a content/pages/*.json file in order. */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const key = `${section.kind}-${index}`;
        switch (section.kind) {
          case "features":
            return <FeaturesSection key={key} section={section} />;
          case "steps":
            return <StepsSection key={key} section={section} />;
          case "stats":
            return <StatsSection key={key} section={section} />;
          case "quote":
            return <QuoteSection key={key} section={section} />;
          case "cta":
            return <CtaSection key={key} section={section} />;
        }
      })}
    </>
  );
}
