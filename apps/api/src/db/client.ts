import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** One real round trip; rejects when the database does not answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (from any instance on PostgreSQL; in-process on
   * PGlite). `onReconnect` follows a lost and re-established listening connection, when
   * notifications may have been missed. Resolves with the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | null;
  /** Where PGlite keeps its files; `memory://` (or null) keeps it in memory. */
  dataDir?: string | null;
  poolSize?: number;
  onError?: (error: Error) => void;
  /** A PGlite cluster saved with `dumpDataDir` to start from instead of a fresh initdb (tests). */
  pgliteDump?: Blob;
}

/** The drizzle migrations folder, found next to the source tree or the built bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("Cannot find the drizzle migrations folder");
}

// Any 64-bit number works; it only has to be the same in every instance.
const MIGRATION_LOCK_ID = 726_345_118;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir ?? null, options.pgliteDump);
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<Database> {
  let location: string | undefined;
  if (dataDir && dataDir !== "memory://") {
    location = resolve(dataDir, "pglite");
    mkdirSync(dirname(location), { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: dump });
  yieldBeforeEachQuery(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite runs each query synchronously on the main thread, and its own queue starts the next waiting
 * query in a microtask, so under load (hundreds of streams saving) queries ran back to back and
 * stalled every socket for hundreds of milliseconds. Queries go through our own FIFO instead, which
 * lets the event loop turn before each one: a stall is bounded by a single query or transaction.
 */
function yieldBeforeEachQuery(client: PGlite) {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const serialise = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      const result = tail.then(turn).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    }) as (...args: A) => Promise<R>;
  client.query = serialise(client.query.bind(client)) as typeof client.query;
  client.exec = serialise(client.exec.bind(client)) as typeof client.exec;
  client.transaction = serialise(client.transaction.bind(client)) as typeof client.transaction;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // Without a listener, an idle client's error (e.g. the server restarting) crashes the process.
  });
  pool.on("error", (error) => options.onError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    async ping(timeoutMs = 2_000) {
      const client = await pool.connect();
      try {
        await client.query({ text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig);
      } finally {
        client.release();
      }
    },
    async migrate() {
      // A session lock on one connection serialises migrations across instances starting together.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onReconnect) {
      const stop = await listenOnOwnConnection(url, channel, {
        onPayload,
        onReconnect,
        onError: options.onError,
      });
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed to
 * other queries), so it gets a dedicated client, re-established after a connection loss.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  handlers: {
    onPayload: (payload: string) => void;
    onReconnect?: () => void;
    onError?: (error: Error) => void;
  },
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    next.on("error", (error) => handlers.onError?.(error));
    next.on("end", () => {
      if (!stopped) retry = setTimeout(reconnect, 1_000);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      handlers.onReconnect?.();
    } catch (error) {
      handlers.onError?.(error as Error);
      retry = setTimeout(reconnect, 1_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Number of applied migrations, for tests and diagnostics. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
