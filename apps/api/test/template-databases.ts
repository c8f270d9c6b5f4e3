import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../src/db/client";
import { adminQuery, withDatabase } from "./scratch-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** File holding a migrated PGlite cluster (`dumpDataDir`), loaded instead of initdb + migrations. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is cloned from; "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup of the api project: migrate once per run, not once per test database. A fresh
 * PGlite cluster (initdb) plus the migrations cost seconds in every test file; loading a migrated
 * cluster, or `CREATE DATABASE … TEMPLATE` on PostgreSQL, costs a fraction of that.
 */
export async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "ip-test-template-"));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const pgliteFile = join(folder, "pglite.tar");
  writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", pgliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  // The ip_test_ prefix lets CI's clean-up find it should a crash skip the teardown.
  const template = serverUrl ? `ip_test_template_${randomBytes(6).toString("hex")}` : "";
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template), poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}
