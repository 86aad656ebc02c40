export interface EventuallyOptions {
  /** What is awaited, for the message when it never comes. */
  what?: string;
  /** How long to keep reading, in ms. */
  within?: number;
  /** Pause between reads, in ms. */
  every?: number;
}

/**
 * Reads until `check` holds and returns that value: for effects of background work (jobs,
 * consumers, another process) that give a test nothing to wait on. A read that throws counts as
 * "not yet" (a server still starting); when time runs out it throws with the last value or error.
 * The one polling helper of the test suites: browser tests wait with Playwright's own waits.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  { what = "the condition", within = 30_000, every = 100 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + within;
  for (;;) {
    let last: string;
    try {
      const value = await read();
      if (check(value)) return value;
      last = `last value: ${JSON.stringify(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${within} ms waiting for ${what} (${last})`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
