import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { devSigningKeyPath, loadOrCreateDevSigningKey } from "./dev-keys";

describe("loadOrCreateDevSigningKey", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "dev-keys-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("creates an RS256 key on first call and persists it with mode 0600", async () => {
    const key = await loadOrCreateDevSigningKey(join(dataDir, "nested"));
    expect(key.privateKey.type).toBe("private");
    expect(key.privateKey.algorithm).toMatchObject({ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048 });
    expect(key.publicJwk).toMatchObject({ kty: "RSA", kid: key.kid, alg: "RS256", use: "sig", e: "AQAB" });

    const info = await stat(devSigningKeyPath(join(dataDir, "nested")));
    expect(info.mode & 0o777).toBe(0o600);
  });

  it("never exposes private members in the public JWK", async () => {
    const { publicJwk } = await loadOrCreateDevSigningKey(dataDir);
    expect(Object.keys(publicJwk).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
  });

  it("reuses the persisted key on later calls, so tokens survive a restart", async () => {
    const first = await loadOrCreateDevSigningKey(dataDir);
    const second = await loadOrCreateDevSigningKey(dataDir);
    expect(second.kid).toBe(first.kid);
    expect(second.publicJwk).toEqual(first.publicJwk);
  });

  it("gives concurrent first calls one and the same key and leaves no temp files", async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateDevSigningKey(dataDir)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    const stored = JSON.parse(await readFile(devSigningKeyPath(dataDir), "utf8"));
    expect(stored.kid).toBe(keys[0]!.kid);
    expect(await readdir(join(dataDir, "dev-auth"))).toEqual(["signing-key.json"]);
  });

  it("refuses a corrupt key file instead of silently replacing it", async () => {
    await loadOrCreateDevSigningKey(dataDir);
    await writeFile(devSigningKeyPath(dataDir), "{ not json");
    await expect(loadOrCreateDevSigningKey(dataDir)).rejects.toThrow(/is not valid/);
  });
});
