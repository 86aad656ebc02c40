import { describe, expect, it } from "vitest";
import { describeEvent, timelineEntries } from "./order-timeline";

describe("describeEvent", () => {
  it("writes known events for people, with who did it and the details", () => {
    expect(
      describeEvent({
        id: 7,
        type: "order_video.tracking_updated",
        at: "2026-03-01T10:00:00Z",
        actor: "buyer:acc_1",
        payload: { position: 2, carrier: "UPS", tracking_number: "1Z999" },
      }),
    ).toEqual({ id: "7", at: "2026-03-01T10:00:00Z", title: "Shipping details entered", detail: "Video 2 · UPS 1Z999", by: "Brand" });
  });

  it("shows the reason of a dispute", () => {
    const entry = describeEvent({
      id: "e",
      type: "order.disputed",
      at: "2026-03-01T10:00:00Z",
      actor: "creator",
      payload: { reason: "No reply" },
    });
    expect(entry.title).toBe("Dispute opened");
    expect(entry.detail).toBe("No reply");
    expect(entry.by).toBe("Creator");
  });

  it("never drops an unknown event: its state change, else its name", () => {
    expect(describeEvent({ id: 1, type: "order.paused", at: "x", payload: { from: "in_production", to: "on_hold" } }).title).toBe(
      "Order is now on hold",
    );
    expect(describeEvent({ id: 2, type: "order.note_added", at: "x", actor: "system" })).toMatchObject({
      title: "Note added",
      by: "Automatically",
      detail: null,
    });
  });
});

describe("timelineEntries", () => {
  it("orders the history oldest first", () => {
    const entries = timelineEntries([
      { id: 2, type: "order.completed", at: "2026-03-05T00:00:00Z" },
      { id: 1, type: "order.created", at: "2026-03-01T00:00:00Z" },
    ]);
    expect(entries.map((e) => e.title)).toEqual(["Order placed", "Order completed; the creator was paid"]);
  });
});
