import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";

function cacheAt(ttlMs = 1000, max = 3) {
  const clock = { now: 0 };
  const cache = new SessionCache<string>(ttlMs, max, () => clock.now);
  cache.enabled = true;
  return { cache, clock };
}

const alice = { userId: "alice", impersonatedBy: null };

describe("SessionCache", () => {
  it("serves an entry until its time is up, then forgets it", () => {
    const { cache, clock } = cacheAt(1000);
    cache.set("t1", "caller of t1", alice, cache.begin());
    clock.now = 999;
    expect(cache.get("t1")).toBe("caller of t1");
    clock.now = 1000;
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its bound, dropping the oldest entry first", () => {
    const { cache } = cacheAt(1000, 2);
    cache.set("t1", "one", alice, cache.begin());
    cache.set("t2", "two", { userId: "bob", impersonatedBy: null }, cache.begin());
    cache.set("t3", "three", { userId: "carol", impersonatedBy: null }, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get("t1")).toBeUndefined();
    expect(cache.get("t3")).toBe("three");
  });

  it("clears every session of a user, and the impersonation sessions that user started", () => {
    const { cache } = cacheAt();
    cache.set("a1", "alice on a phone", alice, cache.begin());
    cache.set("a2", "alice on a laptop", alice, cache.begin());
    cache.set("b1", "bob", { userId: "bob", impersonatedBy: null }, cache.begin());
    cache.set("i1", "bob as seen by admin", { userId: "bob", impersonatedBy: "admin" }, cache.begin());
    cache.clearUser("alice");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b1")).toBe("bob");
    cache.clearUser("admin");
    expect(cache.get("i1")).toBeUndefined();
    expect(cache.get("b1")).toBe("bob");
  });

  it("does not store what a look-up read before a clear that happened while it ran", () => {
    const { cache } = cacheAt();
    const generation = cache.begin();
    cache.clearUser("someone-else");
    cache.set("a1", "read before the change committed", alice, generation);
    expect(cache.get("a1")).toBeUndefined();
    cache.set("a1", "read after", alice, cache.begin());
    expect(cache.get("a1")).toBe("read after");
  });

  it("stores nothing until it listens for changes", () => {
    const cache = new SessionCache<string>();
    cache.set("a1", "alice", alice, cache.begin());
    expect(cache.get("a1")).toBeUndefined();
  });
});
