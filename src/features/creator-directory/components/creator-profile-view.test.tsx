import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicCreator } from "@/contracts/creators";
import { EMPTY_TRACK_RECORD } from "@/lib/track-record";
import { CreatorAvatar, CreatorFacts, CreatorNiches, CreatorRecentWork, CreatorSocialLinks } from "./creator-profile-view";

const creator: PublicCreator = {
  userId: "00000000-0000-4000-8000-000000000001",
  customUrl: "amara-okafor",
  name: "Amara Okafor",
  firstName: "Amara",
  lastName: "Okafor",
  shortBio: null,
  description: null,
  avatar: null,
  photos: ["/a.svg", "/b.svg", "/c.svg"],
  niches: ["beauty"],
  country: null,
  languages: [],
  socialLinks: [
    { platform: "tiktok", handle: "@amara", url: "https://tiktok.com/@amara", followerCount: 1200 },
    { platform: "instagram", handle: "@amara.ig", url: "https://instagram.com/amara.ig", followerCount: 300 },
  ],
  packages: [],
  portfolioVideos: [],
  ratingAverage: null,
  ratingCount: 0,
  trackRecord: EMPTY_TRACK_RECORD,
  updatedAt: new Date(0),
};

describe("creator profile parts", () => {
  it("adds up the reach of every social profile, and shows 'no rating yet' only where asked", () => {
    const { rerender } = render(<CreatorFacts creator={creator} showEmptyRating={false} />);
    expect(screen.getByRole("list").textContent).toContain("1.5K followers");
    expect(screen.queryByText("No ratings yet")).toBeNull();
    rerender(<CreatorFacts creator={creator} showEmptyRating />);
    expect(screen.getByText("No ratings yet")).toBeTruthy();
  });

  it("falls back to the default portrait, and loads the first two stills at once", () => {
    render(
      <>
        <CreatorAvatar creator={creator} size={96} />
        <CreatorRecentWork creator={creator} />
      </>,
    );
    expect(screen.getByAltText("Portrait of Amara Okafor").getAttribute("src")).toBe("/images/creators/avatars/jordan-ellis.svg");
    const stills = within(screen.getByRole("region", { name: "Recent work" })).getAllByRole("img");
    expect(stills.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
  });

  it("links niches only when given where to, and opens social profiles in a new tab", () => {
    const { rerender } = render(<CreatorNiches creator={creator} />);
    expect(screen.queryAllByRole("link")).toEqual([]);
    rerender(<CreatorNiches creator={creator} nicheHref={(n) => `/creators?niche=${n}`} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/creators?niche=beauty");

    render(<CreatorSocialLinks creator={creator} />);
    const tiktok = within(screen.getByRole("region", { name: "Social profiles" })).getByRole("link", { name: /TikTok/ });
    expect(tiktok.getAttribute("target")).toBe("_blank");
    expect(tiktok.getAttribute("href")).toBe("https://tiktok.com/@amara");
  });
});
