import type { CreatorInfo, Me } from "../contracts/me";
import { isCreator } from "./user-type";

export interface ProfileCompleteness {
  /** first_name and last_name. */
  basicInfo: boolean;
  /** custom_url. */
  url: boolean;
  /** description and short_bio. */
  about: boolean;
  /** profile_photo_one…four and avatar. */
  photos: boolean;
  /** All four parts. */
  isComplete: boolean;
}

const COMPLETE: ProfileCompleteness = {
  basicInfo: true,
  url: true,
  about: true,
  photos: true,
  isComplete: true,
};

/** Empty and whitespace-only strings count as missing: a blank field is not a filled-in profile. */
function present(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

function allPresent(info: CreatorInfo | null, keys: ReadonlyArray<keyof CreatorInfo>): boolean {
  if (!info) return false;
  return keys.every((k) => present(info[k]));
}

/**
 * Creator profile completeness (docs/product/current-user.md "Creator profile completeness"): four parts, complete
 * when all four are. It applies to creators only; a non-creator (including a signed-out user)
 * always counts as complete, so no "complete your profile" prompt is shown to brands. A creator
 * without creator_info has every part missing.
 */
export function profileCompleteness(me: Pick<Me, "is_creator" | "types" | "creator_info"> | null | undefined): ProfileCompleteness {
  if (!isCreator(me)) return COMPLETE;
  return creatorInfoCompleteness(me?.creator_info ?? null);
}

/** The four parts of one creator's profile fields (null: no profile yet, every part missing). */
export function creatorInfoCompleteness(info: CreatorInfo | null): ProfileCompleteness {
  const basicInfo = allPresent(info, ["first_name", "last_name"]);
  const url = allPresent(info, ["custom_url"]);
  const about = allPresent(info, ["description", "short_bio"]);
  const photos = allPresent(info, ["profile_photo_one", "profile_photo_two", "profile_photo_three", "profile_photo_four", "avatar"]);
  return { basicInfo, url, about, photos, isComplete: basicInfo && url && about && photos };
}

/** Shorthand for profileCompleteness(me).isComplete. */
export function isProfileComplete(me: Pick<Me, "is_creator" | "types" | "creator_info"> | null | undefined): boolean {
  return profileCompleteness(me).isComplete;
}

export type ProfilePart = keyof Omit<ProfileCompleteness, "isComplete">;

/**
 * The four parts as a creator reads them, each with the field of /dashboard/settings that
 * completes it (the dashboard, the profile editor and the checklists of the apply and packages
 * pages link the same anchors).
 */
export const PROFILE_PARTS: readonly { key: ProfilePart; label: string; needs: string; anchor: string }[] = [
  { key: "basicInfo", label: "Basic info", needs: "Your first and last name", anchor: "first_name" },
  { key: "url", label: "Profile URL", needs: "A custom URL for your public page", anchor: "custom_url" },
  { key: "about", label: "About you", needs: "A short bio and a longer description", anchor: "short_bio" },
  { key: "photos", label: "Photos", needs: "Four profile photos and an avatar", anchor: "avatar" },
];

/** The parts still missing, in the order of PROFILE_PARTS. */
export function missingProfileParts(completeness: ProfileCompleteness): ProfilePart[] {
  return PROFILE_PARTS.filter((p) => !completeness[p.key]).map((p) => p.key);
}
