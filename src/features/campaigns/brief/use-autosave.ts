import { useCallback, useEffect, useRef } from "react";

/**
 * Saves `value` a moment after it stops changing (never the value the component mounted with), and
 * gives a `save()` for saving at once (Publish). Saves run one after the other: the timer and an
 * explicit save can both ask for one, and a save overtaking the one before it (a PATCH overtaking
 * the creation, a publish overtaking a PATCH) would lose the last edits.
 *
 * `saveNow` is read when a save starts, so it always sees the latest render's state; the hook keeps
 * it in a ref instead of depending on it, which is why the timer follows `value` alone.
 */
export function useAutosave<T>(value: unknown, saveNow: () => Promise<T>, delayMs = 800): { save: () => Promise<T> } {
  const latestSave = useRef(saveNow);
  useEffect(() => {
    latestSave.current = saveNow;
  });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mountedWith = useRef(value);

  const save = useCallback((): Promise<T> => {
    // An explicit save includes whatever the pending timer would have saved.
    clearTimeout(timer.current);
    const run = () => latestSave.current();
    const next = queue.current.then(run, run);
    queue.current = next;
    return next;
  }, []);

  useEffect(() => {
    if (Object.is(value, mountedWith.current)) return;
    timer.current = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer.current);
  }, [value, delayMs, save]);

  return { save };
}
