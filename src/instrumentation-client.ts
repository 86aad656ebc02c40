import { config } from "zod/v4/core";

/*
 * Runs in the browser before the app starts. Zod probes `new Function` once to pick its fast
 * path; under the Content-Security-Policy (no 'unsafe-eval', docs/decisions/014) the probe fails
 * harmlessly but is reported as a violation. jitless skips the probe.
 */
config({ jitless: true });
