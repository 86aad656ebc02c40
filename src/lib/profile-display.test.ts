import { describe, expect, it } from "vitest";
import type { CreatorInfo, Me } from "../contracts/me";
import { creatorDisplayName, DEFAULT_AVATAR_SRC, initials, profileAvatarSrc, profileDisplayName } from "./profile-display";

const info = (overrides: Partial<CreatorInfo> = {}): CreatorInfo => ({
  first_name: null,
  last_name: null,
  description: null,
  short_bio: null,
  custom_url: null,
  profile_photo_one: null,
  profile_photo_two: null,
  profile_photo_three: null,
  profile_photo_four: null,
  avatar: null,
  ...overrides,
});
const me = (creator_info: CreatorInfo | null, user: Partial<Me["user"]> = {}): Pick<Me, "creator_info" | "user"> => ({
  creator_info,
  user: { id: "u1", name: "Account Name", email: "a@b.test", emailVerified: true, image: null, role: "user", ...user },
});

describe("profileDisplayName", () => {
  it("uses first and last name", () => {
    expect(profileDisplayName(me(info({ first_name: "Jordan", last_name: "Ellis" })))).toBe("Jordan Ellis");
  });
  it("uses whichever of the two is present", () => {
    expect(profileDisplayName(me(info({ first_name: "Jordan" })))).toBe("Jordan");
    expect(profileDisplayName(me(info({ last_name: " Ellis " })))).toBe("Ellis");
  });
  it("falls back to the account name without a profile or with blank names", () => {
    expect(profileDisplayName(me(null))).toBe("Account Name");
    expect(profileDisplayName(me(info({ first_name: "  ", last_name: "" })))).toBe("Account Name");
  });
  it("falls back to the email when even the account name is blank, and is empty signed out", () => {
    expect(profileDisplayName(me(null, { name: "" }))).toBe("a@b.test");
    expect(profileDisplayName(null)).toBe("");
  });
});

describe("profileAvatarSrc", () => {
  it("prefers the creator avatar, then the account image, then the default image", () => {
    expect(profileAvatarSrc(me(info({ avatar: "https://x/a.png" }), { image: "https://x/i.png" }))).toBe("https://x/a.png");
    expect(profileAvatarSrc(me(info(), { image: "https://x/i.png" }))).toBe("https://x/i.png");
    expect(profileAvatarSrc(me(null))).toBe(DEFAULT_AVATAR_SRC);
    expect(profileAvatarSrc(null)).toBe(DEFAULT_AVATAR_SRC);
    expect(DEFAULT_AVATAR_SRC.startsWith("data:image/svg+xml")).toBe(true);
  });
});

describe("initials", () => {
  it("takes up to two initials", () => {
    expect(initials("Maya Chen")).toBe("MC");
    expect(initials("jordan")).toBe("J");
    expect(initials("Ana Maria Lopez")).toBe("AM");
    expect(initials("  ")).toBe("");
  });
});

describe("creatorDisplayName", () => {
  it("is the profile's first and last name, else the account name", () => {
    expect(creatorDisplayName({ firstName: "Cory", lastName: "Maker", accountName: "cory_signup" })).toBe("Cory Maker");
    expect(creatorDisplayName({ firstName: " ", lastName: null, accountName: "cory_signup" })).toBe("cory_signup");
    expect(creatorDisplayName({ firstName: null, lastName: "Maker", accountName: "cory_signup" })).toBe("Maker");
  });
});
