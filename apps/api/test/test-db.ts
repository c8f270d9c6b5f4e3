import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/client";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server to create databases on. */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database. On PostgreSQL each call creates its own database (dropped on close),
 * so test files never share data.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database & { url: string | null }> {
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { ...database, url: null };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ip_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
