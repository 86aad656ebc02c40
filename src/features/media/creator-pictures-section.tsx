"use client";

import Link from "next/link";
import { Section } from "@/components/section";
import { useMe } from "@/components/session/use-me";
import { ImageUploadField } from "@/components/media/image-upload-field";

const PHOTOS = [
  ["profile_photo_one", "Photo 1"],
  ["profile_photo_two", "Photo 2"],
  ["profile_photo_three", "Photo 3"],
  ["profile_photo_four", "Photo 4"],
] as const;

/**
 * The creator's avatar and four profile photos (SPEC.md §3 creator_info), each saved as soon as
 * it is chosen. The drawer and header read the same user, so they change with the upload.
 */
export function CreatorPicturesSection() {
  const { me, refresh } = useMe();
  if (me === undefined) return null;
  const info = me?.creator_info;
  if (!info) {
    return (
      <Section id="pictures" title="Pictures" description="Your avatar and profile photos.">
        <p className="text-muted-foreground text-sm">
          Finish your{" "}
          <Link href="/onboarding/creator" className="text-foreground underline underline-offset-4">
            creator profile
          </Link>{" "}
          first; then you can add your avatar and photos here.
        </p>
      </Section>
    );
  }
  return (
    <Section id="pictures" title="Pictures" description="Brands see your avatar next to your name and your photos on your public page.">
      <ImageUploadField
        id="creator-avatar"
        label="Avatar"
        shape="round"
        uploadUrl="/api/v1/creators/me/images/avatar"
        field="avatar"
        currentUrl={info.avatar}
        onUploaded={refresh}
        hint="A square crop of it is used. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {PHOTOS.map(([slot, label]) => (
          <ImageUploadField
            key={slot}
            id={`creator-${slot.replaceAll("_", "-")}`}
            label={label}
            shape="square"
            uploadUrl={`/api/v1/creators/me/images/${slot}`}
            field={slot}
            currentUrl={info[slot]}
            onUploaded={refresh}
          />
        ))}
      </div>
    </Section>
  );
}
