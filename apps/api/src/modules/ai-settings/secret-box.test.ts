import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "../../config";
import { loadSettingsKey, SecretBox } from "./secret-box";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ip-key-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SecretBox (AES-256-GCM)", () => {
  const box = new SecretBox(Buffer.alloc(32, 7));

  it("seals with a fresh IV each time and opens what it sealed", () => {
    const a = box.seal("sk-secret");
    const b = box.seal("sk-secret");
    expect(a).not.toBe(b);
    expect(a).not.toContain("sk-secret");
    expect(box.open(a)).toBe("sk-secret");
  });

  it("refuses tampered text and another key", () => {
    const sealed = box.seal("sk-secret");
    const parts = sealed.split(":");
    const body = Buffer.from(parts[3]!, "base64");
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString("base64")].join(":"))).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => box.open("plain text")).toThrow("Not a sealed secret");
  });
});

describe("loadSettingsKey", () => {
  it("generates a key file once (mode 0600) and reuses it", () => {
    const dir = tempDir();
    const first = loadSettingsKey(null, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, "settings.key")).mode & 0o777).toBe(0o600);
    expect(loadSettingsKey(null, dir).equals(first)).toBe(true);
    expect(readFileSync(join(dir, "settings.key"), "utf8").trim()).toBe(first.toString("base64"));
  });

  it("takes SETTINGS_KEY as base64 or hex and refuses anything else at start-up", () => {
    const hex = "ab".repeat(32);
    expect(loadSettingsKey(hex, tempDir()).equals(Buffer.from(hex, "hex"))).toBe(true);
    const base64 = Buffer.alloc(32, 1).toString("base64");
    expect(parseConfig({ SETTINGS_KEY: base64 }).llm.settingsKey).toBe(base64);
    expect(() => parseConfig({ SETTINGS_KEY: "too-short" })).toThrow(
      "SETTINGS_KEY: must be 32 bytes as base64 or hex",
    );
  });

  it("parses AI_PRICES over the built-in table and names the variable when it is not valid", () => {
    const config = parseConfig({ AI_PRICES: '{"my-model": {"input": 1, "output": 2}}' });
    expect(config.llm.prices["my-model"]).toEqual({ input: 1, output: 2 });
    expect(config.llm.prices["gpt-4o-mini"]).toBeDefined();
    expect(() => parseConfig({ AI_PRICES: '{"m": {"input": -1}}' })).toThrow(/AI_PRICES: must be JSON like/);
  });
});
