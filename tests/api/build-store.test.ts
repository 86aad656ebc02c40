import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

/*
 * The build folders of decision 063 (scripts/build-store.mjs, scripts/ensure-build.mjs), in a
 * throw-away project whose `next build` is a stand-in: it records each call and writes a BUILD_ID
 * into the folder it is given. Every step runs as its own node process in that project, as
 * `npm start` would.
 */

const SCRIPTS = path.resolve(import.meta.dirname, "../../scripts");
let project: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), "reelbrief-builds-"));
  mkdirSync(path.join(project, "src"));
  writeFileSync(path.join(project, "src", "page.ts"), "export const page = 1;\n");
  // `npx next build` finds this `npx` first on PATH.
  const bin = path.join(project, "bin");
  mkdirSync(bin);
  writeFileSync(
    path.join(bin, "npx"),
    [
      "#!/bin/sh",
      'echo "$NEXT_DIST_DIR" >> "$BUILD_LOG"',
      // Long enough for a second process started at the same moment to reach the lock meanwhile.
      "sleep 1",
      'mkdir -p "$NEXT_DIST_DIR/server/app"',
      'echo "build-of-$NEXT_DIST_DIR" > "$NEXT_DIST_DIR/BUILD_ID"',
      "",
    ].join("\n"),
  );
  chmodSync(path.join(bin, "npx"), 0o755);
  env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, BUILD_LOG: path.join(project, "builds.log"), CI: "" };
  delete env.BETTER_AUTH_URL;
  delete env.NEXT_DIST_DIR;
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function run(args: string[], extra: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: project, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const ensureBuild = (extra: Record<string, string> = {}, args: string[] = []) =>
  run([path.join(SCRIPTS, "ensure-build.mjs"), ...args], extra).then((r) => {
    expect(r.code, r.stderr).toBe(0);
    return r.stdout.trim();
  });
const builds = () =>
  existsSync(path.join(project, "builds.log")) ? readFileSync(path.join(project, "builds.log"), "utf8").split("\n").filter(Boolean) : [];
const folders = () =>
  readdirSync(path.join(project, ".next-builds"))
    .filter((n) => /^[0-9a-f]{16}$/.test(n))
    .sort();

describe("ensure-build", () => {
  it("builds once for processes started together, and not again for another port or a loopback auth URL", async () => {
    const [a, b] = await Promise.all([ensureBuild({ PORT: "3001" }), ensureBuild({ PORT: "3002" })]);
    expect(a).toMatch(/^\.next-builds\/[0-9a-f]{16}$/);
    expect(b).toBe(a);
    expect(builds()).toEqual([a]);
    expect(readFileSync(path.join(project, a, "BUILD_ID"), "utf8")).toBe(`build-of-${a}\n`);

    expect(await ensureBuild({ PORT: "4567", BETTER_AUTH_URL: "http://127.0.0.1:4567" })).toBe(a);
    expect(builds()).toHaveLength(1);
    // A public origin is baked into the pages: another build, beside the first.
    const pub = await ensureBuild({ BETTER_AUTH_URL: "https://reelbrief.example" });
    expect(pub).not.toBe(a);
    expect(builds()).toEqual([a, pub]);
  });

  it("builds changed sources into a new folder and never removes a build a live process holds", async () => {
    // This test's own process holds the first build, as a running `npm start` would.
    const first = await ensureBuild({}, ["--hold", String(process.pid)]);
    const marker = path.join(project, first, "BUILD_ID");
    const id = readFileSync(marker, "utf8");

    for (let i = 2; i <= 4; i++) {
      writeFileSync(path.join(project, "src", "page.ts"), `export const page = ${i};\n`);
      const next = await ensureBuild();
      expect(next).not.toBe(first);
    }
    expect(builds()).toHaveLength(4);
    // Held: untouched. Of the three unheld ones, the current and the most recently used other remain.
    expect(readFileSync(marker, "utf8")).toBe(id);
    expect(folders()).toHaveLength(3);
    expect(folders()).toContain(path.basename(first));
  });

  it("prunes a build whose holder has ended, and what a killed build left", async () => {
    const old = await ensureBuild();
    // A holder pid no process has (the kernel's pid_max is below 2^22).
    mkdirSync(path.join(project, old, "reelbrief-holders"), { recursive: true });
    writeFileSync(path.join(project, old, "reelbrief-holders", String(2 ** 22 + 1)), "");
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(project, old, "reelbrief-last-used"), past, past);
    // An unfinished folder: no stamp, no build running.
    mkdirSync(path.join(project, ".next-builds", "0123456789abcdef", "server"), { recursive: true });

    writeFileSync(path.join(project, "src", "page.ts"), "export const page = 2;\n");
    const second = await ensureBuild();
    writeFileSync(path.join(project, "src", "page.ts"), "export const page = 3;\n");
    const third = await ensureBuild();
    expect(folders()).toEqual([path.basename(second), path.basename(third)].sort());
  });

  it("takes over a lock a dead process left", async () => {
    mkdirSync(path.join(project, ".next-builds"));
    writeFileSync(path.join(project, ".next-builds", "build.lock"), `${2 ** 22 + 1}\n`);
    writeFileSync(path.join(project, ".next-builds", "registry.lock"), `${2 ** 22 + 2}\n`);
    const dir = await ensureBuild();
    expect(builds()).toEqual([dir]);
    expect(existsSync(path.join(project, ".next-builds", "build.lock"))).toBe(false);
  });

  it("leaves tsconfig.json and next-env.d.ts as they were", async () => {
    writeFileSync(path.join(project, "tsconfig.json"), '{ "include": ["src/**/*.ts"] }\n');
    // The stand-in edits both, as next build does for its distDir.
    const npx = path.join(project, "bin", "npx");
    writeFileSync(
      npx,
      readFileSync(npx, "utf8").replace(
        "sleep 1",
        'echo \'{ "include": ["x"] }\' > tsconfig.json; echo "/// <reference path=\\"./$NEXT_DIST_DIR/types/routes.d.ts\\" />" > next-env.d.ts',
      ),
    );
    await ensureBuild();
    expect(readFileSync(path.join(project, "tsconfig.json"), "utf8")).toBe('{ "include": ["src/**/*.ts"] }\n');
    expect(existsSync(path.join(project, "next-env.d.ts"))).toBe(false);
  });
});
