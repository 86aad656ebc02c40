import type { ApiClient } from "@/lib/api-client";
import type { V1Routes } from "@/lib/api-routes";

/**
 * docs/product/money.md "Wallet top-up", docs/product/api-conventions.md: the provider segment comes from GET /auth/settings-info, then
 * POST /auth/{provider}/add-wallet-funds { amount } in cents answers `data.url`, the payment page.
 * `returnPath` (a same-site path, see topUpReturnPath) is where the payment page sends the brand back.
 */
export async function startWalletTopUp(client: ApiClient<V1Routes>, amountCents: number, returnPath?: string | null): Promise<string> {
  const info = await client.call("GET /auth/settings-info");
  const provider = info.data.payment_provider;
  if (!provider) throw new Error("No payment provider is configured");
  const body = await client.call("POST /auth/:provider/add-wallet-funds", {
    param: { provider },
    json: { amount: amountCents, ...(returnPath ? { return_path: returnPath } : {}) },
  });
  const url = body.data.url;
  if (typeof url !== "string" || url === "") throw new Error("The payment provider returned no payment page");
  return url;
}
