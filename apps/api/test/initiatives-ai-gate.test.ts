import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage, initiatives } from "../src/db/schema";
import { createInitiativeBody, createUser } from "./factories";
import { startTestServer, type TestServer, useTestServer } from "./harness";
import { eventually, ScriptedPlanner, waitForStatus } from "./planning-support";
import { dbKinds } from "./test-db";

const LIMIT = 5;

const usageOf = async (server: TestServer, userId: string) =>
  server.ctx.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));

describe.each(dbKinds())("creating and retrying initiatives go through the AI gate on %s", (kind) => {
  describe("calls per minute", () => {
    const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: String(LIMIT) }, [], {
      jobs: { start: false },
    });

    it(`accepts ${LIMIT} of 40 creations in a minute; the others get 429 rate_limited and change nothing`, async () => {
      const user = await createUser(server);
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<TestServer["request"]>> | null = null;
      for (let i = 0; i < 40; i++) {
        const res = await server.request("POST", "/portal/initiative", {
          token: user.token,
          body: createInitiativeBody(),
        });
        statuses.push(res.status);
        if (res.status === 429) refused ??= res;
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
      expect(refused!.body).toMatchObject({ success: false, error: "rate_limited" });
      expect(refused!.body.message).toMatch(
        new RegExp(`^Too many AI requests: the limit is ${LIMIT} a minute\\. Try again in \\d+ s\\.$`),
      );
      expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const owned = await server.ctx.db.select().from(initiatives).where(eq(initiatives.ownerId, user.id));
      expect(owned).toHaveLength(LIMIT);
      // The creations used this minute's calls: the user's next model call is refused as well.
      const rows = await usageOf(server, user.id);
      expect(rows.map((r) => r.kind)).toEqual(Array(LIMIT).fill("propose_request"));
      expect(new Set(rows.map((r) => r.initiativeId))).toEqual(new Set(owned.map((i) => i.id)));
    });

    it("does not count a creation refused for bad input", async () => {
      const user = await createUser(server);
      const bad = await server.request("POST", "/portal/initiative", {
        token: user.token,
        body: { description: "" },
      });
      expect(bad.status).toBe(400);
      expect(await usageOf(server, user.id)).toHaveLength(0);
    });
  });

  describe("daily token budget", () => {
    let server: TestServer;
    const planner = new ScriptedPlanner();
    beforeAll(async () => {
      server = await startTestServer(kind, { AI_CALLS_PER_MINUTE: "0", AI_DAILY_TOKEN_BUDGET: "300" }, [], {
        planner,
        jobs: { pollMs: 50 },
      });
    });
    afterAll(async () => server?.close());

    it("counts the proposal's tokens and refuses creation and retry once the budget is used", async () => {
      const user = await createUser(server);
      const first = await server.request("POST", "/portal/initiative", {
        token: user.token,
        body: createInitiativeBody({ description: `Plan a company offsite ${"in detail ".repeat(150)}` }),
      });
      expect(first.status).toBe(200);
      await waitForStatus(server, user, first.body.data.id, "WORKSTREAM_CREATED");
      const spent = await eventually(async () => {
        const rows = await usageOf(server, user.id);
        const propose = rows.find((r) => r.kind === "propose");
        return propose ? propose.inputTokens + propose.outputTokens : undefined;
      });
      expect(spent).toBeGreaterThan(300);

      const second = await server.request("POST", "/portal/initiative", {
        token: user.token,
        body: createInitiativeBody(),
      });
      expect(second.status).toBe(429);
      expect(second.body.message).toContain("today's AI budget of 300 tokens");
      const retry = await server.request("POST", `/portal/initiative/${first.body.data.id}/retry`, {
        token: user.token,
      });
      expect(retry.status).toBe(429);
    });
  });
});
