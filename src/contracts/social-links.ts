import { z } from "zod";

export const SOCIAL_PLATFORMS = ["tiktok", "instagram", "youtube", "facebook", "x", "linkedin", "pinterest", "snapchat"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  x: "X",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  snapchat: "Snapchat",
};

/** The hosts a profile URL of each platform may have (with or without `www.` / `m.`). */
export const SOCIAL_PLATFORM_HOSTS: Record<SocialPlatform, readonly string[]> = {
  tiktok: ["tiktok.com"],
  instagram: ["instagram.com"],
  youtube: ["youtube.com", "youtu.be"],
  facebook: ["facebook.com", "fb.com"],
  x: ["x.com", "twitter.com"],
  linkedin: ["linkedin.com"],
  pinterest: ["pinterest.com"],
  snapchat: ["snapchat.com"],
};

/** True when `url` is an https address on one of the platform's hosts, with a path. */
export function isUrlOfPlatform(platform: SocialPlatform, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return false;
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  return SOCIAL_PLATFORM_HOSTS[platform].includes(host) && parsed.pathname.length > 1;
}

export const socialLinkSchema = z
  .object({
    id: z.uuid(),
    platform: z.enum(SOCIAL_PLATFORMS),
    handle: z.string(),
    url: z.string(),
    followerCount: z.number().int().nullable(),
  })
  .meta({ id: "SocialLink" });

export const socialLinkInputSchema = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS, { error: "Choose a platform" }),
    handle: z
      .string({ error: "Enter your handle" })
      .trim()
      .transform((s) => s.replace(/^@/, ""))
      .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, "Letters, digits, dots, dashes and underscores, at most 60")),
    url: z.string({ error: "Enter the profile URL" }).trim().max(300, "At most 300 characters"),
    followerCount: z
      .number({ error: "Enter the follower count as a number" })
      .int("Whole numbers only")
      .min(0, "Cannot be negative")
      .max(2_000_000_000, "Too large")
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!isUrlOfPlatform(value.platform, value.url)) {
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: `Enter an https link to your ${SOCIAL_PLATFORM_LABELS[value.platform]} profile (${SOCIAL_PLATFORM_HOSTS[value.platform][0]})`,
      });
    }
  });

export const socialLinkParamsSchema = z.object({ id: z.uuid("must be a social link id") });
