import { Writable } from "node:stream";
import { routes } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import {
  createAccessToken,
  createInitiative,
  createInitiativeBody,
  createUser,
  type TestUser,
} from "./factories";
import { startTestServer, type TestServer, useTestServer } from "./harness";
import { callText, connectMcp } from "./mcp-support";
import { dbKinds } from "./test-db";

const ADMIN = "tokens-admin@example.com";
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(dbKinds())("personal access tokens on %s", (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let admin: TestUser;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Heartbeats every 300 ms: a stream whose token was revoked through another instance ends at one.
    server = await startTestServer(
      kind,
      { ADMIN_EMAILS: ADMIN, LOG_LEVEL: "trace", EVENTS_HEARTBEAT_MS: "300" },
      [],
      {
        logger: { stream },
      },
    );
    alice = await createUser(server);
    admin = await createUser(server, { email: ADMIN });
  }, 120_000);
  afterAll(async () => server?.close());

  /** Opens an initiative's live events with a token; resolves how long after `mark()` the stream ended. */
  async function heldStream(token: string) {
    const initiative = await createInitiative(server, alice);
    const controller = new AbortController();
    const res = await fetch(`${server.url}/portal/initiatives/${initiative.id}/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    let marked = 0;
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now() - marked;
    })();
    return {
      mark: () => {
        marked = Date.now();
      },
      /** Milliseconds from the mark to the end, or -1 when the stream was still open after 3 s. */
      endedAfter: async () => {
        const ms = await Promise.race([ended, new Promise<number>((r) => setTimeout(() => r(-1), 3_000))]);
        controller.abort();
        return ms;
      },
    };
  }

  it("ends a live event stream opened with it as soon as it is revoked", async () => {
    const { token, id } = await createAccessToken(server, alice, "read");
    const stream = await heldStream(token);
    stream.mark();
    await server.call(routes.revokeToken, { token: alice.token, params: { tokenId: id } });
    const ms = await stream.endedAfter();
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(1_000);
  });

  it("ends a stream at its next heartbeat when the token was revoked elsewhere (another instance)", async () => {
    const { token, id } = await createAccessToken(server, alice, "read");
    const stream = await heldStream(token);
    stream.mark();
    // As another instance's revocation leaves it: the row gone, this process not told.
    await server.ctx.db.execute(sql`delete from personal_access_tokens where id = ${id}`);
    const ms = await stream.endedAfter();
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(ms).toBeLessThan(2_000);
  });

  it("is shown once, listed without its secret, and stored only as a hash", async () => {
    const created = await server.call(routes.createToken, {
      token: alice.token,
      body: { name: "  CI script ", scope: "write", expires_in_days: 30 },
    });
    expect(created.status).toBe(200);
    const secret = created.data.token;
    expect(secret).toMatch(/^ipat_[A-Za-z0-9_-]{43}$/);
    expect(created.data).toMatchObject({ name: "CI script", scope: "write", last_used_at: null });
    const days = (Date.parse(created.data.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const listed = await server.call(routes.listTokens, { token: alice.token });
    const mine = listed.data.find((t) => t.id === created.data.id)!;
    expect(mine.hint).toBe(`${secret.slice(0, 9)}…`);
    expect(listed.text).not.toContain(secret);
    expect(listed.text).not.toContain(secret.slice(9));

    const rows = await server.ctx.db.execute(sql`select t::text as row from personal_access_tokens t`);
    const stored = (rows as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join("\n");
    expect(stored).not.toContain(secret.slice(9));

    // Used as Bearer, it acts as its owner; the use is recorded.
    const me = await server.request("GET", "/portal/user", bearer(secret));
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(alice.id);
    const after = await server.call(routes.listTokens, { token: alice.token });
    expect(after.data.find((t) => t.id === created.data.id)!.last_used_at).not.toBeNull();
  });

  it("with the read scope reads but is refused every write, changing nothing", async () => {
    const { token } = await createAccessToken(server, alice, "read");
    expect((await server.request("GET", "/portal/initiative?page=0&size=10", bearer(token))).status).toBe(
      200,
    );
    const before = await snapshot(server);
    for (const [method, path, body] of [
      ["POST", "/portal/initiative", createInitiativeBody()],
      ["PUT", "/portal/user", { workstream: "Legal" }],
      ["POST", "/portal/user/login", undefined],
    ] as const) {
      const res = await server.request(method, path, { ...bearer(token), body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: "forbidden" });
      expect(res.body.message).toContain("read-only");
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it("with the write scope writes as its owner", async () => {
    const { token } = await createAccessToken(server, alice, "write");
    const res = await server.request("POST", "/portal/initiative", {
      ...bearer(token),
      body: createInitiativeBody(),
    });
    expect(res.status).toBe(200);
    const list = await server.call(routes.listInitiatives, {
      token: alice.token,
      query: { page: 0, size: 50 },
    });
    expect(list.data.list.map((i) => i.id)).toContain(res.body.data.id);
  });

  it("cannot manage tokens, whatever its scope", async () => {
    const { token, id } = await createAccessToken(server, alice, "write");
    for (const [method, path, body] of [
      ["GET", "/portal/user/tokens", undefined],
      ["POST", "/portal/user/tokens", { name: "escalate", scope: "write" }],
      ["DELETE", `/portal/user/tokens/${id}`, undefined],
    ] as const) {
      const res = await server.request(method, path, { ...bearer(token), body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toContain("cannot manage tokens");
    }
  });

  it("stops working the moment it is revoked", async () => {
    const { token, id } = await createAccessToken(server, alice, "write");
    expect((await server.request("GET", "/portal/user", bearer(token))).status).toBe(200);
    const revoked = await server.call(routes.revokeToken, { token: alice.token, params: { tokenId: id } });
    expect(revoked.status).toBe(200);
    const res = await server.request("GET", "/portal/user", bearer(token));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: "unauthenticated" });
    expect(res.body.message).toContain("revoked");
    // Another user's token id is not theirs to revoke.
    const other = await createAccessToken(server, admin, "read");
    const refused = await server.call(routes.revokeToken, {
      token: alice.token,
      params: { tokenId: other.id },
    });
    expect(refused.status).toBe(404);
    expect((await server.request("GET", "/portal/user", bearer(other.token))).status).toBe(200);
  });

  it("is refused once expired", async () => {
    const { token, id } = await createAccessToken(server, alice, "read", 1);
    await server.ctx.db.execute(
      sql`update personal_access_tokens set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const res = await server.request("GET", "/portal/user", bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toContain("expired");
  });

  it("reaches admin routes only when its owner is an admin", async () => {
    const mine = await createAccessToken(server, alice, "write");
    const res = await server.request("GET", "/portal/admin/ai-settings", bearer(mine.token));
    expect(res.status).toBe(403);
    const theirs = await createAccessToken(server, admin, "read");
    expect((await server.request("GET", "/portal/admin/ai-settings", bearer(theirs.token))).status).toBe(200);
    // A read token of an admin still cannot change the settings.
    const put = await server.request("PUT", "/portal/admin/ai-settings", {
      ...bearer(theirs.token),
      body: { provider: "offline" },
    });
    expect(put.status).toBe(403);
  });

  it("refuses malformed and unknown tokens, and bad bodies, with the envelope", async () => {
    for (const value of ["ipat_short", `ipat_${"A".repeat(43)}`, "ipat_"]) {
      const res = await server.request("GET", "/portal/user", bearer(value));
      expect(res.status, value).toBe(401);
      expect(res.body.error).toBe("unauthenticated");
    }
    for (const body of [
      { name: "x", scope: "admin" },
      { name: "", scope: "read" },
      { name: "x", scope: "read", expires_in_days: 0 },
      { name: "x", scope: "read", expires_in_days: 1.5 },
      { name: "x".repeat(101), scope: "read" },
      { name: "x", scope: "read", extra: true },
    ]) {
      const res = await server.request("POST", "/portal/user/tokens", { token: alice.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_failed");
    }
  });

  it("never appears in the log", async () => {
    const { token, id } = await createAccessToken(server, alice, "read");
    await server.request("GET", "/portal/user", bearer(token));
    await server.request("GET", "/portal/user", { headers: { "x-user-authorization-token": token } });
    await server.request("PUT", "/portal/user", { ...bearer(token), body: { workstream: "Legal" } });
    await server.request("GET", `/portal/user?token=${token}`, bearer(token));
    await server.call(routes.revokeToken, { token: alice.token, params: { tokenId: id } });
    await server.request("GET", "/portal/user", bearer(token));
    server.ctx.log.info(`a message that quotes ${token} by mistake`);
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain("ipat_[redacted]");
    expect(log).not.toContain(token.slice(5));
  });
});

describe.each(dbKinds())("a personal access token and its owner's AI limits on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "1", JOB_POLL_MS: "100" });

  it("share one budget: a call through the browser leaves none for the token, and MCP too", async () => {
    const owner = await createUser(server);
    const { token } = await createAccessToken(server, owner, "write");
    const first = await server.request("POST", "/portal/initiative", {
      token: owner.token,
      body: createInitiativeBody(),
    });
    expect(first.status).toBe(200);
    const second = await server.request("POST", "/portal/initiative", {
      ...bearer(token),
      body: createInitiativeBody(),
    });
    expect(second.status).toBe(429);
    expect(second.body.error).toBe("rate_limited");
    const client = await connectMcp(server, token);
    const viaMcp = await callText(client, "create_initiative", { idea: "One more idea", wait_seconds: 0 });
    expect(viaMcp.isError).toBe(true);
    expect(viaMcp.text).toMatch(/^rate_limited:/);
    await client.close();
    // Another person's budget is their own.
    const other = await createUser(server);
    const theirs = await createAccessToken(server, other, "write");
    const own = await server.request("POST", "/portal/initiative", {
      ...bearer(theirs.token),
      body: createInitiativeBody(),
    });
    expect(own.status).toBe(200);
  }, 60_000);
});
