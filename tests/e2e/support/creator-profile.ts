import sharp from "sharp";
import type { CreatorNiche } from "@/lib/creator-directory";
import { baseURL } from "./browser";
import { testClient } from "./client";

/**
 * Completes an onboarded creator's profile through the API (docs/product/current-user.md: bio, description, four
 * photos and an avatar), so their public page /c/{slug} exists (decision 033).
 */
export async function completeCreatorProfile(
  token: string,
  profile: { first_name: string; last_name: string; custom_url: string; niches: CreatorNiche[]; country: string },
): Promise<void> {
  await testClient(token).v1.call("PUT /creators/me/profile", {
    json: {
      ...profile,
      short_bio: "Vertical videos that sell",
      description: "Hook, demo and call to action, shot vertically and edited with captions.",
      languages: ["en"],
    },
  });
  // The image uploads are multipart, which the typed client does not carry (decision 070).
  const headers = { origin: baseURL(), authorization: `Bearer ${token}` };
  for (const [i, slot] of ["avatar", "profile_photo_one", "profile_photo_two", "profile_photo_three", "profile_photo_four"].entries()) {
    const png = await sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(slot, new File([new Uint8Array(png)], `${slot}.png`, { type: "image/png" }));
    const res = await fetch(`${baseURL()}/api/v1/creators/me/images/${slot}`, { method: "POST", headers, body: form });
    if (!res.ok) throw new Error(`${slot}: ${res.status} ${await res.text()}`);
  }
}
