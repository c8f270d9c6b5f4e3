import { describe, expect, it } from "vitest";
import { ConfigError, isLoopback, parseConfig } from "./config";

describe("dev identity outside loopback", () => {
  it.each(["0.0.0.0", "::", "192.168.1.20", "planner.example.com"])("refuses HOST=%s in dev mode", (host) => {
    expect(() => parseConfig({ HOST: host })).toThrow(ConfigError);
    expect(() => parseConfig({ HOST: host })).toThrow(/HOST: .*anyone.*ALLOW_DEV_AUTH=true/s);
  });

  it.each(["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"])("starts on %s", (host) => {
    expect(parseConfig({ HOST: host }).host).toBe(host);
  });

  it("starts anywhere when ALLOW_DEV_AUTH=true or with Firebase", () => {
    expect(parseConfig({ HOST: "0.0.0.0", ALLOW_DEV_AUTH: "true" }).auth.mode).toBe("dev");
    expect(parseConfig({ HOST: "0.0.0.0", FIREBASE_PROJECT_ID: "p" }).auth.mode).toBe("firebase");
  });

  it("knows loopback addresses", () => {
    expect(isLoopback("127.255.0.1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("127.0.0.256")).toBe(false);
    expect(isLoopback("10.0.0.1")).toBe(false);
  });
});
