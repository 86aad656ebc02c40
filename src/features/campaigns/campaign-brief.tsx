import { CalendarClock, Package, Users, Video } from "lucide-react";
import type { CampaignView } from "@/contracts/campaigns";
import { USAGE_RIGHTS_TERMS } from "@/contracts/campaigns";
import { CREATOR_NICHES, SOCIAL_PLATFORMS } from "@/lib/creator-directory";
import { formatCents } from "@/lib/money-format";
import { PAID_USAGE_PLATFORM_LABELS } from "@/lib/paid-usage";
import { campaignPrice, deadlineText } from "./format";
import { ProductPicture } from "./product-picture";

type BriefFields = Omit<CampaignView, "id" | "status" | "created_at" | "updated_at" | "published_at" | "closed_at" | "brand_profile_id">;

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="text-muted-foreground mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const niceList = (values: string[], labels: Record<string, string>) => values.map((v) => labels[v] ?? v).join(", ");

/**
 * The brief as creators read it: the creator's campaign page and the builder's live preview render
 * this same component, so the preview is what creators will see. On the creator's campaign page the
 * brief is the page, so its title is the page's h1 (`titleLevel={1}`); elsewhere it sits under a
 * page title of its own.
 */
export function CampaignBrief({ campaign: c, titleLevel = 2 }: { campaign: BriefFields; titleLevel?: 1 | 2 }) {
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <article className="flex flex-col gap-5">
      <header className="flex items-start gap-4">
        <ProductPicture url={c.product_image_url} productName={c.product_name} size={104} testId="brief-product-image" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-muted-foreground text-sm">{c.brand?.name ?? "Your brand"}</p>
          <Title className="text-xl font-semibold break-words">{c.title || "Untitled campaign"}</Title>
          <p className="text-lg font-medium">{campaignPrice(c)} per creator</p>
        </div>
      </header>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-start gap-2">
          <Package className="text-muted-foreground mt-0.5 size-4" aria-hidden />
          <div>
            <dt className="font-medium">Product</dt>
            <dd className="text-muted-foreground">
              {c.product_name || "—"}
              {c.product_retail_value_cents !== null && ` · worth ${formatCents(c.product_retail_value_cents)}`}
              {c.product_shipped ? " · shipped to you" : " · not shipped"}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <Video className="text-muted-foreground mt-0.5 size-4" aria-hidden />
          <div>
            <dt className="font-medium">Deliverables</dt>
            <dd className="text-muted-foreground">
              {c.videos_per_creator} video{c.videos_per_creator === 1 ? "" : "s"} · {c.video_length_seconds}s · {c.aspect_ratio}
              {c.platforms.length > 0 && ` · ${niceList(c.platforms, SOCIAL_PLATFORMS)}`}
              {(c.extra_hooks_per_video ?? 0) > 0 &&
                ` · ${c.extra_hooks_per_video} extra hook${c.extra_hooks_per_video === 1 ? "" : "s"} per video (2–5 s)`}
              {c.raw_footage_asked && " · raw footage"}
              {c.paid_usage_ask &&
                ` · paid usage: ${PAID_USAGE_PLATFORM_LABELS[c.paid_usage_ask.platform]}, ${c.paid_usage_ask.window_days} days (${formatCents(c.paid_usage_ask.price_cents)}, on top of the bid)`}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <Users className="text-muted-foreground mt-0.5 size-4" aria-hidden />
          <div>
            <dt className="font-medium">Creators</dt>
            <dd className="text-muted-foreground">
              {c.creators_wanted} wanted
              {c.niches.length > 0 && ` · ${niceList(c.niches, CREATOR_NICHES)}`}
              {c.countries.length > 0 && ` · ${c.countries.join(", ")}`}
              {c.languages.length > 0 && ` · speaks ${c.languages.join(", ")}`}
              {c.min_followers > 0 && ` · ${c.min_followers.toLocaleString("en-US")}+ followers`}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <CalendarClock className="text-muted-foreground mt-0.5 size-4" aria-hidden />
          <div>
            <dt className="font-medium">Apply by</dt>
            <dd className="text-muted-foreground">
              {deadlineText(c.application_deadline)} · {USAGE_RIGHTS_TERMS[c.usage_rights_term]} usage · {c.revision_rounds} revision
              {c.revision_rounds === 1 ? "" : "s"}
            </dd>
          </div>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold">The brief</h3>
        <p className="text-muted-foreground mt-1 text-sm whitespace-pre-line">{c.description || "No description yet."}</p>
      </div>
      <List title="Talking points" items={c.talking_points} />
      <List title="Hooks" items={c.hooks} />
      <List title="Do" items={c.dos} />
      <List title="Don't" items={c.donts} />
      {(c.example_video_urls.length > 0 || c.product_url) && (
        <div>
          <h3 className="text-sm font-semibold">Links</h3>
          <ul className="mt-1 space-y-0.5 text-sm">
            {[...(c.product_url ? [c.product_url] : []), ...c.example_video_urls].map((url) => (
              <li key={url} className="break-all">
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
