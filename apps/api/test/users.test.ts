import {
  ONBOARDING_TEAMS,
  PROFILE_WORKSTREAMS,
  routes,
  USER_WORKSTREAMS,
} from "@initiative-planner/contract";
import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { devUidForEmail } from "../src/auth/dev-tokens";
import { DEV_AUDIENCE, DEV_ISSUER } from "../src/compose";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dbKinds())("user endpoints on %s", (kind) => {
  const server = useTestServer(kind);

  const login = async (token: string) => server.call(routes.userLogin, { token });

  it("creates the user at first login with no workstream, then updates it at the next", async () => {
    const token = await server.token("ada@example.com", "Ada Lovelace");
    const first = await login(token);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data).toMatchObject({
      id: devUidForEmail("ada@example.com"),
      name: "Ada Lovelace",
      email: "ada@example.com",
      workstream: null,
      auth_provider: "google.com",
    });

    await sleep(20);
    const renamed = await server.token("ada@example.com", "Ada King");
    const second = await login(renamed);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.name).toBe("Ada King");
    expect(Date.parse(second.body.data.date_last_logged_in)).toBeGreaterThan(
      Date.parse(first.body.data.date_last_logged_in),
    );
    expect(second.body.data.created_at).toBe(first.body.data.created_at);
  });

  it("keeps the chosen workstream across logins", async () => {
    const token = await server.token("keep@example.com");
    await login(token);
    await server.call(routes.updateUser, { token, body: { workstream: "Legal" } });
    const again = await login(token);
    expect(again.body.data.workstream).toBe("Legal");
  });

  it("answers GET /user and /user/profile with the same user", async () => {
    const token = await server.token("grace@example.com", "Grace Hopper");
    const created = await login(token);
    const user = await server.call(routes.getUser, { token });
    const profile = await server.call(routes.getUserProfile, { token });
    expect(user.status).toBe(200);
    expect(user.body).toEqual({ success: true, data: created.body.data });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(user.body);
  });

  it("offers 10 onboarding teams and 8 profile workstreams, all accepted", () => {
    expect(ONBOARDING_TEAMS).toHaveLength(10);
    expect(PROFILE_WORKSTREAMS).toHaveLength(8);
    expect(new Set(USER_WORKSTREAMS)).toEqual(new Set([...ONBOARDING_TEAMS, ...PROFILE_WORKSTREAMS]));
  });

  it("stores every valid workstream and null", async () => {
    const token = await server.token("ws@example.com");
    await login(token);
    for (const workstream of [...USER_WORKSTREAMS, null]) {
      const res = await server.request("PUT", "/portal/user", { token, body: { workstream } });
      expect(res.status, String(workstream)).toBe(200);
      expect(res.body.data.workstream).toBe(workstream);
      const read = await server.call(routes.getUser, { token });
      expect(read.body.data.workstream).toBe(workstream);
    }
  });

  it("refuses unknown workstreams and wrong types with a 400 naming body.workstream", async () => {
    const token = await server.token("bad@example.com");
    await login(token);
    await server.call(routes.updateUser, { token, body: { workstream: "Legal" } });
    for (const workstream of ["Astrology", "", "backend engineering", " Legal", 5, true, [], { a: 1 }]) {
      const res = await server.request("PUT", "/portal/user", { token, body: { workstream } });
      expect(res.status, JSON.stringify(workstream)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
      expect(res.body.message).toContain("body.workstream");
    }
    const missing = await server.request("PUT", "/portal/user", { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("body.workstream");
    const read = await server.call(routes.getUser, { token });
    expect(read.body.data.workstream).toBe("Legal");
  });

  it("refuses extra fields", async () => {
    const token = await server.token("extra@example.com");
    await login(token);
    const res = await server.request("PUT", "/portal/user", {
      token,
      body: { workstream: null, name: "Mallory", id: "someone-else" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_failed");
    const read = await server.call(routes.getUser, { token });
    expect(read.body.data.name).toBe("extra");
  });

  it("answers a missing or bad token with 401 in the wrapper on every user route", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const foreign = await new SignJWT({ email: "eve@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "foreign" })
      .setIssuer(DEV_ISSUER)
      .setAudience(DEV_AUDIENCE)
      .setSubject("eve")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    const calls: [string, string, unknown?][] = [
      ["POST", "/portal/user/login"],
      ["GET", "/portal/user"],
      ["GET", "/portal/user/profile"],
      ["PUT", "/portal/user", { workstream: null }],
      ["GET", "/portal/api/test"],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, "garbage", foreign]) {
        const res = await server.request(method, path, { token, body });
        expect(res.status, `${method} ${path} ${token?.slice(0, 8)}`).toBe(401);
        expect(res.body).toMatchObject({ success: false, error: "unauthenticated" });
        expect(typeof res.body.message).toBe("string");
        expect(res.text).not.toContain(foreign);
      }
    }
  });
});
