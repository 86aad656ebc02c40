import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
  pgliteTemplateFile,
  pgTemplateDb,
} from "../support/template-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** Migrates a template database once per run; each test file clones it (see test-database.ts). */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  if (project.name === "api-postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the api-postgres project");
    const name = pgTemplateDb(runId);
    await buildPostgresTemplate(url, name);
    project.provide("databaseTemplate", name);
    return () => dropPostgresDatabase(url, name);
  }
  const file = pgliteTemplateFile(runId);
  await buildPgliteTemplate(file);
  project.provide("databaseTemplate", file);
  return () => rmSync(file, { force: true });
}
