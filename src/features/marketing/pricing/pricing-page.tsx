import Link from "next/link";
import { Button } from "@/components/ui/button";
import { OrganizationJsonLd } from "@/features/marketing/seo/json-ld";
import { LivePricingPlans, PricingClosingLink } from "./live-pricing";
import { BOOK_A_CALL_HREF } from "./plan-cta";
import { sectionOf, type PricingCopy } from "./pricing-copy";

/**
 * /pricing: header, plan cards (read from the API in the browser), how paying works, fees, a quote
 * and a closing CTA. Everything else is the same for every visitor, so the page prerenders.
 */
export function PricingPage({ copy }: { copy: PricingCopy }) {
  const steps = sectionOf(copy, "steps");
  const stats = sectionOf(copy, "stats");
  const quote = sectionOf(copy, "quote");
  const cta = sectionOf(copy, "cta");
  const choose = sectionOf(copy, "features");
  const payg = choose?.items.find((i) => i.title.toLowerCase().startsWith("no plan"));
  return (
    <main id="main" className="bg-background">
      <OrganizationJsonLd />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--color-brand)_20%,transparent),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 pb-12 pt-16 text-center sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand">{copy.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-foreground text-balance sm:text-5xl">{copy.headline}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">{copy.subheadline}</p>
        </div>
      </section>
      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 pb-10 sm:px-6">
        <h2 id="plans-heading" className="sr-only">
          {choose?.heading ?? "Choose a plan"}
        </h2>
        <LivePricingPlans />
        {payg ? (
          <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-dashed border-border p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-foreground">{payg.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{payg.body}</p>
            </div>
            <Button asChild variant="ghost" className="shrink-0 text-brand">
              <Link href="/creators">Browse creators</Link>
            </Button>
          </div>
        ) : null}
        {choose?.intro ? <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">{choose.intro}</p> : null}
      </section>
      {steps ? (
        <section aria-labelledby="steps-heading" className="border-y border-border bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
            <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              {steps.heading}
            </h2>
            <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {steps.items.map((s, i) => (
                <li key={s.title}>
                  <span
                    className="grid size-9 place-items-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <h3 className="mt-4 font-semibold text-foreground">{s.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{s.body}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}
      {stats ? (
        <section aria-labelledby="fees-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="fees-heading" className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {stats.heading}
          </h2>
          <dl className="mt-10 grid gap-6 sm:grid-cols-3">
            {stats.items.map((s) => (
              <div key={s.label} className="flex flex-col rounded-2xl border border-border p-6">
                <dt className="order-2 mt-2 text-sm text-muted-foreground">{s.label}</dt>
                <dd className="order-1 text-4xl font-semibold tracking-tight text-brand">{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {quote ? (
        <section className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 sm:pb-20">
          <figure className="text-center">
            <blockquote className="text-xl font-medium leading-relaxed text-foreground text-balance sm:text-2xl">
              “{quote.quote}”
            </blockquote>
            <figcaption className="mt-5 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{quote.author}</span>, {quote.role}
            </figcaption>
          </figure>
        </section>
      ) : null}
      {cta ? (
        <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <div className="relative overflow-hidden rounded-3xl bg-foreground px-6 py-12 text-center text-background sm:px-12 sm:py-16">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-brand)_55%,transparent),transparent_65%)]"
            />
            <div className="relative">
              <h2 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{cta.heading}</h2>
              <p className="mx-auto mt-3 max-w-xl text-background/75">{cta.body}</p>
              <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
                <Button asChild variant="brand" size="lg">
                  <PricingClosingLink href={cta.cta.href} label={cta.cta.label} />
                </Button>
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className="border-background/25 bg-transparent text-background hover:bg-background/10 hover:text-background"
                >
                  <Link href={BOOK_A_CALL_HREF}>Book a call</Link>
                </Button>
              </div>
            </div>
          </div>
        </section>
      ) : null}
    </main>
  );
}
