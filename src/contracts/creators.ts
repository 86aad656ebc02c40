import type { CreatorSort, SocialPlatformName } from "@/lib/creator-directory";

/*
 * What the public creator directory and a creator's public page show: the use-cases return these,
 * the API sends them, and the directory's components render them.
 */

export interface CreatorCard {
  userId: string;
  customUrl: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  shortBio: string | null;
  avatar: string | null;
  coverPhoto: string | null;
  niches: string[];
  country: string | null;
  languages: string[];
  platforms: { platform: SocialPlatformName; followerCount: number | null }[];
  totalFollowers: number;
  /** The cheapest active package, or null when the creator sells none yet. */
  fromPriceCents: number | null;
  activePackages: number;
}

export interface CreatorSearchResult {
  creators: CreatorCard[];
  /** The number of matches, or a lower bound of it when `totalIsExact` is false. */
  total: number;
  /**
   * False when more than COUNT_AHEAD creators match past this page's start: the count stops there
   * instead of reading every match, and the page says "1,012+ creators".
   */
  totalIsExact: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: CreatorSort;
}

export interface PublicCreatorPackage {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  videos: number;
  videoLengthSeconds: number;
  aspectRatio: "9:16" | "1:1" | "16:9" | "4:5";
  turnaroundDays: number;
  revisionRounds: number;
  usageRightsTerm: "30d" | "90d" | "1y" | "perpetual";
  rawFootage: boolean;
}

export interface PublicCreator {
  userId: string;
  customUrl: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  shortBio: string | null;
  description: string | null;
  avatar: string | null;
  photos: string[];
  niches: string[];
  country: string | null;
  languages: string[];
  socialLinks: { platform: SocialPlatformName; handle: string; url: string; followerCount: number | null }[];
  packages: PublicCreatorPackage[];
  updatedAt: Date;
}
