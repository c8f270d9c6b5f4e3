import type { Role } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiativeMembers, initiatives, users } from "../../db/schema";

/** A person's place on an initiative: the two ids travel together, named, so they cannot be swapped. */
export interface MemberRef {
  initiativeId: string;
  userId: string;
}

export async function findRole(db: DbOrTx, { initiativeId, userId }: MemberRef): Promise<Role | null> {
  const rows = await db
    .select({ role: initiativeMembers.role })
    .from(initiativeMembers)
    .where(and(eq(initiativeMembers.initiativeId, initiativeId), eq(initiativeMembers.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

export async function initiativeExists(db: DbOrTx, initiativeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: initiatives.id })
    .from(initiatives)
    .where(eq(initiatives.id, initiativeId))
    .limit(1);
  return rows.length > 0;
}

/** The installation's first user (the admin when ADMIN_EMAILS is unset). */
export async function findFirstUserId(db: DbOrTx): Promise<string | null> {
  const rows = await db.select({ id: users.id }).from(users).orderBy(users.createdAt, users.id).limit(1);
  return rows[0]?.id ?? null;
}
