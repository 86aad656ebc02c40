import { act, render } from "@testing-library/react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { swrConfig } from "./providers";

/* docs/product/api-conventions.md: "a failed fetch is retried once, 5 seconds later" — the test's own numbers. */
const RETRY_AFTER_MS = 5000;

function Probe({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, error } = useSWR<string, Error>("/retry-probe", fetcher);
  return <p>{error ? "failed" : (data ?? "loading")}</p>;
}

function renderWithAppConfig(fetcher: () => Promise<string>) {
  // A fresh cache per test, with the app's real configuration.
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Probe fetcher={fetcher} />
    </SWRConfig>,
  );
}

/** Lets the fetcher's rejection and SWR's state updates settle without moving the clock. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe("data fetching retries (docs/product/api-conventions.md)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // SWR's default handler draws a random backoff factor; pin it to where it would differ most.
    vi.spyOn(Math, "random").mockReturnValue(0.99);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("retries a failed fetch exactly once, exactly 5000 ms later", async () => {
    const fetcher = vi.fn(() => Promise.reject(new Error("down")));
    const view = renderWithAppConfig(fetcher);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);

    await act(async () => void (await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1)));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(fetcher).toHaveBeenCalledTimes(2);

    // No second retry, however long we wait (no periodic refresh either).
    await act(async () => void (await vi.advanceTimersByTimeAsync(10 * 60_000)));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(view.getByText("failed")).toBeTruthy();
  });

  it("shows the data when the one retry succeeds", async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(new Error("blip")).mockResolvedValue("loaded");
    const view = renderWithAppConfig(fetcher);
    await flush();
    await act(async () => void (await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS)));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(view.getByText("loaded")).toBeTruthy();
  });
});
