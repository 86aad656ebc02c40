import { requireSecret } from "@/config/deployment";
import type { Settings } from "@/config/env";
import { AppError } from "@/server/errors";
import { createSandboxProvider } from "./sandbox";
import type { PaymentProvider, PaymentProviderName } from "./types";

export type * from "./types";
export { signSandboxPayload, SANDBOX_SIGNATURE_HEADER } from "./sandbox-signature";

type PaymentSettings = Pick<Settings, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SANDBOX_WEBHOOK_SECRET" | "BETTER_AUTH_URL">;

/** Stripe when both its keys are set, else the built-in sandbox (docs/product/money.md). */
export function configuredProviderName(settings: PaymentSettings): PaymentProviderName {
  return settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET ? "stripe" : "sandbox";
}

const cache = new WeakMap<object, PaymentProvider>();

/** The configured provider, built once per settings object. */
export function getPaymentProvider(settings: PaymentSettings): PaymentProvider {
  let provider = cache.get(settings);
  if (!provider) {
    provider =
      configuredProviderName(settings) === "stripe"
        ? lazyStripeProvider({ secretKey: settings.STRIPE_SECRET_KEY!, webhookSecret: settings.STRIPE_WEBHOOK_SECRET! })
        : createSandboxProvider({
            origin: settings.BETTER_AUTH_URL.replace(/\/$/, ""),
            webhookSecret: requireSecret(settings.SANDBOX_WEBHOOK_SECRET, "SANDBOX_WEBHOOK_SECRET"),
          });
    cache.set(settings, provider);
  }
  return provider;
}

/**
 * Stripe's provider, with its SDK loaded at the first payment call rather than at start: a process
 * on the sandbox never loads it, and one on Stripe does not carry it until it is used (its SDK is
 * megabytes of heap that every major garbage collection marks again; decision 048).
 */
function lazyStripeProvider(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  let loaded: Promise<PaymentProvider> | undefined;
  const provider = () => (loaded ??= import("./stripe").then((m) => m.createStripeProvider(options)));
  return {
    name: "stripe",
    createCheckout: async (...args) => (await provider()).createCheckout(...args),
    parseWebhook: async (...args) => (await provider()).parseWebhook(...args),
    detachPaymentMethod: async (...args) => (await provider()).detachPaymentMethod(...args),
  };
}

/**
 * The provider a request names (`/auth/{provider}/…`, `/webhooks/{provider}`). Only the
 * configured one is accepted: with Stripe on, the sandbox's endpoints are closed, so nobody can
 * mint money through the sandbox's checkout in production.
 */
export function providerNamed(settings: PaymentSettings, name: string): PaymentProvider {
  const configured = configuredProviderName(settings);
  if (name !== configured) {
    throw new AppError("not_found", `Unknown payment provider "${name}"; this server uses "${configured}"`);
  }
  return getPaymentProvider(settings);
}
