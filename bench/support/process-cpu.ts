import { readdirSync, readFileSync } from "node:fs";

/** Linux reports CPU time in clock ticks; 100 per second on every distribution we run. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by every live process of a process group, with what
 * their exited and reaped children used (a short-lived ffmpeg, say: without it the sum drops when
 * one exits): a load-independent measure of what a server spends per request on a machine shared
 * with other work.
 */
export function processGroupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name "(…)": state, ppid, pgrp, …, utime (12th), stime (13th),
    // cutime and cstime (the reaped children's, 14th and 15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time (user + system, ms) one process has used so far. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
