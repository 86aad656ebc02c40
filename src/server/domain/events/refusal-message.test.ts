import { describe, expect, it } from "vitest";
import { payoutMachine } from "@/server/domain/payouts/payout-transitions";
import { actorRefusal, stateRefusal } from "./refusal-message";

describe("refusals of a state change, as a person reads them", () => {
  const refuse = (from: "requested" | "approved" | "paid" | "failed", to: "approved" | "paid" | "failed") =>
    stateRefusal(payoutMachine.entity, payoutMachine.rules, from, to);

  it("a second click on a step already taken says it is already done", () => {
    expect(refuse("paid", "paid")).toBe("This payout is already paid.");
    expect(refuse("approved", "approved")).toBe("This payout is already approved.");
  });

  it("a step from a final state says it cannot change any more", () => {
    expect(refuse("paid", "failed")).toBe("This payout is already paid and cannot change any more.");
    expect(refuse("failed", "paid")).toBe("This payout is already failed and cannot change any more.");
  });

  it("a step the state does not lead to yet names the state it is in", () => {
    expect(refuse("requested", "paid")).toBe("This payout is requested now, so it cannot become paid.");
  });

  it("entity and state names read as words, never as identifiers or arrows", () => {
    const rules = [{ from: "awaiting_shipment", to: "in_production", event: "production_started", by: ["creator"] }] as const;
    expect(stateRefusal("order_video", rules, "awaiting_shipment", "revision_requested")).toBe(
      "This order video is awaiting shipment now, so it cannot become revision requested.",
    );
    expect(actorRefusal("order_video", "buyer", "awaiting_shipment", "in_production")).toBe(
      "A buyer cannot change this order video from awaiting shipment to in production.",
    );
    expect(actorRefusal("payout", "admin", "paid", "failed")).toBe("An admin cannot change this payout from paid to failed.");
  });
});
