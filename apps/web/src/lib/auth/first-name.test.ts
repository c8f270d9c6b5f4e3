import { describe, expect, it } from "vitest";
import { firstName } from "./first-name";

describe("firstName", () => {
  it.each([
    [{ displayName: "ada lovelace", email: "ada@example.com" }, "Ada"],
    [{ displayName: "  Grace   Hopper ", email: null }, "Grace"],
    [{ displayName: "émile zola" }, "Émile"],
    [{ displayName: "X" }, "X"],
    [{ displayName: "", email: "linus.t@example.com" }, "linus.t"],
    [{ displayName: "   ", email: "alan@example.com" }, "alan"],
    [{ displayName: null, email: "@example.com" }, "User"],
    [{ displayName: null, email: null }, "User"],
    [{}, "User"],
    [null, "User"],
    [undefined, "User"],
  ])("%j → %s", (user, expected) => {
    expect(firstName(user)).toBe(expected);
  });
});
