import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiKey } from "@/contracts/api-keys";
import { ApiKeysSection } from "./api-keys-section";

/* The API keys section: its loading, empty, error and list states; creating a key shows the secret once; revoking asks first. */

type Send = (endpoint: string, input?: unknown) => Promise<unknown>;
const api = vi.hoisted(() => ({ get: vi.fn<Send>(), post: vi.fn<Send>() }));
vi.mock("@/lib/api-client", () => {
  class ApiClientError extends Error {
    constructor(
      message: string,
      readonly status: number,
      readonly code?: string,
      readonly fields?: Record<string, string>,
    ) {
      super(message);
    }
  }
  const call = (endpoint: string, input?: unknown) => (endpoint.startsWith("POST ") ? api.post(endpoint, input) : api.get(endpoint, input));
  return {
    v1: {
      call,
      query: (endpoint: string, input?: unknown) => ({ key: ["v1", endpoint, input ?? {}], fetch: () => call(endpoint, input) }),
    },
    ApiClientError,
  };
});
vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Dashboard",
  prefix: "rb_live_AbCd",
  scopes: ["orders:read"],
  createdAt: "2026-11-01T10:00:00.000Z",
  createdBy: "Dana Owner",
  expiresAt: null,
  lastUsedAt: "2026-11-26T10:00:00.000Z",
  lastUsedIp: "203.0.113.9",
  revokedAt: null,
  ...over,
});

const renderSection = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiKeysSection />
    </SWRConfig>,
  );

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
});

describe("ApiKeysSection", () => {
  it("shows a loading state, then each key's prefix, scopes, maker, last use with its address and expiry", async () => {
    api.get.mockResolvedValue({
      data: [key(), key({ id: "00000000-0000-4000-8000-000000000002", name: "Old", revokedAt: "2026-11-20T00:00:00Z" })],
    });
    renderSection();
    expect(screen.getByLabelText("Loading API keys")).toBeTruthy();
    const rows = await screen.findAllByTestId("api-key-row");
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(first.textContent).toContain("rb_live_AbCd…");
    expect(first.textContent).toContain("orders:read");
    expect(first.textContent).toContain("by Dana Owner");
    expect(first.textContent).toContain("from 203.0.113.9");
    expect(first.textContent).toContain("Expires never");
    expect(within(first).getByRole("button", { name: "Revoke Dashboard" })).toBeTruthy();
    expect(rows[1]!.textContent).toContain("Revoked");
    expect(within(rows[1]!).queryByRole("button", { name: /Revoke/ })).toBeNull();
  });

  it("says so when there are no keys, and when the caller may not manage them", async () => {
    api.get.mockResolvedValueOnce({ data: [] });
    const { unmount } = renderSection();
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
    unmount();

    const { ApiClientError } = await import("@/lib/api-client");
    api.get.mockRejectedValueOnce(
      new (ApiClientError as unknown as new (m: string, s: number) => Error)("Only the organization's owners and admins can do this", 403),
    );
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain("owners and admins");
    expect(screen.queryByRole("button", { name: "Create API key" })).toBeNull();
  });

  it("refuses a key without a name or scope before sending, then shows the secret once with a warning", async () => {
    api.get.mockResolvedValue({ data: [] });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Create API key" }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("Name the key (what will use it)")).toBeTruthy();
    expect(screen.getByText("Choose at least one scope")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Reporting" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Orders: read" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Campaigns: write" }));
    api.post.mockResolvedValue({ data: { ...key({ name: "Reporting" }), secret: "rb_live_secret-value" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));

    await waitFor(() => expect(screen.getByTestId("api-key-secret")).toHaveProperty("value", "rb_live_secret-value"));
    expect(api.post).toHaveBeenCalledWith("POST /auth/api-keys", {
      json: { name: "Reporting", scopes: ["orders:read", "campaigns:write"], expiresAt: null },
    });
    expect(screen.getByRole("alert").textContent).toContain("only time the secret is shown");
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("revokes only after the person confirms", async () => {
    api.get.mockResolvedValue({ data: [key()] });
    api.post.mockResolvedValue({ data: key({ revokedAt: "2026-11-27T00:00:00Z" }) });
    renderSection();
    const button = await screen.findByRole("button", { name: "Revoke Dashboard" });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    fireEvent.click(button);
    expect(api.post).not.toHaveBeenCalled();
    confirm.mockReturnValueOnce(true);
    fireEvent.click(button);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("POST /auth/api-keys/:id/revoke", { param: { id: "00000000-0000-4000-8000-000000000001" } }),
    );
    confirm.mockRestore();
  });
});
