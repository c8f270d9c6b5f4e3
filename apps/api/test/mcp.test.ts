import { routes } from "@initiative-planner/contract";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { createAccessToken, createUser, type TestUser } from "./factories";
import { useTestServer } from "./harness";
import { callOk, callText, connectMcp } from "./mcp-support";
import { dbKinds } from "./test-db";

const READ_TOOLS = ["get_initiative", "get_plan", "list_initiatives", "list_tasks", "search"];
const WRITE_TOOLS = ["add_task", "create_initiative", "improve_plan", "update_task"];
const IDEA = "Launch a loyalty programme for our chain of coffee shops with stamp cards";

interface Created {
  id: string;
  status: string;
  teams: Array<{ id: string; name: string }>;
}

describe.each(dbKinds())("the MCP server on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "1000", JOB_POLL_MS: "100" });
  let alice: TestUser;
  let bob: TestUser;
  let aliceWrite: Client;
  let aliceRead: Client;
  let bobWrite: Client;
  let planned: Created;
  let wsId: string;
  let subId: string;
  let taskId: string;
  beforeAll(async () => {
    alice = await createUser(server);
    bob = await createUser(server);
    aliceWrite = await connectMcp(server, (await createAccessToken(server, alice, "write")).token);
    aliceRead = await connectMcp(server, (await createAccessToken(server, alice, "read")).token);
    bobWrite = await connectMcp(server, (await createAccessToken(server, bob, "write")).token);
  }, 120_000);
  afterAll(async () => {
    for (const client of [aliceWrite, aliceRead, bobWrite]) await client?.close();
  });

  it("lists every tool to a write token and only the reading ones to a read token", async () => {
    const all = (await aliceWrite.listTools()).tools.map((t) => t.name).sort();
    expect(all).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    const reading = (await aliceRead.listTools()).tools;
    expect(reading.map((t) => t.name).sort()).toEqual(READ_TOOLS);
    expect(reading.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
    // Inputs are the contract's schemas, as JSON Schema.
    const list = reading.find((t) => t.name === "list_initiatives")!;
    expect(Object.keys(list.inputSchema.properties ?? {}).sort()).toEqual(["page", "search", "size"]);
  });

  it("create_initiative plans an idea and waits for the teams", async () => {
    const started = performance.now();
    planned = await callOk<Created>(aliceWrite, "create_initiative", { idea: IDEA, priority: "MEDIUM" });
    const ms = performance.now() - started;
    console.log(`mcp: create_initiative → planned in ${Math.round(ms)} ms (${kind}, offline planner)`);
    expect(planned.status).toBe("WORKSTREAM_CREATED");
    expect(planned.teams.length).toBeGreaterThan(1);
    const res = await server.call(routes.getInitiative, { token: alice.token, params: { id: planned.id } });
    expect(res.data).toMatchObject({ priority: "MEDIUM", description: IDEA, role: "owner" });
    wsId = planned.teams[0]!.id;
    const subs = await server.call(routes.listSubsections, {
      token: alice.token,
      params: { id: planned.id, wsId },
    });
    subId = subs.data[0]!.uid;
    const save = await server.call(routes.saveSubsection, {
      token: alice.token,
      params: { id: planned.id, wsId, subId },
      body: { content: "# Rollout\n\nPrint the stamp cards.\n\nTrain the baristas." },
    });
    expect(save.status).toBe(200);
  }, 60_000);

  it("create_initiative with wait_seconds 0 answers at once and says how to poll", async () => {
    const created = await callOk<Created & { next: string }>(aliceWrite, "create_initiative", {
      idea: "Move the office to a new building",
      wait_seconds: 0,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    if (created.status === "CREATED") expect(created.next).toContain("get_initiative");
  });

  it("reads: list_initiatives, search, get_initiative, get_plan, list_tasks", async () => {
    const page = await callOk<{ list: Array<{ id: string }>; total_items: number }>(
      aliceRead,
      "list_initiatives",
      {
        page: 0,
        size: 1,
      },
    );
    expect(page.list).toHaveLength(1);
    expect(page.total_items).toBe(2);
    const filtered = await callOk<{ list: Array<{ id: string }> }>(aliceRead, "list_initiatives", {
      search: "loyalty",
    });
    expect(filtered.list.map((i) => i.id)).toEqual([planned.id]);
    const found = await callOk<Array<{ id: string }>>(aliceRead, "search", { q: "coffee shops" });
    expect(found.map((i) => i.id)).toEqual([planned.id]);

    const markdown = await callOk<string>(aliceRead, "get_initiative", { initiative_id: planned.id });
    expect(markdown).toContain(`- id: ${planned.id}`);
    expect(markdown).toContain(`workstream_id: ${wsId}`);
    expect(markdown).toContain(`subsection_id: ${subId}`);
    expect(markdown).toContain("Print the stamp cards.");
    expect(markdown).toContain("## Schedule");

    const plan = await callOk<string>(aliceRead, "get_plan", {
      initiative_id: planned.id,
      workstream_id: wsId,
      subsection_id: subId,
    });
    expect(plan).toBe("# Rollout\n\nPrint the stamp cards.\n\nTrain the baristas.");
    const schedule = await callOk<{ tasks: unknown[] }>(aliceRead, "list_tasks", {
      initiative_id: planned.id,
    });
    expect(Array.isArray(schedule.tasks)).toBe(true);
  });

  it("writes: add_task and update_task", async () => {
    const task = await callOk<{ id: string; title: string }>(aliceWrite, "add_task", {
      initiative_id: planned.id,
      task: { workstream_id: wsId, title: "Order stamp cards", owner_role: "Marketing", estimate_days: 2 },
    });
    taskId = task.id;
    const changed = await callOk<{
      status: string;
      estimate_days: number;
      due_date: string;
      assignee_id: string;
    }>(aliceWrite, "update_task", {
      initiative_id: planned.id,
      task_id: taskId,
      changes: { status: "in_progress", estimate_days: 3.5, due_date: "2027-03-01", assignee_id: alice.id },
    });
    expect(changed).toMatchObject({ status: "in_progress", estimate_days: 3.5, due_date: "2027-03-01" });
    expect(changed.assignee_id).toBe(alice.id);
    const schedule = await server.call(routes.listTasks, { token: alice.token, params: { id: planned.id } });
    expect(schedule.data.tasks.find((t) => t.id === taskId)?.title).toBe("Order stamp cards");
  });

  it("improve_plan rewrites only the selection, and saves when asked", async () => {
    const args = {
      initiative_id: planned.id,
      workstream_id: wsId,
      subsection_id: subId,
      selection: "Train the baristas.",
      instruction: "Make it more concrete",
    };
    const improved = await callOk<string>(aliceWrite, "improve_plan", args);
    expect(improved.startsWith("# Rollout\n\nPrint the stamp cards.\n\n")).toBe(true);
    expect(improved).not.toBe("# Rollout\n\nPrint the stamp cards.\n\nTrain the baristas.");
    const versions = () =>
      server.call(routes.listVersions, { token: alice.token, params: { id: planned.id, wsId, subId } });
    const before = (await versions()).data.length;
    const saved = await callOk<string>(aliceWrite, "improve_plan", { ...args, save: true });
    expect(saved).toMatch(/^_Saved as version \d+\._/);
    expect((await versions()).data.length).toBe(before + 1);
    const missing = await callText(aliceWrite, "improve_plan", { ...args, selection: "Not in the plan" });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain("could not be found");
  }, 30_000);

  it("offers each initiative's plan document as a resource", async () => {
    const { resources } = await aliceRead.listResources();
    const uri = `initiative://${planned.id}/plan.md`;
    expect(resources.map((r) => r.uri)).toContain(uri);
    const read = await aliceRead.readResource({ uri });
    const content = read.contents[0] as { text: string; mimeType: string };
    expect(content.mimeType).toBe("text/markdown");
    expect(content.text).toContain("Print the stamp cards.");
  });

  it("refuses a due date outside the years 1900–9999 and creates nothing (year 0 was a 500)", async () => {
    const before = await snapshot(server);
    const result = await callText(aliceWrite, "create_initiative", {
      idea: IDEA,
      due_date: "0000-01-01T00:00:00Z",
      wait_seconds: 0,
    });
    expect(result.isError).toBe(true);
    expect(result.text).toContain("1900–9999");
    expect(result.text).not.toContain("internal");
    expect(await snapshot(server)).toEqual(before);
  });

  it("refuses writes to a read token", async () => {
    const before = await snapshot(server);
    const result = await callText(aliceRead, "create_initiative", { idea: "Sneaky" });
    expect(result.isError).toBe(true);
    expect(result.text).toContain("not found");
    expect(await snapshot(server)).toEqual(before);
  });

  it("never shows another user's initiative through any tool or resource", async () => {
    const secretName = (
      await server.call(routes.getInitiative, { token: alice.token, params: { id: planned.id } })
    ).data.name;
    const target = { initiative_id: planned.id };
    const plan = { ...target, workstream_id: wsId, subsection_id: subId };
    const attempts: Array<[string, Record<string, unknown>]> = [
      ["get_initiative", target],
      ["list_tasks", target],
      ["get_plan", plan],
      [
        "add_task",
        { ...target, task: { workstream_id: wsId, title: "x", owner_role: "y", estimate_days: 1 } },
      ],
      ["update_task", { ...target, task_id: taskId, changes: { status: "done" } }],
      ["improve_plan", { ...plan, selection: "Print the stamp cards.", instruction: "Shorter" }],
    ];
    for (const [name, args] of attempts) {
      const result = await callText(bobWrite, name, args);
      expect(result.isError, name).toBe(true);
      expect(result.text, name).toMatch(/^forbidden: You do not have access to this initiative/);
      expect(result.text, name).not.toContain(secretName);
      expect(result.text, name).not.toContain("stamp");
    }
    const listed = await callOk<{ list: unknown[] }>(bobWrite, "list_initiatives", {});
    expect(listed.list).toEqual([]);
    expect(await callOk(bobWrite, "search", { q: "coffee" })).toEqual([]);
    expect((await bobWrite.listResources()).resources).toEqual([]);
    await expect(bobWrite.readResource({ uri: `initiative://${planned.id}/plan.md` })).rejects.toThrow(
      /do not have access/,
    );
    const task = await server.call(routes.listTasks, { token: alice.token, params: { id: planned.id } });
    expect(task.data.tasks.find((t) => t.id === taskId)?.status).toBe("in_progress");
  });

  it("answers bad input with a tool error naming the field", async () => {
    const bad = await callText(aliceRead, "get_initiative", { initiative_id: "not-a-uuid" });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain("initiative_id");
    const empty = await callText(aliceWrite, "update_task", {
      initiative_id: planned.id,
      task_id: taskId,
      changes: {},
    });
    expect(empty.isError).toBe(true);
    expect(empty.text).toContain("at least one field");
    const unknown = await callText(aliceRead, "get_initiative", {
      initiative_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.text).toBe("not_found: This initiative does not exist or was deleted.");
  });

  it("names the tool's own arguments in its messages, and the part of a plan's address that is wrong", async () => {
    const emptyIdea = await callText(aliceWrite, "create_initiative", { idea: " ", wait_seconds: 0 });
    expect(emptyIdea.isError).toBe(true);
    expect(emptyIdea.text).toContain("idea must not be empty");
    expect(emptyIdea.text).not.toContain("description");
    const longInstruction = await callText(aliceWrite, "improve_plan", {
      initiative_id: planned.id,
      workstream_id: wsId,
      subsection_id: subId,
      selection: "x",
      instruction: "y".repeat(2_001),
    });
    expect(longInstruction.text).toContain("instruction must be at most 2000 characters");
    expect(longInstruction.text).not.toContain("user_query");
    const noTeam = await callText(aliceRead, "get_plan", {
      initiative_id: planned.id,
      workstream_id: "nope",
      subsection_id: subId,
    });
    expect(noTeam.text).toBe("not_found: This initiative has no workstream 'nope'.");
    const noSection = await callText(aliceRead, "get_plan", {
      initiative_id: planned.id,
      workstream_id: wsId,
      subsection_id: "nope",
    });
    expect(noSection.text).toBe(
      `not_found: Workstream '${wsId}' of this initiative has no subsection 'nope'.`,
    );
  });

  it("refuses a NUL character in any argument as invalid params, and writes nothing", async () => {
    const before = await snapshot(server);
    const attempts: Array<[string, Record<string, unknown>]> = [
      ["search", { q: "a\u0000b" }],
      ["list_initiatives", { search: "\u0000" }],
      ["create_initiative", { idea: `${IDEA}\u0000`, wait_seconds: 0 }],
      ["update_task", { initiative_id: planned.id, task_id: taskId, changes: { title: "x\u0000" } }],
    ];
    for (const [name, args] of attempts) {
      await expect(aliceWrite.callTool({ name, arguments: args }), name).rejects.toThrow(
        /-32602.*NUL character/,
      );
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it("a resource address with a malformed id is no such resource, and shows no query", async () => {
    for (const uri of ["initiative://abc/plan.md", "initiative://%00/plan.md"]) {
      const read = aliceRead.readResource({ uri });
      await expect(read, uri).rejects.toThrow(/No such resource/);
      await expect(read, uri).rejects.not.toThrow(/select|params|initiative_members/i);
    }
  });

  it("refuses a missing, identity, revoked or expired token with 401", async () => {
    const post = (headers: Record<string, string>) =>
      server.request("POST", "/mcp", {
        headers: { accept: "application/json, text/event-stream", ...headers },
        body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, error: "unauthenticated" });
    const identity = await post({ authorization: `Bearer ${alice.token}` });
    expect(identity.status).toBe(401);
    expect(identity.body.message).toContain("personal access token");

    const revoked = await createAccessToken(server, alice, "write");
    const client = await connectMcp(server, revoked.token);
    await server.call(routes.revokeToken, { token: alice.token, params: { tokenId: revoked.id } });
    await expect(client.listTools()).rejects.toThrow(/401|revoked/);
    await expect(connectMcp(server, revoked.token)).rejects.toThrow(/401|revoked/);

    const expired = await createAccessToken(server, alice, "write", 1);
    await server.ctx.db.execute(
      sql`update personal_access_tokens set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    await expect(connectMcp(server, expired.token)).rejects.toThrow(/401|expired/);
    expect(
      (await server.request("GET", "/mcp", { headers: { authorization: `Bearer ${expired.token}` } })).status,
    ).toBe(401);
  });

  it("answers a body that is not JSON with a JSON-RPC parse error (-32700), after the token", async () => {
    const { token } = await createAccessToken(server, alice, "write");
    const post = (rawBody: string, authorization = `Bearer ${token}`) =>
      server.request("POST", "/mcp", {
        headers: {
          authorization,
          accept: "application/json, text/event-stream",
          "content-type": "application/json",
        },
        rawBody,
      });
    for (const body of ['{"jsonrpc":"2.0","id":1,', "not json", " ", '{"__proto__":{"x":1}}']) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(res.body, body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32700 } });
      expect(res.body.error.message, body).toMatch(/^Parse error: the body is (empty|not valid JSON)$/);
    }
    // A message that is not JSON-RPC 2.0: Invalid Request. A tool call without a name or with arguments
    // that are not an object: Invalid params (the SDK answered both with an internal error).
    for (const message of [
      { id: 1, method: "tools/list" },
      { jsonrpc: "1.0", id: 1, method: "tools/list" },
      7,
    ]) {
      const res = await post(JSON.stringify(message));
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body.error.code, JSON.stringify(message)).toBe(-32600);
    }
    for (const params of [
      undefined,
      { name: 5 },
      { name: "search", arguments: null },
      { name: "search", arguments: [] },
    ]) {
      const res = await post(JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params }));
      expect(res.body, JSON.stringify(params)).toMatchObject({
        jsonrpc: "2.0",
        id: 9,
        error: { code: -32602 },
      });
      expect(res.body.error.message).toContain("params.name");
    }
    // The token is checked first: a caller without one learns nothing from the body.
    expect((await post("not json", "Bearer ipat_nope")).status).toBe(401);
    // REST routes keep their own envelope.
    const rest = await server.request("POST", "/portal/initiatives", {
      token: alice.token,
      headers: { "content-type": "application/json" },
      rawBody: "not json",
    });
    expect(rest.body).toMatchObject({ success: false, error: "validation_failed" });
  });

  it("answers GET and DELETE with 405: the server is stateless", async () => {
    const { token } = await createAccessToken(server, alice, "read");
    for (const method of ["GET", "DELETE"]) {
      const res = await server.request(method, "/mcp", { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});
