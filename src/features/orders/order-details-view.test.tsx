import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { OrderDetails, OrderVideo } from "@/contracts/orders";
import { OrderDetailsView } from "./order-details-view";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const NOW = "2026-03-10T12:00:00.000Z";

function video(over: Partial<OrderVideo> = {}): OrderVideo {
  return {
    id: "v1",
    orderId: "o1",
    position: 1,
    status: "pending",
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    receivedAt: null,
    receivedCondition: null,
    receivedNote: null,
    receivedPhotoUrl: null,
    uploadedAt: null,
    reviewDueAt: null,
    approvedAt: null,
    revisionRoundsLeft: 1,
    allowedActions: [],
    versions: [],
    latestUpload: null,
    ...over,
  };
}

function details(over: Partial<OrderDetails> = {}, status: OrderDetails["order"]["status"] = "awaiting_shipment"): OrderDetails {
  return {
    order: {
      id: "o1",
      reference: "RB-ABC123",
      status,
      source: "package",
      priceCents: 30000,
      platformFeeBps: 1500,
      shipsProduct: true,
      brandProfile: { id: "b1", name: "Glow Labs", logoUrl: null },
      creator: { id: "c1", name: "Orla Maker", customUrl: "orla", avatarUrl: null },
      package: {
        id: "p1",
        title: "Two unboxing videos",
        description: "",
        videos: 2,
        videoLengthSeconds: 30,
        aspectRatio: "9:16",
        turnaroundDays: 7,
        revisionRounds: 1,
        usageRightsTerm: "90d",
        rawFootage: false,
      },
      createdAt: "2026-03-01T10:00:00.000Z",
      productionStartedAt: null,
      deadlineAt: null,
      lateAt: null,
      completedAt: null,
      cancelledAt: null,
    },
    viewer: "buyer",
    brief: { whatToFilm: "Unbox the serum in daylight.", product: "Glow Serum", links: ["https://example.com/serum"], notes: "" },
    videos: [video(), video({ id: "v2", position: 2 })],
    timeline: [
      { id: "e1", type: "order.created", label: "Order placed", actor: "brand", at: "2026-03-01T10:00:00.000Z", orderVideoId: null },
    ],
    money: { fundedCents: 30000, releasedCents: 0, creatorEarnedCents: 0, feeCents: 0, refundedCents: 0, inEscrowCents: 30000 },
    dispute: null,
    cancellationReason: null,
    allowedActions: [],
    cancellableFromAt: null,
    ...over,
  };
}

describe("OrderDetailsView", () => {
  it("shows cancel and dispute only when the API allows them", () => {
    const { unmount } = render(<OrderDetailsView details={details()} now={NOW} listHref="/platform/orders" />);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open a dispute" })).toBeNull();
    unmount();
    render(<OrderDetailsView details={details({ allowedActions: ["cancel", "dispute"] })} now={NOW} listHref="/platform/orders" />);
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Open a dispute" })).toBeTruthy();
  });

  it("offers the shipping form per video the brand may ship, with the same-parcel option", () => {
    render(
      <OrderDetailsView
        details={details({
          videos: [video({ allowedActions: ["update_tracking"] }), video({ id: "v2", position: 2, allowedActions: ["update_tracking"] })],
        })}
        now={NOW}
        listHref="/platform/orders"
      />,
    );
    const form = screen.getByRole("form", { name: "Shipping for video 1" });
    expect(within(form).getByLabelText("Carrier")).toBeTruthy();
    expect(within(form).getByLabelText("Same parcel for every video of this order")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Shipping for video 2" })).toBeTruthy();
  });

  it("shows the creator what the brand asked for, the tracking link and the receipt form", () => {
    const shipped = {
      carrier: "dhl" as const,
      trackingNumber: "1234567890",
      shippedAt: "2026-03-02T10:00:00.000Z",
      allowedActions: ["mark_received" as const],
    };
    render(
      <OrderDetailsView
        details={details({ viewer: "creator", videos: [video(shipped), video({ id: "v2", position: 2, ...shipped })] })}
        now={NOW}
        listHref="/dashboard/orders"
      />,
    );
    expect(screen.getByRole("heading", { name: "What the brand asked for" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /DHL 1234567890/ })[0]?.getAttribute("href")).toContain("dhl.com");
    const receive = screen.getByRole("form", { name: "Product received for video 1" });
    expect(within(receive).getByLabelText<HTMLInputElement>("Same parcel as video 2: mark it too").checked).toBe(true);
    expect(screen.getByTestId("money-summary").textContent).toContain("Earned");
    // $300 over 2 videos, 15% of each share: the creator is told $255.00, not the $300 price.
    expect(screen.getByText(/RB-ABC123/).textContent).toContain("$300.00 · you receive $255.00 after the platform fee");
  });

  it("offers no revision rounds for a video the brand approved, while the order still runs", () => {
    render(
      <OrderDetailsView
        details={details(
          {
            videos: [
              video({ status: "approved", approvedAt: "2026-03-09T10:00:00.000Z", revisionRoundsLeft: 1 }),
              video({ id: "v2", position: 2, status: "revision_requested", revisionRoundsLeft: 1 }),
            ],
          },
          "revision_requested",
        )}
        now={NOW}
        listHref="/platform/orders"
      />,
    );
    const [approved, revising] = screen.getAllByTestId("order-video");
    expect(approved!.textContent).not.toContain("revision round");
    expect(revising!.textContent).toContain("1 revision round left");
  });

  it("says the package's usage rights in words, as the builder does", () => {
    const withYear = details();
    withYear.order.package.usageRightsTerm = "1y";
    render(<OrderDetailsView details={withYear} now={NOW} listHref="/platform/orders" />);
    const term = screen.getByText("Usage rights").nextElementSibling;
    expect(term?.textContent).toBe("1 year");
  });

  it("counts the deadline down once production started", () => {
    vi.useFakeTimers({ now: Date.parse(NOW), toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { container, unmount } = render(
      <OrderDetailsView details={details({}, "in_production")} now={NOW} listHref="/platform/orders" />,
    );
    expect(container.querySelector("time[data-tone]")).toBeNull();
    unmount();
    const withDeadline = details({}, "in_production");
    withDeadline.order.deadlineAt = "2026-03-11T12:00:00.000Z";
    const again = render(<OrderDetailsView details={withDeadline} now={NOW} listHref="/platform/orders" />);
    expect(again.container.querySelector("time[data-tone]")?.textContent).toContain("1 day left");
  });
});
