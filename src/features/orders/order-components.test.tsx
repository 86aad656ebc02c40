import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./countdown";
import { MoneySummary } from "./money-summary";
import { OrderTimeline } from "./order-timeline";
import { StatusBadge } from "./status-badge";
import { TrackingLink } from "./tracking-link";

describe("StatusBadge", () => {
  it("says the state in text, with a colour per tone", () => {
    const { container } = render(
      <>
        <StatusBadge status="awaiting_shipment" />
        <StatusBadge status="completed" />
        <StatusBadge status="uploaded" kind="video" />
      </>,
    );
    const [shipping, done, video] = Array.from(container.querySelectorAll("[data-status]"));
    expect(shipping?.textContent).toContain("Awaiting shipment");
    expect(shipping?.getAttribute("data-tone")).toBe("attention");
    expect(shipping?.className).toContain("amber");
    expect(done?.textContent).toContain("Completed");
    expect(done?.className).toContain("emerald");
    expect(video?.textContent).toContain("Uploaded");
  });

  it("explains the state to screen readers", () => {
    render(<StatusBadge status="disputed" />);
    expect(screen.getByText(/An admin is looking at this order/).className).toContain("sr-only");
  });
});

describe("Countdown", () => {
  afterEach(() => vi.useRealTimers());

  it("counts down from the server's now and ticks every minute", () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-10T12:00:00Z") });
    render(<Countdown deadline="2026-03-10T12:02:30Z" now="2026-03-10T12:00:00Z" />);
    const time = screen.getByText(/left/).closest("time");
    expect(time?.textContent).toContain("2 minutes left");
    expect(time?.getAttribute("data-tone")).toBe("close");
    expect(time?.getAttribute("datetime")).toBe("2026-03-10T12:02:30.000Z");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(time?.textContent).toContain("1 minute left");
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(time?.textContent).toContain("Overdue by less than a minute");
    expect(time?.getAttribute("data-tone")).toBe("overdue");
  });

  it("names the due time in UTC, in its title and to screen readers", () => {
    render(<Countdown deadline="2026-12-01T13:05:00Z" now="2026-11-30T12:00:00Z" />);
    const time = screen.getByText(/left/).closest("time");
    expect(time?.getAttribute("title")).toBe("Due Dec 1, 2026, 1:05 PM UTC");
    expect(time?.textContent).toContain("(due Dec 1, 2026, 1:05 PM UTC)");
  });
});

describe("OrderTimeline", () => {
  const entry = (id: string, at: string, label: string, actor: "brand" | "creator" | "system") => ({
    id,
    type: "order.x",
    label,
    actor,
    at,
    orderVideoId: null,
  });

  it("lists every event oldest first with who made it", () => {
    render(
      <OrderTimeline
        entries={[
          entry("2", "2026-03-03T09:00:00Z", "The creator received the product", "creator"),
          entry("1", "2026-03-01T09:00:00Z", "Order placed and paid into escrow", "brand"),
          entry("3", "2026-03-04T09:00:00Z", "Deadline reminder sent", "system"),
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Order timeline" })).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Order placed and paid into escrow",
      "The creator received the product",
      "Deadline reminder sent",
    ]);
    expect(items[0]?.textContent).toContain("Mar 1, 2026");
    expect(items[0]?.textContent).toContain("Brand");
    expect(items[2]?.textContent).toContain("Automatically");
  });

  it("says so when nothing happened yet", () => {
    render(<OrderTimeline entries={[]} />);
    expect(screen.getByText("Nothing has happened on this order yet.")).toBeTruthy();
  });
});

describe("TrackingLink", () => {
  it("links a known carrier's tracking page in a new tab", () => {
    render(<TrackingLink carrier="fedex" trackingNumber="123456789012" />);
    const link = screen.getByRole("link", { name: /FedEx 123456789012/ });
    expect(link.getAttribute("href")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("shows an unknown carrier's number as text", () => {
    render(<TrackingLink carrier="Royal Mail" trackingNumber="AB123456789GB" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("AB123456789GB")).toBeTruthy();
  });
});

describe("MoneySummary", () => {
  const pay = { priceCents: 30000, feeCents: 4500, creatorReceivesCents: 25500 };
  const value = (term: string) => within(screen.getByTestId("money-summary")).getByText(term).nextElementSibling?.textContent;

  it("shows the brand the price, the fee, what the creator receives and what is still in escrow", () => {
    render(
      <MoneySummary
        side="buyer"
        pay={pay}
        feeBps={1500}
        money={{
          fundedCents: 30000,
          releasedCents: 10000,
          refundedCents: 0,
          inEscrowCents: 20000,
          creatorEarnedCents: 8500,
          feeCents: 1500,
        }}
      />,
    );
    expect(value("Price")).toBe("$300.00");
    expect(value("Platform fee (15%)")).toBe("$45.00");
    expect(value("The creator receives")).toBe("$255.00");
    expect(value("In escrow")).toBe("$200.00");
    expect(value("Released")).toBe("$100.00");
    // Released money is not all the creator's: the hint says who got what.
    expect(screen.getByTestId("money-summary").textContent).toContain("$85.00 to the creator and $15.00 platform fee");
    expect(value("Refunded")).toBe("$0.00");
  });

  it("tells the creator the fee and their pay before the brand approves anything", () => {
    render(
      <MoneySummary
        side="creator"
        pay={pay}
        feeBps={1500}
        money={{ fundedCents: 30000, releasedCents: 0, refundedCents: 0, inEscrowCents: 30000, creatorEarnedCents: 0, feeCents: 0 }}
      />,
    );
    expect(value("Price")).toBe("$300.00");
    expect(value("Platform fee (15%)")).toBe("$45.00");
    expect(value("You receive")).toBe("$255.00");
    expect(value("Earned so far")).toBe("$0.00");
    expect(screen.getByTestId("money-summary").textContent).not.toContain("$0.00 platform fee");
  });
});
