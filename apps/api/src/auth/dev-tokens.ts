import { createHash, randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { DEV_SIGNING_ALG, type DevSigningKey } from "./dev-keys";

/** Lifetime of a dev ID token, as for a Firebase ID token. */
export const DEV_ID_TOKEN_TTL_SECONDS = 3600;

const FIREBASE_UID_LENGTH = 28;

/**
 * The same email (ignoring case and surrounding spaces) always maps to the same account, so signing in
 * again with an address reaches the same user. 28 base64url characters, the shape of a Firebase uid.
 */
export function devUidForEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  return createHash("sha256").update(normalized).digest("base64url").slice(0, FIREBASE_UID_LENGTH);
}

export interface DevIdTokenInput {
  key: Pick<DevSigningKey, "privateKey" | "kid">;
  issuer: string;
  audience: string;
  uid: string;
  email: string;
  name: string;
  picture?: string | null;
  /** When the user actually signed in; a refresh keeps the original time, as Firebase does. */
  authTime?: Date;
  now?: Date;
}

/** A signed JWT carrying the claims of a Firebase ID token (Google sign-in). */
export async function issueDevIdToken(input: DevIdTokenInput): Promise<string> {
  const iat = toEpochSeconds(input.now ?? new Date());
  const authTime = input.authTime ? toEpochSeconds(input.authTime) : iat;
  const claims: Record<string, unknown> = {
    name: input.name,
    ...(input.picture ? { picture: input.picture } : {}),
    auth_time: authTime,
    user_id: input.uid,
    email: input.email,
    email_verified: true,
    firebase: {
      identities: { "google.com": [input.uid], email: [input.email] },
      sign_in_provider: "google.com",
    },
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: DEV_SIGNING_ALG, kid: input.key.kid, typ: "JWT" })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(input.uid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DEV_ID_TOKEN_TTL_SECONDS)
    .sign(input.key.privateKey);
}

/** An opaque refresh token; only its hash is stored, so a database leak does not hand out sessions. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function toEpochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
