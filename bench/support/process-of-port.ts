import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Resident memory of a process, in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/**
 * Resident memory of a bench server after a full garbage collection (the server imports
 * gc-on-signal.ts, which collects on SIGUSR2), in MB.
 */
export async function rssAfterGcMb(pid: number): Promise<number> {
  process.kill(pid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rssMb(pid);
}

/** The process listening on a loopback port (npx → tsx → node: the one that holds the socket). */
export function processListeningOn(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  const inode = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hex}`) && f[3] === "0A")?.[9];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return Number(pid);
      }
    } catch {
      // another user's process or gone
    }
  }
  throw new Error(`no process found listening on port ${port}`);
}
