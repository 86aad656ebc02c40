import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Notification } from "@/contracts/me";
import { NotificationsPanel, type PanelUser } from "./notifications-panel";

const NOW = new Date("2026-03-10T12:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const message: Notification = {
  id: "n1",
  notification_type: "NewMessage",
  data: { fromUser: { id: "user-7" } },
  read_at: null,
  created_at: minutesAgo(5),
  formatted_message: "Jordan sent you a message",
};
const asset: Notification = {
  id: "n2",
  notification_type: "CreatorAssetUploaded",
  data: { asset: { asset_source_key: "camp-1", asset_secondary_source_key: "prop-2" } },
  read_at: minutesAgo(30),
  created_at: minutesAgo(60 * 3),
  formatted_message: "Jordan uploaded a video",
};
const proposal: Notification = {
  id: "n3",
  notification_type: "CreatorProposalSubmitted",
  data: { campaign_id: "camp-1", proposal_id: "prop-3" },
  read_at: null,
  created_at: minutesAgo(60 * 24 * 2),
  formatted_message: "Jordan sent a proposal",
};

const brand = (notifications: Notification[]): PanelUser => ({ is_brand: true, types: ["brand"], notifications });
const creator = (notifications: Notification[]): PanelUser => ({ is_brand: false, types: ["creator"], notifications });

const items = () => within(screen.getByTestId("notifications-panel")).queryAllByRole("link");

describe("NotificationsPanel", () => {
  it("shows the empty state when there are none", () => {
    render(<NotificationsPanel me={brand([])} now={NOW} />);
    expect(screen.getByText("No Notifications")).toBeTruthy();
    expect(screen.getByText("You currently have no new notifications.")).toBeTruthy();
    expect(items()).toHaveLength(0);
  });

  it("caps its height at 80% of the viewport", () => {
    render(<NotificationsPanel me={brand([message])} now={NOW} />);
    expect(screen.getByTestId("notifications-panel").style.maxHeight).toBe("80vh");
  });

  it("shows a brand all three types with their docs/product targets", () => {
    render(<NotificationsPanel me={brand([message, asset, proposal])} now={NOW} />);
    expect(items().map((a) => a.getAttribute("href"))).toEqual([
      "/platform/creators/user-7",
      "/platform/campaigns/camp-1/proposals/prop-2/assets",
      "/platform/campaigns/camp-1/proposals/prop-3",
    ]);
  });

  it("shows a creator NewMessage only, leading to the conversation", () => {
    render(<NotificationsPanel me={creator([message, asset, proposal])} now={NOW} />);
    expect(items().map((a) => a.getAttribute("href"))).toEqual(["/inbox/user-7"]);
  });

  it("shows the empty state to a creator who only has brand notifications", () => {
    render(<NotificationsPanel me={creator([asset, proposal])} now={NOW} />);
    expect(screen.getByText("No Notifications")).toBeTruthy();
  });

  it("puts a dot on each unread item only", () => {
    render(<NotificationsPanel me={brand([message, asset, proposal])} now={NOW} />);
    const dots = items().map((a) => within(a).queryByTestId("unread-dot") !== null);
    expect(dots).toEqual([true, false, true]);
  });

  it("shows relative times with a suffix", () => {
    render(<NotificationsPanel me={brand([message, asset, proposal])} now={NOW} />);
    const times = items().map((a) => a.querySelector("time")?.textContent);
    expect(times).toEqual(["5 minutes ago", "about 3 hours ago", "2 days ago"]);
  });

  it("reports the opened notification and offers to mark the unread ones read", async () => {
    const onOpen = vi.fn((_n: Notification) => {});
    const onMarkAllRead = vi.fn((_ids: string[]) => {});
    render(<NotificationsPanel me={brand([message, asset, proposal])} now={NOW} onOpen={onOpen} onMarkAllRead={onMarkAllRead} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(onMarkAllRead).toHaveBeenCalledWith(["n1", "n3"]);
    const first = items()[0]!;
    first.addEventListener("click", (e) => e.preventDefault());
    await user.click(first);
    expect(onOpen).toHaveBeenCalledWith(message);
  });

  it("offers no mark-all button when everything is read", () => {
    render(<NotificationsPanel me={brand([asset])} now={NOW} onMarkAllRead={() => {}} />);
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("shows older pages after /me's, each notification once, and a Load more button while more may exist", async () => {
    const onLoadMore = vi.fn();
    const older: Notification = { ...asset, id: "n9", formatted_message: "An older one", created_at: minutesAgo(60 * 24 * 9) };
    const { rerender } = render(
      <NotificationsPanel me={brand([message, asset])} older={[asset, older]} onLoadMore={onLoadMore} now={NOW} />,
    );
    expect(items().map((a) => a.textContent)).toEqual([
      expect.stringContaining("Jordan sent you a message"),
      expect.stringContaining("Jordan uploaded a video"),
      expect.stringContaining("An older one"),
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<NotificationsPanel me={brand([message, asset])} older={[older]} now={NOW} />);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
