import { randomUUID } from "node:crypto";

/**
 * The profile parts a creator needs besides names and a custom URL to be listed (docs/product/current-user.md,
 * decision 033): a description, a short bio, four photos and an avatar. Seeded static pictures,
 * so fixtures need no storage.
 */
export function completeProfileParts(bio = "Short videos that sell") {
  return {
    shortBio: bio,
    description: "Vertical UGC videos: hook, demo and call to action, edited with captions.",
    avatar: "/images/creators/avatars/amara-okafor.svg",
    profilePhotoOne: "/images/creators/scenes/beauty-0.svg",
    profilePhotoTwo: "/images/creators/scenes/beauty-1.svg",
    profilePhotoThree: "/images/creators/scenes/beauty-2.svg",
    profilePhotoFour: "/images/creators/scenes/beauty-3.svg",
  };
}

/**
 * A complete creator_profile row to insert for `userId` (the four parts of
 * src/lib/profile-completeness.ts, a unique custom URL): creators who propose or sell need one.
 */
export function completeCreatorProfile(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    firstName: "Casey",
    lastName: "Rivera",
    customUrl: `creator-${randomUUID().slice(0, 13)}`,
    ...completeProfileParts(),
    ...overrides,
  };
}
