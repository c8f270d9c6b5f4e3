import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { createAccessToken } from "./factories";
import { useTestServer } from "./harness";
import { callText, connectMcp } from "./mcp-support";
import { dbKinds } from "./test-db";
import { ADMIN_EMAIL, useWorld } from "./test-world";

const MCP_ACCEPT = "application/json, text/event-stream";

/** `/mcp` beside the route table's access matrix and fuzz run: who gets in, and hostile JSON-RPC. */
describe.each(dbKinds())("/mcp access on %s", (kind) => {
  const server = useTestServer(kind, {
    AI_CALLS_PER_MINUTE: "10000",
    JOB_POLL_MS: "100",
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const sample = useWorld(server);

  it("takes each persona's token as that persona, and refuses the anonymous and identity tokens", async () => {
    const list = (headers: Record<string, string>) =>
      server.request("POST", "/mcp", {
        headers: { accept: MCP_ACCEPT, ...headers },
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      });
    expect((await list({})).status).toBe(401);
    expect((await list({ authorization: `Bearer ${sample.people.owner.token}` })).status).toBe(401);
    for (const persona of ["stranger", "viewer", "editor", "owner", "admin"] as const) {
      const { token } = await createAccessToken(server, sample.people[persona], "read");
      const client = await connectMcp(server, token);
      const result = await callText(client, "get_plan", {
        initiative_id: sample.world.initiativeId,
        workstream_id: sample.world.wsId,
        subsection_id: sample.world.subId,
      });
      const member = persona === "viewer" || persona === "editor" || persona === "owner";
      expect(result.isError, persona).toBe(!member);
      if (!member) expect(result.text).toMatch(/^forbidden:/);
      await client.close();
    }
  }, 60_000);

  it("answers hostile JSON-RPC without a server error and changes nothing", async () => {
    const { token } = await createAccessToken(server, sample.people.owner, "write");
    const hostile = fc.oneof(
      fc.jsonValue(),
      fc.record({
        jsonrpc: fc.constantFrom("2.0", "1.0", 2),
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        method: fc.constantFrom(
          "tools/call",
          "tools/list",
          "resources/read",
          "initialize",
          "nope",
          "__proto__",
        ),
        params: fc.oneof(
          fc.jsonValue(),
          fc.record({
            name: fc.constantFrom("get_initiative", "update_task", "improve_plan", "x"),
            arguments: fc.dictionary(
              fc.constantFrom("initiative_id", "task_id", "changes", "idea", "selection", "uri", "__proto__"),
              fc.oneof(fc.jsonValue(), fc.constant(sample.world.initiativeId), fc.constant("\u0000")),
            ),
          }),
        ),
      }),
    );
    const before = await snapshot(server);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (body) => {
        const res = await server.request("POST", "/mcp", {
          headers: {
            accept: MCP_ACCEPT,
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
          },
          rawBody: JSON.stringify(body),
        });
        sent++;
        expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 35 },
    );
    expect(sent).toBe(60);
    // No generated call names an existing task or plan, so none of them may change anything.
    expect(await snapshot(server)).toEqual(before);
  }, 120_000);
});
