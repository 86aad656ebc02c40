import http from "node:http";
import { startWorkersIfEnabled } from "@/server/jobs/start-workers";
import { prepareProcess } from "@/server/prepare-process";
import { getAppContext, stopAppContext } from "@/server/runtime";
import { apiListener } from "./serve-api";

/**
 * `npm run start:api`: the same API on its own port, for a separate API tier, served by the same
 * listener as `npm start`. With the embedded PGlite database only one process may open the data
 * folder, so run it against DATABASE_URL when the web process runs too. It runs the job workers
 * too, unless JOB_WORKERS=off.
 */
prepareProcess();
const port = Number(process.env.API_PORT ?? 3001);
const ctx = await getAppContext();
const jobs = await startWorkersIfEnabled(ctx);
const listener = apiListener(ctx);
const server = http.createServer((req, res) => void listener(req, res));
server.listen(port, () => ctx.logger.info("api listening", { url: `http://localhost:${port}` }));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void Promise.resolve(jobs?.stop())
      .then(stopAppContext)
      .then(() => process.exit(0));
  });
}
