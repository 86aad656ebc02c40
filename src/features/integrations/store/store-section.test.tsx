import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoreSection } from "./store-section";

/*
 * The store section against a stand-in of the API at the network edge (fetch): the real typed client,
 * SWR and the component run; the answers are shaped as the routes answer them.
 */

vi.mock("@/config/env", () => ({ loadSettings: () => ({ NEXT_PUBLIC_API_URL: "/api/v1", NEXT_PUBLIC_API_V2_URL: "/api/v2" }) }));
vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Answer = { status?: number; body: unknown };
type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

const CONNECTED = {
  id: "c1",
  provider: "sandbox",
  shopDomain: "sandbox-store.reelbrief.local",
  shopName: "Sandbox Store",
  status: "connected",
  connectedAt: "2026-11-20T10:00:00.000Z",
  lastImportAt: null,
};

const product = (n: number, price: number, savedProductId: string | null = null) => ({
  externalId: `sandbox://product/p${n}`,
  title: `Product ${n}`,
  handle: `p${n}`,
  description: "",
  imageUrl: `data:image/svg+xml;base64,PHN2Zy8+`,
  priceCents: price,
  variants: [{ externalId: `v${n}`, title: "Default", priceCents: price, sku: null }],
  url: null,
  savedProductId,
});

function serve(routes: Routes) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.replace(/^.*\/api\/v1/, "").split("?")[0];
      const key = `${init?.method ?? "GET"} ${path}`;
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      const answer =
        typeof route === "function"
          ? route(body)
          : (route ?? { status: 404, body: { error: { code: "not_found", message: "Not found" } } });
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } }),
      );
    }),
  );
  return calls;
}

const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreSection />
    </SWRConfig>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StoreSection", () => {
  it("offers the sandbox store and Shopify when not connected, and connects the sandbox store", async () => {
    let connected = false;
    const calls = serve({
      "GET /auth/store": () => ({ body: { data: { providers: ["shopify", "sandbox"], connection: connected ? CONNECTED : null } } }),
      "POST /auth/store/install": () => {
        connected = true;
        return { status: 201, body: { data: { authorizeUrl: null, connection: CONNECTED } } };
      },
      "GET /auth/store/products": { body: { data: [], nextCursor: null } },
    });
    show();
    expect(screen.getByLabelText("Loading the store connection")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Connect the sandbox store" }));
    expect(await screen.findByText("Sandbox Store")).toBeTruthy();
    expect(calls.find((c) => c.key === "POST /auth/store/install")!.body).toEqual({ provider: "sandbox" });
    expect(await screen.findByText("This store has no products yet.")).toBeTruthy();
  });

  it("checks the Shopify shop address before sending anything", async () => {
    const calls = serve({ "GET /auth/store": { body: { data: { providers: ["shopify"], connection: null } } } });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Connect Shopify" }));
    expect(await screen.findByText("Enter your shop's myshopify.com address")).toBeTruthy();
    expect(screen.getByLabelText("Shop address").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("button", { name: "Connect the sandbox store" })).toBeNull();
    expect(calls.some((c) => c.key.startsWith("POST"))).toBe(false);
  });

  it("lists the connected store's products with prices and imported badges, and imports the selected ones", async () => {
    const calls = serve({
      "GET /auth/store": { body: { data: { providers: ["sandbox"], connection: CONNECTED } } },
      "GET /auth/store/products": { body: { data: [product(1, 3400, "saved-1"), product(2, 2900), product(3, 1200)], nextCursor: null } },
      "POST /auth/store/import": { body: { data: { products: [], created: 2, updated: 0, imagesMissing: 0 } } },
    });
    show();
    const list = await screen.findByRole("list", { name: "The store's products" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("$34.00")).toBeTruthy();
    expect(within(items[0]!).getByText("Imported")).toBeTruthy();
    expect(within(items[1]!).queryByText("Imported")).toBeNull();

    const importButton = screen.getByRole("button", { name: "Import selected" });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("Product 2"));
    fireEvent.click(screen.getByLabelText("Product 3"));
    fireEvent.click(screen.getByRole("button", { name: "Import selected (2)" }));
    await waitFor(() => expect(calls.some((c) => c.key === "POST /auth/store/import")).toBe(true));
    expect(calls.find((c) => c.key === "POST /auth/store/import")!.body).toEqual({
      externalIds: ["sandbox://product/p2", "sandbox://product/p3"],
    });
  });

  it("disconnects only after the confirmation", async () => {
    const calls = serve({
      "GET /auth/store": { body: { data: { providers: ["sandbox"], connection: CONNECTED } } },
      "GET /auth/store/products": { body: { data: [], nextCursor: null } },
      "POST /auth/store/disconnect": { body: { data: { ...CONNECTED, status: "disconnected" } } },
    });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/stay in your saved products/)).toBeTruthy();
    expect(calls.some((c) => c.key === "POST /auth/store/disconnect")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(calls.some((c) => c.key === "POST /auth/store/disconnect")).toBe(true));
  });

  it("tells members why they cannot connect, and offers a retry on other errors", async () => {
    serve({ "GET /auth/store": { status: 403, body: { error: { code: "forbidden", message: "Only owners" } } } });
    show();
    expect(await screen.findByText("Only the organization's owners and admins can connect a store.")).toBeTruthy();
    cleanup();
    serve({ "GET /auth/store": { status: 500, body: { error: { code: "internal", message: "Server trouble" } } } });
    show();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
