import { Megaphone } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CAMPAIGN_SORTS, campaignBrowseSchema } from "@/contracts/campaigns";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pager } from "@/components/ui/pager";
import { campaignPrice, deadlineText, PROPOSAL_STATUS_LABEL } from "@/features/campaigns/format";
import { ProductPicture } from "@/features/campaigns/product-picture";
import { CREATOR_NICHES, SOCIAL_PLATFORMS } from "@/lib/creator-directory";
import { getServerCaller } from "@/server/auth/server-session";
import { browseCampaignsForCreator } from "@/server/pages/campaigns";

const title = "View Campaigns";
const description = "View active brand campaigns and apply to new ones.";

export const metadata: Metadata = { title, description };

type Search = Record<string, string | string[] | undefined>;

async function ViewCampaignsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const caller = await getServerCaller();
  if (!caller) return null;
  const raw = await searchParams;
  const parsed = campaignBrowseSchema.safeParse(raw);
  const search = parsed.success ? parsed.data : campaignBrowseSchema.parse({});
  const result = await browseCampaignsForCreator(caller, search);
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
  const pages = Math.max(1, Math.ceil(result.total / result.page_size));
  const pageHref = (page: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(raw)) for (const item of Array.isArray(v) ? v : v ? [v] : []) if (k !== "page") q.append(k, item);
    q.set("page", String(page));
    return `/dashboard/view-campaigns?${q.toString()}`;
  };

  return (
    <PageBody>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button asChild variant="outline">
            <Link href="/dashboard/campaigns/proposals">Your proposals</Link>
          </Button>
        }
      />
      <form
        method="get"
        className="bg-card grid grid-cols-2 gap-3 rounded-xl border p-4 md:grid-cols-4 lg:grid-cols-8"
        aria-label="Search campaigns"
      >
        <div className="col-span-2 flex flex-col gap-1 md:col-span-4 lg:col-span-2">
          <Label htmlFor="q">Search</Label>
          <Input id="q" name="q" defaultValue={one(raw.q)} placeholder="Product, brand, brief…" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="niche">Niche</Label>
          <NativeSelect id="niche" name="niche" defaultValue={one(raw.niche)}>
            <option value="">Any</option>
            {Object.entries(CREATOR_NICHES).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="platform">Platform</Label>
          <NativeSelect id="platform" name="platform" defaultValue={one(raw.platform)}>
            <option value="">Any</option>
            {Object.entries(SOCIAL_PLATFORMS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="min_price">Pay from ($)</Label>
          <Input id="min_price" name="min_price" inputMode="decimal" defaultValue={one(raw.min_price)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="shipped">Product</Label>
          <NativeSelect id="shipped" name="shipped" defaultValue={one(raw.shipped)}>
            <option value="">Any</option>
            <option value="yes">Shipped to me</option>
            <option value="no">Not shipped</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="deadline_within_days">Deadline</Label>
          <NativeSelect id="deadline_within_days" name="deadline_within_days" defaultValue={one(raw.deadline_within_days)}>
            <option value="">Any</option>
            <option value="3">Within 3 days</option>
            <option value="7">Within a week</option>
            <option value="30">Within a month</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="sort">Sort</Label>
          <NativeSelect id="sort" name="sort" defaultValue={search.sort}>
            {Object.entries(CAMPAIGN_SORTS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="col-span-2 flex items-center gap-2 text-sm md:col-span-3 lg:col-span-6">
          <input type="checkbox" name="qualified_only" value="1" defaultChecked={one(raw.qualified_only) === "1"} />
          Only campaigns I qualify for
        </label>
        <div className="col-span-2 flex items-end justify-end gap-2 md:col-span-1 lg:col-span-2">
          <Button asChild variant="ghost">
            <Link href="/dashboard/view-campaigns">Clear</Link>
          </Button>
          <Button type="submit">Search</Button>
        </div>
      </form>
      {!parsed.success && <p className="text-destructive text-sm">Some filters were not understood and were ignored.</p>}

      {result.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Megaphone className="text-muted-foreground size-8" aria-hidden />
          <p className="font-medium">No campaigns match</p>
          <p className="text-muted-foreground max-w-md text-sm">
            Try fewer filters. New campaigns appear here as soon as brands publish them; a complete profile helps you qualify.
          </p>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {result.total} active campaign{result.total === 1 ? "" : "s"}
          </p>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {result.items.map((c) => (
              <li key={c.id}>
                <Link
                  href={`/dashboard/view-campaigns/${c.id}`}
                  className="bg-card hover:bg-accent/40 flex h-full flex-col gap-2 rounded-xl border p-4 transition-colors"
                >
                  <div className="flex items-start gap-3">
                    <ProductPicture url={c.product_image_url} productName={c.product_name} size={64} />
                    <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-muted-foreground text-xs">{c.brand?.name}</p>
                        <p className="font-medium break-words">{c.title}</p>
                      </div>
                      <span className="shrink-0 font-semibold">{campaignPrice(c)}</span>
                    </div>
                  </div>
                  <p className="text-muted-foreground line-clamp-2 text-sm">{c.description}</p>
                  <p className="text-muted-foreground text-xs">
                    {c.videos_per_creator} video{c.videos_per_creator === 1 ? "" : "s"} ·{" "}
                    {c.product_shipped ? "product shipped" : "no product shipped"} · apply by {deadlineText(c.application_deadline)}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    {c.invited && <Badge variant="success">Invited</Badge>}
                    {c.my_proposal && <Badge variant="outline">Your proposal: {PROPOSAL_STATUS_LABEL[c.my_proposal.status]}</Badge>}
                    {c.qualifies ? (
                      <Badge variant="success">You qualify</Badge>
                    ) : (
                      c.reasons.map((r) => (
                        <Badge key={r} variant="warning">
                          {r}
                        </Badge>
                      ))
                    )}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <Pager
              label="Pages"
              status={`Page ${result.page} of ${pages}`}
              previous={result.page > 1 ? { href: pageHref(result.page - 1) } : null}
              next={result.page < pages ? { href: pageHref(result.page + 1) } : null}
            />
          )}
        </>
      )}
    </PageBody>
  );
}

export default areaPage("creator", ViewCampaignsPage);
