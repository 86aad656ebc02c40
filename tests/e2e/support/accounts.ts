import type { CreatorNiche } from "@/lib/creator-directory";
import { callApi } from "./api";
import { testClient } from "./client";
import { completeCreatorProfile } from "./creator-profile";
import { signUpViaApi, type E2eUser } from "./users";

/*
 * Brands and creators made through the API for one test file, each with unique names and
 * addresses, so a journey never depends on what another file or the demo seed left behind.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface NewBrand extends E2eUser {
  brandProfileId: string;
  organizationId: string | null;
}

/**
 * A new onboarded brand: a personal account unless told, its brand named `${name} Brand` and its
 * organization `${name} Studio` unless told.
 */
export async function newBrand(
  name = "Bo Buyer",
  options: { account?: "personal" | "organization"; brandName?: string; organizationName?: string } = {},
): Promise<NewBrand> {
  const user = await signUpViaApi(name);
  const account = options.account ?? "personal";
  const brand_name = options.brandName ?? `${name} Brand`;
  const body =
    account === "organization"
      ? { account, organization_name: options.organizationName ?? `${name} Studio`, brand_name }
      : { account, brand_name };
  const onboarded = await testClient(user).v1.call("POST /auth/onboarding/brand", { json: body });
  const { brandProfileId, organizationId } = onboarded.data;
  if (!brandProfileId) throw new Error("brand onboarding answered no brand profile");
  return { ...user, brandProfileId, organizationId };
}

/** Adds `cents` to the user's wallet through the sandbox checkout, as the Add Funds dialog and Pay would. */
export async function topUp(user: Pick<E2eUser, "token">, cents: number): Promise<void> {
  const { v1 } = testClient(user);
  const checkout = await v1.call("POST /auth/:provider/add-wallet-funds", { param: { provider: "sandbox" }, json: { amount: cents } });
  // The sandbox's Pay button: a plain handler beside the chained router (it reads form posts too), so not typed.
  await callApi("POST", `/api/v1/payments/sandbox/${checkout.data.id}`, user.token, {
    action: "pay",
    number: "4242424242424242",
    expiry: "12/40",
    cvc: "123",
  });
}

/**
 * A new onboarded creator named "First Last". Listed unless told (a complete profile: only listed
 * creators have a public page, decision 033); `slug` is the start of their unique custom URL.
 */
export async function newCreator(
  name = "Cole Creator",
  options: { slug?: string; niches?: CreatorNiche[]; listed?: boolean } = {},
): Promise<E2eUser & { slug: string }> {
  const user = await signUpViaApi(name);
  const [first = name, ...rest] = name.split(" ");
  const profile = {
    first_name: first,
    last_name: rest.join(" ") || "Creator",
    custom_url: `${options.slug ?? first.toLowerCase()}-${suffix()}`,
    niches: options.niches ?? ["beauty"],
    country: "US",
  };
  await testClient(user).v1.call("POST /auth/onboarding/creator", { json: { ...profile, date_of_birth: "1994-05-06" } });
  if (options.listed ?? true) await completeCreatorProfile(user.token, profile);
  return { ...user, slug: profile.custom_url };
}
