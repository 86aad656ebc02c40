import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Imported by a bench server: SIGUSR2 runs a full garbage collection, so the bench can read the
 * memory the server holds rather than the garbage it has not collected yet. Without it, the RSS
 * growth while 1,000 clients connect is mostly V8's heap growing over the garbage of 1,000 sign-in
 * checks, which a later collection gives back (decision 045).
 */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
process.on("SIGUSR2", () => {
  gc();
  gc();
});
