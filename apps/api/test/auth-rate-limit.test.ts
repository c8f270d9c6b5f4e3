import { describe, expect, it } from "vitest";
import { createUser } from "./factories";
import { startTestServer, useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const LIMIT = 5;

describe.each(dbKinds())("sign-in rate limit per client address on %s", (kind) => {
  const server = useTestServer(kind, { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });

  it("lets valid tokens through however often they are used", async () => {
    const user = await createUser(server);
    for (let i = 0; i < LIMIT * 3; i++) {
      expect((await server.request("GET", "/portal/user", { token: user.token })).status).toBe(200);
    }
  });

  it("answers 429 with Retry-After once an address has failed authentication too often", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await server.request("GET", "/portal/user", { token: `forged.token.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    const refused = await server.request("GET", "/portal/initiative", { token: "forged.again.x" });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: "rate_limited" });
    expect(refused.body.message).toMatch(
      /^Too many sign-in attempts from your network address\. Try again in \d+ s\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("dev identity provider rate limit", () => {
  const server = useTestServer("pglite", { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) });

  it("counts every /dev-auth request per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await server.request("POST", "/dev-auth/token", { body: { email: `u${i}@example.com` } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    const popup = await server.request("GET", "/dev-auth/popup");
    expect(popup.status).toBe(429);
    expect(popup.body.error).toBe("rate_limited");
  });

  it("is off with AUTH_RATE_LIMIT_PER_MINUTE=0", async () => {
    const open = await startTestServer("pglite", { AUTH_RATE_LIMIT_PER_MINUTE: "0" });
    try {
      for (let i = 0; i < 20; i++) {
        expect((await open.request("GET", "/portal/user", { token: "forged" })).status).toBe(401);
      }
    } finally {
      await open.close();
    }
  });
});
