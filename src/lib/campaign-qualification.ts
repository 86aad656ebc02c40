/**
 * Whether a creator meets a campaign's requirements (docs/product/campaigns-and-proposals.md), and if not, why — the browse
 * page marks such campaigns with the reasons instead of hiding them. Pure, so the
 * server's Apply check and the page agree.
 */
export interface CampaignRequirements {
  countries: readonly string[];
  niches: readonly string[];
  languages: readonly string[];
  min_followers: number;
}

export interface CreatorTraits {
  country: string | null;
  niches: readonly string[];
  languages: readonly string[];
  total_followers: number;
}

const lower = (xs: readonly string[]) => xs.map((x) => x.trim().toLowerCase());

export function qualificationReasons(req: CampaignRequirements, creator: CreatorTraits): string[] {
  const reasons: string[] = [];
  if (req.countries.length > 0 && (!creator.country || !req.countries.includes(creator.country.toUpperCase()))) {
    reasons.push(`Open to creators in ${req.countries.join(", ")}`);
  }
  if (req.niches.length > 0 && !creator.niches.some((n) => req.niches.includes(n))) {
    reasons.push(`Looking for ${req.niches.join(", ")} creators`);
  }
  if (req.languages.length > 0) {
    const mine = lower(creator.languages);
    if (!lower(req.languages).some((l) => mine.includes(l))) reasons.push(`Needs a creator speaking ${req.languages.join(", ")}`);
  }
  if (req.min_followers > 0 && creator.total_followers < req.min_followers) {
    reasons.push(`Needs at least ${req.min_followers.toLocaleString("en-US")} followers`);
  }
  return reasons;
}
