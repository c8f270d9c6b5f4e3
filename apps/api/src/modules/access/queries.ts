import type { Role } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { initiativeMembers, initiatives } from "../../db/schema";

export async function findRole(db: DbOrTx, initiativeId: string, userId: string): Promise<Role | null> {
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
