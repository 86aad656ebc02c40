import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { DB_CASING, type Executor } from "./database";

/*
 * Prepared statements (decision 091). Drizzle spends 0.1–0.3 ms of JavaScript building each
 * statement's SQL from its query builder; a fixed-shape read on a hot route is built once instead,
 * with `sql.placeholder(...)` for its values, and executed with them on every request. On
 * node-postgres the statement is also named, so each pooled connection parses it once; PGlite
 * ignores the name.
 *
 * Built lazily, once per database handle (or transaction) it is executed on: a prepared statement
 * is bound to the session that built it, and tests open many databases in one process. A name
 * must stand for one SQL text (node-postgres refuses a name reused with another text on the same
 * connection), so each is registered once, and a shape of a statement gets its own name.
 */

const names = new Set<string>();

/** Claims a statement name for this module instance; a second definition of the same name is a bug. */
function claim(name: string): string {
  if (names.has(name)) throw new Error(`prepared statement "${name}" is defined twice`);
  names.add(name);
  return name;
}

/**
 * How PostgreSQL plans a prepared statement. `"cached"`: the statement is named, parsed once per
 * connection, and after five executions PostgreSQL may keep one generic plan for every value.
 * `"per-execution"`: the SQL is still built once, but sent as the protocol's unnamed statement
 * (the empty name; node-postgres then parses it on every execution), so each execution is planned
 * with its values — for a statement whose best plan depends on them, such as a `LIKE` pattern.
 */
export type PlanMode = "cached" | "per-execution";

/** The protocol's unnamed statement. */
const UNNAMED = "";

/**
 * A statement prepared on first use per executor: `build(executor, name)` returns what
 * `.prepare(name)` returned, and later calls on the same executor get the same object.
 */
export function preparedStatement<P>(
  name: string,
  build: (executor: Executor, name: string) => P,
  plan: PlanMode = "cached",
): (executor: Executor) => P {
  claim(name);
  const built = new WeakMap<Executor, P>();
  return (executor) => {
    let prepared = built.get(executor);
    if (prepared === undefined) {
      prepared = build(executor, plan === "cached" ? name : UNNAMED);
      built.set(executor, prepared);
    }
    return prepared;
  };
}

/**
 * A statement with a few fixed shapes (a filter present or not, a cursor or none), one prepared
 * statement per shape: `name:shape`, each built on its first use per executor.
 */
export function preparedShapes<K extends string, P>(
  name: string,
  shapes: readonly K[],
  build: (executor: Executor, shape: K, name: string) => P,
  plan: PlanMode = "cached",
): (executor: Executor, shape: K) => P {
  const byShape = new Map<K, (executor: Executor) => P>(
    shapes.map((shape) => [shape, preparedStatement(`${name}:${shape}`, (executor, n) => build(executor, shape, n), plan)]),
  );
  return (executor, shape) => {
    const statement = byShape.get(shape);
    if (!statement) throw new Error(`prepared statement "${name}" has no shape "${shape}"`);
    return statement(executor);
  };
}

/**
 * Statements whose shape is computed from the request (which of many optional filters it has):
 * built once per shape per executor, the shape named by `key` (equal keys must mean equal
 * shapes), and always planned per execution — an open set of shapes must not leave a named
 * statement per shape on every pooled connection.
 */
export function preparedByKey<S, P>(
  name: string,
  build: (executor: Executor, shape: S, name: string) => P,
): (executor: Executor, key: string, shape: S) => P {
  claim(name);
  const built = new WeakMap<Executor, Map<string, P>>();
  return (executor, key, shape) => {
    let byKey = built.get(executor);
    if (byKey === undefined) {
      byKey = new Map();
      built.set(executor, byKey);
    }
    let prepared = byKey.get(key);
    if (prepared === undefined) {
      prepared = build(executor, shape, UNNAMED);
      byKey.set(key, prepared);
    }
    return prepared;
  };
}

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * A hand-written statement (an `sql` template with `sql.placeholder(...)` for its values)
 * prepared as `name` on this executor's session; it answers the driver's `{ rows }`, as
 * `db.execute` does.
 */
export function prepareRaw<Row>(executor: Executor, name: string, query: SQL) {
  return executor._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
}
