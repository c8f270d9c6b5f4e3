import type { Collaborator, PendingInvite, Role } from "@initiative-planner/contract";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiativeMembers, initiatives, invites, mailOutbox, users } from "../../db/schema";
import type { MemberRef } from "../access/queries";

const memberColumns = {
  userId: initiativeMembers.userId,
  role: initiativeMembers.role,
  addedAt: initiativeMembers.addedAt,
  name: users.name,
  email: users.email,
  picture: users.picture,
};

type MemberRow = {
  userId: string;
  role: Role;
  addedAt: Date;
  name: string;
  email: string;
  picture: string | null;
};

const toCollaborator = (row: MemberRow): Collaborator => ({
  user_id: row.userId,
  name: row.name,
  email: row.email,
  picture: row.picture,
  role: row.role,
  added_at: row.addedAt.toISOString(),
});

export async function pageMembers(db: DbOrTx, initiativeId: string, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(initiativeMembers)
      .innerJoin(users, eq(users.id, initiativeMembers.userId))
      .where(eq(initiativeMembers.initiativeId, initiativeId))
      // The owner first, then in the order people joined.
      .orderBy(
        sql`case when ${initiativeMembers.role} = 'owner' then 0 else 1 end`,
        asc(initiativeMembers.addedAt),
        asc(users.id),
      )
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(initiativeMembers).where(eq(initiativeMembers.initiativeId, initiativeId)),
  ]);
  return { list: rows.map(toCollaborator), total: Number(total?.n ?? 0) };
}

export async function findMemberByEmail(db: DbOrTx, initiativeId: string, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(initiativeMembers)
    .innerJoin(users, eq(users.id, initiativeMembers.userId))
    .where(
      and(
        eq(initiativeMembers.initiativeId, initiativeId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds a member; an existing member keeps the stronger of the two roles. */
export async function addMember(db: DbOrTx, { initiativeId, userId }: MemberRef, role: Role) {
  const [initiative] = await db
    .select({ createdAt: initiatives.createdAt })
    .from(initiatives)
    .where(eq(initiatives.id, initiativeId))
    .limit(1);
  if (!initiative) return;
  await db
    .insert(initiativeMembers)
    .values({ initiativeId, userId, role, initiativeCreatedAt: initiative.createdAt })
    .onConflictDoUpdate({
      target: [initiativeMembers.initiativeId, initiativeMembers.userId],
      set: {
        role: sql`case when ${initiativeMembers.role} = 'owner' or (${initiativeMembers.role} = 'editor' and excluded.role = 'viewer') then ${initiativeMembers.role} else excluded.role end`,
      },
    });
}

const isMember = ({ initiativeId, userId }: MemberRef) =>
  and(eq(initiativeMembers.initiativeId, initiativeId), eq(initiativeMembers.userId, userId));

export async function setMemberRole(db: DbOrTx, member: MemberRef, role: Role) {
  await db.update(initiativeMembers).set({ role }).where(isMember(member));
}

export async function deleteMember(db: DbOrTx, member: MemberRef) {
  await db.delete(initiativeMembers).where(isMember(member));
}

type InviteRow = typeof invites.$inferSelect;

/** What non-owners see of a delivery failure: the mail server's answer is for the owner only. */
export const GENERIC_DELIVERY_ERROR =
  "The invitation e-mail could not be delivered. The initiative's owner can see why.";

export const toPendingInvite = (row: InviteRow, inviterName: string, viewerRole: Role): PendingInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: inviterName,
  created_at: row.createdAt.toISOString(),
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
  last_error: row.lastError && viewerRole !== "owner" ? GENERIC_DELIVERY_ERROR : row.lastError,
  expires_at: row.expiresAt.toISOString(),
});

export async function listPendingInvites(
  db: DbOrTx,
  initiativeId: string,
  viewerRole: Role,
): Promise<PendingInvite[]> {
  const rows = await db
    .select({ invite: invites, inviterName: users.name })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.invitedBy))
    .where(and(eq(invites.initiativeId, initiativeId), eq(invites.status, "pending")))
    .orderBy(asc(invites.createdAt));
  return rows.map((r) => toPendingInvite(r.invite, r.inviterName, viewerRole));
}

export async function findPendingInviteByEmail(db: DbOrTx, initiativeId: string, email: string) {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.initiativeId, initiativeId),
        eq(invites.status, "pending"),
        sql`lower(${invites.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInvite(db: DbOrTx, values: typeof invites.$inferInsert) {
  const [row] = await db.insert(invites).values(values).returning();
  return row!;
}

export interface InviteRef {
  initiativeId: string;
  inviteId: string;
}

export async function findInvite(db: DbOrTx, { initiativeId, inviteId }: InviteRef) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.initiativeId, initiativeId), eq(invites.id, inviteId)))
    .limit(1);
  return row ?? null;
}

export async function findInviteByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Pending, unexpired invitations to an address (any case). */
export async function pendingInvitesForEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.status, "pending"),
        sql`${invites.expiresAt} > now()`,
        sql`lower(${invites.email}) = ${email.toLowerCase()}`,
      ),
    );
}

/**
 * Marks a pending, unexpired invitation accepted in one conditional statement: of concurrent accepts
 * exactly one gets the row back; the others get null.
 */
export async function claimPendingInvite(db: DbOrTx, inviteId: string) {
  const [row] = await db
    .update(invites)
    .set({ status: "accepted", acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invites.id, inviteId), eq(invites.status, "pending"), sql`${invites.expiresAt} > now()`))
    .returning();
  return row ?? null;
}

/** When the last mail of an invitation was queued (resends wait a minute after it). */
export async function lastMailQueuedAt(db: DbOrTx, inviteId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.inviteId, inviteId));
  return row?.at ?? null;
}

export async function updateInvite(db: DbOrTx, id: string, values: Partial<typeof invites.$inferInsert>) {
  const [row] = await db
    .update(invites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invites.id, id))
    .returning();
  return row ?? null;
}

export async function initiativeAndUserNames(db: DbOrTx, { initiativeId, userId }: MemberRef) {
  const [initiative] = await db
    .select({ name: initiatives.name })
    .from(initiatives)
    .where(eq(initiatives.id, initiativeId));
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { initiativeName: initiative?.name ?? "an initiative", inviterName: user?.name ?? "A teammate" };
}
