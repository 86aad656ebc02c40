import { z } from "zod";
import { CREATOR_IMAGE_SLOT_NAMES } from "./media";
import { customUrlSchema, nicheSchema } from "./onboarding";
import { hasNoNul, NUL_MESSAGE, requiredName } from "./text";

/*
 * The creator's own profile settings (/dashboard/settings, decision 033), shared by
 * the API and the form so both give the same per-field messages.
 */

export const SHORT_BIO_MAX = 160;
export const DESCRIPTION_MAX = 2000;
export const MAX_NICHES = 5;
export const MAX_LANGUAGES = 8;
/** How long a creator's old custom URL keeps redirecting (and stays reserved for them). */
export const OLD_URL_REDIRECT_DAYS = 90;

/** The four photo slots, in display order (the avatar is separate). */
export const PHOTO_SLOTS = CREATOR_IMAGE_SLOT_NAMES.filter((s) => s !== "avatar") as [
  "profile_photo_one",
  "profile_photo_two",
  "profile_photo_three",
  "profile_photo_four",
];
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** Languages a creator can pick (ISO 639-1), the ones the directory's demo data and audiences use. */
export const PROFILE_LANGUAGES = ["en", "es", "pt", "fr", "de", "it", "nl", "pl", "sv", "ja", "ko", "hi", "tl", "ar", "zh", "yo"] as const;

/** Optional text: trimmed; empty means "not set" (null), so blanks never count as filled in. */
const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE)
    .transform((s) => (s === "" ? null : s))
    .nullable();

export const creatorProfileInputSchema = z.object({
  first_name: requiredName(60, "Enter your first name"),
  last_name: requiredName(60, "Enter your last name"),
  short_bio: optionalText(SHORT_BIO_MAX),
  description: optionalText(DESCRIPTION_MAX),
  custom_url: customUrlSchema,
  niches: z
    .array(nicheSchema, { error: "Choose at least one niche" })
    .min(1, "Choose at least one niche")
    .max(MAX_NICHES, `Choose at most ${MAX_NICHES} niches`)
    .transform((n) => [...new Set(n)]),
  languages: z
    .array(z.enum(PROFILE_LANGUAGES, { error: "Choose languages from the list" }), { error: "Choose your languages" })
    .max(MAX_LANGUAGES, `Choose at most ${MAX_LANGUAGES} languages`)
    .transform((l) => [...new Set(l)]),
  country: z
    .string({ error: "Choose your country" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Choose your country")
    .transform((c) => c.toUpperCase()),
});
export type CreatorProfileInput = z.input<typeof creatorProfileInputSchema>;
export type CreatorProfileUpdate = z.output<typeof creatorProfileInputSchema>;

export const creatorProfileSettingsSchema = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    short_bio: z.string().nullable(),
    description: z.string().nullable(),
    custom_url: z.string().nullable(),
    niches: z.array(z.string()),
    languages: z.array(z.string()),
    country: z.string().nullable(),
    avatar: z.string().nullable(),
    profile_photo_one: z.string().nullable(),
    profile_photo_two: z.string().nullable(),
    profile_photo_three: z.string().nullable(),
    profile_photo_four: z.string().nullable(),
    /** Shown in the directory and at /c/{custom_url}: complete, a creator, not banned. */
    is_listed: z.boolean(),
    /** Why Reelbrief hid the profile (moderation), while it is hidden; null otherwise. */
    hidden_reason: z.string().nullable(),
    /** Old custom URLs that still redirect here, and until when. */
    old_urls: z.array(z.object({ slug: z.string(), expires_at: z.string() })),
  })
  .meta({ id: "CreatorProfileSettings" });
export type CreatorProfileSettings = z.infer<typeof creatorProfileSettingsSchema>;

/** PUT /creators/me/photos/order: the slot each position takes its photo from (a permutation). */
export const photoOrderInputSchema = z.object({
  order: z
    .array(z.enum(PHOTO_SLOTS, { error: "Use profile_photo_one … profile_photo_four" }), { error: "Give the four photo slots in order" })
    .length(4, "Give all four photo slots")
    .refine((o) => new Set(o).size === 4, "Name each photo slot once"),
});
export type PhotoOrderInput = z.infer<typeof photoOrderInputSchema>;
