import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiUsage } from "../src/db/schema";
import { addMember, createUser, type TestUser } from "./factories";
import { type TestServer, useTestServer } from "./harness";
import { callStream, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

/** An editor (whose quota is untouched by the owner's background proposal) on a planned initiative. */
async function editorOn(server: TestServer) {
  const setup = await plannedInitiative(server);
  const editor = await createUser(server);
  await addMember(server, setup.initiative, editor, "editor");
  const base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}`;
  return { ...setup, editor, base };
}

const generate = (server: TestServer, user: TestUser, base: string, uid: string) =>
  callStream(server, "POST", `${base}/subsections/${uid}/stream`, { token: user.token });

const usageOf = async (server: TestServer, userId: string) =>
  server.ctx.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));

describe.each(dbKinds())("AI quotas on %s", (kind) => {
  describe("calls per minute", () => {
    const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "3" }, [], { jobs: { pollMs: 50 } });

    it("answers the call over the limit with 429 rate_limited and a Retry-After; others are unaffected", async () => {
      const { editor, owner, base, subIds } = await editorOn(server);
      // Calls that never reach the model (unknown plan) do not count.
      expect((await generate(server, editor, base, "missing-part")).status).toBe(404);
      for (const uid of subIds.slice(0, 3))
        expect((await generate(server, editor, base, uid)).status).toBe(200);
      const refused = await generate(server, editor, base, subIds[0]!);
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ success: false, error: "rate_limited" });
      expect(refused.json.message).toContain("3 a minute");
      const res = await server.request("POST", `${base}/subsections/${subIds[0]}/stream`, {
        token: editor.token,
        body: {},
      });
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await generate(server, owner, base, subIds[1]!)).status).toBe(200);
    });

    it("admits exactly the limit when many calls arrive at once", async () => {
      const { editor, base, subIds, workstreams, initiative } = await editorOn(server);
      const targets = workstreams.flatMap((w) => [
        `/portal/initiatives/${initiative.id}/workstreams/${w.id}/stream`,
      ]);
      const results = await Promise.all(
        [
          ...targets,
          `${base}/subsections/${subIds[0]}/stream`,
          `${base}/subsections/${subIds[1]}/stream`,
        ].map((path) => callStream(server, "POST", path, { token: editor.token })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 429).length).toBe(results.length - 3);
    });
  });

  describe("daily token budget", () => {
    const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "0", AI_DAILY_TOKEN_BUDGET: "200" }, [], {
      jobs: { pollMs: 50 },
    });

    it("refuses calls once today's budget is used, with a clear message, and records real usage", async () => {
      const { editor, base, subIds } = await editorOn(server);
      const first = await generate(server, editor, base, subIds[0]!);
      expect(first.status).toBe(200);
      const [row] = await usageOf(server, editor.id);
      expect(row).toMatchObject({ kind: "subsection", reservedTokens: 0 });
      expect(row!.outputTokens).toBeGreaterThan(200);
      const refused = await generate(server, editor, base, subIds[1]!);
      expect(refused.status).toBe(429);
      expect(refused.json.error).toBe("rate_limited");
      expect(refused.json.message).toContain("today's AI budget of 200 tokens");
      expect(refused.json.message).toContain("midnight UTC");
    });

    it("is exceeded by at most one call in flight when calls arrive at once", async () => {
      const { editor, base, subIds, workstreams, initiative } = await editorOn(server);
      const paths = [
        ...subIds.map((uid) => `${base}/subsections/${uid}/stream`),
        ...workstreams.map((w) => `/portal/initiatives/${initiative.id}/workstreams/${w.id}/stream`),
      ];
      const results = await Promise.all(
        paths.map((path) => callStream(server, "POST", path, { token: editor.token })),
      );
      const admitted = results.filter((r) => r.status === 200);
      expect(admitted).toHaveLength(1);
      expect(results.filter((r) => r.status === 429)).toHaveLength(paths.length - 1);
      const rows = await usageOf(server, editor.id);
      expect(rows).toHaveLength(1);
    });
  });
});
