import { z } from "zod";
import { CREATOR_NICHES, type CreatorNiche } from "@/lib/creator-directory";
import { calendarDate, hasNoNul, NUL_MESSAGE, plainText, requiredName } from "./text";

/*
 * Onboarding forms, shared by the API and the forms so both give the same messages.
 */

export const nicheSchema = z.enum(Object.keys(CREATOR_NICHES) as [CreatorNiche, ...CreatorNiche[]]);
export { CREATOR_NICHES };

/** Lowercase slug of the public page /c/{custom_url} (docs/product/roles-and-accounts.md). */
export const customUrlSchema = z
  .string({ error: "Choose a custom URL" })
  .trim()
  .toLowerCase()
  .min(3, "Use at least 3 characters")
  .max(40, "Use at most 40 characters")
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "Use letters, numbers and single dashes, not at the start or end")
  .refine((s) => !s.includes("--"), "Use single dashes only");

const optionalUrl = z
  .string()
  .trim()
  .max(300, "Use at most 300 characters")
  .refine(hasNoNul, NUL_MESSAGE)
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/, error: "Enter a full address starting with https://" }).optional());

export const INDUSTRIES = [
  "Beauty & personal care",
  "Fashion & apparel",
  "Food & beverage",
  "Health & wellness",
  "Home & living",
  "Tech & electronics",
  "Apps & software",
  "Pets",
  "Sports & outdoors",
  "Finance",
  "Travel & hospitality",
  "Other",
] as const;

export const brandOnboardingSchema = z
  .object({
    account: z.enum(["personal", "organization"], { error: "Choose a personal account or a team" }),
    organization_name: plainText(80).optional(),
    brand_name: requiredName(80, "Enter your brand's name"),
    website: optionalUrl,
    industry: z.enum(INDUSTRIES, { error: "Choose an industry from the list" }).optional(),
    // The logo is uploaded after onboarding (POST /api/v1/brand-profiles/{id}/logo), never linked.
  })
  .superRefine((v, ctx) => {
    if (v.account === "organization" && (!v.organization_name || v.organization_name.length < 2)) {
      ctx.addIssue({ code: "custom", path: ["organization_name"], message: "Enter your team's name (at least 2 characters)" });
    }
  });
export type BrandOnboardingInput = z.input<typeof brandOnboardingSchema>;
export type BrandOnboarding = z.output<typeof brandOnboardingSchema>;

/** Whole years between a date of birth and `today` (both YYYY-MM-DD, calendar arithmetic, no time zones). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MINIMUM_CREATOR_AGE = 18;
/** Nobody alive was born earlier; it also keeps year 0000 (which PostgreSQL refuses) out. */
const EARLIEST_DATE_OF_BIRTH = "1900-01-01";

/**
 * The creator form. `today` is for tests and the form; without it the age is checked against the
 * day the request is parsed (the API's declared schema lives as long as the process).
 */
export function creatorOnboardingSchema(fixedToday?: string) {
  const today = () => fixedToday ?? new Date().toISOString().slice(0, 10);
  return z.object({
    first_name: requiredName(60, "Enter your first name"),
    last_name: requiredName(60, "Enter your last name"),
    custom_url: customUrlSchema,
    niches: z
      .array(nicheSchema, { error: "Choose at least one niche" })
      .min(1, "Choose at least one niche")
      .max(5, "Choose at most 5 niches"),
    country: z
      .string({ error: "Choose your country" })
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Choose your country")
      .transform((c) => c.toUpperCase()),
    date_of_birth: calendarDate({ min: EARLIEST_DATE_OF_BIRTH, message: "Enter your date of birth as YYYY-MM-DD" })
      .refine((d) => d <= today(), "The date of birth is in the future")
      .refine((d) => ageOn(d, today()) >= MINIMUM_CREATOR_AGE, `Creators must be ${MINIMUM_CREATOR_AGE} or older`),
  });
}
export type CreatorOnboardingInput = z.input<ReturnType<typeof creatorOnboardingSchema>>;
export type CreatorOnboarding = z.output<ReturnType<typeof creatorOnboardingSchema>>;

export const customUrlAvailabilitySchema = z.object({
  available: z.boolean(),
  slug: z.string(),
  reason: z.string().nullable(),
});
export type CustomUrlAvailability = z.infer<typeof customUrlAvailabilitySchema>;

/** GET /api/v1/auth/custom-url-availability?slug= */
export const customUrlAvailabilityQuerySchema = z.object({
  slug: z.string({ error: "Give the URL to check" }).max(200, "Too long"),
});

/** POST /api/v1/auth/onboarding/brand: the buyer account (and organization) the brand got, and where to go next. */
export const brandOnboardedSchema = z.object({
  data: z.object({
    buyerAccountId: z.string(),
    brandProfileId: z.string().nullable(),
    organizationId: z.string().nullable(),
    redirect: z.string(),
  }),
});
export const creatorOnboardedSchema = z.object({ data: z.object({ redirect: z.string() }) });
export type Onboarded = { data: { redirect: string } };

/** A short country list for the picker; codes are ISO 3166-1 alpha-2. */
export const COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "GB", name: "United Kingdom" },
  { code: "IE", name: "Ireland" },
  { code: "AU", name: "Australia" },
  { code: "NZ", name: "New Zealand" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "ES", name: "Spain" },
  { code: "IT", name: "Italy" },
  { code: "NL", name: "Netherlands" },
  { code: "SE", name: "Sweden" },
  { code: "PL", name: "Poland" },
  { code: "PT", name: "Portugal" },
  { code: "MX", name: "Mexico" },
  { code: "BR", name: "Brazil" },
  { code: "AR", name: "Argentina" },
  { code: "CO", name: "Colombia" },
  { code: "IN", name: "India" },
  { code: "PH", name: "Philippines" },
  { code: "SG", name: "Singapore" },
  { code: "JP", name: "Japan" },
  { code: "KR", name: "South Korea" },
  { code: "ZA", name: "South Africa" },
  { code: "NG", name: "Nigeria" },
  { code: "AE", name: "United Arab Emirates" },
];
