import type { Role } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiativeMembers, initiatives, users } from "../../db/schema";

export async function findRole(db: DbOrTx, initiativeId: string, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: initiativeMembers.role })
    .from(initiativeMembers)
    .where(and(eq(initiativeMembers.initiativeId, initiativeId), eq(initiativeMembers.userId, userId)))
    .limit(1);
  return (rows[0]?.role as Role | undefined) ?? null;
}

export async function findOwner(
  db: DbOrTx,
  initiativeId: string,
): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(initiatives)
    .innerJoin(users, eq(users.id, initiatives.ownerId))
    .where(eq(initiatives.id, initiativeId))
    .limit(1);
  return rows[0] ?? null;
}

/** The installation's first user (the admin when ADMIN_EMAILS is unset). */
export async function findFirstUserId(db: DbOrTx): Promise<string | null> {
  const rows = await db.select({ id: users.id }).from(users).orderBy(users.createdAt, users.id).limit(1);
  return rows[0]?.id ?? null;
}
