import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { devRefreshTokens } from "../db/schema";

export interface RefreshTokenOwner {
  uid: string;
  email: string;
  name: string;
}

/** Stores a new refresh token by its hash only. */
export async function insertRefreshToken(db: DbOrTx, tokenHash: string, owner: RefreshTokenOwner) {
  await db.insert(devRefreshTokens).values({ tokenHash, ...owner });
}

/**
 * Revokes a live refresh token and says whose it was, in one statement: of two concurrent refreshes
 * with the same token only one can win, so a stolen-and-replayed token cannot fork a session.
 */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenOwner | null> {
  const [row] = await db
    .update(devRefreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(devRefreshTokens.tokenHash, tokenHash), isNull(devRefreshTokens.revokedAt)))
    .returning({
      uid: devRefreshTokens.uid,
      email: devRefreshTokens.email,
      name: devRefreshTokens.name,
    });
  return row ?? null;
}

/** Revokes a refresh token; unknown or already revoked tokens are not an error (idempotent sign-out). */
export async function revokeRefreshToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(devRefreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(devRefreshTokens.tokenHash, tokenHash), isNull(devRefreshTokens.revokedAt)));
}
