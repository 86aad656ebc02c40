/*
 * Preloaded into the Next server by bench/api.ts (NODE_OPTIONS=--import) in its capture run
 * only: appends every statement the app sends through `pg` to $BENCH_SQL_LOG (one JSON line with
 * text, parameters, start and end), so the bare reference server can replay the same SQL in the
 * same rounds. Never loaded by the server that is measured.
 */
import { appendFileSync } from "node:fs";
// pg is CommonJS: the default import is the same module object the app's require("pg") gets.
import pg from "pg";

const file = process.env.BENCH_SQL_LOG;
if (file) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    const text = typeof config === "string" ? config : config && config.text;
    const params = config && typeof config === "object" && config.values ? config.values : Array.isArray(values) ? values : [];
    const entry = { text, params, start: performance.timeOrigin + performance.now(), end: 0 };
    const done = () => {
      if (entry.end) return;
      entry.end = performance.timeOrigin + performance.now();
      appendFileSync(file, `${JSON.stringify(entry)}\n`);
    };
    if (typeof values === "function") {
      const cb = values;
      values = (...args) => (done(), cb(...args));
    } else if (typeof callback === "function") {
      const cb = callback;
      callback = (...args) => (done(), cb(...args));
    }
    const result = original.call(this, config, values, callback);
    if (result && typeof result.then === "function") result.then(done, done);
    return result;
  };
}
