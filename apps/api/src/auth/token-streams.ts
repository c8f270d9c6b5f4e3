import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { personalAccessTokens } from "../db/schema";

/**
 * Streams held open with a personal access token (live events), by token id, so revoking the token
 * ends them at once in this process. Streams on other instances find out at their next heartbeat
 * (`tokenIsLive`). Token ids are unique, so one registry serves every app in the process.
 */
const heldStreams = new Map<string, Set<() => void>>();

/** Registers a stream's `end` under its token; the returned function forgets it (call it when the stream ends). */
export function holdWithToken(tokenId: string, end: () => void): () => void {
  const ends = heldStreams.get(tokenId) ?? new Set();
  ends.add(end);
  heldStreams.set(tokenId, ends);
  return () => {
    ends.delete(end);
    if (ends.size === 0 && heldStreams.get(tokenId) === ends) heldStreams.delete(tokenId);
  };
}

/** Ends every stream held with this token (it was just revoked). */
export function endTokenStreams(tokenId: string): void {
  const ends = heldStreams.get(tokenId);
  heldStreams.delete(tokenId);
  for (const end of ends ?? []) end();
}

/** Whether the token still exists (not revoked) and has not expired. */
export async function tokenIsLive(db: DbOrTx, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: personalAccessTokens.id })
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.id, tokenId),
        or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
