import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import { adminQuery, withDatabase } from "./scratch-database";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server to create databases on. */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** The migrated templates of `template-databases.ts`, read once per test file. */
let pgliteTemplate: Blob | undefined;
function templates() {
  const pgliteFile = inject("pgliteTemplate");
  pgliteTemplate ??= new Blob([readFileSync(pgliteFile)]);
  return { pglite: pgliteTemplate, postgres: inject("postgresTemplate") };
}

/**
 * A fresh, migrated database: a copy of the run's migrated template. On PostgreSQL each call creates
 * its own database (dropped on close), so test files never share data.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database & { url: string | null }> {
  const template = templates();
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://", pgliteDump: template.pglite });
    return { ...database, url: null };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ip_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name} template ${template.postgres}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
