/**
 * The bare reference of `npm run bench:api`: node:http and a pg Pool, no framework. For each
 * route it replays the SQL the application sent for the same request (captured from the real
 * server by capture-sql.mjs), in the same rounds — statements the app ran concurrently run
 * concurrently here — and answers the rows as JSON. GET / answers the prerendered HTML from
 * memory. What is left is the cost of the framework around the same database work.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";

export interface Statement {
  text: string;
  params: unknown[];
}
/** Statements that run together; the next round starts when all of them answered. */
export type Round = Statement[];

export interface BareRoutes {
  /** Path with query string → the rounds of SQL to run. */
  sql: Map<string, Round[]>;
  /** Path → a body served from memory (the prerendered page). */
  static: Map<string, { body: string; contentType: string }>;
}

export async function startBareServer(databaseUrl: string, routes: BareRoutes): Promise<{ url: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const page = routes.static.get(path);
    if (page) {
      res.writeHead(200, { "content-type": page.contentType });
      res.end(page.body);
      return;
    }
    const rounds = routes.sql.get(path);
    if (!rounds) {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      const results: unknown[][] = [];
      for (const round of rounds) {
        const answers = await Promise.all(round.map((s) => pool.query(s.text, s.params)));
        results.push(...answers.map((a) => a.rows as unknown[]));
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(results));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

/** Groups captured statements into rounds: a statement that started before the round's last answer ran beside it. */
export function roundsOf(statements: (Statement & { start: number; end: number })[]): Round[] {
  const sorted = [...statements].sort((a, b) => a.start - b.start);
  const rounds: Round[] = [];
  let current: Round = [];
  let roundEnd = -Infinity;
  for (const s of sorted) {
    if (current.length > 0 && s.start >= roundEnd) {
      rounds.push(current);
      current = [];
      roundEnd = -Infinity;
    }
    current.push({ text: s.text, params: s.params });
    roundEnd = Math.max(roundEnd, s.end);
  }
  if (current.length > 0) rounds.push(current);
  return rounds;
}
