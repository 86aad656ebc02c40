import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "@/contracts/webhook-endpoints";
import type { createApiClient } from "@/lib/api-client";
import { WebhooksSection } from "./webhooks-section";

// The real typed client on a fixed base URL (the public settings are not loaded in component tests).
vi.mock("@/lib/api-client", async (importOriginal) => {
  const actual = await importOriginal<{ createApiClient: typeof createApiClient }>();
  return { ...actual, v1: actual.createApiClient("v1", { baseUrl: "/api/v1" }) };
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: "00000000-0000-4000-8000-000000000001",
  url: "https://hooks.example.com/reelbrief",
  description: "Dashboard",
  events: ["video.approved"],
  secret: "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0",
  previousSecretExpiresAt: null,
  disabledAt: null,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: "2026-11-27T10:00:00.000Z",
  ...over,
});

const delivery: WebhookDelivery = {
  id: "00000000-0000-4000-8000-0000000000d1",
  endpointId: "00000000-0000-4000-8000-000000000001",
  eventType: "video.approved",
  payload: { type: "video.approved", version: 1, data: { orderId: "o1" } },
  status: "failed",
  attempts: 8,
  nextAttemptAt: null,
  lastResponseStatus: 500,
  responseBody: "receiver broke",
  durationMs: 42,
  error: "HTTP 500",
  createdAt: "2026-11-27T10:05:00.000Z",
  deliveredAt: null,
};

/** A small stand-in for the API: answers by method and path, recording the writes. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname.replace(/^.*(?=\/api\/v1\/)/, "")}`;
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    if (!handler) return Promise.reject(new Error(`No answer for ${key}`));
    return Promise.resolve(handler(body));
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const renderFresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WebhooksSection />
    </SWRConfig>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("WebhooksSection", () => {
  it("shows an empty state, then adds an endpoint with the chosen events (bad URL named first)", async () => {
    let list: WebhookEndpoint[] = [];
    const calls = serve({
      "GET /api/v1/auth/webhook-endpoints": () => json({ data: list }),
      "POST /api/v1/auth/webhook-endpoints": (body) => {
        list = [endpoint({ ...(body as Partial<WebhookEndpoint>) })];
        return json({ data: list[0] }, 201);
      },
    });
    renderFresh();
    expect(screen.getByLabelText("Loading webhook endpoints")).toBeTruthy();
    await screen.findByText("No endpoints yet");
    fireEvent.click(screen.getByRole("button", { name: /Add endpoint/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "ftp://nope" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText(/http\(s\) URL/)).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith("POST"))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "https://hooks.example.com/reelbrief" } });
    fireEvent.click(within(dialog).getByLabelText("order.created"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    await waitFor(() => expect(calls.find((c) => c.key === "POST /api/v1/auth/webhook-endpoints")).toBeTruthy());
    expect(calls.find((c) => c.key === "POST /api/v1/auth/webhook-endpoints")!.body).toEqual({
      url: "https://hooks.example.com/reelbrief",
      description: "",
      events: ["video.approved", "order.created"],
    });
    expect(await screen.findByText("https://hooks.example.com/reelbrief")).toBeTruthy();
  });

  it("reveals the secret, shows the delivery log with its response, and re-enables a disabled endpoint", async () => {
    let current = endpoint({ disabledAt: "2026-11-27T11:00:00.000Z", disabledReason: "5 deliveries in a row failed every attempt" });
    const calls = serve({
      "GET /api/v1/auth/webhook-endpoints": () => json({ data: [current] }),
      [`GET /api/v1/auth/webhook-endpoints/${current.id}/deliveries`]: () => json({ data: [delivery] }),
      [`PATCH /api/v1/auth/webhook-endpoints/${current.id}`]: () => {
        current = { ...current, disabledAt: null, disabledReason: null };
        return json({ data: current });
      },
    });
    renderFresh();
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain("5 deliveries in a row failed every attempt");
    expect(screen.queryByText(current.secret)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Reveal/ }));
    expect(screen.getByText(current.secret)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show deliveries" }));
    const log = await screen.findByRole("list", { name: "Deliveries" });
    expect(within(log).getByText("failed")).toBeTruthy();
    expect(within(log).getByText(/8 attempts · HTTP 500 · 42 ms/)).toBeTruthy();
    expect(within(log).getByText("receiver broke")).toBeTruthy();
    expect(within(log).getByRole<HTMLButtonElement>("button", { name: "Redeliver" }).disabled).toBe(true);

    fireEvent.click(within(banner).getByRole("button", { name: "Re-enable" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(calls.find((c) => c.key.startsWith("PATCH"))!.body).toEqual({ enabled: true });
  });

  it("says so when the endpoints cannot be loaded", async () => {
    serve({ "GET /api/v1/auth/webhook-endpoints": () => json({ error: { code: "internal", message: "boom" } }, 500) });
    renderFresh();
    expect((await screen.findByRole("alert")).textContent).toContain("could not be loaded");
  });
});
