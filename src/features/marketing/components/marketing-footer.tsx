import Link from "next/link";
import { MarketingLogo } from "./marketing-logo";
import { BookCall } from "./book-call";
import { CREATORS_LINK, FEATURE_LINKS, SOCIAL_LINKS, USE_CASE_LINKS } from "./nav-config";

const LINK =
  "text-muted-foreground hover:text-foreground rounded-sm text-sm transition-colors focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none";

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </div>
  );
}

/** The marketing footer (docs/product/screens-and-navigation.md): Home, Creators, Blog, FAQ, Book A Call, the legal pages and social profiles. */
export function MarketingFooter({ bookingUrl }: { bookingUrl: string }) {
  return (
    <footer className="bg-muted/30 border-t">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="max-w-xs">
            <MarketingLogo />
            <p className="text-muted-foreground mt-4 text-sm leading-6">
              UGC video ads made easy: briefs, creators, reviews, usage rights and payment in one place.
            </p>
            <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-2" aria-label="Social profiles">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a href={social.href} aria-label={social.label} rel="noopener noreferrer" target="_blank" className={LINK}>
                    {social.short}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <Column title="Company">
            <li>
              <Link href="/" className={LINK}>
                Home
              </Link>
            </li>
            <li>
              <Link href="/creators" className={LINK}>
                Creators
              </Link>
            </li>
            <li>
              <Link href="/blog" className={LINK}>
                Blog
              </Link>
            </li>
            <li>
              <Link href="/faq" className={LINK}>
                FAQ
              </Link>
            </li>
            <li>
              <BookCall bookingUrl={bookingUrl} className={LINK} />
            </li>
          </Column>
          <Column title="Platform">
            {FEATURE_LINKS.slice(0, 3).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/pricing" className={LINK}>
                Pricing
              </Link>
            </li>
            <li>
              <Link href={CREATORS_LINK.href} className={LINK}>
                {CREATORS_LINK.label}
              </Link>
            </li>
          </Column>
          <Column title="Use cases">
            {USE_CASE_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/explore/ugc-ecommerce-marketing" className={LINK}>
                UGC for E-commerce
              </Link>
            </li>
          </Column>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">© {new Date().getFullYear()} Reelbrief. All rights reserved.</p>
          <ul className="flex gap-6">
            <li>
              <Link href="/privacy-policy" className={LINK}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-of-service" className={LINK}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/developers/api" className={LINK}>
                API reference
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
