import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./factories";
import type { FakeOpenAi } from "./fake-openai-server";
import { useFakeOpenAi, useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const KEY = "sk-stored-secret-key-5151";
const UNREACHABLE = "The provider could not be reached at this base URL (no HTTP answer within 15 s).";

/** A local server that answers every request with `answer` (or hangs up when it is "hang up"). */
async function farSide(
  answer: { status: number; body: string } | "hang up",
): Promise<Server & { url: string }> {
  const server = createServer((req, res) => {
    if (answer === "hang up") return req.socket.destroy();
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
}

const sentKey = (fake: FakeOpenAi, key: string) =>
  fake.requests.some((r) => JSON.stringify(r.headers).includes(key));

/** Issue 30, findings 5–7: the admin's probe routes of the AI settings. */
describe.each(dbKinds())("AI settings probes on %s", (kind) => {
  const saved = useFakeOpenAi({ behaviour: { kind: "stream", chunks: ["OK"] }, apiKey: KEY });
  const other = useFakeOpenAi({ behaviour: { kind: "stream", chunks: ["OK"] } });
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "1000" });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(server);
    const put = await server.request("PUT", "/portal/admin/ai-settings", {
      token: admin.token,
      body: { provider: "openai-compatible", model: "fake-model", base_url: saved.url, api_key: KEY },
    });
    expect(put.status, put.text).toBe(200);
  });

  const probe = (what: "models" | "test", body: Record<string, unknown>) =>
    server.request("POST", `/portal/admin/ai-settings/${what}`, {
      token: admin.token,
      body: { provider: "openai-compatible", model: "fake-model", ...body },
    });

  it("sends the stored key only to the base URL it was saved with", async () => {
    expect((await probe("models", {})).status).toBe(200);
    expect((await probe("models", { base_url: `${saved.url}/` })).status).toBe(200);
    expect(sentKey(saved, KEY)).toBe(true);

    expect((await probe("models", { base_url: other.url })).status).toBe(200);
    const test = await probe("test", { base_url: other.url });
    expect(test.body.data).toMatchObject({ ok: true });
    expect(other.requests.length).toBeGreaterThanOrEqual(2);
    expect(sentKey(other, KEY)).toBe(false);

    // With its own key, another URL is probed with that key.
    await probe("models", { base_url: other.url, api_key: "sk-probe-own-key-77" });
    expect(sentKey(other, "sk-probe-own-key-77")).toBe(true);
  });

  it("refuses base URLs with a fragment, query, credentials or another scheme, and calls nothing", async () => {
    const before = saved.requests.length;
    for (const base_url of [
      `${saved.url}/internal#`,
      `${saved.url}/internal?`,
      saved.url.replace("http://", "http://user:pw@"),
      "file:///etc/passwd",
      "ftp://127.0.0.1/v1",
    ]) {
      for (const what of ["models", "test"] as const) {
        const res = await probe(what, { base_url });
        expect(res.status, `${what} ${base_url}`).toBe(400);
        expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
      }
    }
    expect(saved.requests.length).toBe(before);
  });

  it("never shows the far side's body, and gives one message for every connection failure", async () => {
    const talker = await farSide({ status: 500, body: '{"error":{"message":"db password is hunter2"}}' });
    const closed = await farSide("hang up");
    const closedPort = await farSide("hang up");
    await new Promise<void>((resolve) => closedPort.close(() => resolve()));
    try {
      const refused = await probe("models", { base_url: talker.url, api_key: "sk-any-key-0001" });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        "The provider refused the model list (HTTP 500). The provider had an error; try again later.",
      );
      const failedCall = await probe("test", { base_url: talker.url, api_key: "sk-any-key-0001" });
      expect(failedCall.body.data.message).toBe(
        "The provider answered HTTP 500. The provider had an error; try again later.",
      );
      expect(refused.text + failedCall.text).not.toContain("hunter2");

      for (const url of [closed.url, closedPort.url, "http://127.0.0.1:1/v1"]) {
        const models = await probe("models", { base_url: url, api_key: "sk-any-key-0001" });
        expect(models.status).toBe(503);
        expect(models.body.message).toBe(UNREACHABLE);
        const test = await probe("test", { base_url: url, api_key: "sk-any-key-0001" });
        expect(test.body.data.message).toBe(UNREACHABLE);
      }
    } finally {
      await new Promise<void>((resolve) => talker.close(() => resolve()));
      await new Promise<void>((resolve) => closed.close(() => resolve()));
    }
  });

  it("answers a model list of the wrong shape with a 502 and a clear message", async () => {
    for (const body of ['{"data":"not a list"}', '{"data":[{"id":42}]}', "[]", "not json"]) {
      const odd = await farSide({ status: 200, body });
      try {
        const res = await probe("models", { base_url: odd.url, api_key: "sk-any-key-0001" });
        expect(res.status, body).toBe(502);
        expect(res.body).toEqual({
          success: false,
          error: "bad_gateway",
          message: "The provider's model list is not in the expected form (JSON with a list of models).",
        });
      } finally {
        await new Promise<void>((resolve) => odd.close(() => resolve()));
      }
    }
  });
});

describe("AI settings probes with a key in the environment", () => {
  const other = useFakeOpenAi({ behaviour: { kind: "stream", chunks: ["OK"] } });
  const server = useTestServer("pglite", { OPENAI_API_KEY: KEY });

  it("sends the environment's key only to its configured base URL", async () => {
    const admin = await createUser(server);
    for (const what of ["models", "test"]) {
      await server.request("POST", `/portal/admin/ai-settings/${what}`, {
        token: admin.token,
        body: { provider: "openai-compatible", model: "fake-model", base_url: other.url },
      });
    }
    expect(other.requests.length).toBeGreaterThanOrEqual(2);
    expect(sentKey(other, KEY)).toBe(false);
  });
});
