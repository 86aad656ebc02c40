import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Notification } from "@/contracts/me";
import { ActivityCard } from "./activity-card";

const NOW = "2026-03-10T12:00:00.000Z";
const base = { read_at: null, created_at: "2026-03-10T10:00:00.000Z" };

describe("ActivityCard", () => {
  it("lists each update with its message, its age and a link to the page it is about", () => {
    const items: Notification[] = [
      {
        ...base,
        id: "a1",
        notification_type: "OrderUpdated",
        data: { order_id: "o-1", side: "creator", event: "order.delivered" },
        formatted_message: "RB-00000A: The brand approved your video",
      },
      {
        ...base,
        id: "a2",
        notification_type: "PayoutUpdated",
        data: { payout_id: "p-1", status: "paid" },
        formatted_message: "Your payout of $40.00 was paid",
      },
    ];
    render(<ActivityCard items={items} now={NOW} />);
    const list = within(screen.getByTestId("activity"));
    expect(list.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["RB-00000A: The brand approved your video", "/dashboard/orders/o-1"],
      ["Your payout of $40.00 was paid", "/dashboard/settings/payouts"],
    ]);
    expect(list.getAllByText("about 2 hours ago")).toHaveLength(2);
  });

  it("says so when there is nothing yet", () => {
    render(<ActivityCard items={[]} now={NOW} />);
    expect(screen.getByText("Nothing yet: updates on your orders and proposals appear here.")).toBeTruthy();
  });
});
