import { describe, expect, it } from "vitest";
import type { Executor } from "./database";
import { preparedByKey, preparedShapes, preparedStatement } from "./prepared";

/* Prepared statements are built once per executor (tests open many databases in one process), under one name each. */

const executor = () => ({}) as Executor;

describe("preparedStatement", () => {
  it("builds once per executor, and again for another executor", () => {
    const built: [Executor, string][] = [];
    const statement = preparedStatement("test_once_per_executor", (db, name) => {
      built.push([db, name]);
      return { name, n: built.length };
    });
    const a = executor();
    const b = executor();
    expect(statement(a)).toBe(statement(a));
    expect(statement(b)).not.toBe(statement(a));
    expect(built).toEqual([
      [a, "test_once_per_executor"],
      [b, "test_once_per_executor"],
    ]);
  });

  it("refuses a name defined twice: one name must stand for one SQL text", () => {
    preparedStatement("test_twice", () => 1);
    expect(() => preparedStatement("test_twice", () => 2)).toThrow(/defined twice/);
  });
});

describe("preparedShapes", () => {
  it("prepares each shape under its own name, once per executor, and refuses an unknown shape", () => {
    const names: string[] = [];
    const statement = preparedShapes("test_shapes", ["all", "status"] as const, (_db, shape, name) => {
      names.push(name);
      return shape;
    });
    const a = executor();
    expect(statement(a, "all")).toBe("all");
    expect(statement(a, "status")).toBe("status");
    expect(statement(a, "all")).toBe("all");
    expect(names).toEqual(["test_shapes:all", "test_shapes:status"]);
    expect(() => statement(a, "other" as "all")).toThrow(/no shape/);
    expect(() => preparedStatement("test_shapes:all", () => 0)).toThrow(/defined twice/);
  });
});

describe("plan mode", () => {
  it("names a cached statement, and sends a per-execution one as the unnamed statement so each run is planned with its values", () => {
    const names: string[] = [];
    const cached = preparedStatement("test_cached", (_db, name) => names.push(name));
    const perExecution = preparedShapes("test_per_execution", ["a"] as const, (_db, _shape, name) => names.push(name), "per-execution");
    const a = executor();
    cached(a);
    perExecution(a, "a");
    perExecution(a, "a");
    expect(names).toEqual(["test_cached", ""]);
  });
});

describe("preparedByKey", () => {
  it("builds once per key and executor, always as the unnamed statement", () => {
    const built: [string, string][] = [];
    const statement = preparedByKey("test_by_key", (_db, shape: { filters: string[] }, name) => {
      built.push([shape.filters.join(","), name]);
      return shape.filters.length;
    });
    const a = executor();
    expect(statement(a, "niche", { filters: ["niche"] })).toBe(1);
    expect(statement(a, "niche", { filters: ["niche"] })).toBe(1);
    expect(statement(a, "niche,country", { filters: ["niche", "country"] })).toBe(2);
    expect(statement(executor(), "niche", { filters: ["niche"] })).toBe(1);
    expect(built).toEqual([
      ["niche", ""],
      ["niche,country", ""],
      ["niche", ""],
    ]);
    expect(() => preparedByKey("test_by_key", () => 0)).toThrow(/defined twice/);
  });
});
