import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/*
 * Production builds, one folder per fingerprint (decision 063): `.next-builds/<first 16 hex digits>`.
 * A build is written once and never replaced; a server runs on its folder (NEXT_DIST_DIR) for as
 * long as it lives, however many other builds are made meanwhile.
 *
 * - A build is complete when its fingerprint stamp exists; the stamp is written last.
 * - Builds are made one at a time, under BUILD_LOCK: two processes needing the same new build
 *   build it once (the second finds it complete), and two different builds do not share the two
 *   cores. Next writes tsconfig.json and next-env.d.ts during a build; those are restored after it.
 * - Who uses a build says so with a holder file named by its pid (`<build>/reelbrief-holders/<pid>`);
 *   a dead pid holds nothing. Choosing a build, registering a holder and pruning happen under
 *   REGISTRY_LOCK, held for milliseconds, so a build is never pruned between being chosen and held.
 * - Pruning removes the builds nobody holds, except the current one and the KEEP_RECENT most
 *   recently used others (a server started from `node scripts/ensure-build.mjs` without --hold,
 *   or a branch switched back to).
 */

export const BUILDS_ROOT = ".next-builds";
const BUILD_LOCK = path.join(BUILDS_ROOT, "build.lock");
const REGISTRY_LOCK = path.join(BUILDS_ROOT, "registry.lock");
const STAMP = "reelbrief-build-fingerprint";
const LAST_USED = "reelbrief-last-used";
const HOLDERS = "reelbrief-holders";
const KEEP_RECENT = 1;
/** A lock file still empty this long after it was created belongs to a process that died writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;

export function buildDirFor(fingerprint) {
  return path.join(BUILDS_ROOT, fingerprint.slice(0, 16));
}

export function isComplete(dir, fingerprint) {
  const stamp = path.join(dir, STAMP);
  return existsSync(path.join(dir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint;
}

/** Marks a finished build complete: the last file written into it. */
export function markComplete(dir, fingerprint) {
  writeFileSync(path.join(dir, STAMP), fingerprint);
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readOwner(file) {
  try {
    const text = readFileSync(file, "utf8").trim();
    return text === "" ? null : Number(text.split(/\s/)[0]);
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
}

/** Whether a lock file exists and its owner is alive (or still writing its pid). */
export function isLockHeld(file) {
  const owner = readOwner(file);
  if (owner === undefined) return false;
  if (owner === null) return Date.now() - statSync(file, { throwIfNoEntry: false })?.mtimeMs < EMPTY_LOCK_GRACE_MS;
  return isAlive(owner);
}

/**
 * Runs fn while holding the lock file (created exclusively, holding this process's pid). Waits
 * while a live process holds it; takes it over from a dead one.
 */
export function withLock(file, fn, onWait) {
  mkdirSync(path.dirname(file), { recursive: true });
  let waited = false;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner === undefined) continue;
    if (isLockHeld(file)) {
      if (!waited && onWait) onWait(owner);
      waited = true;
      sleep(200);
      continue;
    }
    // A dead owner's lock: whoever moves it aside first clears it. Should a live process have
    // taken the lock between our read and the move, its file goes back (link fails if a third
    // process took the free name meanwhile, and that one then holds the lock).
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    if (readOwner(aside) !== owner) {
      try {
        linkSync(aside, file);
      } catch {
        // taken by a third process: it holds the lock now
      }
    }
    rmSync(aside, { force: true });
  }
  try {
    return fn();
  } finally {
    rmSync(file, { force: true });
  }
}

/** Runs fn holding the lock under which builds are made, one at a time. */
export function withBuildLock(fn, onWait) {
  return withLock(BUILD_LOCK, fn, onWait);
}

/** Runs fn holding the lock under which builds are chosen, held and pruned. */
export function withRegistryLock(fn) {
  return withLock(REGISTRY_LOCK, fn);
}

/** Records that pid uses the build in dir; call under the registry lock. Returns a release function. */
export function hold(dir, pid) {
  const holders = path.join(dir, HOLDERS);
  mkdirSync(holders, { recursive: true });
  const file = path.join(holders, String(pid));
  writeFileSync(file, "");
  return () => rmSync(file, { force: true });
}

/** The live pids holding the build in dir. */
export function holdersOf(dir) {
  let names;
  try {
    names = readdirSync(path.join(dir, HOLDERS));
  } catch {
    return [];
  }
  return names.map(Number).filter((pid) => Number.isInteger(pid) && pid > 0 && isAlive(pid));
}

/** Notes that the build in dir was just chosen (pruning keeps the most recently used). */
export function touch(dir) {
  const file = path.join(dir, LAST_USED);
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    writeFileSync(file, "");
  }
}

function lastUsed(dir) {
  for (const name of [LAST_USED, STAMP]) {
    const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stat) return stat.mtimeMs;
  }
  return 0;
}

/**
 * Removes the builds nobody uses; call under the registry lock. Kept: `current`, every build a
 * live process holds, an unfinished build while a build is running, and the KEEP_RECENT most
 * recently used other complete builds. Returns the folders removed.
 */
export function prune(current) {
  let names;
  try {
    names = readdirSync(BUILDS_ROOT);
  } catch {
    return [];
  }
  const building = isLockHeld(BUILD_LOCK);
  const candidates = [];
  const removed = [];
  for (const name of names) {
    const dir = path.join(BUILDS_ROOT, name);
    if (!/^[0-9a-f]{16}$/.test(name) || path.resolve(dir) === path.resolve(current)) continue;
    if (holdersOf(dir).length > 0) continue;
    if (!existsSync(path.join(dir, STAMP))) {
      // Unfinished: the running build's folder, or what a failed or killed build left.
      if (building) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
      continue;
    }
    candidates.push({ dir, used: lastUsed(dir) });
  }
  candidates.sort((a, b) => b.used - a.used);
  for (const { dir } of candidates.slice(KEEP_RECENT)) {
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** Files `next build` rewrites for its distDir; restored after the build so the checkout is unchanged. */
export function preserveFiles(files) {
  const saved = files.map((file) => ({ file, content: existsSync(file) ? readFileSync(file) : null }));
  return () => {
    for (const { file, content } of saved) {
      if (content === null) {
        if (existsSync(file)) unlinkSync(file);
      } else if (!existsSync(file) || !readFileSync(file).equals(content)) {
        writeFileSync(file, content);
      }
    }
  };
}
