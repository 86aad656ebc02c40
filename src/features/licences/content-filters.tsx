import { Search } from "lucide-react";
import Form from "next/form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ContentLibraryQuery, ContentLibraryResponse } from "@/contracts/licences";
import { SOCIAL_PLATFORMS } from "@/lib/creator-directory";

/**
 * The library's filters as a GET form: they live in the URL (shareable, the back button works),
 * the server renders the result, and they work before the page's JavaScript has loaded.
 */
export function ContentFilters({ query, facets }: { query: ContentLibraryQuery; facets: ContentLibraryResponse["facets"] }) {
  const c = facets.counts;
  return (
    <Form
      action="/platform/content"
      role="search"
      aria-label="Filter the content library"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="content-status">Licence</Label>
        <NativeSelect id="content-status" name="status" defaultValue={query.status}>
          <option value="all">All ({c.all})</option>
          <option value="active">Active ({c.active})</option>
          <option value="expiring">Expiring in 30 days ({c.expiring})</option>
          <option value="expired">Expired ({c.expired})</option>
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="content-creator">Creator</Label>
        <NativeSelect id="content-creator" name="creator" defaultValue={query.creator ?? ""}>
          <option value="">All creators</option>
          {facets.creators.map((cr) => (
            <option key={cr.id} value={cr.id}>
              {cr.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="content-campaign">Campaign</Label>
        <NativeSelect id="content-campaign" name="campaign" defaultValue={query.campaign ?? ""}>
          <option value="">All campaigns and packages</option>
          <option value="packages">Bought as packages</option>
          {facets.campaigns.map((cp) => (
            <option key={cp.id} value={cp.id}>
              {cp.title || "Untitled campaign"}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="content-platform">Platform</Label>
        <NativeSelect id="content-platform" name="platform" defaultValue={query.platform ?? ""}>
          <option value="">Any platform</option>
          {Object.entries(SOCIAL_PLATFORMS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2 sm:col-span-2 lg:col-span-3">
        <Label htmlFor="content-q">Search</Label>
        <Input
          id="content-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="Creator, title or reference"
          maxLength={100}
        />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden /> Filter
      </Button>
    </Form>
  );
}
