import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/api-client";
import type { V1Routes } from "@/lib/api-routes";
import { AddFundsDialog } from "./add-funds-dialog";

type Sent = { url: string; method: string; body: unknown };

function fakeApi(addFunds: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    sent.push({
      url,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const json = url.endsWith("/auth/settings-info") ? { status: 200, body: { data: { payment_provider: "sandbox" } } } : addFunds;
    return Promise.resolve(new Response(JSON.stringify(json.body), { status: json.status }));
  }) as unknown as typeof fetch;
  const client = createApiClient<V1Routes>("v1", { baseUrl: "https://app.test/api/v1", fetch: fetchFn, getImpersonationToken: () => null });
  return { client, sent };
}

function setup(
  addFunds: { status: number; body: unknown } = { status: 200, body: { data: { url: "https://pay.test/checkout/1" } } },
  balance: number | null = 123456,
) {
  const { client, sent } = fakeApi(addFunds);
  const redirect = vi.fn();
  render(
    <>
      <AddFundsDialog open onOpenChange={() => {}} balanceCents={balance} client={client} redirect={redirect} />
      <Toaster />
    </>,
  );
  return { sent, redirect, user: userEvent.setup() };
}

const submit = () => screen.getByRole("button", { name: "Add Funds" });
const customField = () => screen.queryByLabelText("Custom amount (USD)");

afterEach(() => {
  toast.dismiss();
});

describe("AddFundsDialog", () => {
  it("shows the balance with 2 decimals and $100 selected by default", () => {
    setup();
    expect(screen.getByTestId("dialog-balance").textContent).toBe("$1,234.56");
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((r) => r.value)).toEqual(["$25", "$100", "$250", "$500", "Other"]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "$100" }).checked).toBe(true);
    expect(customField()).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 0.00 when the balance is empty", () => {
    setup(undefined, null);
    expect(screen.getByTestId("dialog-balance").textContent).toBe("$0.00");
  });

  it("sends the default preset as 10000 cents to the provider's add-wallet-funds path and follows data.url", async () => {
    const { sent, redirect, user } = setup();
    await user.click(submit());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("https://pay.test/checkout/1"));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET https://app.test/api/v1/auth/settings-info",
      "POST https://app.test/api/v1/auth/sandbox/add-wallet-funds",
    ]);
    expect(sent[1]!.body).toEqual({ amount: 10000 });
  });

  it.each([
    ["$25", 2500],
    ["$250", 25000],
    ["$500", 50000],
  ])("sends the %s preset as %i cents", async (label, cents) => {
    const { sent, user } = setup();
    await user.click(screen.getByRole("radio", { name: label }));
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ amount: cents });
  });

  it("shows the custom field only for Other, and disables Add Funds until it has an amount", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const field = customField() as HTMLInputElement;
    expect(field).not.toBeNull();
    expect(field.type).toBe("number");
    expect(field.min).toBe("0");
    expect(field.max).toBe("100000");
    expect((submit() as HTMLButtonElement).disabled).toBe(true);

    await user.type(field, "0");
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, "12.5");
    expect((submit() as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole("radio", { name: "$25" }));
    expect(customField()).toBeNull();
  });

  it("clears a negative amount", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const field = customField() as HTMLInputElement;
    await user.type(field, "-5");
    expect(field.value).toBe("");
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });

  it("rounds the custom amount to 2 decimals and sends ceil(value × 100) cents", async () => {
    const { sent, user } = setup();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const field = customField() as HTMLInputElement;
    await user.type(field, "19.999");
    await user.tab();
    expect(field.value).toBe("20");
    await user.clear(field);
    await user.type(field, "10.01");
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ amount: 1001 });
  });

  it("holds the custom amount at the 100000 maximum", async () => {
    const { sent, user } = setup();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(customField() as HTMLInputElement, "250000");
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ amount: 10000000 });
  });

  it('shows the toast "Error adding wallet funds" when the call fails, and stays open', async () => {
    const { redirect, user } = setup({
      status: 503,
      body: { error: { code: "not_configured", message: "No payment provider" } },
    });
    await user.click(submit());
    expect(await screen.findByText("Error adding wallet funds")).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("treats an answer without a payment page as a failure", async () => {
    const { redirect, user } = setup({ status: 200, body: { data: {} } });
    expect(screen.queryAllByText("Error adding wallet funds")).toHaveLength(0);
    await user.click(submit());
    expect(await screen.findByText("Error adding wallet funds")).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });
});
