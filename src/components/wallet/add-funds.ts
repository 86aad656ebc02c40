import type { ApiClient } from "@/lib/api-client";

interface SettingsInfo {
  payment_provider: string;
}

/**
 * SPEC.md §4 "Wallet top-up", §7: the provider segment comes from GET /auth/settings-info, then
 * POST /auth/{provider}/add-wallet-funds { amount } in cents answers `data.url`, the payment page.
 * `returnPath` (a same-site path, see topUpReturnPath) is where the payment page sends the brand back.
 */
export async function startWalletTopUp(client: ApiClient, amountCents: number, returnPath?: string | null): Promise<string> {
  const info = await client.get<SettingsInfo | undefined>("/auth/settings-info");
  const provider = info?.payment_provider;
  if (!provider) throw new Error("No payment provider is configured");
  const body = await client.post<{ data?: { url?: unknown } }>(`/auth/${encodeURIComponent(provider)}/add-wallet-funds`, {
    amount: amountCents,
    ...(returnPath ? { return_path: returnPath } : {}),
  });
  const url = body?.data?.url;
  if (typeof url !== "string" || url === "") throw new Error("The payment provider returned no payment page");
  return url;
}
