import { baseURL } from "./browser";
import { signUpViaApi, type E2eUser } from "./users";

/** One call to the running server's API as a signed-in user; a refusal fails the test with its body. */
export async function callApi<T>(method: string, urlPath: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: baseURL() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * An order approved end to end through the API (issue 15): the creator offers a one-video package
 * at `priceCents`, a new brand tops its wallet up through the sandbox checkout and buys it, and the
 * test hook delivers and approves the video through the order use-cases
 * (POST /api/v1/dev/orders/{id}/complete), which releases the escrow to the creator's earnings.
 */
export async function approvedOrderFor(creator: E2eUser, priceCents: number): Promise<{ brand: E2eUser; orderId: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const pkg = await callApi<{ data: { id: string } }>("POST", "/api/v1/creator-packages", creator.token, {
    title: "One product video",
    description: "A 30-second vertical video with your product.",
    priceCents,
    videos: 1,
    videoLengthSeconds: 30,
    aspectRatio: "9:16",
    turnaroundDays: 5,
    revisionRounds: 1,
    usageRightsTerm: "90d",
    rawFootage: false,
  });
  const brand = await signUpViaApi("Bo Buyer");
  const onboarded = await callApi<{ data: { brandProfileId: string } }>("POST", "/api/v1/auth/onboarding/brand", brand.token, {
    account: "personal",
    brand_name: `Orchard Goods ${suffix}`,
  });
  const topUp = await callApi<{ data: { id: string } }>("POST", "/api/v1/auth/sandbox/add-wallet-funds", brand.token, {
    amount: priceCents,
  });
  await callApi("POST", `/api/v1/payments/sandbox/${topUp.data.id}`, brand.token, {
    action: "pay",
    number: "4242424242424242",
    expiry: "12/40",
    cvc: "123",
  });
  const order = await callApi<{ data: { id: string } }>("POST", "/api/v1/auth/orders", brand.token, {
    packageId: pkg.data.id,
    brandProfileId: onboarded.data.brandProfileId,
    brief: { whatToFilm: "Unbox the product and use it once.", product: "Orchard jam", links: [], notes: "" },
    shipsProduct: false,
    idempotencyKey: `approved-order-${suffix}`,
  });
  const done = await callApi<{ data: { status: string } }>("POST", `/api/v1/dev/orders/${order.data.id}/complete`, brand.token);
  if (done.data.status !== "completed") throw new Error(`the order ended ${done.data.status}, not completed`);
  return { brand, orderId: order.data.id };
}
