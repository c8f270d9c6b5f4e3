import { createHash, randomBytes } from "node:crypto";
import {
  type CreatedToken,
  type CreateTokenBody,
  TOKEN_LIMITS,
  TOKEN_PREFIX,
  type TokenSummary,
} from "@initiative-planner/contract";
import { type Identity, NO_EXPIRY } from "../../auth/identity";
import { endTokenStreams } from "../../auth/token-streams";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound, unauthenticated } from "../../http/errors";
import {
  countTokens,
  deleteToken,
  findTokenByHash,
  insertToken,
  listTokenRows,
  toSummary,
  touchToken,
} from "./queries";

const SECRET_BYTES = 32;
// 32 random bytes in base64url are 43 characters; anything else is not one of ours.
const TOKEN_SHAPE = /^ipat_[A-Za-z0-9_-]{43}$/;
const HINT_CHARS = 4;
const DAY_MS = 86_400_000;

/** True when a bearer value looks like a personal access token (the identity token is a JWT). */
export const isPersonalAccessToken = (value: string) => value.startsWith(TOKEN_PREFIX);

/** SHA-256 is enough for 256-bit random secrets: no dictionary to attack, unlike passwords (decision 080). */
export const hashToken = (secret: string) => createHash("sha256").update(secret).digest("hex");

export async function createToken(db: DbOrTx, user: Identity, body: CreateTokenBody): Promise<CreatedToken> {
  if ((await countTokens(db, user.uid)) >= TOKEN_LIMITS.perUser) {
    throw conflict(
      `You already have ${TOKEN_LIMITS.perUser} personal access tokens. Revoke one you no longer use first.`,
    );
  }
  const secret = `${TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  const row = await insertToken(db, {
    userId: user.uid,
    name: body.name,
    scope: body.scope,
    tokenHash: hashToken(secret),
    hint: `${secret.slice(0, TOKEN_PREFIX.length + HINT_CHARS)}…`,
    emailVerified: user.emailVerified,
    expiresAt: body.expires_in_days ? new Date(Date.now() + body.expires_in_days * DAY_MS) : null,
  });
  return { ...toSummary(row), token: secret };
}

export async function listTokens(db: DbOrTx, userId: string): Promise<TokenSummary[]> {
  return (await listTokenRows(db, userId)).map(toSummary);
}

export async function revokeToken(db: DbOrTx, userId: string, id: string): Promise<{ id: string }> {
  if (!(await deleteToken(db, userId, id))) {
    throw notFound("You have no personal access token with this id (it may be revoked already).");
  }
  // "At once": live streams opened with it end now, not when they next reconnect.
  endTokenStreams(id);
  return { id };
}

/**
 * The identity a personal access token acts as: its owner's account, with the token's id and scope.
 * Unknown, revoked and expired tokens are 401s that say which, never whose.
 */
export async function resolveToken(db: DbOrTx, secret: string): Promise<Identity> {
  const found = TOKEN_SHAPE.test(secret) ? await findTokenByHash(db, hashToken(secret)) : null;
  if (!found) {
    throw unauthenticated(
      "This personal access token is not valid: it was revoked or never existed. Create one in Settings.",
    );
  }
  const { token, user } = found;
  if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) {
    throw unauthenticated(
      `This personal access token expired on ${token.expiresAt.toISOString().slice(0, 10)}. Create a new one in Settings.`,
    );
  }
  await touchToken(db, token.id);
  return {
    uid: user.id,
    email: user.email || null,
    name: user.name,
    picture: user.picture,
    emailVerified: token.emailVerified,
    signInProvider: "personal_access_token",
    authTime: token.createdAt,
    // A token without an expiry: the identity's lifetime is unbounded, the last date JavaScript holds.
    expiresAt: token.expiresAt ?? NO_EXPIRY,
    issuedAt: token.createdAt,
    pat: { id: token.id, scope: token.scope },
  };
}
