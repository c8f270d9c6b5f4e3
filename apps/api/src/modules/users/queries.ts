import type { BackendUser } from "@initiative-planner/contract";
import { eq, sql } from "drizzle-orm";
import type { Identity } from "../../auth/identity";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;

export function toBackendUser(row: UserRow): BackendUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    workstream: row.workstream,
    auth_provider: row.authProvider,
    date_last_logged_in: row.lastLoggedInAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** Makes sure a row exists for a verified identity (idempotent; never overwrites). */
export async function ensureUser(db: DbOrTx, identity: Identity): Promise<void> {
  await db.insert(users).values(userValues(identity)).onConflictDoNothing();
}

function userValues(identity: Identity) {
  const email = identity.email ?? "";
  return {
    id: identity.uid,
    email,
    name: identity.name?.trim() || email.split("@")[0] || "User",
    picture: identity.picture,
    authProvider: identity.signInProvider ?? "unknown",
  };
}

/** Creates or updates the user from the token at sign-in; a new user has no workstream. */
export async function upsertLogin(db: DbOrTx, identity: Identity): Promise<BackendUser> {
  const values = userValues(identity);
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: values.email,
        name: values.name,
        picture: values.picture,
        authProvider: values.authProvider,
        lastLoggedInAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toBackendUser(row!);
}

export async function findUser(db: DbOrTx, id: string): Promise<BackendUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toBackendUser(row) : null;
}

export async function updateWorkstream(
  db: DbOrTx,
  id: string,
  workstream: string | null,
): Promise<BackendUser | null> {
  const [row] = await db
    .update(users)
    .set({ workstream, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ? toBackendUser(row) : null;
}
