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
 * Creator profile completeness (SPEC.md §4 "Creator profile completeness"): four parts, complete
 * when all four are. It applies to creators only; a non-creator (including a signed-out user)
 * always counts as complete, so no "complete your profile" prompt is shown to brands. A creator
 * without creator_info has every part missing.
 */
export function profileCompleteness(me: Pick<Me, "is_creator" | "types" | "creator_info"> | null | undefined): ProfileCompleteness {
  if (!isCreator(me)) return COMPLETE;
  const info = me?.creator_info ?? null;
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
