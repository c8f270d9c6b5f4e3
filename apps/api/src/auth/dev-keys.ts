import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from "jose";

export const DEV_SIGNING_ALG = "RS256";

export interface DevSigningKey {
  privateKey: CryptoKey;
  /** Public half only, ready for `/dev-auth/jwks.json`. */
  publicJwk: JWK;
  kid: string;
}

interface StoredKeyFile {
  version: 1;
  kid: string;
  privateJwk: JWK;
}

const PUBLIC_RSA_MEMBERS = ["kty", "n", "e"] as const;

export function devSigningKeyPath(dataDir: string): string {
  return join(dataDir, "dev-auth", "signing-key.json");
}

/**
 * The dev identity provider's RS256 key: generated on the first call and kept under DATA_DIR so that
 * issued tokens stay valid across restarts.
 */
export async function loadOrCreateDevSigningKey(dataDir: string): Promise<DevSigningKey> {
  const path = devSigningKeyPath(dataDir);
  const existing = await readStoredKey(path);
  if (existing) return toSigningKey(existing, path);

  await mkdir(join(dataDir, "dev-auth"), { recursive: true, mode: 0o700 });
  const created = await generateStoredKey();
  const tmpPath = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(tmpPath, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  try {
    // link() instead of rename(): it is just as atomic but refuses to replace a file, so when two
    // processes start at once on one DATA_DIR both end up with the same key instead of the last writer's.
    await link(tmpPath, path);
  } catch (error) {
    if (!isErrno(error, "EEXIST")) throw error;
    const winner = await readStoredKey(path);
    if (!winner) throw new Error(`Dev signing key ${path} vanished while being created`);
    return toSigningKey(winner, path);
  } finally {
    await unlink(tmpPath).catch(() => undefined);
  }
  return toSigningKey(created, path);
}

async function generateStoredKey(): Promise<StoredKeyFile> {
  const { privateKey } = await generateKeyPair(DEV_SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk);
  return { version: 1, kid, privateJwk };
}

async function readStoredKey(path: string): Promise<StoredKeyFile | null> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isStoredKeyFile(parsed)) {
    // Never silently regenerate: that would invalidate every session without anyone knowing why.
    throw new Error(`Dev signing key file ${path} is not valid; delete it to generate a new key`);
  }
  return parsed;
}

async function toSigningKey(stored: StoredKeyFile, path: string): Promise<DevSigningKey> {
  const privateKey = await importJWK(stored.privateJwk, DEV_SIGNING_ALG);
  if (privateKey instanceof Uint8Array || privateKey.type !== "private") {
    throw new Error(`Dev signing key file ${path} does not hold an RSA private key`);
  }
  const publicJwk: JWK = { kid: stored.kid, alg: DEV_SIGNING_ALG, use: "sig" };
  for (const member of PUBLIC_RSA_MEMBERS) publicJwk[member] = stored.privateJwk[member];
  return { privateKey, publicJwk, kid: stored.kid };
}

function isStoredKeyFile(value: unknown): value is StoredKeyFile {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const jwk = record.privateJwk as Record<string, unknown> | undefined;
  return (
    record.version === 1 &&
    typeof record.kid === "string" &&
    record.kid.length > 0 &&
    typeof jwk === "object" &&
    jwk !== null &&
    jwk.kty === "RSA" &&
    typeof jwk.n === "string" &&
    typeof jwk.d === "string"
  );
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
