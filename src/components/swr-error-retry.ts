import type { SWRConfiguration } from "swr";

type OnErrorRetry = NonNullable<SWRConfiguration["onErrorRetry"]>;

/**
 * docs/product/api-conventions.md: a failed fetch is retried once, exactly `errorRetryInterval` (5000 ms) later.
 * SWR's own handler multiplies the interval by a random factor and an exponential backoff
 * (5 or 10 s for the first retry), so it is replaced; the count and interval still come from the
 * configuration (src/lib/constants.ts) so there is one source for both numbers.
 */
export const retryOnceAfterInterval: OnErrorRetry = (_error, _key, config, revalidate, options) => {
  const maxRetries = config.errorRetryCount ?? 1;
  // SWR numbers the first retry 1, the second 2, …
  if (options.retryCount > maxRetries) return;
  setTimeout(() => void revalidate(options), config.errorRetryInterval);
};
