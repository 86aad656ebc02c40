/**
 * Runs the bare reference server in its own process (so its CPU time is its own): reads the
 * routes from the JSON file named by argv[2], prints `listening <url>` and serves until killed.
 */
import { readFileSync } from "node:fs";
import { startBareServer, type BareRoutes, type Round } from "./bare-server";

interface RoutesFile {
  sql: [string, Round[]][];
  static: [string, { body: string; contentType: string }][];
}

const file = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as RoutesFile;
const routes: BareRoutes = { sql: new Map(file.sql), static: new Map(file.static) };
const server = await startBareServer(process.env.DATABASE_URL!, routes);
console.log(`listening ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
