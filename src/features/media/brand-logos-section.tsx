"use client";

import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { ImageUploadField } from "@/components/media/image-upload-field";

/** The logos of the buyer account's brand profiles (GET /api/v1/brand-profiles), one upload each. */
export function BrandLogosSection() {
  const swr = useApiData(v1.query("GET /brand-profiles"));
  const { data: brands, mutate } = swr;
  const error: unknown = swr.error;
  return (
    <section aria-labelledby="brand-logos-title" className="bg-card grid gap-4 rounded-xl border p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id="brand-logos-title" className="text-lg font-semibold">
          Brand logos
        </h2>
        <p className="text-muted-foreground text-sm">Creators see your logo on your campaigns and orders.</p>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          Your brands could not be loaded. Reload the page to try again.
        </p>
      ) : !brands ? (
        <p className="text-muted-foreground text-sm">Loading your brands…</p>
      ) : brands.length === 0 ? (
        <p className="text-muted-foreground text-sm">You have no brand profile yet.</p>
      ) : (
        <ul className="grid gap-6">
          {brands.map((brand) => (
            <li key={brand.id}>
              <ImageUploadField
                id={`brand-logo-${brand.id}`}
                label={`${brand.name} logo`}
                shape="wide"
                uploadUrl={`/api/v1/brand-profiles/${brand.id}/logo`}
                field="logo"
                currentUrl={brand.logo_url}
                onUploaded={() => mutate()}
                hint="Shown at most 512 pixels wide. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
