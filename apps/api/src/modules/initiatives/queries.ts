import type {
  CommunicationMode,
  Initiative,
  InitiativeDetails,
  InitiativeStatus,
  Priority,
  Role,
  UpdateInitiativeBody,
} from "@initiative-planner/contract";
import { and, asc, eq, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiativeMembers, initiatives, users, workstreams } from "../../db/schema";
import type { MemberRef } from "../access/queries";

const members = initiativeMembers;

/** Members including the owner; a correlated count, so it only runs for the rows actually returned. */
const teamSize = sql<number>`(select count(*)::int from ${initiativeMembers} as team where team.initiative_id = ${initiatives.id})`;

const initiativeColumns = {
  id: initiatives.id,
  name: initiatives.name,
  description: initiatives.description,
  dueAt: initiatives.dueAt,
  priority: initiatives.priority,
  status: initiatives.status,
  communicationMode: initiatives.communicationMode,
  progress: initiatives.progress,
  failureReason: initiatives.failureReason,
  createdAt: initiatives.createdAt,
  updatedAt: initiatives.updatedAt,
  ownerId: users.id,
  ownerName: users.name,
  role: members.role,
  teamSize: teamSize.mapWith(Number),
};

interface InitiativeRow {
  id: string;
  name: string;
  description: string;
  dueAt: Date | null;
  priority: Priority;
  status: InitiativeStatus;
  communicationMode: CommunicationMode;
  progress: number;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  ownerId: string;
  ownerName: string;
  role: Role;
  teamSize: number;
}

export function toInitiative(row: InitiativeRow): Initiative {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    date_due_completion: row.dueAt ? row.dueAt.toISOString() : null,
    priority: row.priority,
    status: row.status,
    communication_mode: row.communicationMode,
    progress: row.progress,
    team_size: row.teamSize,
    role: row.role,
    owner: { id: row.ownerId, name: row.ownerName },
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `term` as a literal ILIKE substring pattern: %, _ and \ in the term match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Written exactly as the trigram index's expression, so the planner can use the index. */
const searchable = sql`(${initiatives.name} || ' ' || ${initiatives.description})`;

// The member index is (user_id, initiative_created_at DESC NULLS LAST, initiative_id): this order
// reads it forwards, so a page is an index-only range scan.
const newestFirst = (createdAt: SQLWrapper, id: SQLWrapper) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} asc`,
];

export interface ListFilter {
  userId: string | Placeholder;
  /** A prepared ILIKE pattern (see containsPattern), or null for no search. */
  pattern: string | null;
}

function memberWhere(filter: ListFilter) {
  return filter.pattern === null
    ? eq(members.userId, filter.userId)
    : and(eq(members.userId, filter.userId), sql`${searchable} ilike ${filter.pattern}`);
}

/** The caller's initiatives (owned or shared) matching the filter, counted. */
export function countQuery(db: DbOrTx, filter: ListFilter) {
  const base = db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(members);
  const joined =
    filter.pattern === null ? base : base.innerJoin(initiatives, eq(initiatives.id, members.initiativeId));
  return joined.where(memberWhere(filter));
}

/**
 * One page of the caller's initiatives, newest first, with the total as a column (an InitPlan run
 * once). The page of ids is chosen first from the member index, so the joins, the owner lookup and
 * the team-size count only run for the rows returned, however deep the page.
 */
export function listPageQuery(
  db: DbOrTx,
  filter: ListFilter,
  offset: number | Placeholder,
  size: number | Placeholder,
) {
  const ids = db.select({ id: members.initiativeId, at: members.initiativeCreatedAt }).from(members);
  const page = (
    filter.pattern === null ? ids : ids.innerJoin(initiatives, eq(initiatives.id, members.initiativeId))
  )
    .where(memberWhere(filter))
    .orderBy(...newestFirst(members.initiativeCreatedAt, members.initiativeId))
    .limit(size)
    .offset(offset)
    .as("page");
  return db
    .select({ ...initiativeColumns, total: sql<number>`(${countQuery(db, filter)})`.mapWith(Number) })
    .from(page)
    .innerJoin(initiatives, eq(initiatives.id, page.id))
    .innerJoin(members, and(eq(members.initiativeId, page.id), eq(members.userId, filter.userId)))
    .innerJoin(users, eq(users.id, initiatives.ownerId))
    .orderBy(...newestFirst(page.at, page.id));
}

// The plain list (no search) is the hot path: build it once per database as a named prepared
// statement, which saves both the query building here and the parse/plan in PostgreSQL. Searches
// stay unprepared so each term gets a plan for its own selectivity.
const plainList = new WeakMap<DbOrTx, ReturnType<typeof preparePlainList>>();
function preparePlainList(db: DbOrTx) {
  const filter = { userId: sql.placeholder("userId"), pattern: null };
  return {
    page: listPageQuery(db, filter, sql.placeholder("offset"), sql.placeholder("size")).prepare(
      "initiatives_list_page",
    ),
    count: countQuery(db, filter).prepare("initiatives_list_count"),
  };
}

export async function listPage(db: DbOrTx, filter: ListFilter, offset: number, size: number) {
  let run: {
    page: () => Promise<Array<InitiativeRow & { total: number }>>;
    count: () => Promise<Array<{ n: number }>>;
  };
  if (filter.pattern === null) {
    const statements = plainList.get(db) ?? preparePlainList(db);
    plainList.set(db, statements);
    const values = { userId: filter.userId, offset, size };
    run = { page: () => statements.page.execute(values), count: () => statements.count.execute(values) };
  } else {
    run = { page: () => listPageQuery(db, filter, offset, size), count: () => countQuery(db, filter) };
  }
  const rows = await run.page();
  if (rows.length > 0) return { list: rows.map(toInitiative), total: rows[0]!.total };
  // A page past the end returns no row to carry the total, so ask for it on its own.
  const total = offset === 0 ? 0 : ((await run.count())[0]?.n ?? 0);
  return { list: [], total };
}

/** One initiative as the given member sees it; null when it does not exist or they are not a member. */
export async function findInitiative(
  db: DbOrTx,
  { initiativeId, userId }: MemberRef,
): Promise<Initiative | null> {
  const rows = await db
    .select(initiativeColumns)
    .from(initiatives)
    .innerJoin(members, and(eq(members.initiativeId, initiatives.id), eq(members.userId, userId)))
    .innerJoin(users, eq(users.id, initiatives.ownerId))
    .where(eq(initiatives.id, initiativeId))
    .limit(1);
  return rows[0] ? toInitiative(rows[0]) : null;
}

export interface NewInitiative {
  ownerId: string;
  name: string;
  description: string;
  dueAt: Date;
  priority: Priority;
  communicationMode: CommunicationMode;
}

/**
 * Stores the initiative and its owner's membership in one transaction; `within` runs in the same
 * transaction (the service attaches documents and queues the generation job there), and its failure
 * undoes all.
 */
export async function insertInitiative(
  db: DbOrTx,
  values: NewInitiative,
  within?: (tx: DbOrTx, id: string) => Promise<unknown>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(initiatives)
      .values({ ...values, status: "CREATED" })
      .returning({ id: initiatives.id, createdAt: initiatives.createdAt });
    await tx.insert(members).values({
      initiativeId: row!.id,
      userId: values.ownerId,
      role: "owner",
      initiativeCreatedAt: row!.createdAt,
    });
    await within?.(tx, row!.id);
    return row!.id;
  });
}

/** Applies a partial update; false when the initiative no longer exists. */
export async function updateInitiative(db: DbOrTx, id: string, body: UpdateInitiativeBody): Promise<boolean> {
  const set: Partial<typeof initiatives.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.description !== undefined) set.description = body.description;
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.progress !== undefined) set.progress = body.progress;
  if (body.date_due_completion !== undefined) {
    set.dueAt = body.date_due_completion === null ? null : new Date(body.date_due_completion);
  }
  const rows = await db
    .update(initiatives)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(initiatives.id, id))
    .returning({ id: initiatives.id });
  return rows.length > 0;
}

/** Deletes the initiative; members, workstreams, subsections, plan versions, jobs and invites cascade. */
export async function deleteInitiative(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(initiatives).where(eq(initiatives.id, id)).returning({ id: initiatives.id });
  return rows.length > 0;
}

export async function findDetails(db: DbOrTx, id: string): Promise<InitiativeDetails | null> {
  const [heading] = await db
    .select({
      name: initiatives.name,
      description: initiatives.description,
      status: initiatives.status,
      failure_reason: initiatives.failureReason,
    })
    .from(initiatives)
    .where(eq(initiatives.id, id))
    .limit(1);
  if (!heading) return null;
  const list = await db
    .select({ id: workstreams.id, name: workstreams.name })
    .from(workstreams)
    .where(eq(workstreams.initiativeId, id))
    .orderBy(asc(workstreams.position), asc(workstreams.id));
  return { heading, workstreams: list };
}
