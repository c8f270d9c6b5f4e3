// The SQL side of the list benchmark: the exact statements the API runs, a bare row mapper for the
// baseline handler, and the search comparison (trigram index vs forced sequential scan).
import type { Initiative } from "@initiative-planner/contract";
import type { Db } from "../../apps/api/src/db/client";
import {
  containsPattern,
  countQuery,
  type ListFilter,
  listPageQuery,
} from "../../apps/api/src/modules/initiatives/queries";
import { timeSerial } from "./list-bench-load";

/**
 * Runs one statement, rows as arrays; the driver differs (pg pool or PGlite), the SQL does not. A
 * name makes it a prepared statement where the driver supports it (pg), as the API's list is.
 */
export type SqlRunner = (text: string, params: unknown[], name?: string) => Promise<unknown[][]>;

const OFFSET = 987_654_321;
const SIZE = 987_654_323;

/** The API's page statement for `filter`, with the page filled in per call (no query builder). */
export function pageStatement(db: Db, filter: ListFilter) {
  const page = listPageQuery(db, filter, OFFSET, SIZE).toSQL();
  const count = countQuery(db, filter).toSQL();
  return {
    page: page.sql,
    params: (offset: number, size: number) =>
      page.params.map((p) => (p === OFFSET ? offset : p === SIZE ? size : p)),
    count: count.sql,
    countParams: count.params,
  };
}

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/** Maps a row of the page statement (column order of listPageQuery) to the wire shape. */
function toInitiative(r: unknown[]): Initiative {
  return {
    id: r[0] as string,
    name: r[1] as string,
    description: r[2] as string,
    date_due_completion: iso(r[3]),
    priority: r[4] as Initiative["priority"],
    status: r[5] as Initiative["status"],
    communication_mode: r[6] as Initiative["communication_mode"],
    progress: Number(r[7]),
    failure_reason: r[8] as string | null,
    created_at: iso(r[9])!,
    updated_at: iso(r[10])!,
    owner: { id: r[11] as string, name: r[12] as string },
    role: r[13] as Initiative["role"],
    team_size: Number(r[14]),
  };
}

/** The baseline's handler body: same statements, hand-mapped rows. */
export function bareListHandler(db: Db, run: SqlRunner, userId: string) {
  const statement = pageStatement(db, { userId, pattern: null });
  return async (page: number, size: number) => {
    const rows = await run(statement.page, statement.params(page * size, size), "bare_list_page");
    const total = rows.length
      ? Number(rows[0]![15])
      : Number((await run(statement.count, statement.countParams, "bare_list_count"))[0]![0]);
    return {
      list: rows.map(toInitiative),
      total_items: total,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / size)),
    };
  };
}

export interface SearchComparison {
  term: string;
  matches: number;
  usesTrigramIndex: boolean;
  indexedMs: number;
  seqMs: number;
}

/**
 * Times the list-with-search statement (first page and total) for the user as planned normally and
 * with index and bitmap scans disabled, which leaves a sequential scan. The two alternate, so
 * background load on the machine affects both alike.
 */
export async function compareSearch(
  db: Db,
  session: SqlRunner,
  userId: string,
  term: string,
  rounds = 9,
): Promise<SearchComparison> {
  const statement = pageStatement(db, { userId, pattern: containsPattern(term) });
  const params = statement.params(0, 10);
  const plan = await session(`explain (format json) ${statement.page}`, params);
  const usesTrigramIndex = JSON.stringify(plan).includes("initiatives_search_trgm_idx");
  const matches = Number((await session(statement.count, statement.countParams))[0]![0]);
  const page = () => session(statement.page, params);
  await timeSerial(3, page);
  const indexed: number[] = [];
  const seq: number[] = [];
  for (let round = 0; round < rounds; round++) {
    indexed.push(...(await timeSerial(3, page)));
    await session("set enable_bitmapscan = off", []);
    await session("set enable_indexscan = off", []);
    try {
      seq.push(...(await timeSerial(1, page)));
    } finally {
      await session("reset enable_bitmapscan", []);
      await session("reset enable_indexscan", []);
    }
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { term, matches, usesTrigramIndex, indexedMs: median(sorted(indexed)), seqMs: median(sorted(seq)) };
}

export function median(sorted: number[]): number {
  return sorted[Math.floor(sorted.length / 2)]!;
}
