import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutosave } from "./use-autosave";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A save that finishes only when the test says so, recording the value it saw when it started. */
function controlledSaves() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  const saveOf = (value: string) => () =>
    new Promise<string>((resolve) => {
      started.push(value);
      finish.push(() => resolve(value));
    });
  return { started, finish, saveOf };
}

describe("useAutosave", () => {
  it("does not save the value it mounted with", async () => {
    const save = vi.fn(() => Promise.resolve("x"));
    renderHook(() => useAutosave("initial", save));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(save).not.toHaveBeenCalled();
  });

  it("saves once, a moment after the value stops changing, with the latest render's save", async () => {
    const { started, saveOf } = controlledSaves();
    const { rerender } = renderHook(({ value }) => useAutosave(value, saveOf(value), 800), { initialProps: { value: "a" } });
    rerender({ value: "ab" });
    await act(() => vi.advanceTimersByTimeAsync(500));
    rerender({ value: "abc" });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(started).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(started).toEqual(["abc"]);
  });

  it("an explicit save cancels the pending timer and waits for the save in flight", async () => {
    const { started, finish, saveOf } = controlledSaves();
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, saveOf(value), 800), { initialProps: { value: "a" } });
    rerender({ value: "b" });
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(started).toEqual(["b"]);

    rerender({ value: "c" });
    let saved: Promise<string> | undefined;
    act(() => {
      saved = result.current.save();
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(started).toEqual(["b"]); // queued behind the first, and the timer's save is gone

    await act(() => Promise.resolve(finish[0]!()));
    expect(started).toEqual(["b", "c"]);
    await act(() => Promise.resolve(finish[1]!()));
    await expect(saved).resolves.toBe("c");
    expect(started).toEqual(["b", "c"]);
  });

  it("runs the next save after one that failed", async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("ok");
    const { result } = renderHook(() => useAutosave("a", save));
    await expect(result.current.save()).rejects.toThrow("offline");
    await expect(result.current.save()).resolves.toBe("ok");
  });
});
