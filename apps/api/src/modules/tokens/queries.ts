import type { TokenSummary } from "@initiative-planner/contract";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { personalAccessTokens, users } from "../../db/schema";

type TokenRow = typeof personalAccessTokens.$inferSelect;
export type NewTokenRow = typeof personalAccessTokens.$inferInsert;

export function toSummary(row: TokenRow): TokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export async function insertToken(db: DbOrTx, row: NewTokenRow): Promise<TokenRow> {
  const [inserted] = await db.insert(personalAccessTokens).values(row).returning();
  return inserted!;
}

export async function countTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId));
  return Number(row?.n ?? 0);
}

export async function listTokenRows(db: DbOrTx, userId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
}

/** Deletes one of the user's tokens; false when they have no token with that id. */
export async function deleteToken(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  return deleted.length > 0;
}

/** The token with this hash and its owner's account, as one lookup per request. */
export async function findTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Records a use, at most once a minute per token so busy scripts do not write on every call. */
export async function touchToken(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        sql`(${personalAccessTokens.lastUsedAt} is null or ${personalAccessTokens.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
