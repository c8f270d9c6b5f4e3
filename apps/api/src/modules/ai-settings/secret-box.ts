import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const VERSION = "v1";

/** AES-256-GCM for secrets at rest (API keys): `v1:<iv>:<tag>:<ciphertext>`, base64 parts. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error("The settings key must be 32 bytes");
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return [
      VERSION,
      iv.toString("base64"),
      cipher.getAuthTag().toString("base64"),
      body.toString("base64"),
    ].join(":");
  }

  /** Throws when the text was sealed with another key or was tampered with. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(":");
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed secret");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
  }
}

/** SETTINGS_KEY (base64 or hex), else `settings.key` in DATA_DIR, generated on first use. */
export function loadSettingsKey(settingsKey: string | null, dataDir: string): Buffer {
  if (settingsKey) {
    return /^[0-9a-fA-F]{64}$/.test(settingsKey)
      ? Buffer.from(settingsKey, "hex")
      : Buffer.from(settingsKey, "base64");
  }
  const file = join(dataDir, "settings.key");
  if (existsSync(file)) return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    // `wx`: two processes starting together must not both write a different key.
    writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch {
    return Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  }
}

declare module "../../http/context" {
  interface AppServices {
    /** Seals secrets at rest with SETTINGS_KEY (the AI key, tracker tokens, webhook secrets). */
    secretBox: SecretBox;
  }
}
