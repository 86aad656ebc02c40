import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CreatorCard as CreatorCardData } from "@/contracts/creators";
import { EMPTY_TRACK_RECORD } from "@/lib/track-record";
import { CreatorCard } from "./creator-card";

const card: CreatorCardData = {
  userId: "00000000-0000-4000-8000-000000000002",
  customUrl: "aisha-rahman",
  name: "Aisha Rahman",
  firstName: "Aisha",
  lastName: "Rahman",
  shortBio: null,
  avatar: null,
  coverPhoto: null,
  niches: ["fitness"],
  country: "GB",
  languages: ["en"],
  platforms: [],
  totalFollowers: 1000,
  fromPriceCents: null,
  activePackages: 0,
  ratingAverage: null,
  ratingCount: 0,
  trackRecord: { ...EMPTY_TRACK_RECORD, deliveredOrders: 15, onTimeOrders: 14, onTimeRate: 14 / 15 },
};

describe("CreatorCard's track record (decision 083)", () => {
  it("says the on-time rate with its counts", () => {
    render(
      <ul>
        <CreatorCard creator={card} />
      </ul>,
    );
    expect(screen.getByTestId("card-track-record").textContent).toBe("93% on time · 14 of 15 orders");
  });

  it("says there are not enough orders instead of a rate", () => {
    render(
      <ul>
        <CreatorCard creator={{ ...card, trackRecord: { ...EMPTY_TRACK_RECORD, deliveredOrders: 2, onTimeOrders: 2 } }} />
      </ul>,
    );
    expect(screen.getByTestId("card-track-record").textContent).toBe("On-time record: not enough orders yet");
  });
});
