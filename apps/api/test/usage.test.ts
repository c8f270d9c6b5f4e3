import { beforeAll, describe, expect, it } from "vitest";
import { addMember, createUser, type TestUser } from "./factories";
import { useFakeOpenAi, useTestServer } from "./harness";
import { callStream, doneOf, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

const today = () => new Date().toISOString().slice(0, 10);

describe.each(dbKinds())("AI usage and cost on %s", (kind) => {
  const fake = useFakeOpenAi({
    behaviour: {
      kind: "stream",
      chunks: ["Priced ", "plan."],
      usage: { prompt_tokens: 2000, completion_tokens: 500 },
    },
  });
  const server = useTestServer(kind, {
    AI_CALLS_PER_MINUTE: "50",
    AI_DAILY_TOKEN_BUDGET: "100000",
    AI_PRICES: JSON.stringify({ "priced-model": { input: 1, output: 2 } }),
    JOB_POLL_MS: "50",
  });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(server, { name: "Admin" });
  });

  const useModel = (model: string) =>
    server.request("PUT", "/portal/admin/ai-settings", {
      token: admin.token,
      body: { provider: "openai-compatible", model, base_url: fake.url },
    });

  it("records each call with tokens, duration and cost, per generation, initiative, user and model", async () => {
    const { owner, initiative, wsId, subIds } = await plannedInitiative(server);
    const editor = await createUser(server, { name: "Editor" });
    await addMember(server, initiative, editor, "editor");
    const sub = `/portal/initiatives/${initiative.id}/workstreams/${wsId}/subsections/${subIds[0]}`;

    expect((await useModel("priced-model")).status).toBe(200);
    const generated = await callStream(server, "POST", `${sub}/stream`, { token: owner.token });
    const version = doneOf(generated)!.data as { version: number };
    await useModel("unpriced-model");
    const improved = await callStream(server, "PATCH", `${sub}/improve`, {
      token: editor.token,
      body: { current_response: "Priced plan.", snippet: "plan", user_query: "Expand" },
    });
    expect(doneOf(improved)).toBeTruthy();
    await server.request("PUT", "/portal/admin/ai-settings", {
      token: admin.token,
      body: { provider: "offline" },
    });
    await server.request("POST", `${sub}/improve/save`, {
      token: editor.token,
      body: { content: "# Saved by hand" },
    });

    // History: the generated version names its model call; a hand-saved one has none.
    const history = await server.request("GET", `${sub}/versions`, { token: owner.token });
    const byVersion = new Map(history.body.data.map((v: { version: number }) => [v.version, v]));
    expect((byVersion.get(version.version) as { usage: unknown }).usage).toMatchObject({
      provider: "openai-compatible",
      model: "priced-model",
      input_tokens: 2000,
      output_tokens: 500,
      cost_usd: 0.003,
    });
    expect((byVersion.get(version.version + 1) as { usage: unknown }).usage).toBeNull();

    const usage = await server.request("GET", `/portal/initiatives/${initiative.id}/usage`, {
      token: editor.token,
    });
    expect(usage.status).toBe(200);
    const data = usage.body.data;
    // propose (offline, estimated, free) + generation (priced) + improvement (unpriced).
    expect(data.total.calls).toBe(3);
    expect(data.total.input_tokens).toBeGreaterThan(4000);
    expect(data.total.cost_usd).toBe(0.003);
    expect(data.total.unpriced_calls).toBe(1);
    const kinds = Object.fromEntries(data.by_kind.map((k: { kind: string }) => [k.kind, k]));
    expect(kinds.propose).toMatchObject({ calls: 1, cost_usd: 0 });
    expect(kinds.propose.input_tokens).toBeGreaterThan(0);
    expect(kinds.subsection).toMatchObject({
      calls: 1,
      input_tokens: 2000,
      output_tokens: 500,
      cost_usd: 0.003,
    });
    expect(kinds.improve).toMatchObject({ calls: 1, input_tokens: 2000, cost_usd: null, unpriced_calls: 1 });
    const users = Object.fromEntries(data.by_user.map((u: { user_id: string }) => [u.user_id, u]));
    expect(users[owner.id]).toMatchObject({ name: owner.name, calls: 2 });
    expect(users[editor.id]).toMatchObject({ name: editor.name, calls: 1, cost_usd: null });

    // The user's own usage against the limits.
    const mine = await server.request("GET", "/portal/user/usage", { token: editor.token });
    expect(mine.body.data.today).toMatchObject({ calls: 1, input_tokens: 2000, output_tokens: 500 });
    expect(mine.body.data.month.calls).toBe(1);
    expect(mine.body.data.limits).toMatchObject({
      calls_per_minute: 50,
      calls_last_minute: 1,
      daily_token_budget: 100000,
      tokens_today: 2500,
      budget_used_ratio: 0.025,
    });
    expect(Date.parse(mine.body.data.limits.resets_at)).toBeGreaterThan(Date.now());

    // Admin: by user and by model over a period.
    const report = await server.request("GET", `/portal/admin/usage?from=${today()}&to=${today()}`, {
      token: admin.token,
    });
    expect(report.status).toBe(200);
    const models = Object.fromEntries(report.body.data.by_model.map((m: { model: string }) => [m.model, m]));
    expect(models["priced-model"]).toMatchObject({
      provider: "openai-compatible",
      calls: 1,
      cost_usd: 0.003,
    });
    expect(models["unpriced-model"]).toMatchObject({ calls: 1, cost_usd: null });
    expect(models["offline-planner"].cost_usd).toBe(0);
    expect(report.body.data.by_user.map((u: { user_id: string }) => u.user_id)).toEqual(
      expect.arrayContaining([owner.id, editor.id]),
    );
    const empty = await server.request("GET", "/portal/admin/usage?from=2001-01-01&to=2001-01-31", {
      token: admin.token,
    });
    expect(empty.body.data.total).toEqual({
      calls: 0,
      input_tokens: 0,
      output_tokens: 0,
      cost_usd: null,
      unpriced_calls: 0,
    });
  });

  it("refuses a bad period with a clear 400", async () => {
    const backwards = await server.request("GET", "/portal/admin/usage?from=2026-02-01&to=2026-01-01", {
      token: admin.token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain("from must not be after to");
    const notADate = await server.request("GET", "/portal/admin/usage?from=yesterday", {
      token: admin.token,
    });
    expect(notADate.status).toBe(400);
  });
});
