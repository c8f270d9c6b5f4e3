import { describe, expect, it } from "vitest";
import { claimTime, decodeJwt, formatCountdown } from "./decode-jwt";

const segment = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

describe("decodeJwt", () => {
  it("decodes base64url header and claims, including non-ASCII text", () => {
    const token = `${segment({ alg: "RS256", kid: "k1" })}.${segment({ name: "Zoë ✓", exp: 1_700_000_000 })}.sig`;
    expect(decodeJwt(token)).toEqual({
      header: { alg: "RS256", kid: "k1" },
      claims: { name: "Zoë ✓", exp: 1_700_000_000 },
    });
  });

  it.each(["", "abc", "a.b", "a.b.c.d", `${segment([1])}.${segment({})}.s`, "!!!.???.x"])(
    "returns null for %j",
    (token) => {
      expect(decodeJwt(token)).toBeNull();
    },
  );
});

describe("claimTime and formatCountdown", () => {
  it("reads seconds claims as milliseconds", () => {
    expect(claimTime({ exp: 10 }, "exp")).toBe(10_000);
    expect(claimTime({ exp: "10" }, "exp")).toBeNull();
  });

  it("formats what is left", () => {
    expect(formatCountdown(0)).toBe("expired");
    expect(formatCountdown(65_400)).toBe("1m 05s");
    expect(formatCountdown(3_725_000)).toBe("1h 02m 05s");
  });
});
