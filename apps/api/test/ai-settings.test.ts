import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./factories";
import { useFakeOpenAi, useTestServer } from "./harness";
import { callStream, doneOf, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

const KEY = "sk-test-secret-key-4242";

describe.each(dbKinds())("AI settings for admins on %s", (kind) => {
  const fake = useFakeOpenAi({
    behaviour: {
      kind: "stream",
      chunks: ["From ", "the ", "fake."],
      usage: { prompt_tokens: 20, completion_tokens: 5 },
    },
    models: ["fake-small", "fake-large"],
    apiKey: KEY,
  });
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "1000", JOB_POLL_MS: "50" });
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    // No ADMIN_EMAILS: the installation's first user is the admin.
    admin = await createUser(server, { name: "First" });
    member = await createUser(server, { name: "Second" });
  });

  const put = (user: TestUser, body: unknown) =>
    server.request("PUT", "/portal/admin/ai-settings", { token: user.token, body });

  it("makes the first user admin and refuses everyone else with 403", async () => {
    const ok = await server.request("GET", "/portal/admin/ai-settings", { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ provider: "offline", model: "offline-planner", api_key_set: false });
    expect(ok.body.data.locked).toEqual({ provider: false, model: false, base_url: false, api_key: false });
    const refused = await server.request("GET", "/portal/admin/ai-settings", { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: "forbidden" });
    expect(
      (await server.request("GET", "/portal/user/usage", { token: admin.token })).body.data.is_admin,
    ).toBe(true);
    expect(
      (await server.request("GET", "/portal/user/usage", { token: member.token })).body.data.is_admin,
    ).toBe(false);
  });

  it("stores the key encrypted, never returns it, and the next call uses the new provider", async () => {
    const { owner, initiative, wsId, subIds } = await plannedInitiative(server);
    const path = `/portal/initiatives/${initiative.id}/workstreams/${wsId}/subsections/${subIds[0]}/stream`;
    const before = await callStream(server, "POST", path, { token: owner.token });
    expect(doneOf(before)).toBeTruthy();
    expect(fake.requests.filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(0);

    const saved = await put(admin, {
      provider: "openai-compatible",
      model: "fake-small",
      base_url: fake.url,
      api_key: KEY,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      provider: "openai-compatible",
      model: "fake-small",
      base_url: fake.url,
      api_key_set: true,
      updated_by: admin.id,
    });
    expect(saved.text).not.toContain(KEY);
    // The SPA's runtime config names the provider in force too.
    const runtime = await server.request("GET", "/portal/config");
    expect(runtime.body.data.ai).toEqual({
      provider: "openai-compatible",
      model: "fake-small",
      offline: false,
    });
    const read = await server.request("GET", "/portal/admin/ai-settings", { token: admin.token });
    expect(read.text).not.toContain(KEY);
    expect(read.body.data.api_key_set).toBe(true);

    const rows = await server.ctx.db.execute(sql`select api_key_encrypted from ai_settings`);
    const stored = String(
      (rows as unknown as { rows: Array<{ api_key_encrypted: string }> }).rows[0]?.api_key_encrypted,
    );
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(Buffer.from(KEY).toString("base64"));

    // No restart: the very next model call goes to the fake provider with the stored key.
    const after = await callStream(server, "POST", path, { token: owner.token });
    expect(after.streamed).toBe("From the fake.");
    const call = fake.requests.find((r) => r.path.endsWith("/chat/completions"))!;
    expect(call.body.model).toBe("fake-small");
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);

    // Keeping the key: a PUT without api_key leaves it set.
    const kept = await put(admin, { provider: "openai-compatible", model: "fake-large", base_url: fake.url });
    expect(kept.body.data.api_key_set).toBe(true);
    await put(admin, { provider: "offline" });
  });

  it("lists the provider's models and tests a minimal call", async () => {
    const models = await server.request("POST", "/portal/admin/ai-settings/models", {
      token: admin.token,
      body: { provider: "openai-compatible", base_url: fake.url, api_key: KEY },
    });
    expect(models.status).toBe(200);
    expect(models.body.data).toEqual({ models: [{ id: "fake-large" }, { id: "fake-small" }], listed: true });

    const wrongKey = await server.request("POST", "/portal/admin/ai-settings/models", {
      token: admin.token,
      body: { provider: "openai-compatible", base_url: fake.url, api_key: "sk-wrong-key-0000" },
    });
    expect(wrongKey.status).toBe(400);
    // The status and fixed words only: the provider's own text is never shown (issue 30).
    expect(wrongKey.body.message).toBe("The provider refused the model list (HTTP 401). Check the API key.");
    expect(wrongKey.text).not.toContain("sk-wrong-key-0000");

    const test = await server.request("POST", "/portal/admin/ai-settings/test", {
      token: admin.token,
      body: { provider: "openai-compatible", model: "fake-small", base_url: fake.url, api_key: KEY },
    });
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ ok: true, provider: "openai-compatible", model: "fake-small" });
    expect(test.body.data.latency_ms).toBeGreaterThanOrEqual(0);

    fake.setBehaviour({ kind: "status", status: 401, body: { error: { message: `Invalid key ${KEY}` } } });
    const failed = await server.request("POST", "/portal/admin/ai-settings/test", {
      token: admin.token,
      body: { provider: "openai-compatible", model: "fake-small", base_url: fake.url, api_key: KEY },
    });
    fake.setBehaviour({ kind: "stream", chunks: ["ok"] });
    expect(failed.status).toBe(200);
    expect(failed.body.data.ok).toBe(false);
    expect(failed.body.data.message).toBe("The provider answered HTTP 401. Check the API key.");
  });

  it("refuses incomplete settings with a clear 400 and changes nothing", async () => {
    const noUrl = await put(admin, { provider: "openai-compatible", model: "x" });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.message).toContain("needs a base URL");
    const noKey = await put(admin, { provider: "anthropic" });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe("The anthropic provider needs an API key.");
    const badUrl = await put(admin, { provider: "openai-compatible", base_url: "javascript:alert(1)" });
    expect(badUrl.status).toBe(400);
    const current = await server.request("GET", "/portal/admin/ai-settings", { token: admin.token });
    expect(current.body.data.provider).toBe("offline");
  });
});

describe("AI settings with environment variables and ADMIN_EMAILS", () => {
  const server = useTestServer("pglite", {
    ADMIN_EMAILS: "Boss@Example.com, other@example.com",
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: "http://127.0.0.1:9/v1",
    LLM_MODEL: "env-model",
  });

  it("admits the listed addresses only, shows env fields locked and refuses to change them", async () => {
    const first = await createUser(server);
    const boss = await createUser(server, { email: "boss@example.com" });
    expect((await server.request("GET", "/portal/admin/ai-settings", { token: first.token })).status).toBe(
      403,
    );
    const view = await server.request("GET", "/portal/admin/ai-settings", { token: boss.token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      provider: "openai-compatible",
      model: "env-model",
      base_url: "http://127.0.0.1:9/v1",
      locked: { provider: true, model: true, base_url: true, api_key: false },
    });
    const change = await server.request("PUT", "/portal/admin/ai-settings", {
      token: boss.token,
      body: { provider: "offline" },
    });
    expect(change.status).toBe(400);
    expect(change.body.message).toContain("LLM_PROVIDER=openai-compatible");
  });
});
