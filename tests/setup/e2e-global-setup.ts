import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The outbox's link with its key, as the server prints it at start-up (path and query). */
    outboxPath: string;
  }
}

/**
 * Starts the production build (built by `npm test` beforehand) on a free port with a fresh
 * embedded database, as `npm start` serves it on a new machine — scripts/serve.mjs, the API beside
 * Next — and stops it after the run. Its front for prerendered pages is off: tests/e2e/front-cache
 * compares a front with what Next itself answers, and this server is that reference.
 */
export default async function setup(project: TestProject) {
  const port = 3100 + Math.floor(Math.random() * 800);
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "reelbrief-e2e-"));
  // `npm test` names the build it made and holds (decision 063); a direct Vitest run finds its own.
  process.env.NEXT_DIST_DIR ??= ensureBuild({ hold: process.pid }).distDir;
  const server: ChildProcess = spawn("node", ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      FRONT_CACHE: "off",
      PORT: String(port),
      BETTER_AUTH_URL: baseURL,
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "storage"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Local mode (a localhost URL): secrets are generated into dataDir, and the identity journeys
      // read verification, magic-link and reset e-mails from the outbox page through localhost,
      // with the key of the link the server prints at start-up.
      // Mounts /api/v1/dev/* (test hooks) in this production build only.
      E2E_TEST_HOOKS: "true",
      // Every browser test signs its users in from 127.0.0.1: a fast run makes well over the 100
      // sign-ins a minute one address gets (the per-address limit itself is tested in armour).
      AUTH_SIGN_IN_PER_MINUTE: "2000",
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const output = passOutputThrough(server);
  await waitForHealth(`${baseURL}/api/v1/health`, server);
  project.provide("baseURL", baseURL);
  project.provide("outboxPath", await outboxLinkIn(output, server));
  return async () => {
    if (server.pid) {
      // What the server cost, to tell its share of a slow run from the browsers' and the tests'.
      console.log(`e2e server: ${cpuSecondsOfGroup(server.pid).toFixed(0)} s of CPU`);
      process.kill(-server.pid, "SIGTERM");
    }
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Passes the server's output through and keeps it, for the outbox link it prints at start-up. */
function passOutputThrough(server: ChildProcess): () => string {
  let seen = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (seen.length < 100_000) seen += chunk.toString();
  });
  return () => seen;
}

/** The outbox's path and key from the start-up hint, printed once the start-up has finished. */
async function outboxLinkIn(output: () => string, server: ChildProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const link = /https?:\/\/\S+(\/dev\/outbox\?key=[\w-]+)/.exec(output());
    if (link) return link[1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server printed no outbox link within a minute of answering its health check");
}

/*
 * A fresh clone's first start seeds the demo data and renders its clips with ffmpeg: about a minute
 * on an idle 2-core machine, and over two while the API tests run beside it (`npm test` runs both).
 */
async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

/** CPU seconds (user + system) used so far by the processes of a process group, from /proc. */
function cpuSecondsOfGroup(pgid: number): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12)
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / ticksPerSecond;
}
